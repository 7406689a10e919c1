<?php
/**
 * Turns one CSV row into the records it imports.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Csv;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Export\SpreadsheetCell;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Domain\Recurrence\RecurrenceRule;

defined( 'ABSPATH' ) || exit;

/**
 * A row of events becomes an event record (fields as `POST /events` takes them, categories by
 * name) followed by its ticket types (from the export's `ticket_types` JSON column); a row of
 * attendees becomes its order (once per order id) and the attendee, in the contract's shapes.
 * A cell the row cannot use refuses the whole row, the reason naming the column and the cell.
 *
 * Source id: the mapped `id` column, else a hash of the row's mapped values (so the same row
 * imported twice is found again). Fingerprint: a hash of the mapped values.
 */
final class CsvRowMapper {

	/** Attendee statuses an import takes. */
	public const ATTENDEE_STATUSES = array( 'active', 'pending', 'refunded', 'cancelled' );

	/**
	 * Column header of each mapped field.
	 *
	 * @var array<string, string>
	 */
	private array $columns = array();

	/**
	 * Index of each mapped field's column in a row.
	 *
	 * @var array<string, int>
	 */
	private array $indexes = array();

	/**
	 * Constructor.
	 *
	 * @param string                $what        events or attendees.
	 * @param list<string>          $headers     Header row.
	 * @param array<string, string> $mapping     Checked mapping (CsvFields::check): column => field.
	 * @param string                $date_format auto, d/m/Y or m/d/Y.
	 * @param string                $timezone    Timezone of dates without one (the site's).
	 * @param callable|null         $find_event  Attendees: (string cell, string title) => this site's event id, or null when none.
	 */
	public function __construct(
		private string $what,
		array $headers,
		array $mapping,
		private string $date_format = 'auto',
		private string $timezone = 'UTC',
		private $find_event = null
	) {
		if ( ! in_array( $date_format, CsvValues::DATE_FORMATS, true ) ) {
			throw DomainError::invalid( 'date_format', __( 'date_format must be auto, d/m/Y or m/d/Y.', 'eventsmith' ) );
		}
		foreach ( $mapping as $column => $field ) {
			$index = array_search( (string) $column, $headers, true );
			if ( false !== $index ) {
				$this->columns[ $field ] = (string) $column;
				$this->indexes[ $field ] = (int) $index;
			}
		}
	}

	/**
	 * The records of one row.
	 *
	 * @param list<string|null> $cells Row.
	 * @param int               $line  Physical line the row starts on.
	 * @return list<ImportRecord>
	 */
	public function map( array $cells, int $line ): array {
		$values = $this->values( $cells );
		$id     = trim( $values['id'] ?? '' );
		$source = '' !== $id ? $id : 'row-' . md5( (string) json_encode( $values ) );
		$type   = CsvFields::ATTENDEES === $this->what ? 'attendee' : 'event';
		try {
			return CsvFields::ATTENDEES === $this->what ? $this->attendee( $values, $source, $line ) : $this->event( $values, $source, $line );
		} catch ( DomainError $error ) {
			return array( ImportRecord::failed( $source, $line, $error->getMessage(), $type ) );
		}
	}

