<?php
/**
 * The Eventsmith export format, version 1: stored values in, exported records out.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Export;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Recurrence\RecurrenceRule;

defined( 'ABSPATH' ) || exit;

/**
 * Maps what the site stores to the records of an export (docs/import-export.md,
 * "Export"). Every record carries its source object's id as `id`, the export id an
 * importer matches on; links between records (an event's speakers, schedules and
 * ticket types, an attendee's event and ticket type) use those ids. Moments are
 * UTC in ISO 8601 (`2026-12-01T17:00:00Z`); an event's own dates stay on its wall
 * clock with its timezone, as they are edited.
 */
final class ExportFormat {

	public const FORMAT  = 'eventsmith';
	public const VERSION = 1;

	/** The sections of a JSON document, in the order they are written. */
	public const SECTIONS = array( 'events', 'speakers', 'schedules', 'attendees', 'rsvps' );

	/**
	 * The document's head: what it is, where and when it came from.
	 *
	 * @param string             $site The site's address.
	 * @param \DateTimeImmutable $at   When the export started.
	 * @return array{format: string, version: int, site: string, exported_at: string}
	 */
	public static function head( string $site, \DateTimeImmutable $at ): array {
		return array(
			'format'      => self::FORMAT,
			'version'     => self::VERSION,
			'site'        => $site,
			'exported_at' => $at->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d\TH:i:s\Z' ),
		);
	}

	/**
	 * One event (a single event or a series, with its occurrences and ticket types).
	 *
	 * @param array<string, mixed> $stored The event as read: post fields, meta, terms as
	 *                                     {slug, name, parent}, featured_image_url, occurrences
	 *                                     and ticket_types as stored rows.
	 * @return array<string, mixed>
	 */
	public static function event( array $stored ): array {
		$location = is_array( $stored['location'] ?? null ) ? $stored['location'] : array();
		$address  = is_array( $location['address'] ?? null ) ? (string) ( $location['address']['address'] ?? '' ) : '';
		$online   = (string) ( $location['online_url'] ?? '' );
		$rsvp     = is_array( $stored['rsvp'] ?? null ) ? $stored['rsvp'] : array();
		return array(
			'id'                 => (int) $stored['id'],
			'title'              => (string) ( $stored['title'] ?? '' ),
			'slug'               => (string) ( $stored['slug'] ?? '' ),
			'status'             => (string) ( $stored['status'] ?? 'publish' ),
			'content'            => (string) ( $stored['content'] ?? '' ),
			'excerpt'            => (string) ( $stored['excerpt'] ?? '' ),
			'start_date'         => (string) ( $stored['start_date'] ?? '' ),
			'start_time'         => (string) ( $stored['start_time'] ?? '' ),
			'end_date'           => (string) ( $stored['end_date'] ?? '' ),
			'end_time'           => (string) ( $stored['end_time'] ?? '' ),
			'timezone'           => (string) ( $stored['timezone'] ?? '' ),
			'all_day'            => self::all_day( (string) ( $stored['start_time'] ?? '' ), (string) ( $stored['end_time'] ?? '' ) ),
			'location'           => '' === trim( $address ) && '' === trim( $online ) ? null : array(
				'address'    => $address,
				'online_url' => $online,
			),
			'online_link_public' => (string) ( $stored['online_link_public'] ?? '' ),
			'cancelled'          => (bool) ( $stored['cancelled'] ?? false ),
			'capacity'           => (int) ( $stored['total_ticket'] ?? -1 ),
			'rsvp'               => array(
				'enabled'            => (bool) ( $rsvp['enabled'] ?? false ),
				'capacity'           => (int) ( $rsvp['capacity'] ?? -1 ),
				'max_per_submission' => (int) ( $rsvp['max_per_submission'] ?? 1 ),
			),
			'attendee_fields'    => array_values( is_array( $stored['attendee_fields'] ?? null ) ? $stored['attendee_fields'] : array() ),
			'reminder_hours'     => (string) ( $stored['reminder_hours'] ?? '' ),
			'categories'         => self::terms( $stored['categories'] ?? array(), true ),
			'tags'               => self::terms( $stored['tags'] ?? array(), false ),
			'featured_image'     => '' === (string) ( $stored['featured_image_url'] ?? '' ) ? null : (string) $stored['featured_image_url'],
			'recurrence'         => self::recurrence( $stored['recurrence'] ?? null ),
			'occurrences'        => array_map( array( self::class, 'occurrence' ), array_values( $stored['occurrences'] ?? array() ) ),
			'ticket_types'       => array_map( array( self::class, 'ticket_type' ), array_values( $stored['ticket_types'] ?? array() ) ),
			'speakers'           => self::ids( $stored['speakers'] ?? array() ),
			'organizers'         => self::ids( $stored['organizers'] ?? array() ),
			'schedules'          => self::ids( $stored['schedules'] ?? array() ),
		);
	}

