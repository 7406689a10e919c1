<?php
/**
 * Writes imported speakers and organizers through the speaker repository.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Writers;

use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Infrastructure\Content\PostTypes;
use Eventsmith\Infrastructure\Content\Taxonomies;
use Eventsmith\Infrastructure\Import\ImportImages;
use Eventsmith\Infrastructure\Import\ImportLinks;
use Eventsmith\Infrastructure\Import\ObjectWriter;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Fields as `POST /speakers` takes them (name, email, designation, company, bio, photo, social,
 * category), with `speaker_group` given by name: a group missing here is made and remembered as
 * the run's; `photo_url`, when `photo` is not an id, gives the photo by address (ImportImages).
 */
final class SpeakerRecordWriter implements ObjectWriter {

	/**
	 * Constructor.
	 *
	 * @param SpeakerRepository $speakers Speakers.
	 * @param ImportImages      $images   Images by address.
	 */
	public function __construct( private SpeakerRepository $speakers, private ImportImages $images = new ImportImages() ) {}

	/**
	 * {@inheritDoc}
	 */
	public function type(): string {
		return 'speaker';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function exists( int $id ): bool {
		return PostTypes::SPEAKER === get_post_type( $id );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 */
	public function create( array $fields, ImportRecord $record, ImportLinks $links ): int {
		return (int) $this->speakers->create( self::with_groups( $this->with_photo( $fields, $links ), $links ) )['id'];
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int                  $id     Object id.
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 */
	public function update( int $id, array $fields, ImportRecord $record, ImportLinks $links ): void {
		$this->speakers->update( $id, self::with_groups( $this->with_photo( $fields, $links ), $links ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function remove( int $id ): void {
		if ( $this->exists( $id ) ) {
			wp_delete_post( $id, true );
		}
	}

	/**
	 * The fields with the photo given by address as an attachment id.
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportLinks          $links  Links.
	 * @return array<string, mixed>
	 */
	private function with_photo( array $fields, ImportLinks $links ): array {
		if ( array_key_exists( 'photo_url', $fields ) ) {
			$url = $fields['photo_url'];
			unset( $fields['photo_url'] );
			if ( is_string( $url ) && empty( $fields['photo'] ) ) {
				$fields['photo'] = $this->images->attachment( $url, $links, 'photo' );
			}
		}
		return $fields;
	}

	/**
	 * The fields with group names as term ids, groups made when missing.
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportLinks          $links  Links.
	 * @return array<string, mixed>
	 */
	private static function with_groups( array $fields, ImportLinks $links ): array {
		if ( ! isset( $fields['speaker_group'] ) || ! is_array( $fields['speaker_group'] ) ) {
			return $fields;
		}
		$ids = array();
		foreach ( $fields['speaker_group'] as $group ) {
			if ( is_int( $group ) ) {
				$ids[] = $group;
				continue;
			}
			$term = get_term_by( 'name', (string) $group, Taxonomies::SPEAKER_GROUP );
			if ( $term instanceof \WP_Term ) {
				$ids[] = (int) $term->term_id;
				continue;
			}
			$made = wp_insert_term( (string) $group, Taxonomies::SPEAKER_GROUP );
			if ( ! is_wp_error( $made ) ) {
				$ids[] = (int) $made['term_id'];
				$links->made( 'speaker_group', 'speaker_group:' . $group, (int) $made['term_id'] );
			}
		}
		$fields['speaker_group'] = $ids;
		return $fields;
	}
}
