<?php
/**
 * The rules of a waitlist: who may join, how long an offer holds, what a claim does.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Waitlist;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Plain rules, no storage: the service asks them and the database enforces
 * the outcome with conditional updates.
 */
final class WaitlistRules {

	public const DEFAULT_HOLD_HOURS = 24;
	public const MIN_HOLD_HOURS     = 1;
	public const MAX_HOLD_HOURS     = 168;

	/** The longest e-mail address (RFC 5321); the table holds it (schema 15). */
	public const EMAIL_MAX = 254;

	public const CLAIM           = 'claim';
	public const ALREADY_CLAIMED = 'already_claimed';
	public const EXPIRED         = 'expired';
	public const REMOVED         = 'removed';
	public const NOT_OFFERED     = 'not_offered';

	/**
	 * The setting "Waitlist hold (hours)" as a whole number of hours within bounds.
	 *
	 * @param mixed $hours The stored setting.
	 */
	public static function hold_hours( mixed $hours ): int {
		if ( ! is_numeric( $hours ) || (int) $hours != $hours ) { // phpcs:ignore Universal.Operators.StrictComparisons -- "24" and 24 are both whole.
			return self::DEFAULT_HOLD_HOURS;
		}
		return max( self::MIN_HOLD_HOURS, min( self::MAX_HOLD_HOURS, (int) $hours ) );
	}

	/**
	 * When an offer made at `$now` stops holding its seat.
	 *
	 * @param \DateTimeImmutable $now   Offer time (UTC).
	 * @param mixed              $hours The hold setting.
	 */
	public static function hold_until( \DateTimeImmutable $now, mixed $hours ): \DateTimeImmutable {
		return $now->modify( '+' . self::hold_hours( $hours ) . ' hours' );
	}

	/**
	 * Whether an offer held until `$until` has run out at `$now`.
	 *
	 * @param \DateTimeImmutable|null $until Hold end.
	 * @param \DateTimeImmutable      $now   Now.
	 */
	public static function hold_expired( ?\DateTimeImmutable $until, \DateTimeImmutable $now ): bool {
		return null === $until || $now >= $until;
	}

	/**
	 * What a claim of an entry in `$state` does at `$now`.
	 *
	 * @param WaitlistState           $state Entry state.
	 * @param \DateTimeImmutable|null $until Its hold end (offered entries).
	 * @param \DateTimeImmutable      $now   Now.
	 * @return string One of the CLAIM, ALREADY_CLAIMED, EXPIRED, REMOVED, NOT_OFFERED constants.
	 */
	public static function claim_outcome( WaitlistState $state, ?\DateTimeImmutable $until, \DateTimeImmutable $now ): string {
		return match ( $state ) {
			WaitlistState::Offered => self::hold_expired( $until, $now ) ? self::EXPIRED : self::CLAIM,
			WaitlistState::Claimed => self::ALREADY_CLAIMED,
			WaitlistState::Expired => self::EXPIRED,
			WaitlistState::Removed => self::REMOVED,
			WaitlistState::Waiting => self::NOT_OFFERED,
		};
	}

	/**
	 * A visitor's name and e-mail address, checked.
	 *
	 * @param mixed $name  Name.
	 * @param mixed $email E-mail address.
	 * @return array{name: string, email: string}
	 * @throws DomainError Naming the field at fault.
	 */
	public static function person( mixed $name, mixed $email ): array {
		$name  = is_string( $name ) ? trim( (string) preg_replace( '/\s+/u', ' ', strip_tags( $name ) ) ) : '';
		$email = is_string( $email ) ? strtolower( trim( $email ) ) : '';
		if ( '' === $name || mb_strlen( $name ) > 100 ) {
			throw DomainError::invalid( 'name', __( 'name: please give your name (at most 100 characters).', 'eventsmith' ) );
		}
		if ( strlen( $email ) > self::EMAIL_MAX || ! \Eventsmith\Domain\Mail\SingleRecipient::is_plain( $email ) ) {
			throw DomainError::invalid( 'email', __( 'email: please give a valid e-mail address.', 'eventsmith' ) );
		}
		return array(
			'name'  => $name,
			'email' => $email,
		);
	}

	/**
	 * The key that makes one person appear at most once among the active entries of one list:
	 * the SHA-256 of event, type and address, 64 characters however long the address (schema 15).
	 *
	 * @param int    $event_id       Event.
	 * @param int    $ticket_type_id Ticket type (0 for the RSVP list).
	 * @param string $email          Checked e-mail address.
	 */
	public static function active_key( int $event_id, int $ticket_type_id, string $email ): string {
		return hash( 'sha256', $event_id . '|' . $ticket_type_id . '|' . $email );
	}
}
