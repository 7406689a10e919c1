<?php
/**
 * The CSV columns of the export: events and attendees.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Export;

defined( 'ABSPATH' ) || exit;

/**
 * Turns exported records (ExportFormat) into CSV rows. One row per event and per
 * attendee; what has more than one value and its own fields (ticket types,
 * categories, tags, occurrences, the RSVP settings, extra answers, the order's line
 * items) sits in one cell as compact JSON, so a CSV reads back without loss.
 * Lists of ids are comma-separated. Unlimited capacities are an empty cell.
 * Cells go through SpreadsheetCell (formula guard) when written.
 */
final class ExportCsv {

	public const EVENT_COLUMNS = array(
		'id',
		'title',
		'slug',
		'status',
		'start_date',
		'start_time',
		'end_date',
		'end_time',
		'timezone',
		'all_day',
		'address',
		'online_url',
		'online_link_public',
		'cancelled',
		'capacity',
		'categories',
		'tags',
		'featured_image',
		'rrule',
		'exdates',
		'occurrences',
		'ticket_types',
		'speakers',
		'organizers',
		'schedules',
		'rsvp',
		'attendee_fields',
		'reminder_hours',
		'excerpt',
		'content',
	);

	public const ATTENDEE_COLUMNS = array(
		'id',
		'event',
		'event_title',
		'ticket_type',
		'ticket_type_id',
		'name',
		'email',
		'phone',
		'ticket_code',
		'status',
		'checked_in_at',
		'checkins',
		'created_at',
		'rsvp_id',
		'order_id',
		'order_status',
		'order_total',
		'order_currency',
		'order_quantity',
		'order_customer_name',
		'order_customer_email',
		'order_payment_method',
		'order_discount_code',
		'order_discount_total',
		'order_line_items',
		'order_created_at',
		'extra',
	);

	/**
	 * The cells of one exported event, in EVENT_COLUMNS order.
	 *
	 * @param array<string, mixed> $event ExportFormat::event().
	 * @return list<string>
	 */
	public static function event_row( array $event ): array {
		$location   = is_array( $event['location'] ?? null ) ? $event['location'] : array();
		$recurrence = is_array( $event['recurrence'] ?? null ) ? $event['recurrence'] : null;
		$values     = array(
			'id'                 => (string) $event['id'],
			'title'              => (string) $event['title'],
			'slug'               => (string) $event['slug'],
			'status'             => (string) $event['status'],
			'start_date'         => (string) $event['start_date'],
			'start_time'         => (string) $event['start_time'],
			'end_date'           => (string) $event['end_date'],
			'end_time'           => (string) $event['end_time'],
			'timezone'           => (string) $event['timezone'],
			'all_day'            => self::flag( $event['all_day'] ),
			'address'            => (string) ( $location['address'] ?? '' ),
			'online_url'         => (string) ( $location['online_url'] ?? '' ),
			'online_link_public' => (string) $event['online_link_public'],
			'cancelled'          => self::flag( $event['cancelled'] ),
			'capacity'           => self::capacity( $event['capacity'] ),
			'categories'         => self::json( $event['categories'] ),
			'tags'               => self::json( $event['tags'] ),
			'featured_image'     => (string) ( $event['featured_image'] ?? '' ),
			'rrule'              => null === $recurrence ? '' : (string) $recurrence['rrule'],
			'exdates'            => null === $recurrence ? '' : implode( ',', $recurrence['exdates'] ),
			'occurrences'        => self::json( $event['occurrences'] ),
			'ticket_types'       => self::json( $event['ticket_types'] ),
			'speakers'           => implode( ',', $event['speakers'] ),
			'organizers'         => implode( ',', $event['organizers'] ),
			'schedules'          => implode( ',', $event['schedules'] ),
			'rsvp'               => self::json( $event['rsvp'] ),
			'attendee_fields'    => self::json( $event['attendee_fields'] ),
			'reminder_hours'     => (string) $event['reminder_hours'],
			'excerpt'            => (string) $event['excerpt'],
			'content'            => (string) $event['content'],
		);
		return array_values( $values );
	}

	/**
	 * The cells of one exported attendee, in ATTENDEE_COLUMNS order.
	 *
	 * @param array<string, mixed> $attendee    ExportFormat::attendee().
	 * @param string               $event_title The event's title (for people reading the file).
	 * @return list<string>
	 */
	public static function attendee_row( array $attendee, string $event_title ): array {
		$order  = is_array( $attendee['order'] ?? null ) ? $attendee['order'] : array();
		$values = array(
			'id'                   => (string) $attendee['id'],
			'event'                => (string) $attendee['event'],
			'event_title'          => $event_title,
			'ticket_type'          => (string) $attendee['ticket_type'],
			'ticket_type_id'       => 0 === (int) $attendee['ticket_type_id'] ? '' : (string) $attendee['ticket_type_id'],
			'name'                 => (string) $attendee['name'],
			'email'                => (string) $attendee['email'],
			'phone'                => (string) $attendee['phone'],
			'ticket_code'          => (string) $attendee['ticket_code'],
			'status'               => (string) $attendee['status'],
			'checked_in_at'        => (string) ( $attendee['checked_in_at'] ?? '' ),
			'checkins'             => implode( ',', $attendee['checkins'] ),
			'created_at'           => (string) ( $attendee['created_at'] ?? '' ),
			'rsvp_id'              => 0 === (int) $attendee['rsvp_id'] ? '' : (string) $attendee['rsvp_id'],
			'order_id'             => (string) ( $order['id'] ?? '' ),
			'order_status'         => (string) ( $order['status'] ?? '' ),
			'order_total'          => (string) ( $order['total'] ?? '' ),
			'order_currency'       => (string) ( $order['currency'] ?? '' ),
			'order_quantity'       => (string) ( $order['quantity'] ?? '' ),
			'order_customer_name'  => (string) ( $order['customer_name'] ?? '' ),
			'order_customer_email' => (string) ( $order['customer_email'] ?? '' ),
			'order_payment_method' => (string) ( $order['payment_method'] ?? '' ),
			'order_discount_code'  => (string) ( $order['discount_code'] ?? '' ),
			'order_discount_total' => (string) ( $order['discount_total'] ?? '' ),
			'order_line_items'     => array() === $order ? '' : self::json( $order['line_items'] ?? array() ),
			'order_created_at'     => (string) ( $order['created_at'] ?? '' ),
			'extra'                => array() === (array) $attendee['extra'] ? '' : self::json( $attendee['extra'] ),
		);
		return array_values( $values );
	}

	/**
	 * A yes/no cell: 1 or 0.
	 *
	 * @param mixed $value Value.
	 */
	private static function flag( mixed $value ): string {
		return $value ? '1' : '0';
	}

	/**
	 * A capacity cell: the number, or empty for unlimited (−1).
	 *
	 * @param mixed $value Capacity.
	 */
	private static function capacity( mixed $value ): string {
		return (int) $value < 0 ? '' : (string) (int) $value;
	}

	/**
	 * Compact JSON of a list or object (empty list: "[]").
	 *
	 * @param mixed $value Value.
	 */
	private static function json( mixed $value ): string {
		return (string) json_encode( $value, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION );
	}
}
