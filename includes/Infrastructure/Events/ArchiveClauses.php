<?php
/**
 * SQL that orders an events archive by the event index.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Joins the index to WordPress's post query and keeps one row per event:
 * a single event, or the occurrence of a series that stands for it (the
 * next one that has not ended for upcoming lists, the latest ended one for
 * past lists). A series' parent row, which spans all its occurrences, is
 * left out. Upcoming lists run by start, soonest first; past lists by start,
 * newest first.
 */
final class ArchiveClauses {

	private const DATETIME = 'Y-m-d H:i:s';

	/**
	 * The query's clauses with the index applied.
	 *
	 * @param array<string, string> $clauses WP_Query's SQL clauses.
	 * @param bool                  $past    Past events instead of upcoming and ongoing ones.
	 * @param \DateTimeImmutable    $now     The moment (UTC).
	 * @return array<string, string>
	 */
	public static function apply( array $clauses, bool $past, \DateTimeImmutable $now ): array {
		global $wpdb;
		$index = Tables::event_index();
		$at    = $now->setTimezone( new \DateTimeZone( 'UTC' ) )->format( self::DATETIME );

		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names only; values go through prepare().
		$clauses['join'] = ( $clauses['join'] ?? '' ) . " INNER JOIN {$index} AS esi ON esi.event_id = {$wpdb->posts}.ID";
		if ( $past ) {
			$clauses['where'] = ( $clauses['where'] ?? '' ) . $wpdb->prepare(
				" AND esi.is_draft = 0 AND esi.end_utc < %s
				AND NOT EXISTS ( SELECT 1 FROM {$index} AS esk WHERE esk.parent_id = esi.event_id )
				AND ( esi.parent_id = 0 OR NOT EXISTS ( SELECT 1 FROM {$index} AS ess WHERE ess.parent_id = esi.parent_id AND ess.end_utc < %s AND ( ess.start_utc > esi.start_utc OR ( ess.start_utc = esi.start_utc AND ess.event_id > esi.event_id ) ) ) )",
				$at,
				$at
			);
			$clauses['orderby'] = 'esi.start_utc DESC, esi.event_id DESC';
		} else {
			$clauses['where'] = ( $clauses['where'] ?? '' ) . $wpdb->prepare(
				" AND esi.is_draft = 0 AND esi.end_utc >= %s
				AND NOT EXISTS ( SELECT 1 FROM {$index} AS esk WHERE esk.parent_id = esi.event_id )
				AND ( esi.parent_id = 0 OR NOT EXISTS ( SELECT 1 FROM {$index} AS ess WHERE ess.parent_id = esi.parent_id AND ess.end_utc >= %s AND ( ess.start_utc < esi.start_utc OR ( ess.start_utc = esi.start_utc AND ess.event_id < esi.event_id ) ) ) )",
				$at,
				$at
			);
			$clauses['orderby'] = 'esi.start_utc ASC, esi.event_id ASC';
		}
		// phpcs:enable
		return $clauses;
	}
}
