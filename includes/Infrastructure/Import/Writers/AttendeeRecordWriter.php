<?php
/**
 * Writes imported attendees (tickets) with their codes, check-ins and seats.
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
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;
use Eventsmith\Infrastructure\Tickets\CheckinService;

defined( 'ABSPATH' ) || exit;

/**
 * Fields as the export JSON v1 names an attendee (name, email, phone, extra, ticket_type,
 * ticket_code, status, checkins, created_at), with `event` (an occurrence for one date of a
 * series), `ticket_type_id`, `order` and `rsvp` linked. The ticket keeps its code when it is
 * well formed and no ticket here holds it (else it gets a new one), its status, its creation
 * moment and every check-in with its time. An active or pending ticket takes its seat as if
 * sold here (ImportedSeats); nothing is mailed and no booking or check-in hook fires.
 */
final class AttendeeRecordWriter implements ObjectWriter {

	/** Ticket statuses an import keeps (`deleted` is read as cancelled). */
	public const STATUSES = array( 'active', 'pending', 'refunded', 'cancelled' );

	/**
	 * Constructor.
	 *
	 * @param BookingStore       $store     Writes tickets.
	 * @param AttendeeRepository $attendees Finds codes in use.
	 * @param CheckinService     $checkins  Logs the check-ins.
	 * @param ImportedSeats      $seats     Takes and gives back seats.
	 */
	public function __construct(
		private BookingStore $store,
		private AttendeeRepository $attendees,
		private CheckinService $checkins,
		private ImportedSeats $seats
	) {}

	/**
	 * {@inheritDoc}
	 */
	public function type(): string {
		return 'attendee';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function exists( int $id ): bool {
		return null !== $this->row( $id );
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
		$ticket = self::ticket( $fields );
		$code   = (string) ( $fields['ticket_code'] ?? '' );
		if ( ! TicketCode::is_well_formed( $code ) || null !== $this->attendees->by_code( $code ) ) {
			if ( '' !== $code ) {
				$links->note( __( 'ticket_code: the code is not a ticket code or is in use here; the ticket has a new code.', 'eventsmith' ) );
			}
			$code = TicketCode::generate();
		}
		$id = $this->store->import_attendee( $ticket['event_id'], $ticket['row'] + array( 'ticket_code' => $code ) );
		$this->checkins->import( $id, $ticket['checkins'] );
		$this->seats->take( (object) ( array( 'event_id' => $ticket['event_id'] ) + $ticket['row'] ) );
		return $id;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int                  $id     Object id.
	 * @param array<string, mixed> $fields Fields.
	 * @param ImportRecord         $record Record.
	 * @param ImportLinks          $links  Links.
	 * @throws DomainError Naming the field at fault.
	 */
	public function update( int $id, array $fields, ImportRecord $record, ImportLinks $links ): void {
		$ticket = self::ticket( $fields );
		$before = $this->row( $id );
		if ( null !== $before ) {
			$this->seats->give_back( $before );
		}
		$this->store->update_imported_attendee( $id, $ticket['event_id'], $ticket['row'] );
		$this->checkins->import( $id, $ticket['checkins'] );
		$this->seats->take( (object) ( array( 'event_id' => $ticket['event_id'] ) + $ticket['row'] ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $id Object id.
	 */
	public function remove( int $id ): void {
		$row = $this->row( $id );
		if ( null === $row ) {
			return;
		}
		$this->seats->give_back( $row );
		$this->checkins->forget( $id );
		$this->store->delete_attendee( $id );
	}

	/**
	 * The ticket's row (without code), its event and its check-ins, checked.
	 *
	 * @param array<string, mixed> $fields Fields, links resolved.
	 * @return array{event_id: int, row: array<string, mixed>, checkins: list<string>}
	 * @throws DomainError Naming the field at fault.
	 */
	public static function ticket( array $fields ): array {
		$event = (int) ( $fields['event'] ?? 0 );
		if ( ! ImportedEvent::is_event( $event ) ) {
			throw DomainError::invalid( 'event', __( 'The attendee\'s event (event) was not imported.', 'eventsmith' ) );
		}
		$status = (string) ( $fields['status'] ?? 'active' );
		$status = 'deleted' === $status ? 'cancelled' : $status;
		if ( ! in_array( $status, self::STATUSES, true ) ) {
			/* translators: %s: the statuses allowed. */
			throw DomainError::invalid( 'status', sprintf( __( 'status must be one of %s.', 'eventsmith' ), implode( ', ', self::STATUSES ) ) );
		}
		$extra = $fields['extra'] ?? array();
		if ( is_object( $extra ) ) {
			$extra = (array) $extra;
		}
		if ( ! is_array( $extra ) ) {
			throw DomainError::invalid( 'extra', __( 'extra must be an object of field names to answers.', 'eventsmith' ) );
		}
		$checkins = ImportMoment::list( $fields['checkins'] ?? array(), 'checkins' );
		return array(
			'event_id' => $event,
			'row'      => array(
				'booking_id'     => (int) ( $fields['order'] ?? 0 ),
				'rsvp_id'        => (int) ( $fields['rsvp'] ?? 0 ),
				'ticket_type'    => (string) ( $fields['ticket_type'] ?? '' ),
				'ticket_type_id' => (int) ( $fields['ticket_type_id'] ?? 0 ),
				'name'           => (string) ( $fields['name'] ?? '' ),
				'email'          => (string) ( $fields['email'] ?? '' ),
				'phone'          => (string) ( $fields['phone'] ?? '' ),
				'extra'          => $extra,
				'status'         => $status,
				'checked_in_at'  => $checkins[0] ?? null,
				'created_at'     => ImportMoment::stored( $fields['created_at'] ?? null, 'created_at' ),
			),
			'checkins' => $checkins,
		);
	}

	/**
	 * An attendee's row, or null.
	 *
	 * @param int $id Attendee id.
	 */
	private function row( int $id ): ?object {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ) );
	}
}
