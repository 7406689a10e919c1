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
 * Totals that depend on the clock (upcoming, ongoing, past) are always
 * counted, through their keys.
 */
final class EventIndexTotals {

	private const GENERATION_OPTION = 'eventsmith_event_index_generation';
	private const TOTALS_OPTION     = 'eventsmith_event_index_totals';

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
}
