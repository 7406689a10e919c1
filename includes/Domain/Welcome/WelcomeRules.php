<?php
/**
 * When the first-run welcome shows, and what it may do.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Welcome;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * The welcome is offered once, on a site that had no events when the plugin
 * was activated. It is `pending` until the owner dismisses it, finishes it, or
 * the site gets events of its own; `samples` while sample events are being
 * added or have been added (the panel offers to remove them); `done` forever after.
 */
final class WelcomeRules {

	public const PENDING = 'pending';
	public const SAMPLES = 'samples';
	public const DONE    = 'done';

	/**
	 * The state an activation leaves: a stored state stays (a reactivation
	 * never brings the welcome back); a new site with events skips it.
	 *
	 * @param string|null $stored     The stored state, null when none.
	 * @param bool        $has_events Whether the site has any event.
	 */
	public static function at_activation( ?string $stored, bool $has_events ): string {
		if ( null !== $stored && '' !== $stored ) {
			return self::known( $stored );
		}
		return $has_events ? self::DONE : self::PENDING;
	}

	/**
	 * The state now: an unknown value is `done`, and a pending welcome ends
	 * when the site has events the owner made (not the samples).
	 *
	 * @param string|null $stored       The stored state, null when none (a site that was never activated here).
	 * @param bool        $owner_events Whether the site has events that are not samples.
	 */
	public static function current( ?string $stored, bool $owner_events ): string {
		$state = null === $stored ? self::DONE : self::known( $stored );
		return self::PENDING === $state && $owner_events ? self::DONE : $state;
	}

	/**
	 * Whether the dashboard shows the welcome panel in this state.
	 *
	 * @param string $state A state.
	 */
	public static function shows( string $state ): bool {
		return self::PENDING === $state || self::SAMPLES === $state;
	}

	/**
	 * Refuses a change once the welcome is over.
	 *
	 * @param string $state The current state.
	 * @throws DomainError Conflict (409) when it is done.
	 */
	public static function check_open( string $state ): void {
		if ( ! self::shows( $state ) ) {
			throw new DomainError( 'eventsmith_welcome_done', __( 'The welcome has already been completed or dismissed.', 'eventsmith' ), DomainError::CONFLICT );
		}
	}

	/**
	 * Progress of the sample seed after one more step.
	 *
	 * @param int $done  Steps done before.
	 * @param int $total Steps in all.
	 * @return array{done: int, total: int}
	 */
	public static function next_step( int $done, int $total ): array {
		return array(
			'done'  => min( $total, max( 0, $done ) + 1 ),
			'total' => $total,
		);
	}

	/**
	 * A known state, `done` for anything else.
	 *
	 * @param string $state Stored value.
	 */
	private static function known( string $state ): string {
		return in_array( $state, array( self::PENDING, self::SAMPLES, self::DONE ), true ) ? $state : self::DONE;
	}
}
