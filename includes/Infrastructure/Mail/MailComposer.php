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
use Eventsmith\Domain\Event\OnlineLink;
use Eventsmith\Infrastructure\Calendar\CalendarEntries;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Qr\QrPng;

defined( 'ABSPATH' ) || exit;

/**
 * The event's title, start (in the event's own time zone) and place come from
 * the event; the .ics comes from the same generator as the event's calendar
 * download (CalendarEntries + IcsWriter).
 */
final class MailComposer {

	/**
	 * The e-mails that go to an event's registered attendees (they may read an online link kept
	 * from the public): confirmations, tickets, reminders, invoices and certificates.
	 */
	public const ATTENDEE_KINDS = array( 'rsvp_confirmation', 'order_tickets', 'event_reminder', 'order_invoice', 'certificate' );

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
	 * @return array{html: string, text: string, ics: array{name: string, content: string}|null, images: list<array{cid: string, name: string, content: string}>}
	 */
	public function compose( MailMessage $message ): array {
		$event  = $this->event( $message->event_id, in_array( $message->kind, self::ATTENDEE_KINDS, true ) );
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
		[ $tickets, $images ] = self::tickets( $message->tickets );
		$html                 = $this->template->render(
			$message->kind,
			array(
				'subject' => $message->subject,
				'text'    => $message->text,
				'event'   => $event,
				'button'  => $button,
				'links'   => null === $button ? $message->linkable() : array_merge( $message->linkable(), array( $button['url'] ) ),
				'tickets' => $tickets,
			)
		);
		return array(
			'html'   => $html,
			'text'   => $message->text,
			'ics'    => $message->attach_ics ? $this->ics( $message->event_id ) : null,
			'images' => $images,
		);
	}

	/**
	 * The tickets as the template shows them, and the QR pictures they refer to by Content-ID
	 * (`cid:`): most mail clients show no SVG and block remote pictures, so each code is drawn
	 * as PNG now and sent inside the message. Without GD a ticket keeps its link alone.
	 *
	 * @param list<array{label: string, url: string, qr: string}> $stored The message's tickets.
	 * @return array{0: list<array{label: string, url: string, image: string}>, 1: list<array{cid: string, name: string, content: string}>}
	 */
	private static function tickets( array $stored ): array {
		$tickets = array();
		$images  = array();
		foreach ( $stored as $n => $ticket ) {
			$png   = QrPng::png( $ticket['qr'] );
			$cid   = '';
			if ( null !== $png ) {
				$cid      = sprintf( 'eventsmith-ticket-%d-%s', $n + 1, substr( hash( 'sha256', $ticket['qr'] ), 0, 16 ) );
				$images[] = array(
					'cid'     => $cid,
					'name'    => sprintf( 'ticket-%d.png', $n + 1 ),
					'content' => $png,
				);
			}
			$tickets[] = array(
				'label' => $ticket['label'],
				'url'   => $ticket['url'],
				'image' => '' === $cid ? '' : 'cid:' . $cid,
			);
		}
		return array( $tickets, $images );
	}

	/**
	 * Title, start, place and online link of an event, or null. An online link the event keeps
	 * for registered attendees is given only to them; others read the notice that says so.
	 *
	 * @param int  $event_id      Event id.
	 * @param bool $for_attendees Whether the e-mail goes to the event's registered attendees.
	 * @return array{title: string, date: string, place: string, online: string, online_url: string}|null
	 */
	public function event( int $event_id, bool $for_attendees = false ): ?array {
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
		$link     = OnlineLink::has_link( $location ) ? trim( (string) $location['online_url'] ) : '';
		$shown    = '' !== $link && ( $for_attendees || ! empty( $fields['online_link_is_public'] ) );
		return array(
			'title'      => html_entity_decode( get_the_title( $event_id ), ENT_QUOTES, 'UTF-8' ),
			'date'       => $date,
			'place'      => trim( (string) ( $location['address']['address'] ?? '' ) ),
			'online'     => '' === $link || $shown ? '' : OnlineLink::notice(),
			'online_url' => $shown ? $link : '',
		);
	}

	/**
	 * The event's calendar file, or null when the event has none (not published, no dates).
	 * It goes only with the e-mails of registered attendees, so it carries the online link.
	 *
	 * @param int $event_id Event id.
	 * @return array{name: string, content: string}|null
	 */
	private function ics( int $event_id ): ?array {
		$entry = $this->calendar->for_event( $event_id, true );
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