	/**
	 * One speaker or organizer.
	 *
	 * @param array<string, mixed> $stored As the speaker repository reads it, plus photo_url at full size.
	 * @return array<string, mixed>
	 */
	public static function speaker( array $stored ): array {
		return array(
			'id'          => (int) $stored['id'],
			'name'        => (string) ( $stored['name'] ?? '' ),
			'slug'        => (string) ( $stored['slug'] ?? '' ),
			'status'      => (string) ( $stored['status'] ?? 'publish' ),
			'roles'       => array_values( array_map( 'strval', (array) ( $stored['roles'] ?? array() ) ) ),
			'email'       => (string) ( $stored['email'] ?? '' ),
			'designation' => (string) ( $stored['designation'] ?? '' ),
			'company'     => (string) ( $stored['company'] ?? '' ),
			'bio'         => (string) ( $stored['bio'] ?? '' ),
			'image'       => '' === (string) ( $stored['photo_url'] ?? '' ) ? null : (string) $stored['photo_url'],
			'social'      => array_values( array_filter( (array) ( $stored['social'] ?? array() ), 'is_array' ) ),
			'groups'      => self::terms( $stored['groups'] ?? array(), false ),
		);
	}

	/**
	 * One schedule with its sessions (speakers by export id).
	 *
	 * @param array<string, mixed> $stored As the schedule repository reads it.
	 * @return array<string, mixed>
	 */
	public static function schedule( array $stored ): array {
		$sessions = array();
		foreach ( (array) ( $stored['sessions'] ?? array() ) as $session ) {
			if ( ! is_array( $session ) ) {
				continue;
			}
			$sessions[] = array(
				'start_time' => (string) ( $session['start_time'] ?? '' ),
				'end_time'   => (string) ( $session['end_time'] ?? '' ),
				'title'      => (string) ( $session['title'] ?? '' ),
				'objective'  => (string) ( $session['objective'] ?? '' ),
				'speakers'   => self::ids( $session['speakers'] ?? array() ),
				'location'   => (string) ( $session['location'] ?? '' ),
			);
		}
		return array(
			'id'       => (int) $stored['id'],
			'title'    => (string) ( $stored['program_title'] ?? $stored['title'] ?? '' ),
			'date'     => (string) ( $stored['date'] ?? '' ),
			'sessions' => $sessions,
		);
	}

