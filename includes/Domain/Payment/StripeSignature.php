<?php
/**
 * Checks the `Stripe-Signature` header of a webhook delivery.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Payment;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe signs `{t}.{raw body}` with HMAC-SHA256 and the endpoint's signing secret and sends
 * `Stripe-Signature: t=1700000000,v1=<hex>,v1=<hex>,v0=…`. A delivery is authentic when one `v1`
 * matches (several are sent while a secret is rotated; other schemes are ignored) and `t` is at
 * most TOLERANCE seconds from now, so a captured delivery cannot be replayed later.
 */
final class StripeSignature {

	public const TOLERANCE = 300;

	/**
	 * Constructor.
	 *
	 * @param string $secret    The endpoint's signing secret (`whsec_…`).
	 * @param int    $tolerance Seconds a signature stays valid either side of now.
	 */
	public function __construct( private string $secret, private int $tolerance = self::TOLERANCE ) {}

	/**
	 * Verifies a delivery.
	 *
	 * @param string $payload The raw request body, byte for byte.
	 * @param string $header  The `Stripe-Signature` header.
	 * @param int    $now     Current Unix time.
	 * @throws DomainError With a reason (code eventsmith_stripe_signature) when the delivery is not authentic.
	 */
	public function verify( string $payload, string $header, int $now ): void {
		if ( '' === $this->secret ) {
			throw self::refused( __( 'No webhook signing secret is set in Settings → Payments.', 'eventsmith' ) );
		}
		$timestamp  = null;
		$signatures = array();
		foreach ( explode( ',', $header ) as $item ) {
			$pair = explode( '=', trim( $item ), 2 );
			if ( 2 !== count( $pair ) ) {
				continue;
			}
			if ( 't' === $pair[0] && 1 === preg_match( '/^\d{1,12}$/', $pair[1] ) ) {
				// Signed as sent: the digits of the header, not a number rebuilt from them.
				$timestamp = $pair[1];
			} elseif ( 'v1' === $pair[0] ) {
				$signatures[] = $pair[1];
			}
		}
		if ( null === $timestamp ) {
			throw self::refused( __( 'The Stripe-Signature header has no timestamp.', 'eventsmith' ) );
		}
		if ( array() === $signatures ) {
			throw self::refused( __( 'The Stripe-Signature header has no v1 signature.', 'eventsmith' ) );
		}
		$expected = hash_hmac( 'sha256', $timestamp . '.' . $payload, $this->secret );
		$matched  = false;
		foreach ( $signatures as $signature ) {
			// Compare every value in constant time; no early exit reveals which one matched.
			$matched = hash_equals( $expected, $signature ) || $matched;
		}
		if ( ! $matched ) {
			throw self::refused( __( 'No signature in the Stripe-Signature header matches the payload and signing secret.', 'eventsmith' ) );
		}
		if ( abs( $now - (int) $timestamp ) > $this->tolerance ) {
			throw self::refused( __( 'The Stripe-Signature timestamp is outside the 5-minute tolerance.', 'eventsmith' ) );
		}
	}

	/**
	 * The error for a refused delivery.
	 *
	 * @param string $reason Why.
	 */
	private static function refused( string $reason ): DomainError {
		return new DomainError( 'eventsmith_stripe_signature', $reason, DomainError::INVALID, 'Stripe-Signature' );
	}
}
