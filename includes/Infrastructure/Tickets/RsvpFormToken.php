<?php
/**
 * The short-lived ticket an RSVP form fetches when the visitor sends it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

defined( 'ABSPATH' ) || exit;

/**
 * Event pages are served from page caches for days, so the RSVP form carries
 * no nonce in its HTML. When the visitor sends it, the form first asks
 * `POST /eventsmith/v2/events/{id}/rsvp/token` (never cached) for a token:
 * `{expires}-{random}-{signature}`, signed with the site's nonce salt, bound
 * to the event and valid for two hours (filter `eventsmith_rsvp_token_life`).
 *
 * What it protects: an answer carries no identity from the visitor's session
 * (RsvpService stores only what the form says), so a forged cross-site post
 * gains nothing an attacker could not send directly; what remains is abuse,
 * which the per-visitor rate limit meets, and replaying forms scraped long
 * ago, which the expiry and the event binding meet. WordPress nonces of the
 * form's action (printed by pages cached before this change) are accepted
 * too until they expire.
 */
final class RsvpFormToken {

	/** The nonce action of the form (and of pages printed before tokens). */
	public const NONCE_ACTION = 'eventsmith_rsvp';

	/**
	 * What a visitor reads when the form's token is missing or too old.
	 */
	public static function expired_message(): string {
		return __( 'This form has expired. Please reload the page and try again.', 'eventsmith' );
	}

	/**
	 * A fresh token for an event.
	 *
	 * @param int $event_id Event id.
	 * @return array{token: string, expires: int}
	 */
	public function issue( int $event_id ): array {
		$expires = time() + $this->life();
		$random  = bin2hex( random_bytes( 8 ) );
		return array(
			'token'   => $expires . '-' . $random . '-' . $this->sign( $event_id, $expires, $random ),
			'expires' => $expires,
		);
	}

	/**
	 * Whether a form may be stored: a valid token for this event, or a valid
	 * nonce of the form's action.
	 *
	 * @param string $credential Token or nonce as sent.
	 * @param int    $event_id   The event answered.
	 */
	public function accepts( string $credential, int $event_id ): bool {
		$parts = explode( '-', $credential );
		if ( 3 === count( $parts ) && ctype_digit( $parts[0] ) && ctype_xdigit( $parts[1] ) ) {
			$expires = (int) $parts[0];
			return $expires >= time()
				&& $expires <= time() + $this->life()
				&& hash_equals( $this->sign( $event_id, $expires, $parts[1] ), $parts[2] );
		}
		return '' !== $credential && false !== wp_verify_nonce( $credential, self::NONCE_ACTION );
	}

	/**
	 * How long a token lasts, in seconds.
	 */
	private function life(): int {
		/**
		 * Filters how long an RSVP form token lasts (seconds, from one minute to a day).
		 *
		 * @param int $seconds Default two hours.
		 */
		return max( MINUTE_IN_SECONDS, min( DAY_IN_SECONDS, (int) apply_filters( 'eventsmith_rsvp_token_life', 2 * HOUR_IN_SECONDS ) ) );
	}

	/**
	 * The signature of a token's parts.
	 *
	 * @param int    $event_id Event id.
	 * @param int    $expires  Unix time it expires.
	 * @param string $random   Its random part.
	 */
	private function sign( int $event_id, int $expires, string $random ): string {
		return substr( hash_hmac( 'sha256', 'rsvp-token|' . $event_id . '|' . $expires . '|' . $random, wp_salt( 'nonce' ) ), 0, 32 );
	}
}
