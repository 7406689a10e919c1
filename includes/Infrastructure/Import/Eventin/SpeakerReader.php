<?php
/**
 * Eventin's speakers and organizers as speaker records.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Eventin;

use Eventsmith\Domain\Import\Eventin\EventinValues;
use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * Eventin 4 keeps speakers and organizers as users (roles etn-speaker, etn-organizer) with
 * user meta (etn_speaker_title, etn_speaker_designation, etn_company_name, etn_speaker_summery,
 * image_id, etn_speaker_social, etn_speaker_category, etn_speaker_group: term ids of
 * etn_speaker_category). One person who is both becomes one speaker with both roles. The
 * WordPress user itself is not copied: Eventsmith's speakers are profiles, not accounts.
 */
final class SpeakerReader implements EventinReader {

	/**
	 * Constructor.
	 *
	 * @param EventinTables $tables Eventin's data.
	 */
	public function __construct( private EventinTables $tables ) {}

	/**
	 * {@inheritDoc}
	 */
	public function type(): string {
		return 'speaker';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $after Last user id read.
	 * @param int $limit How many.
	 */
	public function read( int $after, int $limit ): array {
		$users = $this->tables->speakers( $after, $limit );
		$ids   = array_map( static fn( array $user ): int => (int) $user['ID'], $users );
		$meta  = $this->tables->user_meta( $ids );
		$group_ids = array();
		$image_ids = array();
		foreach ( $meta as $values ) {
			array_push( $group_ids, ...array_map( 'intval', EventinTables::decoded( $values['etn_speaker_group'] ?? '' ) ) );
			$image_ids[] = (int) ( $values['image_id'] ?? 0 );
		}
		$groups  = $this->tables->term_names( $group_ids, 'etn_speaker_category' );
		$images  = $this->tables->images( $image_ids );
		$records = array();
		foreach ( $users as $user ) {
			$records[] = $this->record( $user, $meta[ (int) $user['ID'] ] ?? array(), $groups, $images );
		}
		return array(
			'records' => $records,
			'last'    => $ids ? (int) end( $ids ) : $after,
			'end'     => count( $users ) < $limit,
		);
	}

	/**
	 * One speaker's record.
	 *
	 * @param array<string, string> $user   User row.
	 * @param array<string, mixed>  $meta   Its meta.
	 * @param array<int, string>    $groups Group names by term id.
	 * @param array<int, true>      $images Images that exist.
	 */
	private function record( array $user, array $meta, array $groups, array $images ): ImportRecord {
		$id    = (int) $user['ID'];
		$email = (string) ( $meta['etn_speaker_website_email'] ?? '' );
		$email = is_email( $email ) ? $email : ( is_email( $user['user_email'] ) ? $user['user_email'] : '' );
		$name  = trim( (string) ( $meta['etn_speaker_title'] ?? '' ) );
		$fields = array(
			'name'          => '' !== $name ? $name : (string) $user['display_name'],
			'email'         => (string) $email,
			'designation'   => (string) ( $meta['etn_speaker_designation'] ?? '' ),
			'company'       => (string) ( $meta['etn_company_name'] ?? '' ),
			'bio'           => (string) ( ( $meta['etn_speaker_summery'] ?? '' ) ?: ( $meta['organizer_bio'] ?? '' ) ),
			'photo'         => isset( $images[ (int) ( $meta['image_id'] ?? 0 ) ] ) ? (int) $meta['image_id'] : 0,
			'social'        => self::social( $meta['etn_speaker_social'] ?? array() ),
			'category'      => self::roles( $meta ),
			'speaker_group' => array_values(
				array_filter(
					array_map( static fn( $term ): string => $groups[ (int) $term ] ?? '', EventinTables::decoded( $meta['etn_speaker_group'] ?? '' ) )
				)
			),
		);
		return new ImportRecord( (string) $id, $id, $fields, array(), md5( (string) wp_json_encode( $fields ) ), object_type: 'speaker' );
	}

	/**
	 * Social links as {network, url}.
	 *
	 * @param mixed $links Eventin's etn_speaker_social.
	 * @return list<array{network: string, url: string}>
	 */
	private static function social( mixed $links ): array {
		$out = array();
		foreach ( EventinTables::decoded( $links ) as $link ) {
			$url = is_array( $link ) ? trim( (string) ( $link['etn_social_url'] ?? '' ) ) : '';
			if ( 1 === preg_match( '#^https?://#i', $url ) && false !== filter_var( $url, FILTER_VALIDATE_URL ) ) {
				$out[] = array(
					'network' => EventinValues::network( (string) ( $link['icon'] ?? '' ) ),
					'url'     => $url,
				);
			}
		}
		return $out;
	}

	/**
	 * The person's roles: speaker, organizer or both (speaker when Eventin names neither).
	 *
	 * @param array<string, mixed> $meta User meta.
	 * @return list<string>
	 */
	private static function roles( array $meta ): array {
		$roles = array();
		foreach ( EventinTables::decoded( $meta['etn_speaker_category'] ?? array() ) as $role ) {
			$roles[] = strtolower( (string) $role );
		}
		foreach ( array_keys( EventinTables::decoded( $meta[ $GLOBALS['wpdb']->get_blog_prefix() . 'capabilities' ] ?? array() ) ) as $role ) {
			$roles[] = str_replace( 'etn-', '', (string) $role );
		}
		$roles = array_values( array_intersect( array( 'speaker', 'organizer' ), $roles ) );
		return $roles ? $roles : array( 'speaker' );
	}
}
