<?php
/**
 * An event's start as e-mails write it.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Events\EventReader;

defined( 'ABSPATH' ) || exit;

/**
 * The start of an event in the site's date and time formats, on the
 * event's own wall clock: what every e-mail about an event shows.
 */
final class EventStartText {

	/**
	 * The start, or '' when the event has no valid schedule.
	 *
	 * @param EventReader $events   Reads events.
	 * @param int         $event_id The event.
	 */
	public static function of( EventReader $events, int $event_id ): string {
		try {
			$schedule = $events->schedule( $event_id );
		} catch ( DomainError ) {
			return '';
		}
		if ( null === $schedule ) {
			return '';
		}
		$format = get_option( 'date_format', 'F j, Y' ) . ' ' . get_option( 'time_format', 'g:i a' );
		return (string) wp_date( $format, $schedule->local_start()->getTimestamp(), $schedule->zone() );
	}
}
