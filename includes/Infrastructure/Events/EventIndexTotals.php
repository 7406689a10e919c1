<?php
/**
 * Remembered row counts of the event index.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

defined( 'ABSPATH' ) || exit;

/**
 * The dashboard opens on the unfiltered list, whose total is every row of the
 * index. Counting 100,000 rows on every page load cost more than the page
 * itself, so totals that depend only on stored values (all rows, drafts,
 * published) are counted once and remembered until the index changes.
 *
 * Every write to the index moves the generation on; a remembered total counts
 * only while it carries the current generation. The generation is read before
 * counting, so a count that raced with a write is stored under the old
 * generation and never served: totals can be late by nothing, never wrong.
 *
 * Totals that depend on the clock (upcoming, ongoing, past, a date range) are
 * remembered under the same generation together with the moment they were
 * counted at. Asked again later, the caller adds the change between the two
 * moments, which only rows starting or ending in between can make: a few
 * rows instead of every row, and exact, since no write happened in between.
 */
final class EventIndexTotals {

	private const GENERATION_OPTION = 'eventsmith_event_index_generation';
	private const TOTALS_OPTION     = 'eventsmith_event_index_totals';
	private const MOVING_OPTION     = 'eventsmith_event_index_moving_totals';

	/**
	 * Most remembered clock-dependent totals (each filter and date range is one).
	 */
	private const MOVING_KEPT = 20;

	/**
	 * A remembered moment older than this is moved to now, so the rows read for the change stay few.
	 */
	private const MOVE_AFTER_SECONDS = 300;

	/**
	 * Marks every remembered total out of date. Call after any write to the index.
	 */
	public function changed(): void {
		update_option( self::GENERATION_OPTION, uniqid( '', true ), true );
	}

	/**
	 * The number of rows with a draft flag (null: all rows), remembered between requests.
	 *
	 * @param bool|null         $is_draft Draft flag the rows must have, or null for all.
	 * @param callable(): int   $count    Counts the rows in the database.
	 */
	public function rows( ?bool $is_draft, callable $count ): int {
		$generation = (string) get_option( self::GENERATION_OPTION, '' );
		$key        = null === $is_draft ? 'all' : ( $is_draft ? 'draft' : 'published' );
		$stored     = get_option( self::TOTALS_OPTION, array() );
		$current    = is_array( $stored ) && ( $stored['generation'] ?? null ) === $generation;
		if ( $current && isset( $stored[ $key ] ) ) {
			return (int) $stored[ $key ];
		}
		$total          = $count();
		$totals         = $current ? $stored : array( 'generation' => $generation );
		$totals[ $key ] = $total;
		update_option( self::TOTALS_OPTION, $totals, true );
		return $total;
	}

	/**
	 * The number of rows matching a clock-dependent filter at `$now`, remembered between requests.
	 *
	 * @param string                                                $key    The filter (without its moment).
	 * @param \DateTimeImmutable                                    $now    The moment its conditions compare with.
	 * @param callable(): int                                       $count  Counts the rows at `$now` in the database.
	 * @param callable(\DateTimeImmutable, \DateTimeImmutable): int $change How many more rows match at the second moment than at the first.
	 */
	public function moving( string $key, \DateTimeImmutable $now, callable $count, callable $change ): int {
		$generation = (string) get_option( self::GENERATION_OPTION, '' );
		$stored     = get_option( self::MOVING_OPTION, array() );
		$entries    = is_array( $stored ) && ( $stored['generation'] ?? null ) === $generation && is_array( $stored['entries'] ?? null ) ? $stored['entries'] : array();
		$entry      = $entries[ $key ] ?? null;
		if ( is_array( $entry ) && isset( $entry['at'], $entry['total'] ) ) {
			$then  = new \DateTimeImmutable( '@' . (int) $entry['at'] );
			$total = (int) $entry['total'] + $change( $then, $now );
			if ( $this->unchanged_since( $generation ) ) {
				if ( abs( $now->getTimestamp() - $then->getTimestamp() ) > self::MOVE_AFTER_SECONDS ) {
					$this->remember( $generation, $entries, $key, $now, $total );
				}
				return $total;
			}
			// The index was written while the change was read: count afresh.
			return $count();
		}
		$total = $count();
		$this->remember( $generation, $entries, $key, $now, $total );
		return $total;
	}

	/**
	 * Whether the generation in the database is still the one this request started with.
	 *
	 * @param string $generation The generation read at the start.
	 */
	private function unchanged_since( string $generation ): bool {
		global $wpdb;
		$stored = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::GENERATION_OPTION ) );
		return (string) maybe_unserialize( (string) $stored ) === $generation;
	}

	/**
	 * Stores one clock-dependent total, keeping the most recent ones only.
	 *
	 * @param string                          $generation Generation the total was counted under.
	 * @param array<string, array<string, int>> $entries    Totals remembered under it.
	 * @param string                          $key        The filter.
	 * @param \DateTimeImmutable              $at         The moment counted at.
	 * @param int                             $total      The total.
	 */
	private function remember( string $generation, array $entries, string $key, \DateTimeImmutable $at, int $total ): void {
		unset( $entries[ $key ] );
		$entries[ $key ] = array(
			'at'    => $at->getTimestamp(),
			'total' => $total,
		);
		update_option(
			self::MOVING_OPTION,
			array(
				'generation' => $generation,
				'entries'    => array_slice( $entries, -self::MOVING_KEPT, null, true ),
			),
			false
		);
	}
}
