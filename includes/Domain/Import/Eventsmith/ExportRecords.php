<?php
/**
 * Turns the records of an Eventsmith export into import records.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Import\Eventsmith;

use Eventsmith\Domain\Import\ImportRecord;

defined( 'ABSPATH' ) || exit;

/**
 * Every record keeps its export id as its source id, after the exporting site's prefix
 * (`https://example.org#12`), so two sites' ids never meet. Links use the same source ids:
 * an event's speakers, organizers and schedules, a session's speakers, a ticket type's event,
 * an order's event and its lines' ticket types, an attendee's event (the occurrence
 * `<series source id>/<Y-m-d>` for a ticket of one date of a series), ticket type, order and
 * RSVP answer. The fingerprint is the record's own text: an unchanged record is skipped.
 */
final class ExportRecords {

	/**
	 * Constructor.
	 *
	 * @param string               $prefix      Source id prefix of the exporting site.
	 * @param array<string,string> $occurrences Occurrence export id => `<series export id>/<Y-m-d>`.
	 */
	public function __construct( private string $prefix, private array $occurrences = array() ) {}

	/**
	 * The source id prefix of a site address.
	 *
	 * @param string $site The export's `site`.
	 */
	public static function prefix( string $site ): string {
		return rtrim( trim( $site ), '/' ) . '#';
	}

	/**
	 * The occurrences of an exported event: occurrence export id => `<series export id>/<Y-m-d>`.
	 *
	 * @param array<string, mixed> $event Exported event.
	 * @return array<string, string>
	 */
	public static function occurrences_of( array $event ): array {
		$out = array();
		foreach ( is_array( $event['occurrences'] ?? null ) ? $event['occurrences'] : array() as $occurrence ) {
			if ( is_array( $occurrence ) && isset( $occurrence['id'], $occurrence['start_date'] ) ) {
				$out[ (string) (int) $occurrence['id'] ] = (int) ( $event['id'] ?? 0 ) . '/' . (string) $occurrence['start_date'];
			}
		}
		return $out;
	}

	/**
	 * The records of one exported record of a list.
	 *
	 * @param string               $section The list (events, speakers, schedules, attendees, rsvps).
	 * @param array<string, mixed> $record  The exported record.
	 * @param int                  $line    Its line.
	 * @param string               $text    Its JSON text (fingerprinted).
	 * @param int                  $order   The order id of the attendee before (an order is written with the first of its attendees).
	 * @return list<ImportRecord>
	 */
	public function map( string $section, array $record, int $line, string $text, int $order = 0 ): array {
		$id = (int) ( $record['id'] ?? 0 );
		if ( $id <= 0 ) {
			/* translators: %s: list name. */
			return array( ImportRecord::failed( '', $line, sprintf( __( 'A record of %s has no id.', 'eventsmith' ), $section ), self::type_of( $section ) ) );
		}
		$print = md5( $text );
		return match ( $section ) {
			'speakers'  => array( $this->speaker( $record, $line, $print ) ),
			'schedules' => array( $this->schedule( $record, $line, $print ) ),
			'events'    => $this->event( $record, $line, $print ),
			'rsvps'     => array( $this->rsvp( $record, $line, $print ) ),
			'attendees' => $this->attendee( $record, $line, $print, $order ),
			default     => array(),
		};
	}

	/**
	 * The object type a list's records become.
	 *
	 * @param string $section List.
	 */
	public static function type_of( string $section ): string {
		return match ( $section ) {
			'speakers'  => 'speaker',
			'schedules' => 'schedule',
			'rsvps'     => 'rsvp',
			'attendees' => 'attendee',
			default     => 'event',
		};
	}

	/**
	 * A speaker or organizer.
	 *
	 * @param array<string, mixed> $speaker Exported speaker.
	 * @param int                  $line    Line.
	 * @param string               $print   Fingerprint.
	 */
	private function speaker( array $speaker, int $line, string $print ): ImportRecord {
		$fields = array(
			'name'          => (string) ( $speaker['name'] ?? '' ),
			'email'         => (string) ( $speaker['email'] ?? '' ),
			'designation'   => (string) ( $speaker['designation'] ?? '' ),
			'company'       => (string) ( $speaker['company'] ?? '' ),
			'bio'           => (string) ( $speaker['bio'] ?? '' ),
			'social'        => is_array( $speaker['social'] ?? null ) ? $speaker['social'] : array(),
			'category'      => is_array( $speaker['roles'] ?? null ) && array() !== $speaker['roles'] ? array_values( $speaker['roles'] ) : array( 'speaker' ),
			'speaker_group' => array_values( array_filter( array_map( static fn( $group ): string => is_array( $group ) ? (string) ( $group['name'] ?? '' ) : '', is_array( $speaker['groups'] ?? null ) ? $speaker['groups'] : array() ) ) ),
			'photo_url'     => is_string( $speaker['image'] ?? null ) ? $speaker['image'] : '',
		);
		return new ImportRecord( $this->id( $speaker['id'] ), $line, $fields, array(), $print, 0, null, null, 'speaker' );
	}

