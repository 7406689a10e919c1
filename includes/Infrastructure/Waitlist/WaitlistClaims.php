<?php
/**
 * Claiming an offered place through its link.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Ticket\TicketType;
use Eventsmith\Domain\Waitlist\WaitlistRules;
use Eventsmith\Domain\Waitlist\WaitlistState;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Registration\RegistrationSnapshots;
use Eventsmith\Infrastructure\Settings\SettingsRepository;

defined( 'ABSPATH' ) || exit;

/**
 * A claim is one transaction: flip the entry from "offered" to "claimed"
 * while its hold lasts (conditional UPDATE), then book on the seat the offer
 * holds. A second click finds the entry claimed and answers what the first
 * booked; a claim after the hold ended takes nothing.
 */
final class WaitlistClaims {

	/**
	 * Constructor.
	 *
	 * @param WaitlistRepository $entries  Entries.
	 * @param WaitlistSeats      $seats    The lists' seats.
	 * @param WaitlistOffers     $offers   Offers (a lapsed one passes on).
	 * @param WaitlistBooking    $booking  Books the claimed place.
	 * @param SettingsRepository $settings Currency and unpaid hold time.
	 * @param EventReader        $events   Reads the event (checked again at claim time).
	 * @param RegistrationSnapshots $snapshots Whether the event still registers (the request's snapshot).
	 */
	public function __construct(
		private WaitlistRepository $entries,
		private WaitlistSeats $seats,
		private WaitlistOffers $offers,
		private WaitlistBooking $booking,
		private SettingsRepository $settings,
		private EventReader $events,
		private RegistrationSnapshots $snapshots
	) {}

	/**
	 * Claims the place a link offers.
	 *
	 * @param string $token          The token from the link.
	 * @param string $payment_method Gateway id for paid types.
	 * @return array{entry: object, booked: array<string, mixed>, already: bool}
	 * @throws DomainError 404 for an unknown link, 409 when the offer expired or was withdrawn.
	 */
	public function claim( string $token, string $payment_method ): array {
		$entry = $this->entries->by_token( $token );
		if ( null === $entry ) {
			throw new DomainError( 'eventsmith_waitlist_link_invalid', __( 'This claim link is not valid.', 'eventsmith' ), DomainError::NOT_FOUND, 'token' );
		}
		$now     = new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
		$outcome = WaitlistRules::claim_outcome( WaitlistState::from( (string) $entry->state ), self::until( $entry ), $now );
		if ( WaitlistRules::CLAIM === $outcome ) {
			$settings = $this->settings->all();
			$type     = $this->seats->type( (int) $entry->event_id, (int) $entry->ticket_type_id );
			$refusal  = $this->refusal( $entry, $type, $now );
			$booked   = null;
			if ( null === $refusal ) {
				try {
					$booked = $this->booking->book(
						$entry,
						$type,
						(string) $settings['currency'],
						$payment_method,
						(int) $settings['pending_hold_minutes'],
						fn(): bool => $this->entries->claim( (int) $entry->id, $now ),
						function ( int $booking_id, int $rsvp_id ) use ( $entry ): void {
							$this->entries->record_claim( (int) $entry->id, $booking_id, $rsvp_id );
						}
					);
				} catch ( DomainError $error ) {
					if ( 'eventsmith_not_saved' === $error->error_code ) {
						throw $error;
					}
					// A before hook refused this person: nothing was written.
					$refusal = $error->getMessage();
				}
			}
			if ( null !== $refusal ) {
				$this->pass_on( $entry, $now );
				throw new DomainError(
					'eventsmith_waitlist_claim_refused',
					/* translators: %s: why the place cannot be booked. */
					sprintf( __( 'Your place could not be booked: %s The place was given back to the waitlist.', 'eventsmith' ), $refusal ),
					DomainError::CONFLICT,
					'token'
				);
			}
			if ( null !== $booked ) {
				/**
				 * Fires after a person claimed an offered place (committed): their tickets or RSVP are booked.
				 *
				 * @param object               $entry  The waitlist entry.
				 * @param array<string, mixed> $booked `booking_id`, `rsvp_id`, `status`, `total`, `tickets`.
				 */
				do_action( 'eventsmith_waitlist_claimed', $entry, $booked );
				return array(
					'entry'   => $entry,
					'booked'  => $booked,
					'already' => false,
				);
			}
			// Someone else's click (or the sweep) changed it meanwhile: answer what it is now.
			$entry   = $this->entries->get( (int) $entry->id ) ?? $entry;
			$outcome = WaitlistRules::claim_outcome( WaitlistState::from( (string) $entry->state ), self::until( $entry ), $now );
		}
		if ( WaitlistRules::ALREADY_CLAIMED === $outcome ) {
			return array(
				'entry'   => $entry,
				'booked'  => array(
					'booking_id' => (int) $entry->booking_id,
					'rsvp_id'    => (int) $entry->rsvp_id,
				),
				'already' => true,
			);
		}
		if ( WaitlistRules::EXPIRED === $outcome ) {
			if ( WaitlistState::Offered->value === $entry->state ) {
				// The sweep has not run yet: end the offer now, and its seat passes on.
				$this->offers->end_offer( $entry, WaitlistState::Expired, $now );
			}
			$until = self::until( $entry ) ?? $now;
			throw new DomainError(
				'eventsmith_waitlist_offer_expired',
				/* translators: %s: date and time. */
				sprintf( __( 'This offer expired on %s and the place has passed to the next person on the waitlist.', 'eventsmith' ), ClaimLink::date( $until ) ),
				DomainError::CONFLICT,
				'token'
			);
		}
		throw new DomainError( 'eventsmith_waitlist_offer_withdrawn', __( 'This place is no longer offered to you: you were taken off the waitlist.', 'eventsmith' ), DomainError::CONFLICT, 'token' );
	}

