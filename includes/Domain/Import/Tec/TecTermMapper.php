<?php
/**
 * A category or tag of The Events Calendar's events as an Eventsmith term record.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Tec;

use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * `tribe_events_cat` terms become event categories, with their parent (imported before them);
 * the `post_tag` terms events carry become event tags; a series (where one is stored) becomes
 * a tag named after it.
 */
final class TecTermMapper {

	/**
	 * A category record.
	 *
	 * @param array{id: int, name: string, slug: string, description: string, parent: int} $term Term.
	 * @param int                                                                          $line Row number.
	 */
	public function category( array $term, int $line ): ImportRecord {
		$links = array();
		if ( $term['parent'] > 0 ) {
			$links['parent'] = array( TecEventMapper::CATEGORY_TYPE, (string) $term['parent'] );
		}
		return $this->record( TecEventMapper::CATEGORY_TYPE, (string) $term['id'], $term, $line, $links );
	}

	/**
	 * A tag record.
	 *
	 * @param array{id: int, name: string, slug: string, description: string} $term Term.
	 * @param int                                                              $line Row number.
	 */
	public function tag( array $term, int $line ): ImportRecord {
		return $this->record( TecEventMapper::TAG_TYPE, (string) $term['id'], $term, $line, array() );
	}

	/**
	 * The tag a series becomes.
	 *
	 * @param array{id: int, title: string} $series Series post.
	 * @param int                           $line   Row number.
	 */
	public function series_tag( array $series, int $line ): ImportRecord {
		$title = '' === trim( $series['title'] ) ? /* translators: %d: the series' id. */ sprintf( __( 'Series %d', 'eventsmith' ), $series['id'] ) : $series['title'];
		$term  = array(
			'name'        => $title,
			'slug'        => '',
			'description' => '',
		);
		return $this->record( TecEventMapper::TAG_TYPE, 'series:' . $series['id'], $term, $line, array() );
	}

	/**
	 * A term record.
	 *
	 * @param string                                                          $type      Object type.
	 * @param string                                                          $source_id Source id.
	 * @param array<string, mixed>                                            $term      Term.
	 * @param int                                                             $line      Row number.
	 * @param array<string, array{0: string, 1: string|list<string>}>         $links     Links.
	 */
	private function record( string $type, string $source_id, array $term, int $line, array $links ): ImportRecord {
		$name = trim( html_entity_decode( (string) $term['name'], ENT_QUOTES, 'UTF-8' ) );
		if ( '' === $name ) {
			return ImportRecord::failed( $source_id, $line, __( 'The term has no name.', 'eventsmith' ), $type );
		}
		return new ImportRecord(
			$source_id,
			$line,
			array(
				'name'        => $name,
				'slug'        => (string) $term['slug'],
				'description' => (string) $term['description'],
			),
			array(),
			md5( (string) json_encode( $term ) ),
			0,
			null,
			null,
			$type,
			$links
		);
	}
}
