<?php
/**
 * The speaker groups a speaker belongs to, as `eventsmith_speaker_group` terms.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Speakers;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Content\Taxonomies;

defined( 'ABSPATH' ) || exit;

/**
 * Groups are named by term id (which must exist) or by name (created when new,
 * as WordPress does for tags).
 */
final class SpeakerGroups {

	/**
	 * A tax_query clause for one group given by term id or name.
	 *
	 * @param string $group Term id (digits) or name.
	 * @return array<string, mixed>
	 */
	public static function clause( string $group ): array {
		$by_id = ctype_digit( $group );
		return array(
			'taxonomy' => Taxonomies::SPEAKER_GROUP,
			'field'    => $by_id ? 'term_id' : 'name',
			'terms'    => $by_id ? (int) $group : $group,
		);
	}

	/**
	 * Term ids for a list of group ids or names.
	 *
	 * @param mixed $groups List of term ids or names.
	 * @return list<int>
	 * @throws DomainError Naming `speaker_group` when an id is unknown or the list is malformed.
	 */
	public static function term_ids( mixed $groups ): array {
		if ( ! is_array( $groups ) ) {
			throw self::invalid();
		}
		$ids   = array();
		$names = array();
		foreach ( $groups as $group ) {
			if ( is_int( $group ) || ( is_string( $group ) && ctype_digit( $group ) ) ) {
				$ids[] = (int) $group;
			} elseif ( is_string( $group ) && '' !== trim( $group ) ) {
				$names[] = sanitize_text_field( $group );
			} else {
				throw self::invalid();
			}
		}
		$ids = array_values( array_unique( $ids ) );
		if ( array() !== $ids ) {
			$found = get_terms(
				array(
					'taxonomy'   => Taxonomies::SPEAKER_GROUP,
					'include'    => $ids,
					'hide_empty' => false,
					'fields'     => 'ids',
				)
			);
			if ( ! is_array( $found ) || count( $found ) !== count( $ids ) ) {
				throw self::invalid();
			}
		}
		foreach ( array_unique( $names ) as $name ) {
			$term = term_exists( $name, Taxonomies::SPEAKER_GROUP );
			$term = $term ? $term : wp_insert_term( $name, Taxonomies::SPEAKER_GROUP );
			if ( is_wp_error( $term ) ) {
				throw self::invalid();
			}
			$ids[] = (int) $term['term_id'];
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * The error for a bad group list.
	 */
	private static function invalid(): DomainError {
		return DomainError::invalid(
			'speaker_group',
			__( 'Speaker groups must be a list of existing group ids or group names.', 'eventsmith' ),
			'eventsmith_invalid_speaker_group'
		);
	}
}
