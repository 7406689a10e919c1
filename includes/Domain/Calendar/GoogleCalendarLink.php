<?php
/**
 * The "Add to Google Calendar" address of an event.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Calendar;

defined( 'ABSPATH' ) || exit;

/**
 * Google Calendar's event template link: the event pre-filled, the visitor
 * saves it. A series carries its RRULE.
 */
final class GoogleCalendarLink {

	private const BASE = 'https://calendar.google.com/calendar/render';

	/**
	 * The link for an event.
	 *
	 * @param IcsEvent $event The event.
	 */
	public static function for_event( IcsEvent $event ): string {
		$utc  = new \DateTimeZone( 'UTC' );
		$args = array(
			'action'   => 'TEMPLATE',
			'text'     => $event->summary,
			'dates'    => $event->start->setTimezone( $utc )->format( 'Ymd\THis\Z' ) . '/' . $event->end->setTimezone( $utc )->format( 'Ymd\THis\Z' ),
			'details'  => self::shorten( trim( $event->description . ( '' !== $event->url ? "\n\n" . $event->url : '' ) ) ),
			'location' => $event->location,
			'ctz'      => $event->start->getTimezone()->getName(),
		);
		if ( null !== $event->rrule ) {
			$args['recur'] = 'RRULE:' . $event->rrule;
		}
		return self::BASE . '?' . http_build_query( array_filter( $args, static fn( string $value ): bool => '' !== $value ), '', '&', PHP_QUERY_RFC3986 );
	}

	/**
	 * Details short enough for a link (browsers and Google cut long addresses).
	 *
	 * @param string $text Plain text.
	 */
	private static function shorten( string $text ): string {
		return mb_strlen( $text ) > 1000 ? mb_substr( $text, 0, 999 ) . '…' : $text;
	}
}