	/**
	 * A schedule with its sessions.
	 *
	 * @param array<string, mixed> $schedule Exported schedule.
	 * @param int                  $line     Line.
	 * @param string               $print    Fingerprint.
	 */
	private function schedule( array $schedule, int $line, string $print ): ImportRecord {
		$sessions = array();
		foreach ( is_array( $schedule['sessions'] ?? null ) ? $schedule['sessions'] : array() as $session ) {
			if ( ! is_array( $session ) ) {
				continue;
			}
			$session['speakers'] = $this->ids( $session['speakers'] ?? array() );
			$sessions[]          = $session;
		}
		$fields = array(
			'program_title' => (string) ( $schedule['title'] ?? '' ),
			'date'          => (string) ( $schedule['date'] ?? '' ),
			'sessions'      => $sessions,
		);
		return new ImportRecord( $this->id( $schedule['id'] ), $line, $fields, array(), $print, 0, null, null, 'schedule', array( 'sessions.speakers' => array( 'speaker', '' ) ) );
	}

	/**
	 * An event (single or series) and its ticket types.
	 *
	 * @param array<string, mixed> $event Exported event.
	 * @param int                  $line  Line.
	 * @param string               $print Fingerprint.
	 * @return list<ImportRecord>
	 */
	private function event( array $event, int $line, string $print ): array {
		$source     = $this->id( $event['id'] );
		$location   = is_array( $event['location'] ?? null ) ? $event['location'] : null;
		$recurrence = is_array( $event['recurrence'] ?? null ) && is_array( $event['recurrence']['rule'] ?? null ) ? $event['recurrence']['rule'] : null;
		$fields     = array(
			'title'              => (string) ( $event['title'] ?? '' ),
			// A private event is saved as a draft, then made private; a scheduled one (future) is published.
			'status'             => match ( (string) ( $event['status'] ?? 'publish' ) ) {
				'draft', 'private' => 'draft',
				'pending'          => 'pending',
				default            => 'publish',
			},
			'private'            => 'private' === ( $event['status'] ?? '' ),
			'description'        => (string) ( $event['content'] ?? '' ),
			'excerpt'            => (string) ( $event['excerpt'] ?? '' ),
			'slug'               => (string) ( $event['slug'] ?? '' ),
			'start_date'         => (string) ( $event['start_date'] ?? '' ),
			'start_time'         => (string) ( $event['start_time'] ?? '' ),
			'end_date'           => (string) ( $event['end_date'] ?? '' ),
			'end_time'           => (string) ( $event['end_time'] ?? '' ),
			'timezone'           => (string) ( $event['timezone'] ?? '' ),
			'location'           => null === $location ? null : array_filter(
				array(
					'address'    => '' === (string) ( $location['address'] ?? '' ) ? null : array( 'address' => (string) $location['address'] ),
					'online_url' => '' === (string) ( $location['online_url'] ?? '' ) ? null : (string) $location['online_url'],
				)
			),
			'online_link_public' => (string) ( $event['online_link_public'] ?? '' ),
			'cancelled'          => (bool) ( $event['cancelled'] ?? false ),
			'total_ticket'       => (int) ( $event['capacity'] ?? -1 ),
			'rsvp'               => is_array( $event['rsvp'] ?? null ) ? $event['rsvp'] : array(),
			'attendee_fields'    => is_array( $event['attendee_fields'] ?? null ) ? $event['attendee_fields'] : array(),
			'reminder_hours'     => (string) ( $event['reminder_hours'] ?? '' ),
			'recurring_enabled'  => null === $recurrence ? 'no' : 'yes',
			'recurrence'         => $recurrence,
			'featured_image_url' => is_string( $event['featured_image'] ?? null ) ? $event['featured_image'] : '',
			'featured_image'     => 0,
			'category_terms'     => is_array( $event['categories'] ?? null ) ? $event['categories'] : array(),
			'tag_terms'          => is_array( $event['tags'] ?? null ) ? $event['tags'] : array(),
			'occurrences'        => array_map(
				static fn( $occurrence ): array => array_diff_key( is_array( $occurrence ) ? $occurrence : array(), array( 'id' => true ) ),
				is_array( $event['occurrences'] ?? null ) ? array_values( $event['occurrences'] ) : array()
			),
		);
		$links      = array(
			'speakers'   => array( 'speaker', $this->ids( $event['speakers'] ?? array() ) ),
			'organizers' => array( 'speaker', $this->ids( $event['organizers'] ?? array() ) ),
			'schedules'  => array( 'schedule', $this->ids( $event['schedules'] ?? array() ) ),
		);
		$records    = array( new ImportRecord( $source, $line, $fields, array(), $print, 0, null, null, 'event', $links ) );
		foreach ( is_array( $event['ticket_types'] ?? null ) ? $event['ticket_types'] : array() as $type ) {
			if ( ! is_array( $type ) || (int) ( $type['id'] ?? 0 ) <= 0 ) {
				continue;
			}
			$type_fields = array_diff_key( $type, array( 'id' => true ) );
			$records[]   = new ImportRecord( $this->id( $type['id'] ), $line, $type_fields, array(), md5( (string) json_encode( $type ) ), 0, null, null, 'ticket_type', array( 'event' => array( 'event', $source ) ) );
		}
		return $records;
	}

