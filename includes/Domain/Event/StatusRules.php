<?php
/**
 * How an event's display status follows from its dates, and the list filter
 * that selects each status.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Event;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * All comparisons are between UTC moments, so an event's own timezone only
 * matters when its local dates are turned into UTC — never when comparing.
 * `$now` counts in whole seconds (fractions are dropped), as the index table
 * stores them, so status_at() and filter_for() agree to the second.
 */
final class StatusRules {

	/**
	 * List filter values and the status each selects ('all' selects every event).
	 */
	public const FILTERS = array(
		'all'      => null,
		'draft'    => DisplayStatus::Draft,
		'ongoing'  => DisplayStatus::Ongoing,
		'upcoming' => DisplayStatus::Upcoming,
		'past'     => DisplayStatus::Expired,
	);

	/**
	 * The status of an event at a moment: Draft when not published; Upcoming
	 * before the start; Ongoing from start to end inclusive; Expired after.
	 *
	 * @param bool               $is_draft  Whether the event is unpublished.
	 * @param \DateTimeImmutable $start_utc Start.
	 * @param \DateTimeImmutable $end_utc   End.
	 * @param \DateTimeImmutable $now       The moment.
	 */
	public static function status_at( bool $is_draft, \DateTimeImmutable $start_utc, \DateTimeImmutable $end_utc, \DateTimeImmutable $now ): DisplayStatus {
		if ( $is_draft ) {
			return DisplayStatus::Draft;
		}
		$now = self::second( $now );
		if ( $now < $start_utc ) {
			return DisplayStatus::Upcoming;
		}
		return $now <= $end_utc ? DisplayStatus::Ongoing : DisplayStatus::Expired;
	}

	/**
	 * The conditions that select the events a filter value names, at a moment;
	 * an event matches exactly when status_at() at the same moment gives that
	 * status (for any start and end, even an end before the start):
	 * draft: is_draft; upcoming: published, start > now; ongoing: published,
	 * start <= now and end >= now; past: published, start <= now and end < now.
	 *
	 * @param string             $status One of the FILTERS keys: all, draft, ongoing, upcoming, past.
	 * @param \DateTimeImmutable $now    The moment.
	 * @throws DomainError Naming `status` for an unknown value.
	 */
	public static function filter_for( string $status, \DateTimeImmutable $now ): StatusFilter {
		if ( ! array_key_exists( $status, self::FILTERS ) ) {
			throw DomainError::invalid(
				'status',
				/* translators: %s: allowed values. */
				sprintf( __( 'status must be one of: %s.', 'eventsmith' ), implode( ', ', array_keys( self::FILTERS ) ) ),
				'eventsmith_invalid_status'
			);
		}
		$now = self::second( $now );
		return match ( self::FILTERS[ $status ] ) {
			null                    => new StatusFilter(),
			DisplayStatus::Draft    => new StatusFilter( is_draft: true ),
			DisplayStatus::Upcoming => new StatusFilter( is_draft: false, start_after: $now ),
			DisplayStatus::Ongoing  => new StatusFilter( is_draft: false, start_before: $now, end_after: $now ),
			DisplayStatus::Expired  => new StatusFilter( is_draft: false, start_before: $now, end_before: $now ),
		};
	}

	/**
	 * A moment in UTC, cut to its whole second.
	 *
	 * @param \DateTimeImmutable $moment Any moment.
	 */
	private static function second( \DateTimeImmutable $moment ): \DateTimeImmutable {
		return ( new \DateTimeImmutable( '@' . $moment->getTimestamp() ) )->setTimezone( new \DateTimeZone( 'UTC' ) );
	}
}