	/**
	 * Whether a row is empty (a blank line, or only empty cells).
	 *
	 * @param list<string|null> $cells Row.
	 */
	public static function is_blank( array $cells ): bool {
		foreach ( $cells as $cell ) {
			if ( null !== $cell && '' !== trim( $cell ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Mapped field => cell (the spreadsheet guard taken off).
	 *
	 * @param list<string|null> $cells Row.
	 * @return array<string, string>
	 */
	private function values( array $cells ): array {
		$values = array();
		foreach ( $this->indexes as $field => $index ) {
			$values[ $field ] = SpreadsheetCell::unguard( (string) ( $cells[ $index ] ?? '' ) );
		}
		ksort( $values );
		return $values;
	}

	/**
	 * An event row.
	 *
	 * @param array<string, string> $values Field => cell.
	 * @param string                $source Source id.
	 * @param int                   $line   Line.
	 * @return list<ImportRecord>
	 * @throws DomainError Naming the column at fault.
	 */
	private function event( array $values, string $source, int $line ): array {
		$fields = array( 'title' => trim( $values['title'] ?? '' ) );
		if ( '' === $fields['title'] ) {
			/* translators: %s: column header. */
			throw DomainError::invalid( 'title', sprintf( __( '%s is empty: an event needs a title.', 'eventsmith' ), $this->columns['title'] ) );
		}
		if ( isset( $values['description'] ) ) {
			$fields['description'] = $values['description'];
		}
		if ( isset( $values['status'] ) && '' !== trim( $values['status'] ) ) {
			$status = strtolower( trim( $values['status'] ) );
			if ( ! in_array( $status, array( 'publish', 'published', 'future', 'draft', 'pending', 'private' ), true ) ) {
				/* translators: 1: column header, 2: the cell. */
				throw DomainError::invalid( 'status', sprintf( __( '%1$s "%2$s" is not publish, draft, pending or private.', 'eventsmith' ), $this->columns['status'], $values['status'] ) );
			}
			// As the event writer takes it: a private event is saved as a draft, then made private;
			// a scheduled one (future) is published.
			$fields['status']  = match ( $status ) {
				'draft', 'private' => 'draft',
				'pending'          => 'pending',
				default            => 'publish',
			};
			$fields['private'] = 'private' === $status;
		}
		$fields += $this->schedule( $values );
		$fields += $this->place( $values );
		if ( isset( $values['capacity'] ) ) {
			$fields['total_ticket'] = CsvValues::capacity( $this->columns['capacity'], $values['capacity'] );
		}
		if ( isset( $values['cancelled'] ) ) {
			$fields['cancelled'] = CsvValues::flag( $this->columns['cancelled'], $values['cancelled'] );
		}
		if ( isset( $values['online_link_public'] ) ) {
			$public = strtolower( trim( $values['online_link_public'] ) );
			if ( ! in_array( $public, array( '', 'yes', 'no' ), true ) ) {
				/* translators: 1: column header, 2: the cell. */
				throw DomainError::invalid( 'online_link_public', sprintf( __( '%1$s "%2$s" is not yes, no or empty.', 'eventsmith' ), $this->columns['online_link_public'], $values['online_link_public'] ) );
			}
			$fields['online_link_public'] = $public;
		}
		if ( isset( $values['reminder_hours'] ) ) {
			$fields['reminder_hours'] = trim( $values['reminder_hours'] );
		}
		foreach ( array( 'rsvp', 'attendee_fields' ) as $json ) {
			if ( isset( $values[ $json ] ) ) {
				$decoded = CsvValues::json( $this->columns[ $json ], $values[ $json ] );
				if ( null !== $decoded ) {
					$fields[ $json ] = $decoded;
				}
			}
		}
		if ( isset( $values['occurrences'] ) ) {
			// A series' dates as the export has them (moved, cancelled), without the exporting site's ids.
			$fields['occurrences'] = array_map(
				static fn( $occurrence ): array => array_diff_key( (array) $occurrence, array( 'id' => true ) ),
				array_values( (array) CsvValues::json( $this->columns['occurrences'], $values['occurrences'] ) )
			);
		}
		foreach ( array( 'slug' => 'slug', 'excerpt' => 'excerpt', 'featured_image' => 'featured_image_url' ) as $field => $key ) {
			if ( isset( $values[ $field ] ) && '' !== trim( $values[ $field ] ) ) {
				$fields[ $key ] = 'excerpt' === $field ? $values[ $field ] : trim( $values[ $field ] );
			}
		}
		if ( isset( $values['rrule'] ) && '' !== trim( $values['rrule'] ) ) {
			$exdates = isset( $values['exdates'] ) ? CsvValues::dates( $this->columns['exdates'], $values['exdates'], $this->date_format ) : array();
			try {
				$rule = RecurrenceRule::from_rrule_string( trim( $values['rrule'] ), $exdates );
			} catch ( DomainError $error ) {
				/* translators: 1: column header, 2: the cell, 3: why. */
				throw DomainError::invalid( 'rrule', sprintf( __( '%1$s "%2$s" is not a rule this site can repeat: %3$s', 'eventsmith' ), $this->columns['rrule'], $values['rrule'], $error->getMessage() ) );
			}
			$fields['recurring_enabled'] = 'yes';
			$fields['recurrence']        = $rule->to_array();
		} elseif ( isset( $values['rrule'] ) ) {
			$fields['recurring_enabled'] = 'no';
		}
		foreach ( array( 'categories' => 'category_terms', 'tags' => 'tag_terms' ) as $field => $key ) {
			if ( isset( $values[ $field ] ) ) {
				$fields[ $key ] = CsvValues::terms( $this->columns[ $field ], $values[ $field ] );
			}
		}
		$records   = array( new ImportRecord( $source, $line, $fields, array(), md5( (string) json_encode( $values ) ), object_type: 'event' ) );
		$tickets   = isset( $values['ticket_types'] ) ? CsvValues::json( $this->columns['ticket_types'], $values['ticket_types'] ) : null;
		$position  = 0;
		foreach ( (array) $tickets as $ticket ) {
			if ( ! is_array( $ticket ) ) {
				continue;
			}
			$ticket_id = isset( $ticket['id'] ) && '' !== (string) $ticket['id'] ? (string) $ticket['id'] : $source . '/' . $position;
			unset( $ticket['id'] );
			$ticket   += array( 'position' => $position );
			$records[] = new ImportRecord( $ticket_id, $line, $ticket, array(), md5( (string) json_encode( $ticket ) ), object_type: 'ticket_type', links: array( 'event' => array( 'event', $source ) ) );
			++$position;
		}
		return $records;
	}

	/**
	 * The dates of an event row, checked as the event would be.
	 *
	 * @param array<string, string> $values Field => cell.
	 * @return array<string, string>
	 * @throws DomainError Naming the column at fault.
	 */
	private function schedule( array $values ): array {
		$start = CsvValues::date( $this->columns['start_date'], $values['start_date'] ?? '', $this->date_format );
		$end   = isset( $values['end_date'] ) && '' !== trim( $values['end_date'] ) ? CsvValues::date( $this->columns['end_date'], $values['end_date'], $this->date_format ) : array(
			'date' => '',
			'time' => '',
		);
		$start_time = isset( $values['start_time'] ) && '' !== trim( $values['start_time'] ) ? CsvValues::time( $this->columns['start_time'], $values['start_time'] ) : $start['time'];
		$end_time   = isset( $values['end_time'] ) && '' !== trim( $values['end_time'] ) ? CsvValues::time( $this->columns['end_time'], $values['end_time'] ) : $end['time'];
		if ( isset( $values['all_day'] ) && CsvValues::flag( $this->columns['all_day'], $values['all_day'] ) ) {
			$start_time = '00:00';
			$end_time   = '23:59';
		}
		$timezone = isset( $values['timezone'] ) && '' !== trim( $values['timezone'] ) ? trim( $values['timezone'] ) : $this->timezone;
		if ( '' === $end['date'] && '' !== $start_time && '' === $end_time ) {
			$end_time = $start_time; // A start time alone: an event of no length rather than one to midnight.
		}
		try {
			EventSchedule::from_fields( $start['date'], $start_time, $end['date'], $end_time, $timezone );
		} catch ( DomainError $error ) {
			$column = $this->columns[ (string) $error->field ] ?? (string) $error->field;
			/* translators: 1: column header, 2: why. */
			throw DomainError::invalid( (string) $error->field, sprintf( __( '%1$s: %2$s', 'eventsmith' ), $column, $error->getMessage() ) );
		}
		return array(
			'start_date' => $start['date'],
			'start_time' => $start_time,
			'end_date'   => '' === $end['date'] ? $start['date'] : $end['date'],
			'end_time'   => $end_time,
			'timezone'   => $timezone,
		);
	}

	/**
	 * The place of an event row: an address and an online link.
	 *
	 * @param array<string, string> $values Field => cell.
	 * @return array<string, mixed>
	 * @throws DomainError Naming the column at fault.
	 */
	private function place( array $values ): array {
		if ( ! isset( $values['address'] ) && ! isset( $values['online_url'] ) ) {
			return array();
		}
		$address = trim( $values['address'] ?? '' );
		$online  = trim( $values['online_url'] ?? '' );
		if ( '' !== $online && 1 !== preg_match( '#^https?://[^\s/$.?\#].[^\s]*$#i', $online ) ) {
			/* translators: 1: column header, 2: the cell. */
			throw DomainError::invalid( 'online_url', sprintf( __( '%1$s "%2$s" is not a web address (https://…).', 'eventsmith' ), $this->columns['online_url'], $online ) );
		}
		if ( '' === $address && '' === $online ) {
			return array( 'location' => null );
		}
		$location = array( 'address' => array( 'address' => $address ) );
		if ( '' !== $online ) {
			$location['online_url'] = $online;
		}
		return array( 'location' => $location );
	}

	/**
	 * An attendee row: its order first (when it has one), then the attendee.
	 *
	 * @param array<string, string> $values Field => cell.
	 * @param string                $source Source id.
	 * @param int                   $line   Line.
	 * @return list<ImportRecord>
	 * @throws DomainError Naming the column at fault.
	 */
	private function attendee( array $values, string $source, int $line ): array {
		$cell  = trim( $values['event'] ?? '' );
		$event = '' === $cell || null === $this->find_event ? null : ( $this->find_event )( $cell, trim( $values['event_title'] ?? '' ) );
		if ( null === $event ) {
			/* translators: 1: column header, 2: the cell. */
			throw DomainError::invalid( 'event', sprintf( __( '%1$s "%2$s" is not an event of this site (give its id, slug or exact title, or import its events first).', 'eventsmith' ), $this->columns['event'], $cell ) );
		}
		$name  = trim( $values['name'] ?? '' );
		$email = trim( $values['email'] ?? '' );
		if ( '' === $name ) {
			/* translators: %s: column header. */
			throw DomainError::invalid( 'name', sprintf( __( '%s is empty: an attendee needs a name.', 'eventsmith' ), $this->columns['name'] ) );
		}
		if ( false === filter_var( $email, FILTER_VALIDATE_EMAIL ) ) {
			/* translators: 1: column header, 2: the cell. */
			throw DomainError::invalid( 'email', sprintf( __( '%1$s "%2$s" is not an email address.', 'eventsmith' ), $this->columns['email'], $email ) );
		}
		$status = strtolower( trim( $values['status'] ?? '' ) );
		$status = '' === $status ? 'active' : $status;
		if ( ! in_array( $status, self::ATTENDEE_STATUSES, true ) ) {
			/* translators: 1: column header, 2: the cell, 3: the statuses. */
			throw DomainError::invalid( 'status', sprintf( __( '%1$s "%2$s" is not one of: %3$s.', 'eventsmith' ), $this->columns['status'], $values['status'], implode( ', ', self::ATTENDEE_STATUSES ) ) );
		}
		$checkins = array();
		if ( isset( $values['checkins'] ) && '' !== trim( $values['checkins'] ) ) {
			foreach ( explode( ',', $values['checkins'] ) as $moment ) {
				$checkins[] = (string) CsvValues::moment( $this->columns['checkins'], $moment, $this->timezone, $this->date_format );
			}
		} elseif ( isset( $values['checked_in_at'] ) && '' !== trim( $values['checked_in_at'] ) ) {
			$checkins[] = (string) CsvValues::moment( $this->columns['checked_in_at'], $values['checked_in_at'], $this->timezone, $this->date_format );
		}
		sort( $checkins );
		$extra  = isset( $values['extra'] ) ? CsvValues::json( $this->columns['extra'], $values['extra'] ) : null;
		$fields = array(
			'event'       => $event,
			'name'        => $name,
			'email'       => $email,
			'phone'       => trim( $values['phone'] ?? '' ),
			'extra'       => (array) $extra,
			'ticket_type' => trim( $values['ticket_type'] ?? '' ),
			'ticket_code' => trim( $values['ticket_code'] ?? '' ),
			'status'      => $status,
			'checkins'    => $checkins,
			'created_at'  => isset( $values['created_at'] ) ? CsvValues::moment( $this->columns['created_at'], $values['created_at'], $this->timezone, $this->date_format ) : null,
		);
		$links  = array();
		if ( '' !== trim( $values['ticket_type_id'] ?? '' ) ) {
			$links['ticket_type_id'] = array( 'ticket_type', trim( $values['ticket_type_id'] ) );
		}
		$records = array();
		$order   = trim( $values['order_id'] ?? '' );
		if ( '' !== $order ) {
			$links['order'] = array( 'order', $order );
			$records[]      = $this->order( $values, $order, $event, $line );
		}
		$records[] = new ImportRecord( $source, $line, $fields, array(), md5( (string) json_encode( $values ) ), object_type: 'attendee', links: $links );
		return $records;
	}

	/**
	 * The order of an attendee row.
	 *
	 * @param array<string, string> $values Field => cell.
	 * @param string                $order  The order's source id.
	 * @param int                   $event  This site's event id.
	 * @param int                   $line   Line.
	 * @throws DomainError Naming the column at fault.
	 */
	private function order( array $values, string $order, int $event, int $line ): ImportRecord {
		$fields = array(
			'event'          => $event,
			'customer_name'  => trim( $values['order_customer_name'] ?? '' ) ?: trim( $values['name'] ?? '' ),
			'customer_email' => trim( $values['order_customer_email'] ?? '' ) ?: trim( $values['email'] ?? '' ),
			'quantity'       => max( 1, (int) ( $values['order_quantity'] ?? 1 ) ),
			'line_items'     => isset( $values['order_line_items'] ) ? array_values( (array) CsvValues::json( $this->columns['order_line_items'], $values['order_line_items'] ) ) : array(),
			'created_at'     => isset( $values['order_created_at'] ) ? CsvValues::moment( $this->columns['order_created_at'], $values['order_created_at'], $this->timezone, $this->date_format ) : null,
			'refunded_at'    => null,
		);
		foreach ( array( 'status', 'total', 'currency', 'payment_method', 'discount_code', 'discount_total' ) as $field ) {
			$cell = trim( $values[ 'order_' . $field ] ?? '' );
			if ( '' !== $cell ) {
				$fields[ $field ] = $cell;
			}
		}
		$types = array();
		foreach ( $fields['line_items'] as $item ) {
			$type    = is_array( $item ) ? (string) ( $item['ticket_type_id'] ?? '' ) : '';
			$types[] = '' === $type || '0' === $type ? '' : $type;
		}
		return new ImportRecord( $order, $line, $fields, array(), md5( (string) json_encode( $fields ) ), object_type: 'order', links: array( 'line_items.ticket_type_id' => array( 'ticket_type', $types ) ) );
	}
}
