<?php
/**
 * The title grams table: which indexed events hold which three-character pieces of their title.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\Event\TitleGrams;
use Eventsmith\Infrastructure\Database\Tables;

defined( 'ABSPATH' ) || exit;

/**
 * Every row of the event index has its title's grams here (the index writer
 * keeps them together), so a title search compares the term only with the
 * titles holding its likely rarest grams, instead of with every title. When
 * those grams are common, the search reads every title as before.
 */
final class EventTitleGrams {

	/**
	 * A gram held by more events than this does not narrow a search; the
	 * candidates are also at most about this many.
	 */
	public const MOST_CANDIDATES = 5000;

	/**
	 * Grams of a term whose events are read (the candidates hold all of them).
	 */
	private const GRAMS_READ = 2;

	/**
	 * Letters from the most to the least frequent in English text.
	 */
	private const LETTERS_BY_FREQUENCY = 'etaoinsrhldcumfpgwybvkxjqz';

	/**
	 * Replaces the grams of one event.
	 *
	 * @param int    $event_id Event post id.
	 * @param string $title    Its stored title.
	 */
	public function put( int $event_id, string $title ): void {
		global $wpdb;
		$this->remove( $event_id );
		$rows = self::rows( $event_id, $title );
		if ( array() !== $rows ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared-parts: every row went through prepare() in rows().
			$wpdb->query( 'INSERT IGNORE INTO ' . Tables::event_title_grams() . ' (gram, event_id) VALUES ' . implode( ',', $rows ) );
		}
	}

	/**
	 * Removes the grams of one event.
	 *
	 * @param int $event_id Event post id.
	 */
	public function remove( int $event_id ): void {
		global $wpdb;
		$wpdb->delete( Tables::event_title_grams(), array( 'event_id' => $event_id ), array( '%d' ) );
	}

	/**
	 * The prepared `(gram, event_id)` value lists of one event's title.
	 *
	 * @param int    $event_id Event post id.
	 * @param string $title    Its stored title.
	 * @return list<string>
	 */
	public static function rows( int $event_id, string $title ): array {
		global $wpdb;
		return array_map(
			static fn( string $gram ): string => $wpdb->prepare( '(%s,%d)', $gram, $event_id ),
			TitleGrams::of_title( self::fold( $title ) )
		);
	}

	/**
	 * The events whose title may contain a search term (a superset of those
	 * that do); null when too many may, and the search should read every title.
	 *
	 * @param string $term The search term.
	 * @return list<int>|null Event ids, ascending.
	 */
	public function candidates( string $term ): ?array {
		$grams = TitleGrams::of_term( self::fold( $term ) );
		if ( null === $grams ) {
			return null;
		}
		// Reading a gram's events costs a read of its entries: only the grams
		// most likely rare (digits, rare letters) are read, and no further than
		// the most candidates a search takes.
		usort( $grams, static fn( string $a, string $b ): int => self::rarity( $b ) <=> self::rarity( $a ) );
		$held = $this->events_holding( array_merge( array_slice( $grams, 0, self::GRAMS_READ ), array( TitleGrams::ANY ) ) );
		$any  = $held[ TitleGrams::ANY ];
		unset( $held[ TitleGrams::ANY ] );
		$sets = array_values( array_filter( $held, static fn( ?array $events ): bool => null !== $events ) );
		if ( array() === $sets || null === $any ) {
			return null;
		}
		$candidates = array_merge( count( $sets ) > 1 ? array_values( array_intersect_key( ...$sets ) ) : array_values( $sets[0] ), array_values( $any ) );
		sort( $candidates );
		return array_values( array_unique( $candidates ) );
	}

	/**
	 * The events holding each gram, keyed by id; null for a gram more than the
	 * most candidates hold, or when the grams could not be read. Each gram's
	 * entries are read no further than that.
	 *
	 * @param list<string> $grams The grams.
	 * @return array<string, array<int, int>|null>
	 */
	private function events_holding( array $grams ): array {
		global $wpdb;
		$table = Tables::event_title_grams();
		$held  = array();
		foreach ( $grams as $gram ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
			$ids           = $wpdb->get_col( $wpdb->prepare( "SELECT event_id FROM {$table} WHERE gram = %s LIMIT %d", $gram, self::MOST_CANDIDATES + 1 ) );
			$ids           = '' === $wpdb->last_error && is_array( $ids ) && count( $ids ) <= self::MOST_CANDIDATES ? array_map( 'intval', $ids ) : null;
			$held[ $gram ] = null === $ids ? null : array_combine( $ids, $ids );
		}
		return $held;
	}

	/**
	 * How rare a gram probably is in titles: digits and rare letters score high.
	 *
	 * @param string $gram A gram of a folded term.
	 */
	private static function rarity( string $gram ): int {
		$score = 0;
		foreach ( str_split( $gram ) as $char ) {
			$rank   = strpos( self::LETTERS_BY_FREQUENCY, $char );
			$score += false !== $rank ? $rank : ( ctype_digit( $char ) ? 20 : ( ' ' === $char ? 0 : 15 ) );
		}
		return $score;
	}

	/**
	 * Lower case without accents, the same for every site language.
	 *
	 * @param string $text Title or term.
	 */
	public static function fold( string $text ): string {
		return strtolower( remove_accents( $text, 'en_US' ) );
	}
}
