<?php
/**
 * Builds registration snapshots for unit tests from plain facts, as the registration gate does (without the filter).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Registration;

use Eventsmith\Domain\Registration\RegistrationAnswer;
use Eventsmith\Domain\Registration\RegistrationPolicy;
use Eventsmith\Domain\Registration\RegistrationSnapshot;
use Eventsmith\Domain\Registration\RsvpSettings;
use Eventsmith\Domain\Registration\TicketOffer;
use Eventsmith\Domain\Ticket\TicketType;

final class SnapshotFactory {

	/**
	 * A snapshot from facts.
	 *
	 * @param array<int, TicketType> $types Ticket types by id.
	 * @param \DateTimeImmutable     $now   Now.
	 * @param array<string, mixed>   $facts published, cancelled, ended, type_left (id => ?int), event_left, capacity, rsvp, rsvp_taken, answers (id => RegistrationAnswer: an extender's answer).
	 */
	public static function build( array $types, \DateTimeImmutable $now, array $facts = array() ): RegistrationSnapshot {
		$facts += array(
			'published'  => true,
			'cancelled'  => false,
			'ended'      => false,
			'type_left'  => array(),
			'event_left' => null,
			'capacity'   => -1,
			'rsvp'       => null,
			'rsvp_taken' => 0,
			'answers'    => array(),
		);
		$policy = new RegistrationPolicy();
		$offers = array();
		foreach ( $types as $id => $type ) {
			$answer        = $facts['answers'][ $id ] ?? $policy->ticket( $type, $facts['published'], $facts['cancelled'], $facts['ended'], $facts['type_left'][ $id ] ?? null, $facts['event_left'], $now );
			$offers[ $id ] = new TicketOffer( $type, $answer, RegistrationPolicy::on_sale( $answer, $type, $now ) );
		}
		$taken = null === $facts['event_left'] || $facts['capacity'] < 0 ? 0 : $facts['capacity'] - $facts['event_left'];
		return new RegistrationSnapshot(
			1,
			$facts['published'],
			RsvpSettings::from_field( $facts['rsvp'] ),
			$facts['capacity'],
			$facts['answers']['rsvp'] ?? $policy->rsvp( $facts['published'], true, $facts['rsvp'], $facts['cancelled'], $facts['ended'], $facts['rsvp_taken'] ),
			$offers,
			$policy->seats( $facts['cancelled'], $facts['ended'], $facts['capacity'], $taken )
		);
	}

	/**
	 * An extender's closing answer.
	 */
	public static function closed(): RegistrationAnswer {
		return new RegistrationAnswer( 'closed', 'Closed by an add-on.', null );
	}
}