	/**
	 * One attendee with its check-ins and its order.
	 *
	 * @param array<string, mixed>      $row      The attendee's row.
	 * @param array<string, mixed>|null $order    Its booking's row (null for an RSVP or a ticket added by staff).
	 * @param list<string>              $checkins UTC moments of its successful scans, oldest first.
	 * @return array<string, mixed>
	 */
	public static function attendee( array $row, ?array $order, array $checkins ): array {
		$extra = is_string( $row['extra'] ?? null ) ? json_decode( $row['extra'], true ) : ( $row['extra'] ?? null );
		return array(
			'id'             => (int) $row['id'],
			'event'          => (int) ( $row['event_id'] ?? 0 ),
			'ticket_type'    => (string) ( $row['ticket_type'] ?? '' ),
			'ticket_type_id' => (int) ( $row['ticket_type_id'] ?? 0 ),
			'name'           => (string) ( $row['name'] ?? '' ),
			'email'          => (string) ( $row['email'] ?? '' ),
			'phone'          => (string) ( $row['phone'] ?? '' ),
			'extra'          => is_array( $extra ) && array() !== $extra ? $extra : new \stdClass(),
			'ticket_code'    => (string) ( $row['ticket_code'] ?? '' ),
			'status'         => (string) ( $row['status'] ?? 'active' ),
			'checked_in_at'  => self::moment( $row['checked_in_at'] ?? null ),
			'checkins'       => array_values( array_filter( array_map( array( self::class, 'moment' ), $checkins ) ) ),
			'created_at'     => self::moment( $row['created_at'] ?? null ),
			'rsvp_id'        => (int) ( $row['rsvp_id'] ?? 0 ),
			'order'          => null === $order ? null : self::order( $order ),
		);
	}

	/**
	 * One RSVP answer (its tickets are attendees whose `rsvp_id` names it).
	 *
	 * @param array<string, mixed> $row Row of the RSVP responses table.
	 * @return array<string, mixed>
	 */
	public static function rsvp( array $row ): array {
		return array(
			'id'             => (int) $row['id'],
			'event'          => (int) ( $row['event_id'] ?? 0 ),
			'response'       => (string) ( $row['response'] ?? '' ),
			'attendee_count' => (int) ( $row['attendee_count'] ?? 0 ),
			'reason'         => (string) ( $row['reason'] ?? '' ),
			'name'           => (string) ( $row['name'] ?? '' ),
			'email'          => (string) ( $row['email'] ?? '' ),
			'created_at'     => self::moment( $row['created_at'] ?? null ),
		);
	}

	/**
	 * An order (booking) as an attendee carries it.
	 *
	 * @param array<string, mixed> $row Booking row.
	 * @return array<string, mixed>
	 */
	public static function order( array $row ): array {
		$items = is_string( $row['line_items'] ?? null ) ? json_decode( $row['line_items'], true ) : ( $row['line_items'] ?? null );
		return array(
			'id'             => (int) $row['id'],
			'status'         => (string) ( $row['status'] ?? '' ),
			'customer_name'  => (string) ( $row['customer_name'] ?? '' ),
			'customer_email' => (string) ( $row['customer_email'] ?? '' ),
			'quantity'       => (int) ( $row['quantity'] ?? 0 ),
			'total'          => self::money( $row['total'] ?? 0 ),
			'discount_code'  => (string) ( $row['discount_code'] ?? '' ),
			'discount_total' => self::money( $row['discount_total'] ?? 0 ),
			'currency'       => (string) ( $row['currency'] ?? '' ),
			'payment_method' => (string) ( $row['payment_method'] ?? '' ),
			'line_items'     => is_array( $items ) ? array_values( $items ) : array(),
			'created_at'     => self::moment( $row['created_at'] ?? null ),
			'refunded_at'    => self::moment( $row['refunded_at'] ?? null ),
		);
	}

	/**
	 * Whether an event lasts whole days (00:00 to 23:59, the rule the calendars use).
	 *
	 * @param string $start 'H:i' start time.
	 * @param string $end   'H:i' end time.
	 */
	public static function all_day( string $start, string $end ): bool {
		return '00:00' === substr( $start, 0, 5 ) && '23:59' === substr( $end, 0, 5 );
	}

	/**
	 * A stored UTC datetime ("Y-m-d H:i:s") as ISO 8601, or null.
	 *
	 * @param mixed $value Stored value.
	 */
	public static function moment( mixed $value ): ?string {
		if ( ! is_string( $value ) || '' === $value || str_starts_with( $value, '0000-00-00' ) ) {
			return null;
		}
		$parsed = \DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', $value, new \DateTimeZone( 'UTC' ) );
		return false === $parsed ? null : $parsed->format( 'Y-m-d\TH:i:s\Z' );
	}

