<?php
/**
 * The fields a CSV column can be imported into, and the column mapping.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Csv;

use Eventsmith\Domain\DomainError;

defined( 'ABSPATH' ) || exit;

/**
 * What a CSV import holds (`what`: events or attendees), the fields of each with their labels,
 * the ones that must be mapped, and the suggested mapping: the columns of the plugin's own CSV
 * export map themselves, common headers of other spreadsheets ("Event name", "Start",
 * "E-mail" …) map to their field.
 */
final class CsvFields {

	public const EVENTS    = 'events';
	public const ATTENDEES = 'attendees';

	/** Fields that must be mapped. */
	private const REQUIRED = array(
		self::EVENTS    => array( 'title', 'start_date' ),
		self::ATTENDEES => array( 'event', 'name', 'email' ),
	);

	/** Other headers a field is known by (normalised: lower case, letters and digits only). */
	private const ALIASES = array(
		self::EVENTS    => array(
			'id'          => array( 'eventid', 'uid' ),
			'title'       => array( 'name', 'eventname', 'eventtitle', 'summary', 'subject' ),
			'description' => array( 'content', 'eventdescription', 'details', 'body' ),
			'start_date'  => array( 'start', 'date', 'startdate', 'eventstartdate', 'begins' ),
			'start_time'  => array( 'starttime', 'eventstarttime', 'time', 'from' ),
			'end_date'    => array( 'end', 'enddate', 'eventenddate', 'ends' ),
			'end_time'    => array( 'endtime', 'eventendtime', 'to', 'until' ),
			'timezone'    => array( 'tz', 'timezone', 'eventtimezone' ),
			'all_day'     => array( 'allday', 'alldayevent', 'eventallday' ),
			'address'     => array( 'location', 'venue', 'place', 'eventvenuename', 'venueaddress' ),
			'online_url'  => array( 'onlinelink', 'onlineurl', 'url', 'link', 'meetinglink' ),
			'categories'  => array( 'category', 'eventcategory', 'eventcategories' ),
			'tags'        => array( 'tag', 'eventtags', 'keywords' ),
			'capacity'    => array( 'seats', 'maxattendees', 'eventcapacity' ),
			'cancelled'   => array( 'canceled', 'iscancelled' ),
			'featured_image' => array( 'image', 'imageurl', 'featuredimage', 'photo' ),
		),
		self::ATTENDEES => array(
			'id'          => array( 'attendeeid' ),
			'event'       => array( 'eventid', 'eventslug', 'eventtitle', 'eventname' ),
			'event_title' => array( 'eventname' ),
			'ticket_type' => array( 'ticket', 'tickettype', 'ticketname', 'tickettypename' ),
			'name'        => array( 'fullname', 'attendee', 'attendeename' ),
			'email'       => array( 'emailaddress', 'attendeeemail', 'mail' ),
			'phone'       => array( 'telephone', 'phonenumber', 'mobile' ),
			'status'      => array( 'ticketstatus', 'attendeestatus' ),
			'ticket_code' => array( 'code', 'ticketcode', 'qrcode' ),
		),
	);

