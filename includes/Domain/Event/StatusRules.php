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
 */
final class StatusRules {

	/**
	 * List filter values and the status each selects.
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
		if ( $now < $start_utc ) {
			return DisplayStatus::Upcoming;
		}
		return $now <= $end_utc ? DisplayStatus::Ongoing : DisplayStatus::Expired;
	}

	/**
	 * The conditions that select the events a filter value names, at a moment;
	 * an event matches exactly when status_at() gives that status.
	 *
	 * @param string             $filter One of the FILTERS keys.
	 * @param \DateTimeImmutable $now    The moment.
	 * @throws DomainError Naming `status` for an unknown value.
	 */
	public static function filter_for( string $filter, \DateTimeImmutable $now ): StatusFilter {
		if ( ! array_key_exists( $filter, self::FILTERS ) ) {
			/* translators: %s: allowed values. */
			throw DomainError::invalid( 'status', sprintf( __( 'status must be one of: %s.', 'eventsmith' ), implode( ', ', array_keys( self::FILTERS ) ) ) );
		}
		return match ( self::FILTERS[ $filter ] ) {
			null                    => new StatusFilter(),
			DisplayStatus::Draft    => new StatusFilter( true ),
			DisplayStatus::Upcoming => new StatusFilter( false, null, $now ),
			DisplayStatus::Ongoing  => new StatusFilter( false, $now, null, null, $now ),
			DisplayStatus::Expired  => new StatusFilter( false, null, null, $now ),
		};
	}
}
