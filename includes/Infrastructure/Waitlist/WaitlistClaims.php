<?php
/**
 * Claiming an offered place through its link.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Waitlist;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Waitlist\WaitlistRules;
use Eventsmith\Domain\Waitlist\WaitlistState;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Tickets\Transaction;

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
	 */
	public function __construct(
		private WaitlistRepository $entries,
		private WaitlistSeats $seats,
		private WaitlistOffers $offers,
		private WaitlistBooking $booking,
		private SettingsRepository $settings
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
			$booked   = Transaction::run(
				function () use ( $entry, $now, $type, $settings, $payment_method ): ?array {
					if ( ! $this->entries->claim( (int) $entry->id, $now ) ) {
						return null;
					}
					$booked = $this->booking->book( $entry, $type, (string) $settings['currency'], $payment_method, (int) $settings['pending_hold_minutes'] );
					$this->entries->record_claim( (int) $entry->id, $booked['booking_id'], $booked['rsvp_id'] );
					return $booked;
				}
			);
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
	 * The entry's hold end.
	 *
	 * @param object $entry Row.
	 */
	private static function until( object $entry ): ?\DateTimeImmutable {
		return null === $entry->hold_until ? null : new \DateTimeImmutable( (string) $entry->hold_until, new \DateTimeZone( 'UTC' ) );
	}
}