	/**
	 * The fields of a kind of row, field => label, in the order the screen lists them.
	 *
	 * @param string $what events or attendees.
	 * @return array<string, string>
	 */
	public static function fields( string $what ): array {
		if ( self::ATTENDEES === $what ) {
			return array(
				'id'                   => __( 'ID (matches the row on a new import)', 'eventsmith' ),
				'event'                => __( 'Event (id, slug or title)', 'eventsmith' ),
				'event_title'          => __( 'Event title (checks the event an id names)', 'eventsmith' ),
				'ticket_type'          => __( 'Ticket type', 'eventsmith' ),
				'ticket_type_id'       => __( 'Ticket type (export id)', 'eventsmith' ),
				'name'                 => __( 'Name', 'eventsmith' ),
				'email'                => __( 'Email', 'eventsmith' ),
				'phone'                => __( 'Phone', 'eventsmith' ),
				'status'               => __( 'Status', 'eventsmith' ),
				'checked_in_at'        => __( 'Checked in at', 'eventsmith' ),
				'checkins'             => __( 'Check-ins', 'eventsmith' ),
				'ticket_code'          => __( 'Ticket code', 'eventsmith' ),
				'created_at'           => __( 'Created at', 'eventsmith' ),
				'extra'                => __( 'Extra answers (JSON)', 'eventsmith' ),
				'order_id'             => __( 'Order id', 'eventsmith' ),
				'order_status'         => __( 'Order status', 'eventsmith' ),
				'order_total'          => __( 'Order total', 'eventsmith' ),
				'order_currency'       => __( 'Order currency', 'eventsmith' ),
				'order_quantity'       => __( 'Order quantity', 'eventsmith' ),
				'order_customer_name'  => __( 'Order customer name', 'eventsmith' ),
				'order_customer_email' => __( 'Order customer email', 'eventsmith' ),
				'order_payment_method' => __( 'Order payment method', 'eventsmith' ),
				'order_discount_code'  => __( 'Order discount code', 'eventsmith' ),
				'order_discount_total' => __( 'Order discount total', 'eventsmith' ),
				'order_line_items'     => __( 'Order line items (JSON)', 'eventsmith' ),
				'order_created_at'     => __( 'Order created at', 'eventsmith' ),
			);
		}
		return array(
			'id'                 => __( 'ID (matches the row on a new import)', 'eventsmith' ),
			'title'              => __( 'Title', 'eventsmith' ),
			'description'        => __( 'Description', 'eventsmith' ),
			'excerpt'            => __( 'Excerpt', 'eventsmith' ),
			'slug'               => __( 'Slug (address)', 'eventsmith' ),
			'status'             => __( 'Status (publish, draft, pending)', 'eventsmith' ),
			'start_date'         => __( 'Start date', 'eventsmith' ),
			'start_time'         => __( 'Start time', 'eventsmith' ),
			'end_date'           => __( 'End date', 'eventsmith' ),
			'end_time'           => __( 'End time', 'eventsmith' ),
			'timezone'           => __( 'Timezone', 'eventsmith' ),
			'all_day'            => __( 'All day', 'eventsmith' ),
			'address'            => __( 'Address', 'eventsmith' ),
			'online_url'         => __( 'Online link', 'eventsmith' ),
			'online_link_public' => __( 'Online link public (yes, no)', 'eventsmith' ),
			'categories'         => __( 'Categories', 'eventsmith' ),
			'tags'               => __( 'Tags', 'eventsmith' ),
			'capacity'           => __( 'Capacity', 'eventsmith' ),
			'cancelled'          => __( 'Cancelled', 'eventsmith' ),
			'featured_image'     => __( 'Featured image (address)', 'eventsmith' ),
			'rrule'              => __( 'Repeats (RRULE)', 'eventsmith' ),
			'exdates'            => __( 'Dates left out of the series', 'eventsmith' ),
			'occurrences'        => __( 'Occurrences (JSON)', 'eventsmith' ),
			'ticket_types'       => __( 'Ticket types (JSON)', 'eventsmith' ),
			'rsvp'               => __( 'RSVP settings (JSON)', 'eventsmith' ),
			'attendee_fields'    => __( 'Attendee questions (JSON)', 'eventsmith' ),
			'reminder_hours'     => __( 'Reminder hours', 'eventsmith' ),
		);
	}

	/**
	 * Fields that must be mapped.
	 *
	 * @param string $what events or attendees.
	 * @return list<string>
	 */
	public static function required( string $what ): array {
		return self::REQUIRED[ self::what( $what ) ];
	}

	/**
	 * Checks `what`.
	 *
	 * @param string $what Asked for.
	 * @throws DomainError Naming what.
	 */
	public static function what( string $what ): string {
		if ( ! in_array( $what, array( self::EVENTS, self::ATTENDEES ), true ) ) {
			throw DomainError::invalid( 'what', __( 'what must be events or attendees.', 'eventsmith' ) );
		}
		return $what;
	}

