<?php
/**
 * When a queued message may be tried again, and when it has failed for good.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Mail;

defined( 'ABSPATH' ) || exit;

/**
 * The mail queue's rules, in plain PHP.
 *
 * A message is `queued` until a worker claims it; the claim sets `sending`
 * and a lease. A worker that dies mid-batch leaves the row `sending` with a
 * lease that runs out, after which another worker may claim it again. A
 * failed attempt waits an exponential backoff (1, 2, 4, 8 … minutes, at most
 * one hour) before the next; after MAX_ATTEMPTS the message is `failed`.
 */
final class QueueRules {

	public const QUEUED  = 'queued';
	public const SENDING = 'sending';
	public const SENT    = 'sent';
	public const FAILED  = 'failed';

	public const MAX_ATTEMPTS  = 5;
	public const LEASE_SECONDS = 120;
	public const FIRST_BACKOFF = 60;
	public const MAX_BACKOFF   = 3600;

	/**
	 * Seconds to wait after the given number of failed attempts (1 = first failure).
	 *
	 * @param int $attempts Attempts made so far, at least 1.
	 */
	public static function backoff( int $attempts ): int {
		$attempts = max( 1, $attempts );
		if ( $attempts > 7 ) {
			return self::MAX_BACKOFF;
		}
		return min( self::MAX_BACKOFF, self::FIRST_BACKOFF * ( 2 ** ( $attempts - 1 ) ) );
	}

	/**
	 * The state and next attempt time after an attempt failed.
	 *
	 * @param int $attempts Attempts made so far, counting the one that failed.
	 * @param int $now      Unix time of the failure.
	 * @return array{state: string, next_attempt_at: int}
	 */
	public static function after_failure( int $attempts, int $now ): array {
		if ( $attempts >= self::MAX_ATTEMPTS ) {
			return array(
				'state'           => self::FAILED,
				'next_attempt_at' => $now,
			);
		}
		return array(
			'state'           => self::QUEUED,
			'next_attempt_at' => $now + self::backoff( $attempts ),
		);
	}

	/**
	 * Whether a worker may claim a message now.
	 *
	 * @param string $state           The row's state.
	 * @param int    $next_attempt_at Unix time the next attempt is due.
	 * @param int    $lease_until     Unix time the current claim ends (0: none).
	 * @param int    $now             Unix time now.
	 */
	public static function claimable( string $state, int $next_attempt_at, int $lease_until, int $now ): bool {
		if ( self::QUEUED === $state ) {
			return $next_attempt_at <= $now;
		}
		if ( self::SENDING === $state ) {
			return $lease_until < $now;
		}
		return false;
	}

	/**
	 * The lease end for a claim made now.
	 *
	 * @param int $now     Unix time of the claim.
	 * @param int $seconds Lease length; kept between 1 second and one hour (default LEASE_SECONDS).
	 */
	public static function lease_until( int $now, int $seconds = self::LEASE_SECONDS ): int {
		return $now + max( 1, min( 3600, $seconds ) );
	}
}
