<?php
/**
 * Where a person on a waitlist stands.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Waitlist;

defined( 'ABSPATH' ) || exit;

/**
 * The state machine of one waitlist entry:
 * waiting → offered → claimed | expired, and waiting | offered → removed (by staff).
 * Claimed, expired and removed are final.
 */
enum WaitlistState: string {

	case Waiting = 'waiting';
	case Offered = 'offered';
	case Claimed = 'claimed';
	case Expired = 'expired';
	case Removed = 'removed';

	/**
	 * Whether an entry in this state may move to `$next`.
	 *
	 * @param WaitlistState $next The state asked for.
	 */
	public function can_become( self $next ): bool {
		return match ( $this ) {
			self::Waiting => in_array( $next, array( self::Offered, self::Removed ), true ),
			self::Offered => in_array( $next, array( self::Claimed, self::Expired, self::Removed ), true ),
			default       => false,
		};
	}

	/**
	 * Whether the person still stands in line (waiting, or holding an offer).
	 */
	public function is_active(): bool {
		return self::Waiting === $this || self::Offered === $this;
	}
}