	/**
	 * A series' rule: the RRULE text with its excluded days, and the stored form.
	 *
	 * @param mixed $stored Stored rule (RecurrenceRule::to_array()), or null.
	 * @return array{rrule: string, exdates: list<string>, rule: array<string, mixed>}|null
	 */
	private static function recurrence( mixed $stored ): ?array {
		if ( ! is_array( $stored ) || array() === $stored ) {
			return null;
		}
		try {
			$rule = RecurrenceRule::from_array( $stored );
		} catch ( DomainError ) {
			return null;
		}
		return array(
			'rrule'   => $rule->to_rrule_string(),
			'exdates' => $rule->exclusions,
			'rule'    => $rule->to_array(),
		);
	}

	/**
	 * One occurrence of a series.
	 *
	 * @param array<string, mixed> $stored Occurrence (id, status, dates, cancelled).
	 * @return array<string, mixed>
	 */
	private static function occurrence( array $stored ): array {
		return array(
			'id'         => (int) $stored['id'],
			'status'     => (string) ( $stored['status'] ?? 'publish' ),
			'start_date' => (string) ( $stored['start_date'] ?? '' ),
			'start_time' => (string) ( $stored['start_time'] ?? '' ),
			'end_date'   => (string) ( $stored['end_date'] ?? '' ),
			'end_time'   => (string) ( $stored['end_time'] ?? '' ),
			'cancelled'  => (bool) ( $stored['cancelled'] ?? false ),
		);
	}

	/**
	 * One ticket type from its stored row.
	 *
	 * @param array<string, mixed> $row Row of the ticket types table.
	 * @return array<string, mixed>
	 */
	private static function ticket_type( array $row ): array {
		return array(
			'id'            => (int) $row['id'],
			'position'      => (int) ( $row['position'] ?? 0 ),
			'name'          => (string) ( $row['name'] ?? '' ),
			'description'   => (string) ( $row['description'] ?? '' ),
			'price'         => self::money( $row['price'] ?? 0 ),
			'capacity'      => (int) ( $row['capacity'] ?? -1 ),
			'sale_start'    => self::moment( $row['sale_start'] ?? null ),
			'sale_end'      => self::moment( $row['sale_end'] ?? null ),
			'min_per_order' => (int) ( $row['min_per_order'] ?? 1 ),
			'max_per_order' => (int) ( $row['max_per_order'] ?? 10 ),
			'hidden'        => (bool) (int) ( $row['hidden'] ?? 0 ),
		);
	}

	/**
	 * Terms by slug and name (categories also name their parent's slug).
	 *
	 * @param mixed $terms        List of {slug, name, parent?}.
	 * @param bool  $hierarchical Whether to keep the parent.
	 * @return list<array<string, string>>
	 */
	private static function terms( mixed $terms, bool $hierarchical ): array {
		$out = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( ! is_array( $term ) || '' === (string) ( $term['slug'] ?? '' ) ) {
				continue;
			}
			$one = array(
				'slug' => (string) $term['slug'],
				'name' => (string) ( $term['name'] ?? $term['slug'] ),
			);
			if ( $hierarchical ) {
				$one['parent'] = (string) ( $term['parent'] ?? '' );
			}
			$out[] = $one;
		}
		return $out;
	}

	/**
	 * Distinct positive ids.
	 *
	 * @param mixed $ids List.
	 * @return list<int>
	 */
	private static function ids( mixed $ids ): array {
		return array_values( array_unique( array_filter( array_map( 'intval', is_array( $ids ) ? $ids : array() ), static fn( int $id ): bool => $id > 0 ) ) );
	}

	/**
	 * An amount with two decimals, as text.
	 *
	 * @param mixed $value Stored amount.
	 */
	private static function money( mixed $value ): string {
		return number_format( is_numeric( $value ) ? (float) $value : 0.0, 2, '.', '' );
	}
}
