<?php
/**
 * The shape of an event in REST answers.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\EventFields;
use Eventsmith\Domain\Event\OnlineLink;
use Eventsmith\Domain\Event\StatusRules;
use Eventsmith\Domain\Registration\RsvpSettings;
use Eventsmith\Infrastructure\Events\EventReader;

defined( 'ABSPATH' ) || exit;

/**
 * Adds what is derived (display status, timezone offset, link, badges) to
 * stored fields, and describes the result as a JSON schema.
 */
final class EventPresenter {

	/**
	 * Fields a client may send.
	 */
	public const WRITABLE = array(
		'title',
		'description',
		'status',
		'start_date',
		'start_time',
		'end_date',
		'end_time',
		'timezone',
		'location',
		'recurring_enabled',
		'recurrence',
		'total_ticket',
		'certificate_template',
		'ticket_template',
		'landing_template',
		'cancelled',
		'categories',
		'tags',
		'speakers',
		'organizers',
		'schedules',
		'featured_image',
		'rsvp',
		'attendee_fields',
		'reminder_hours',
		'online_link_public',
	);

	/**
	 * Constructor.
	 *
	 * @param EventReader $reader Reads stored events.
	 */
	public function __construct( private EventReader $reader ) {}

	/**
	 * An event as the API answers it.
	 *
	 * @param array<string, mixed> $fields Stored fields.
	 * @return array<string, mixed>
	 */
	public function present( array $fields ): array {
		$id       = (int) $fields['id'];
		$is_draft = ! in_array( $fields['post_status'], array( 'publish', 'future', 'private' ), true );
		$status   = $is_draft ? 'draft' : 'upcoming';
		$offset   = '';
		try {
			$span = $this->reader->span( $id );
			if ( null !== $span ) {
				$status = StatusRules::status_at( $is_draft, $span['start_utc'], $span['end_utc'], new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) )->value;
				$offset = $this->reader->schedule( $id )?->offset_label() ?? '';
			}
		} catch ( DomainError ) {
			$status = $is_draft ? 'draft' : 'upcoming';
		}

