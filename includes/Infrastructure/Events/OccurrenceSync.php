<?php
/**
 * Brings a series' occurrence posts in step with its rule without losing what was sold.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Recurrence\OccurrencePlan;
use Eventsmith\Domain\Recurrence\RecurrenceExpander;
use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * An edit of a series updates its occurrences in place (OccurrencePlan):
 * occurrences whose date the rule still produces keep their id, so their
 * attendees, bookings, RSVPs and seat counters stay theirs; new dates get new
 * occurrences; a dropped occurrence is deleted only when it holds nothing
 * (OccurrenceBookings). check() refuses, before anything is written, an edit
 * that would drop an occurrence holding bookings that is not cancelled; a
 * cancelled one stays, cancelled.
 */
final class OccurrenceSync {

	/**
	 * Set on an occurrence cancelled on its own (its series was not): the
	 * series' later edits keep it cancelled.
	 */
	public const OWN_CANCELLED = '_eventsmith_occurrence_cancelled';

	/**
	 * Constructor.
	 *
	 * @param OccurrenceCopy     $copy     Writes the series' fields onto an occurrence.
	 * @param OccurrenceBookings $bookings Which occurrences hold bookings.
	 */
	public function __construct(
		private OccurrenceCopy $copy,
		private OccurrenceBookings $bookings = new OccurrenceBookings()
	) {}

	/**
	 * Ids of a series' occurrences.
	 *
	 * @param int $id Series (parent post) id.
	 * @return list<int>
	 */
	public function ids( int $id ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => PostTypes::EVENT,
					'post_parent'    => $id,
					'post_status'    => 'any',
					'fields'         => 'ids',
					'posts_per_page' => -1,
					'orderby'        => 'ID',
					'order'          => 'ASC',
				)
			)
		);
	}

	/**
	 * Refuses an edit that would drop occurrences holding bookings (not cancelled).
	 *
	 * @param int                  $id    Series id.
	 * @param array<string, mixed> $event Validated event (EventInputValidator::validate()).
	 * @throws DomainError 409 `eventsmith_occurrences_booked` naming the dates, on `recurrence`.
	 */
	public function check( int $id, array $event ): void {
		$existing = $this->stored( $id );
		if ( array() === $existing['dates'] ) {
			return;
		}
		$plan = OccurrencePlan::between( $existing['dates'], array_keys( $this->wanted( $event ) ) );
		if ( array() === $plan->removed() ) {
			return;
		}
		$blocked = $plan->blocked( $this->bookings->held( array_keys( $plan->removed() ) ), $existing['cancelled'] );
		if ( array() === $blocked ) {
			return;
		}
		$dates = array_map(
			static fn( string $date ): string => wp_date( (string) get_option( 'date_format' ), ( new \DateTimeImmutable( $date . ' 12:00', new \DateTimeZone( 'UTC' ) ) )->getTimestamp(), new \DateTimeZone( 'UTC' ) ),
			array_values( $blocked )
		);
		throw new DomainError(
			'eventsmith_occurrences_booked',
			sprintf(
				/* translators: %s: list of dates. */
				__( 'recurrence: these dates hold bookings, RSVPs or waiting lists and would be dropped: %s. Cancel those occurrences first, or keep their dates.', 'eventsmith' ),
				implode( wp_get_list_item_separator(), $dates )
			),
			DomainError::CONFLICT,
			'recurrence'
		);
	}

	/**
	 * Updates, adds and removes occurrences to match the series' rule.
	 *
	 * @param int                  $id            Series id.
	 * @param array<string, mixed> $event         Validated event.
	 * @param bool                 $was_cancelled Whether the series was cancelled before this edit.
	 */
	public function sync( int $id, array $event, bool $was_cancelled ): void {
		$wanted   = $this->wanted( $event );
		$existing = $this->stored( $id );
		$plan     = OccurrencePlan::between( $existing['dates'], array_keys( $wanted ) );
		foreach ( $plan->kept() as $child => $date ) {
			$this->copy->onto( $id, $child, $wanted[ $date ], $event, $was_cancelled );
		}
		foreach ( $plan->added() as $date ) {
			$this->copy->insert( $id, $wanted[ $date ], $event );
		}
		if ( array() === $plan->removed() ) {
			return;
		}
		$booked = $this->bookings->held( array_keys( $plan->removed() ) );
		foreach ( $plan->stranded( $booked, $existing['cancelled'] ) as $child => $date ) {
			$this->copy->onto( $id, $child, $event['schedule']->moved_to( new \DateTimeImmutable( $date, new \DateTimeZone( 'UTC' ) ) ), $event, $was_cancelled, true );
		}
		foreach ( array_keys( $plan->deletable( $booked ) ) as $child ) {
			// Asked again just before: a booking may have arrived since check().
			if ( array() === $this->bookings->held( array( $child ) ) ) {
				wp_delete_post( $child, true );
			}
		}
	}

	/**
	 * Remembers whether an occurrence was cancelled on its own, when it is saved directly.
	 *
	 * @param int  $id        Occurrence id.
	 * @param int  $parent    Its series.
	 * @param bool $cancelled Whether it is saved cancelled.
	 */
	public function remember_cancellation( int $id, int $parent, bool $cancelled ): void {
		if ( $cancelled && ! get_post_meta( $parent, EventMeta::key( 'cancelled' ), true ) ) {
			update_post_meta( $id, self::OWN_CANCELLED, 1 );
		} else {
			delete_post_meta( $id, self::OWN_CANCELLED );
		}
	}

	/**
	 * The dates the series' rule produces, date => its schedule (none for a single event).
	 *
	 * @param array<string, mixed> $event Validated event.
	 * @return array<string, EventSchedule>
	 */
	private function wanted( array $event ): array {
		if ( null === $event['rule'] ) {
			return array();
		}
		$wanted = array();
		foreach ( ( new RecurrenceExpander() )->expand( $event['schedule'], $event['rule'] ) as $occurrence ) {
			$wanted[ $occurrence->date() ] = $occurrence->schedule();
		}
		return $wanted;
	}

	/**
	 * The stored occurrences: id => local start date, and the ids of cancelled ones.
	 *
	 * @param int $id Series id.
	 * @return array{dates: array<int, string>, cancelled: list<int>}
	 */
	private function stored( int $id ): array {
		$ids = $this->ids( $id );
		update_meta_cache( 'post', $ids );
		$stored = array(
			'dates'     => array(),
			'cancelled' => array(),
		);
		foreach ( $ids as $child ) {
			$stored['dates'][ $child ] = (string) get_post_meta( $child, EventMeta::key( 'start_date' ), true );
			if ( get_post_meta( $child, EventMeta::key( 'cancelled' ), true ) ) {
				$stored['cancelled'][] = $child;
			}
		}
		return $stored;
	}
}
