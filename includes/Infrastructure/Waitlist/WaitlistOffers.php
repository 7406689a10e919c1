<?php
/**
 * Offering freed seats to the people in line, and passing on lapsed offers.
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
 * An offer is one transaction: hold one seat in the ledger (conditional
 * UPDATE: it succeeds only while a seat is really free), then flip the first
 * waiting entry to "offered" (conditional UPDATE). Either both happen or
 * neither, so every offer stands on a seat of its own and a freed seat is
 * offered once. A lapsed or withdrawn offer hands its held seat straight to
 * the next person in line in the same transaction; only when nobody waits is
 * the seat given back.
 */
final class WaitlistOffers {

	/** Offers made per list in one call, so one request stays short. */
	private const MAX_OFFERS = 100;

	/**
	 * Constructor.
	 *
	 * @param WaitlistRepository $entries  Entries.
	 * @param WaitlistSeats      $seats    The lists' seats.
	 * @param WaitlistMails      $mails    The e-mails.
	 * @param SettingsRepository $settings Settings (the hold time).
	 */
	public function __construct(
		private WaitlistRepository $entries,
		private WaitlistSeats $seats,
		private WaitlistMails $mails,
		private SettingsRepository $settings
	) {}

	/**
	 * Offers every seat free now in the event's lists (every event's when 0).
	 *
	 * @param int $event_id Event, or 0.
	 * @return int Offers made.
	 */
	public function offer_free_seats( int $event_id ): int {
		$made = 0;
		foreach ( $this->entries->lists_with_waiting( $event_id ) as $list ) {
			try {
				if ( ! $this->seats->sells( $list['event_id'], $list['ticket_type_id'] ) ) {
					continue;
				}
				$scopes = $this->seats->scopes( $list['event_id'], $list['ticket_type_id'] );
				for ( $n = 0; $n < self::MAX_OFFERS && $this->offer_one( $list['event_id'], $list['ticket_type_id'], $scopes ); $n++ ) {
					++$made;
				}
			} catch ( DomainError ) {
				continue; // An event deleted meanwhile, or a busy database: the next run tries again.
			}
		}
		return $made;
	}

	/**
	 * Ends offers whose hold ran out; each passes its seat to the next in line.
	 *
	 * @param \DateTimeImmutable $now Now (UTC).
	 * @return int Offers ended.
	 */
	public function expire_lapsed( \DateTimeImmutable $now ): int {
		$ended = 0;
		foreach ( $this->entries->lapsed_offers( $now ) as $entry ) {
			try {
				$ended += $this->end_offer( $entry, WaitlistState::Expired, $now ) ? 1 : 0;
			} catch ( DomainError ) {
				continue;
			}
		}
		return $ended;
	}

	/**
	 * Ends one offer (lapsed, or removed by staff) and passes its seat on, once.
	 *
	 * @param object             $entry Entry row (state offered).
	 * @param WaitlistState      $to    Expired or Removed.
	 * @param \DateTimeImmutable $now   Now.
	 * @return bool Whether this call ended it.
	 */
	public function end_offer( object $entry, WaitlistState $to, \DateTimeImmutable $now ): bool {
		$event_id = (int) $entry->event_id;
		$type_id  = (int) $entry->ticket_type_id;
		$scopes   = $this->seats->scopes( $event_id, $type_id );
		$sells    = $this->seats->sells( $event_id, $type_id );
		$token    = $this->token();
		$until    = WaitlistRules::hold_until( $now, $this->hold_hours() );
		$next     = Transaction::run(
			function () use ( $entry, $to, $now, $scopes, $sells, $event_id, $type_id, $token, $until ): int {
				// Seats first, then entries: the lock order of offers, bookings and refunds.
				$this->seats->lock( $scopes );
				$ended = WaitlistState::Expired === $to
					? $this->entries->expire( (int) $entry->id, $now )
					: $this->entries->remove( (int) $entry->id, WaitlistState::Offered );
				if ( ! $ended ) {
					return -1;
				}
				$next = $sells ? $this->next_waiting( $event_id, $type_id, $token, $now, $until ) : 0;
				if ( 0 === $next ) {
					$this->seats->release( $scopes );
				}
				return $next;
			}
		);
		if ( $next > 0 ) {
			$this->send_offer( $next, $token, $until );
		}
		return $next >= 0;
	}

	/**
	 * Holds one seat and offers it to the first person waiting, or does nothing.
	 *
	 * @param int          $event_id Event.
	 * @param int          $type_id  Ticket type (0: RSVP).
	 * @param list<string> $scopes   The list's scopes.
	 * @return bool Whether an offer was made.
	 */
	private function offer_one( int $event_id, int $type_id, array $scopes ): bool {
		$now   = new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) );
		$until = WaitlistRules::hold_until( $now, $this->hold_hours() );
		$token = $this->token();
		$id    = Transaction::run(
			function () use ( $event_id, $type_id, $scopes, $token, $now, $until ): int {
				if ( ! $this->seats->hold( $scopes ) ) {
					return 0;
				}
				$id = $this->next_waiting( $event_id, $type_id, $token, $now, $until );
				if ( 0 === $id ) {
					$this->seats->release( $scopes );
				}
				return $id;
			}
		);
		if ( $id > 0 ) {
			$this->send_offer( $id, $token, $until );
		}
		return $id > 0;
	}

	/**
	 * Flips the first entry still waiting to "offered". Call inside a transaction holding the seat.
	 *
	 * @param int                $event_id Event.
	 * @param int                $type_id  Ticket type.
	 * @param string             $token    Claim token.
	 * @param \DateTimeImmutable $now      Now.
	 * @param \DateTimeImmutable $until    Hold end.
	 * @return int The entry offered, or 0 when nobody waits.
	 */
	private function next_waiting( int $event_id, int $type_id, string $token, \DateTimeImmutable $now, \DateTimeImmutable $until ): int {
		$after = 0;
		do {
			$ids = $this->entries->waiting_ids( $event_id, $type_id, $after );
			foreach ( $ids as $id ) {
				// Another request may have offered or removed it since the read: then try the next.
				if ( $this->entries->offer( $id, hash( 'sha256', $token ), $now, $until ) ) {
					return $id;
				}
				$after = $id;
			}
		} while ( array() !== $ids );
		return 0;
	}

	/**
	 * E-mails an offer.
	 *
	 * @param int                $id    Entry id.
	 * @param string             $token Claim token.
	 * @param \DateTimeImmutable $until Hold end.
	 */
	private function send_offer( int $id, string $token, \DateTimeImmutable $until ): void {
		$entry = $this->entries->get( $id );
		if ( null === $entry ) {
			return;
		}
		$this->mails->offered(
			(string) $entry->email,
			(string) $entry->name,
			$this->seats->label( (int) $entry->event_id, (int) $entry->ticket_type_id ),
			ClaimLink::url( $token ),
			ClaimLink::date( $until ),
			(int) $entry->event_id
		);
		/**
		 * Fires after a freed seat was offered to a person on a waitlist (the seat is held for them).
		 *
		 * @param object             $entry The waitlist entry (state `offered`).
		 * @param \DateTimeImmutable $until When the hold ends (UTC).
		 */
		do_action( 'eventsmith_waitlist_offered', $entry, $until );
	}

	/**
	 * The hold time setting.
	 */
	private function hold_hours(): int {
		return WaitlistRules::hold_hours( $this->settings->all()['waitlist_hold_hours'] ?? WaitlistRules::DEFAULT_HOLD_HOURS );
	}

	/**
	 * A new random claim token (only its hash is stored).
	 */
	private function token(): string {
		return bin2hex( random_bytes( 20 ) );
	}
}