		return array(
			'id'                   => $id,
			'title'                => $fields['title'],
			'description'          => $fields['description'],
			'start_date'           => (string) $fields['start_date'],
			'start_time'           => (string) $fields['start_time'],
			'end_date'             => (string) $fields['end_date'],
			'end_time'             => (string) $fields['end_time'],
			'timezone'             => (string) $fields['timezone'],
			'timezone_offset'      => $offset,
			'location'             => $fields['location'],
			'location_is_valid'    => EventFields::location_is_valid( $fields['location'] ),
			'parent'               => (int) $fields['parent'],
			'recurring_enabled'    => null !== $fields['recurrence'] ? 'yes' : 'no',
			'recurrence'           => $fields['recurrence'],
			'status'               => $status,
			'post_status'          => $fields['post_status'],
			'sold_tickets'         => (int) $fields['sold_tickets'],
			'total_ticket'         => (int) $fields['total_ticket'],
			'link'                 => (string) get_permalink( $id ),
			'certificate_template' => (int) $fields['certificate_template'],
			'ticket_template'      => (int) $fields['ticket_template'],
			'landing_template'     => (int) $fields['landing_template'],
			'cancelled'            => (bool) $fields['cancelled'],
			'categories'           => $fields['categories'],
			'tags'                 => $fields['tags'],
			'speakers'             => $fields['speakers'],
			'organizers'           => $fields['organizers'],
			'schedules'            => $fields['schedules'],
			'featured_image'       => $fields['featured_image'] ? array(
				'id'  => (int) $fields['featured_image'],
				'url' => (string) wp_get_attachment_image_url( (int) $fields['featured_image'], 'medium_large' ),
			) : null,
			'rsvp'                 => $fields['rsvp'] + RsvpSettings::DEFAULTS,
			'attendee_fields'      => $fields['attendee_fields'],
			'reminder_hours'       => (string) ( $fields['reminder_hours'] ?? '' ),
			'online_link_public'   => OnlineLink::to_api( $fields['online_link_public'] ?? null ),
			'online_link_is_public' => (bool) ( $fields['online_link_is_public'] ?? true ),
		);
	}

	/**
	 * JSON schema of an event.
	 *
	 * @return array<string, mixed>
	 */
	public function schema(): array {
		$text = array( 'type' => 'string' );
		$ids  = array(
			'type'  => 'array',
			'items' => array( 'type' => 'integer' ),
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventsmith-event',
			'type'       => 'object',
			'properties' => array(
				'id'                   => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'title'                => $text,
				'description'          => $text,
				'start_date'           => $text + array( 'description' => __( 'Start date, Y-m-d, in the event\'s timezone.', 'eventsmith' ) ),
				'start_time'           => $text + array( 'description' => __( 'Start time, H:i.', 'eventsmith' ) ),
				'end_date'             => $text,
				'end_time'             => $text,
				'timezone'             => $text + array( 'description' => __( 'An IANA timezone such as Europe/Berlin, or a UTC offset such as UTC+2.', 'eventsmith' ) ),
				'timezone_offset'      => $text + array( 'readonly' => true ),
				'location'             => array(
					'type'        => array( 'object', 'null' ),
					'description' => __( 'Where the event takes place: an address (address.address), an online link (online_url, http or https), or both.', 'eventsmith' ),
					'properties'  => array(
						'address'    => array(
							'type'       => 'object',
							'properties' => array( 'address' => array( 'type' => 'string' ) ),
						),
						'online_url' => array( 'type' => 'string' ),
					),
				),
				'location_is_valid'    => array(
					'type'     => 'boolean',
					'readonly' => true,
				),
				'parent'               => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'recurring_enabled'    => array(
					'type' => 'string',
					'enum' => array( 'yes', 'no' ),
				),
				'recurrence'           => array( 'type' => array( 'object', 'null' ) ),
				'status'               => array(
					'type' => 'string',
					'enum' => array( 'draft', 'ongoing', 'upcoming', 'expired' ),
				),
				'sold_tickets'         => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'total_ticket'         => array(
					'type'        => 'integer',
					'minimum'     => -1,
					'description' => __( 'Ticket capacity; -1 means unlimited.', 'eventsmith' ),
				),
				'link'                 => $text + array(
					'format'   => 'uri',
					'readonly' => true,
				),
				'certificate_template' => array( 'type' => 'integer' ),
				'ticket_template'      => array(
					'type'        => 'integer',
					'minimum'     => 0,
					'description' => __( 'Ticket template id (type ticket); 0 uses the default ticket layout.', 'eventsmith' ),
				),
				'cancelled'            => array(
					'type'        => 'boolean',
					'description' => __( 'Whether the event is called off: its page says "Cancelled", registration closes, calendars and search engines are told.', 'eventsmith' ),
				),
				'landing_template'     => array(
					'type'        => 'integer',
					'minimum'     => 0,
					'description' => __( 'Event Landing template id (type event); 0 uses the site default or the default layout.', 'eventsmith' ),
				),
				'categories'           => $ids,
				'tags'                 => $ids,
				'speakers'             => $ids,
				'organizers'           => $ids,
				'schedules'            => $ids,
				'featured_image'       => array( 'type' => array( 'object', 'null', 'integer' ) ),
				'rsvp'                 => array( 'type' => 'object' ),
				'attendee_fields'      => array(
					'type'        => 'array',
					'description' => __( 'Extra questions for each attendee of the ticket form: up to 10 of {name, label, type (text, number, date, select), options, required}.', 'eventsmith' ),
				),
				'reminder_hours'       => array(
					'type'        => array( 'string', 'integer' ),
					'description' => __( 'Automatic reminder e-mail to each attendee: empty for the site default, "off", or whole hours before the start (1 to 168).', 'eventsmith' ),
				),
				'online_link_public'    => array(
					'type'        => array( 'boolean', 'null' ),
					'description' => __( 'Show the online link publicly: true (on the event page, in its schema.org data, widgets and calendar feeds), false (only on ticket pages and in the e-mails and .ics registered attendees get), or null for the default (public for free events, attendees only when a ticket type has a price).', 'eventsmith' ),
				),
				'online_link_is_public' => array(
					'type'        => 'boolean',
					'readonly'    => true,
					'description' => __( 'Whether visitors see the online link now (the choice above, or its default).', 'eventsmith' ),
				),
			),
		);
	}
}
