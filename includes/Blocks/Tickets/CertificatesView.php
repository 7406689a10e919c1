<?php
/**
 * View model of the certificates widget.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Tickets;

use Eventsmith\Blocks\Event\EventPageData;
use Eventsmith\Blocks\Event\EventPages;
use Eventsmith\Blocks\Templates\CertificateTemplates;
use Eventsmith\Blocks\Templates\TicketLinks;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Anyone can open a certificate by its ticket ID (a plain form, the same for
 * every visitor, so a page cache may keep it). A signed-in visitor also sees
 * the certificates of the tickets held under their account's e-mail address:
 * page caches do not serve signed-in visitors, so nobody else sees that list.
 */
final class CertificatesView {

	/** Most certificates listed. */
	public const MOST = 20;

	/** Most tickets looked at to find them. */
	private const TICKETS_READ = 200;

	/**
	 * Constructor.
	 *
	 * @param bool                                                                       $signed_in    Whether the visitor is signed in.
	 * @param list<array{title: string, url: string, date: string, time: string, ticket: string}> $certificates The visitor's certificates.
	 * @param array{title: bool, date: bool, time: bool, ticket: bool}                   $show         Which details show.
	 */
	private function __construct(
		public readonly bool $signed_in,
		public readonly array $certificates,
		public readonly array $show
	) {}

	/**
	 * Builds the view from block attributes (showEventTitle, showDate, showTime, showTicketId).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param AttendeeRepository   $attendees  Tickets.
	 * @param CertificateTemplates $templates  Which events give a certificate.
	 * @param EventPages           $pages      Reads events as visitors see them.
	 */
	public static function from_attributes( array $attributes, AttendeeRepository $attendees, CertificateTemplates $templates, EventPages $pages ): self {
		$show = array(
			'title'  => false !== ( $attributes['showEventTitle'] ?? true ),
			'date'   => false !== ( $attributes['showDate'] ?? true ),
			'time'   => false !== ( $attributes['showTime'] ?? true ),
			'ticket' => false !== ( $attributes['showTicketId'] ?? true ),
		);
		$user = wp_get_current_user();
		if ( ! $user->exists() || '' === $user->user_email ) {
			return new self( false, array(), $show );
		}
		return new self( true, self::certificates_of( $user->user_email, $attendees, $templates, $pages ), $show );
	}

	/**
	 * The certificates of the tickets held under an address: published events that give one.
	 *
	 * @param string               $email     Address.
	 * @param AttendeeRepository   $attendees Tickets.
	 * @param CertificateTemplates $templates Which events give a certificate.
	 * @param EventPages           $pages     Reads events as visitors see them.
	 * @return list<array{title: string, url: string, date: string, time: string, ticket: string}>
	 */
	private static function certificates_of( string $email, AttendeeRepository $attendees, CertificateTemplates $templates, EventPages $pages ): array {
		$certificates = array();
		foreach ( $attendees->active_of_email( $email, self::TICKETS_READ ) as $attendee ) {
			$event = $pages->for_event( (int) $attendee->event_id );
			if ( null === $event || 'publish' !== $event->post->post_status || null === $templates->for_event( $event->id() ) ) {
				continue;
			}
			$certificates[] = array(
				'title'  => $event->title(),
				'url'    => TicketLinks::certificate( (string) $attendee->ticket_code ),
				'date'   => self::date_of( $event ),
				'time'   => self::time_of( $event ),
				'ticket' => (string) $attendee->ticket_code,
			);
			if ( count( $certificates ) >= self::MOST ) {
				break;
			}
		}
		return $certificates;
	}

	/**
	 * The event's first day as visitors read it.
	 *
	 * @param EventPageData $event Event.
	 */
	private static function date_of( EventPageData $event ): string {
		$schedule = $event->schedule;
		return null === $schedule ? '' : wp_date( _x( 'D j F Y', 'event date format', 'eventsmith' ), $schedule->local_start()->getTimestamp(), $schedule->zone() );
	}

	/**
	 * The event's hours with their timezone.
	 *
	 * @param EventPageData $event Event.
	 */
	private static function time_of( EventPageData $event ): string {
		$schedule = $event->schedule;
		if ( null === $schedule ) {
			return '';
		}
		$format = (string) get_option( 'time_format', 'H:i' );
		$hours  = wp_date( $format, $schedule->local_start()->getTimestamp(), $schedule->zone() );
		if ( $event->has_end_time() ) {
			$hours .= '–' . wp_date( $format, $schedule->local_end()->getTimestamp(), $schedule->zone() );
		}
		/* translators: 1: hours, 2: timezone name. */
		return sprintf( __( '%1$s (%2$s)', 'eventsmith' ), $hours, $schedule->timezone() );
	}
}
