<?php
/**
 * Post meta keys of events.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Events;

defined( 'ABSPATH' ) || exit;

/**
 * Field name => post meta key. Keys start with an underscore so WordPress's
 * Custom Fields box does not show them.
 */
final class EventMeta {

	public const KEYS = array(
		'start_date'           => '_eventsmith_start_date',
		'start_time'           => '_eventsmith_start_time',
		'end_date'             => '_eventsmith_end_date',
		'end_time'             => '_eventsmith_end_time',
		'timezone'             => '_eventsmith_timezone',
		'location'             => '_eventsmith_location',
		'total_ticket'         => '_eventsmith_total_ticket',
		'certificate_template' => '_eventsmith_certificate_template',
		// The key the ticket page reads (Blocks\Templates\TicketTemplateChoice::META_KEY).
		'ticket_template'      => '_eventsmith_ticket_template',
		// The key the event page reads (Frontend\EventPage\LandingTemplateChoice::META).
		'landing_template'     => '_eventsmith_landing_template',
		'cancelled'            => '_eventsmith_cancelled',
		'speakers'             => '_eventsmith_speakers',
		'organizers'           => '_eventsmith_organizers',
		'schedules'            => '_eventsmith_schedules',
		'rsvp'                 => '_eventsmith_rsvp',
		'recurrence'           => '_eventsmith_recurrence',
		'attendee_fields'      => '_eventsmith_attendee_fields',
		// Automatic reminder: '' (site default), 'off' or hours before the start (Domain\Mail\ReminderRule).
		'reminder_hours'       => '_eventsmith_reminder_hours',
		// Who sees the online link: 'yes' (everyone), 'no' (registered attendees), none (Domain\Event\OnlineLink's default).
		'online_link_public'   => '_eventsmith_online_link_public',
	);

	/**
	 * The meta key of a field.
	 *
	 * @param string $field Field name.
	 */
	public static function key( string $field ): string {
		return self::KEYS[ $field ];
	}
}
