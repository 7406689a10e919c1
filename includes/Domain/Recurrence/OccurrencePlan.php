<?php
/**
 * What an edit of a series does to its stored occurrences.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Recurrence;

defined( 'ABSPATH' ) || exit;

/**
 * Matches a series' stored occurrences to the dates its (new) rule produces,
 * by local start date (every occurrence keeps the series' start time, so a
 * date names one occurrence; a changed start time moves each occurrence it
 * keeps):
 * - kept: a stored occurrence whose date the rule still produces (the first
 *   one by id, should two share a date); it keeps its id and what was sold;
 * - added: a date the rule produces that no stored occurrence has;
 * - removed: a stored occurrence the rule no longer produces. One that holds
 *   bookings may not go: the edit is refused while it is not cancelled
 *   (blocked()), and a cancelled one stays as it is (stranded()); only one
 *   that holds nothing is deleted (deletable()).
 */
final class OccurrencePlan {

	/**
	 * Constructor.
	 *
	 * @param array<int, string> $kept    Id => date of occurrences kept.
	 * @param list<string>       $added   Dates to add.
	 * @param array<int, string> $removed Id => date of occurrences the rule drops.
	 */
	private function __construct(
		private readonly array $kept,
		private readonly array $added,
		private readonly array $removed
	) {}

	/**
	 * The plan between the stored occurrences and the dates wanted.
	 *
	 * @param array<int, string> $existing Id => local start date (Y-m-d) of each stored occurrence.
	 * @param list<string>       $wanted   Local start dates the rule produces.
	 */
	public static function between( array $existing, array $wanted ): self {
		ksort( $existing );
		$wanted  = array_values( array_unique( $wanted ) );
		$open    = array_flip( $wanted );
		$kept    = array();
		$removed = array();
		foreach ( $existing as $id => $date ) {
			if ( isset( $open[ $date ] ) ) {
				$kept[ $id ] = $date;
				unset( $open[ $date ] );
			} else {
				$removed[ $id ] = $date;
			}
		}
		return new self( $kept, array_values( array_filter( $wanted, static fn( string $date ): bool => isset( $open[ $date ] ) ) ), $removed );
	}

	/**
	 * Occurrences kept, id => date.
	 *
	 * @return array<int, string>
	 */
	public function kept(): array {
		return $this->kept;
	}

	/**
	 * Dates to add, in the rule's order.
	 *
	 * @return list<string>
	 */
	public function added(): array {
		return $this->added;
	}

	/**
	 * Occurrences the rule no longer produces, id => date.
	 *
	 * @return array<int, string>
	 */
	public function removed(): array {
		return $this->removed;
	}

	/**
	 * Dropped occurrences that hold bookings and are not cancelled: while there
	 * is one, the edit is refused. Id => date, by date.
	 *
	 * @param list<int> $booked    Ids of occurrences holding bookings.
	 * @param list<int> $cancelled Ids of cancelled occurrences.
	 * @return array<int, string>
	 */
	public function blocked( array $booked, array $cancelled ): array {
		$blocked = array_diff_key( array_intersect_key( $this->removed, array_flip( $booked ) ), array_flip( $cancelled ) );
		asort( $blocked );
		return $blocked;
	}

	/**
	 * Dropped occurrences that stay: cancelled ones holding bookings. Id => date.
	 *
	 * @param list<int> $booked    Ids of occurrences holding bookings.
	 * @param list<int> $cancelled Ids of cancelled occurrences.
	 * @return array<int, string>
	 */
	public function stranded( array $booked, array $cancelled ): array {
		return array_intersect_key( $this->removed, array_flip( $booked ), array_flip( $cancelled ) );
	}

	/**
	 * Dropped occurrences that may be deleted: those holding nothing. Id => date.
	 *
	 * @param list<int> $booked Ids of occurrences holding bookings.
	 * @return array<int, string>
	 */
	public function deletable( array $booked ): array {
		return array_diff_key( $this->removed, array_flip( $booked ) );
	}
}
