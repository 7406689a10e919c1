<?php
/**
 * Turns a message into the HTML, the plain text and the calendar file it is sent with.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Mail;

use Eventsmith\Domain\Calendar\IcsWriter;
use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Calendar\CalendarEntries;
use Eventsmith\Infrastructure\Events\EventReader;

defined( 'ABSPATH' ) || exit;

/**
 * The event's title, start (in the event's own time zone) and place come from
 * the event; the .ics comes from the same generator as the event's calendar
 * download (CalendarEntries + IcsWriter).
 */
final class MailComposer {

	/**
	 * Constructor.
	 *
	 * @param EmailTemplate   $template The HTML template.
	 * @param EventReader     $events   Reads events.
	 * @param CalendarEntries $calendar Builds calendar entries.
	 */
	public function __construct( private EmailTemplate $template, private EventReader $events, private CalendarEntries $calendar ) {}

	/**
	 * The parts of a message.
	 *
	 * @param MailMessage $message The message.
	 * @return array{html: string, text: string, ics: array{name: string, content: string}|null}
	 */
	public function compose( MailMessage $message ): array {
		$event  = $this->event( $message->event_id );
		$button = null;
		if ( '' !== $message->button_url ) {
			$button = array(
				'url'   => $message->button_url,
				'label' => '' !== $message->button_label ? $message->button_label : __( 'View your ticket', 'eventsmith' ),
			);
		} elseif ( null !== $event ) {
			$button = array(
				'url'   => (string) get_permalink( $message->event_id ),
				'label' => __( 'View the event', 'eventsmith' ),
			);
		}
		$html = $this->template->render(
			$message->kind,
			array(
				'subject' => $message->subject,
				'text'    => $message->text,
				'event'   => $event,
				'button'  => $button,
				'links'   => null === $button ? $message->linkable() : array_merge( $message->linkable(), array( $button['url'] ) ),
			)
		);
		return array(
			'html' => $html,
			'text' => $message->text,
			'ics'  => $message->attach_ics ? $this->ics( $message->event_id ) : null,
		);
	}

	/**
	 * Title, start and place of an event, or null.
	 *
	 * @param int $event_id Event id.
	 * @return array{title: string, date: string, place: string}|null
	 */
	public function event( int $event_id ): ?array {
		if ( $event_id <= 0 ) {
			return null;
		}
		try {
			$fields   = $this->events->fields( $event_id );
			$schedule = $this->events->schedule( $event_id );
		} catch ( DomainError ) {
			return null;
		}
		$date = '';
		if ( null !== $schedule ) {
			$format = get_option( 'date_format', 'F j, Y' ) . ' ' . get_option( 'time_format', 'g:i a' );
			$zone   = str_contains( $schedule->timezone(), '/' ) ? $schedule->timezone() : $schedule->offset_label();
			$date   = (string) wp_date( $format, $schedule->local_start()->getTimestamp(), $schedule->zone() ) . ' (' . $zone . ')';
		}
		$location = is_array( $fields['location'] ?? null ) ? $fields['location'] : array();
		return array(
			'title' => html_entity_decode( get_the_title( $event_id ), ENT_QUOTES, 'UTF-8' ),
			'date'  => $date,
			'place' => trim( (string) ( $location['address']['address'] ?? '' ) ) ?: (string) ( $location['online_url'] ?? '' ),
		);
	}

	/**
	 * The event's calendar file, or null when the event has none (not published, no dates).
	 *
	 * @param int $event_id Event id.
	 * @return array{name: string, content: string}|null
	 */
	private function ics( int $event_id ): ?array {
		$entry = $this->calendar->for_event( $event_id );
		if ( null === $entry ) {
			return null;
		}
		$name = (string) get_post_field( 'post_name', $event_id );
		return array(
			'name'    => sanitize_file_name( '' === $name ? 'event-' . $event_id : $name ) . '.ics',
			'content' => ( new IcsWriter() )->calendar( array( $entry ) ),
		);
	}
}
