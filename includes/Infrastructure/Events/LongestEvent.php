<?php
/**
 * How long the site's longest event lasts: a bound that lets a date-range read
 * start from the index's start key instead of from the first event ever.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * An event overlaps a range [A, B) when it starts before B and ends at or
 * after A. Read from the (is_draft, start_utc, …) key, "starts before B" is
 * every event of the past too. No event starts before A minus the longest
 * event's length and still reaches A, so that moment is a lower bound that
 * turns the read into a short range.
 *
 * The length is kept in an option: raised when a longer event is indexed, and
 * measured once (one pass over the index) when missing, e.g. after rows were
 * written in bulk. It is never lowered: a deleted long event leaves the bound
 * looser, not wrong.
 */
final class LongestEvent {

	public const OPTION = 'eventsmith_longest_event_seconds';

	/**
	 * Seconds the longest event lasts.
	 */
	public function seconds(): int {
		$kept = get_option( self::OPTION, null );
		if ( is_numeric( $kept ) ) {
			return (int) $kept;
		}
		global $wpdb;
		$index = Tables::event_index();
		// A series' own row (one with occurrences) spans all its dates and is never read by range.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$seconds = (int) $wpdb->get_var( "SELECT MAX( TIMESTAMPDIFF( SECOND, i.start_utc, i.end_utc ) ) FROM {$index} AS i LEFT JOIN {$index} AS c ON c.parent_id = i.event_id WHERE c.event_id IS NULL" ); // prepared-parts: no values, a table name from Tables.
		update_option( self::OPTION, max( 0, $seconds ), true );
		return max( 0, $seconds );
	}

	/**
	 * The earliest start an event may have and still end at or after `$moment`.
	 *
	 * @param \DateTimeImmutable $moment A moment, UTC.
	 * @return string Y-m-d H:i:s, UTC.
	 */
	public function earliest_start_reaching( \DateTimeImmutable $moment ): string {
		return $moment->modify( '-' . $this->seconds() . ' seconds' )->format( 'Y-m-d H:i:s' );
	}

	/**
	 * Raises the kept length when an event lasts longer.
	 *
	 * @param \DateTimeImmutable $start Start.
	 * @param \DateTimeImmutable $end   End.
	 */
	public function note( \DateTimeImmutable $start, \DateTimeImmutable $end ): void {
		$kept = get_option( self::OPTION, null );
		if ( ! is_numeric( $kept ) ) {
			return; // Measured on first use.
		}
		$seconds = $end->getTimestamp() - $start->getTimestamp();
		if ( $seconds > (int) $kept ) {
			update_option( self::OPTION, $seconds, true );
		}
	}

	/**
	 * Forgets the kept length, after rows were written without note().
	 */
	public function forget(): void {
		delete_option( self::OPTION );
	}
}