	/**
	 * The mapping suggested for a header row: a column whose header is a field's name (the
	 * plugin's own export) or one of its usual names maps to it; each field once, the first column wins.
	 *
	 * @param string       $what    events or attendees.
	 * @param list<string> $headers Header row.
	 * @return array<string, string> column header => field.
	 */
	public static function suggest( string $what, array $headers ): array {
		$fields  = self::fields( self::what( $what ) );
		$aliases = self::ALIASES[ $what ];
		$mapping = array();
		$taken   = array();
		foreach ( array( 'exact', 'alias' ) as $pass ) {
			foreach ( $headers as $header ) {
				if ( isset( $mapping[ $header ] ) || '' === trim( $header ) ) {
					continue;
				}
				$key   = self::key( $header );
				$field = null;
				foreach ( array_keys( $fields ) as $candidate ) {
					if ( isset( $taken[ $candidate ] ) ) {
						continue;
					}
					$exact = self::key( $candidate ) === $key;
					if ( ( 'exact' === $pass && $exact ) || ( 'alias' === $pass && in_array( $key, $aliases[ $candidate ] ?? array(), true ) ) ) {
						$field = $candidate;
						break;
					}
				}
				if ( null !== $field ) {
					$mapping[ $header ] = $field;
					$taken[ $field ]    = true;
				}
			}
		}
		return $mapping;
	}

	/**
	 * Checks a mapping against the header row: every column is one of the file's, every field
	 * one of the kind's, no field twice, and the required fields mapped. Columns mapped to ''
	 * are not imported.
	 *
	 * @param string               $what    events or attendees.
	 * @param list<string>         $headers Header row.
	 * @param array<mixed, mixed>  $mapping column header => field.
	 * @return array<string, string> The mapping without the columns left out.
	 * @throws DomainError Naming mapping.
	 */
	public static function check( string $what, array $headers, array $mapping ): array {
		$fields = self::fields( self::what( $what ) );
		$clean  = array();
		$used   = array();
		foreach ( $mapping as $column => $field ) {
			$column = (string) $column;
			$field  = is_string( $field ) ? trim( $field ) : '';
			if ( ! in_array( $column, $headers, true ) ) {
				/* translators: %s: a column header. */
				throw DomainError::invalid( 'mapping', sprintf( __( 'mapping names the column "%s", which the file does not have.', 'eventsmith' ), $column ) );
			}
			if ( '' === $field ) {
				continue;
			}
			if ( ! isset( $fields[ $field ] ) ) {
				/* translators: 1: a field name, 2: the column header. */
				throw DomainError::invalid( 'mapping', sprintf( __( 'mapping: "%1$s" (column "%2$s") is not a field of this import.', 'eventsmith' ), $field, $column ) );
			}
			if ( isset( $used[ $field ] ) ) {
				/* translators: 1: a field name, 2: a column header, 3: another column header. */
				throw DomainError::invalid( 'mapping', sprintf( __( 'mapping: the field "%1$s" is given to two columns, "%2$s" and "%3$s".', 'eventsmith' ), $field, $used[ $field ], $column ) );
			}
			$used[ $field ]   = $column;
			$clean[ $column ] = $field;
		}
		foreach ( self::REQUIRED[ $what ] as $field ) {
			if ( ! isset( $used[ $field ] ) ) {
				/* translators: 1: a field name, 2: the required fields, comma-separated. */
				throw DomainError::invalid( 'mapping', sprintf( __( 'mapping: no column is imported as "%1$s"; these fields must be mapped: %2$s.', 'eventsmith' ), $field, implode( ', ', self::REQUIRED[ $what ] ) ) );
			}
		}
		return $clean;
	}

	/**
	 * A header or field name compared loosely: lower case, letters and digits only.
	 *
	 * @param string $text Header.
	 */
	private static function key( string $text ): string {
		return (string) preg_replace( '/[^a-z0-9]+/', '', strtolower( $text ) );
	}
}