	/**
	 * An RSVP answer.
	 *
	 * @param array<string, mixed> $rsvp  Exported answer.
	 * @param int                  $line  Line.
	 * @param string               $print Fingerprint.
	 */
	private function rsvp( array $rsvp, int $line, string $print ): ImportRecord {
		$fields = array_diff_key( $rsvp, array( 'id' => true, 'event' => true ) );
		return new ImportRecord( $this->id( $rsvp['id'] ), $line, $fields, array(), $print, 0, null, null, 'rsvp', array( 'event' => $this->event_link( (int) ( $rsvp['event'] ?? 0 ) ) ) );
	}

	/**
	 * An attendee, after its order when it is the first of the order's attendees read in a row.
	 *
	 * @param array<string, mixed> $attendee Exported attendee.
	 * @param int                  $line     Line.
	 * @param string               $print    Fingerprint.
	 * @param int                  $previous The order of the attendee read before.
	 * @return list<ImportRecord>
	 */
	private function attendee( array $attendee, int $line, string $print, int $previous ): array {
		$event   = $this->event_link( (int) ( $attendee['event'] ?? 0 ) );
		$order   = is_array( $attendee['order'] ?? null ) ? $attendee['order'] : null;
		$records = array();
		$links   = array( 'event' => $event );
		if ( null !== $order && (int) ( $order['id'] ?? 0 ) > 0 ) {
			$order_id        = (int) $order['id'];
			$links['order']  = array( 'order', $this->id( $order_id ) );
			if ( $order_id !== $previous ) {
				$types     = array();
				foreach ( is_array( $order['line_items'] ?? null ) ? array_values( $order['line_items'] ) : array() as $item ) {
					$type    = is_array( $item ) ? (int) ( $item['ticket_type_id'] ?? 0 ) : 0;
					$types[] = $type > 0 ? $this->id( $type ) : '';
				}
				$records[] = new ImportRecord(
					$this->id( $order_id ),
					$line,
					array_diff_key( $order, array( 'id' => true ) ),
					array(),
					md5( (string) json_encode( $order ) ),
					0,
					null,
					null,
					'order',
					array(
						'event'                     => $event,
						'line_items.ticket_type_id' => array( 'ticket_type', $types ),
					)
				);
			}
		}
		if ( (int) ( $attendee['ticket_type_id'] ?? 0 ) > 0 ) {
			$links['ticket_type_id'] = array( 'ticket_type', $this->id( $attendee['ticket_type_id'] ) );
		}
		if ( (int) ( $attendee['rsvp_id'] ?? 0 ) > 0 ) {
			$links['rsvp'] = array( 'rsvp', $this->id( $attendee['rsvp_id'] ) );
		}
		$fields    = array_intersect_key( $attendee, array_flip( array( 'name', 'email', 'phone', 'extra', 'ticket_type', 'ticket_code', 'status', 'checkins', 'created_at' ) ) );
		$records[] = new ImportRecord( $this->id( $attendee['id'] ), $line, $fields, array(), $print, 0, null, null, 'attendee', $links );
		return $records;
	}

	/**
	 * The link to an event or, for one date of a series, to its occurrence.
	 *
	 * @param int $id Export id.
	 * @return array{0: string, 1: string}
	 */
	private function event_link( int $id ): array {
		$occurrence = $this->occurrences[ (string) $id ] ?? null;
		return null === $occurrence ? array( 'event', $this->id( $id ) ) : array( 'occurrence', $this->prefix . $occurrence );
	}

	/**
	 * A source id.
	 *
	 * @param mixed $id Export id.
	 */
	private function id( mixed $id ): string {
		return $this->prefix . (int) $id;
	}

	/**
	 * Source ids of a list of export ids.
	 *
	 * @param mixed $ids Export ids.
	 * @return list<string>
	 */
	private function ids( mixed $ids ): array {
		return array_values( array_map( fn( $id ): string => $this->id( $id ), array_filter( is_array( $ids ) ? $ids : array(), static fn( $id ): bool => (int) $id > 0 ) ) );
	}
}
