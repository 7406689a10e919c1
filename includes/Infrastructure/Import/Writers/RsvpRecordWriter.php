<?php
/**
 * Writes imported RSVP answers through the RSVP response store.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Writers;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\ImportMoment;
use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Domain\Ticket\TicketCode;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Import\ImportLinks;
use Eventsmith\Infrastructure\Import\ObjectWriter;
use Eventsmith\Infrastructure\Registration\BookingStore;
use Eventsmith\Infrastructure\Registration\RsvpResponseStore;
use Eventsmith\Infrastructure\Tickets\CheckinService;

defined( 'ABSPATH' ) || exit;

/**
 * Fields: `response` (`going` or `not_going`), `attendee_count` (the places it took; the
 * number of `attendees` when left out), `reason` (why not going), `name`, `email` (who
 * answered), `created_at` (UTC ISO 8601), and optionally `attendees`: the people going
 * (`[{name, email, phone, extra}]`) for sources whose RSVPs hold them; each becomes an RSVP
 * ticket with a new code and takes one RSVP place. `event` is linked. Sources whose RSVP
 * tickets are separate attendee records (the Eventsmith export) give no `attendees` and link
 * each attendee's `rsvp` to the answer instead. Nothing is mailed, no RSVP hook fires.
 * Removing the answer removes the tickets it holds and gives their places back.
 */
final class RsvpRecordWriter implements ObjectWriter {

	/**
	 * Constructor.
	 *
	 * @param RsvpResponseStore $answers  Writes answers.
	 * @param BookingStore      $tickets  Writes RSVP tickets.
	 * @param CheckinService    $checkins Forgets the tickets' scans when removed.
	 * @param ImportedSeats     $seats    Takes and gives back places.
	 */
	public function __construct(
		private RsvpResponseStore $answers,
		private BookingStore $tickets,
		private CheckinService $checkins,
		private ImportedSeats $seats
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function type(): string {
		return 'rsvp';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function exists( int $id ): bool {
		global $wpdb;
		$table = Tables::rsvp_responses();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE id = %d", $id ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 * @throws DomainError Naming the field at fault.
	 */
	public function create( array $fields, ImportRecord $record, ImportLinks $links ): int {
		$answer = self::answer( $fields );
		$id     = $this->answers->import( $answer );
		if ( 'going' === $answer['response'] ) {
			foreach ( self::people( $fields ) as $person ) {
				$ticket = $person + array(
					'rsvp_id'     => $id,
					'status'      => 'active',
					'ticket_code' => TicketCode::generate(),
					'created_at'  => $answer['created_at'],
				);
				$this->tickets->import_attendee( $answer['event_id'], $ticket );
				$this->seats->take( (object) ( $ticket + array( 'event_id' => $answer['event_id'], 'booking_id' => 0 ) ) );
			}
		}
		return $id;
	}

	/**
	 * {@inheritDoc} The tickets it made stay as they are.
	 *
	 * @param int                  $id     Object id.
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 * @throws DomainError Naming the field at fault.
	 */
	public function update( int $id, array $fields, ImportRecord $record, ImportLinks $links ): void {
		$this->answers->update_imported( $id, self::answer( $fields ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function remove( int $id ): void {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE rsvp_id = %d", $id ) ) as $ticket ) {
			$this->seats->give_back( $ticket );
			$this->checkins->forget( (int) $ticket->id );
			$this->tickets->delete_attendee( (int) $ticket->id );
		}
		$this->answers->delete( $id );
	}

	/**
	 * The answer as the store takes it.
	 *
	 * @param array<string, mixed> $fields Fields, links resolved.
	 * @return array<string, mixed>
	 * @throws DomainError Naming the field at fault.
	 */
	public static function answer( array $fields ): array {
		$event = (int) ( $fields['event'] ?? 0 );
		if ( ! ImportedEvent::is_event( $event ) ) {
			throw DomainError::invalid( 'event', __( 'The RSVP\'s event (event) was not imported.', 'eventsmith' ) );
		}
		$response = (string) ( $fields['response'] ?? '' );
		if ( ! in_array( $response, array( 'going', 'not_going' ), true ) ) {
			throw DomainError::invalid( 'response', __( 'response must be going or not_going.', 'eventsmith' ) );
		}
		$people = self::people( $fields );
		$count  = $fields['attendee_count'] ?? ( 'going' === $response ? max( 1, count( $people ) ) : 0 );
		if ( ! is_numeric( $count ) || (int) $count < 0 ) {
			throw DomainError::invalid( 'attendee_count', __( 'attendee_count must be a whole number of 0 or more.', 'eventsmith' ) );
		}
		return array(
			'event_id'       => $event,
			'response'       => $response,
			'attendee_count' => (int) $count,
			'reason'         => (string) ( $fields['reason'] ?? '' ),
			'name'           => (string) ( $fields['name'] ?? '' ),
			'email'          => (string) ( $fields['email'] ?? '' ),
			'created_at'     => ImportMoment::stored( $fields['created_at'] ?? null, 'created_at' ),
		);
	}

	/**
	 * The people going, as the record lists them.
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @return list<array{name: string, email: string, phone: string, extra: array<string, mixed>}>
	 * @throws DomainError Naming attendees when it is not a list of people.
	 */
	private static function people( array $fields ): array {
		$people = $fields['attendees'] ?? array();
		if ( ! is_array( $people ) ) {
			throw DomainError::invalid( 'attendees', __( 'attendees must be a list of people (name, email).', 'eventsmith' ) );
		}
		$out = array();
		foreach ( array_values( $people ) as $person ) {
			if ( ! is_array( $person ) ) {
				throw DomainError::invalid( 'attendees', __( 'attendees must be a list of people (name, email).', 'eventsmith' ) );
			}
			$out[] = array(
				'name'  => (string) ( $person['name'] ?? '' ),
				'email' => (string) ( $person['email'] ?? '' ),
				'phone' => (string) ( $person['phone'] ?? '' ),
				'extra' => is_array( $person['extra'] ?? null ) ? $person['extra'] : array(),
			);
		}
		return $out;
	}
}