	/**
	 * Why the offered place can no longer be booked, or null: the claim
	 * checks again what joining checked (the type exists, is visible and on
	 * sale; the event is published, not cancelled, not over). A full event is
	 * no reason: the offer holds its seat.
	 *
	 * @param object             $entry Waitlist row.
	 * @param TicketType|null    $type  Its ticket type (null: RSVP, or deleted).
	 * @param \DateTimeImmutable $now   Now.
	 */
	private function refusal( object $entry, ?TicketType $type, \DateTimeImmutable $now ): ?string {
		$event_id = (int) $entry->event_id;
		if ( (int) $entry->ticket_type_id > 0 && null === $type ) {
			return __( 'this ticket type is no longer sold.', 'eventsmith' );
		}
		try {
			$event = $this->events->fields( $event_id );
		} catch ( DomainError ) {
			return __( 'this event no longer exists.', 'eventsmith' );
		}
		if ( 'publish' !== ( $event['post_status'] ?? '' ) ) {
			return __( 'this event is not published.', 'eventsmith' );
		}
		if ( null !== $type && ! $type->on_sale( $now ) ) {
			return __( 'this ticket type is no longer on sale.', 'eventsmith' );
		}
		$this->snapshots->forget( $event_id );
		$snapshot = $this->snapshots->for_event( $event_id );
		$answer   = null === $type ? $snapshot?->rsvp : $snapshot?->ticket( $type->id )?->answer;
		if ( null === $answer ) {
			return __( 'this ticket type is no longer sold.', 'eventsmith' );
		}
		if ( ! $answer->is_open() && ! $answer->is_sold_out() ) {
			return '' !== $answer->message ? rtrim( $answer->message, '.' ) . '.' : __( 'registration is closed.', 'eventsmith' );
		}
		return null;
	}

	/**
	 * Ends a refused offer; its seat goes to the next person in line, or back to the event's other lists.
	 *
	 * @param object             $entry Waitlist row (offered).
	 * @param \DateTimeImmutable $now   Now.
	 */
	private function pass_on( object $entry, \DateTimeImmutable $now ): void {
		try {
			$this->offers->end_offer( $entry, WaitlistState::Removed, $now );
			$this->offers->offer_free_seats( (int) $entry->event_id );
		} catch ( DomainError ) {
			return; // An event deleted meanwhile, or a busy database: the five-minute sweep passes it on.
		}
	}

	/**
	 * The entry's hold end.
	 *
	 * @param object $entry Row.
	 */
	private static function until( object $entry ): ?\DateTimeImmutable {
		return null === $entry->hold_until ? null : new \DateTimeImmutable( (string) $entry->hold_until, new \DateTimeZone( 'UTC' ) );
	}
}
