<?php
/**
 * Attendees: one row per ticket, with its unique code.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Tickets;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Mail\SingleRecipient;
use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Domain\Ticket\TicketCode;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Registration\BookingStore;

defined( 'ABSPATH' ) || exit;

/**
 * Adapter over the attendees table.
 */
final class AttendeeRepository {

	/**
	 * Constructor.
	 *
	 * @param BookingStore $store Writes attendees.
	 */
	public function __construct( private BookingStore $store = new BookingStore() ) {}

	/**
	 * Adds an attendee with a new ticket code.
	 *
	 * @param int                  $event_id Event (or occurrence) id.
	 * @param array<string, mixed> $fields   name, email, and optionally phone, ticket_type, rsvp_id, booking_id, extra.
	 * @return array{id: int, ticket_code: string}
	 */
	public function add( int $event_id, array $fields ): array {
		return $this->store->add_attendee( $event_id, $fields );
	}

	/**
	 * The attendee holding a ticket code, or null. One query: the row comes
	 * with its event's title and parent (`event_title`, `event_parent`), which
	 * the scanner shows and checks.
	 *
	 * @param string $code Ticket code.
	 */
	public function by_code( string $code ): ?object {
		if ( ! TicketCode::is_well_formed( $code ) ) {
			return null;
		}
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names.
		return $wpdb->get_row( $wpdb->prepare( "SELECT a.*, p.post_title AS event_title, p.post_parent AS event_parent FROM {$table} a LEFT JOIN {$wpdb->posts} p ON p.ID = a.event_id WHERE a.ticket_code = %s", $code ) );
	}

	/**
	 * A page of attendees, newest first.
	 *
	 * @param int    $event_id Only this event (0 for all).
	 * @param string $search   Text the name or email contains.
	 * @param int    $paged    Page from 1.
	 * @param int    $per_page Rows per page.
	 * @return array{items: list<array<string, mixed>>, total: int}
	 */
	public function search( int $event_id, string $search, int $paged, int $per_page ): array {
		global $wpdb;
		$table  = Tables::attendees();
		$where  = array( "status <> 'deleted'" );
		$params = array();
		if ( $event_id > 0 ) {
			$where[]  = 'event_id = %d';
			$params[] = $event_id;
		}
		if ( '' !== $search ) {
			$like     = '%' . $wpdb->esc_like( $search ) . '%';
			$where[]  = '( name LIKE %s OR email LIKE %s )';
			$params[] = $like;
			$params[] = $like;
		}
		$where = implode( ' AND ', $where );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- placeholders only in $where.
		$total = (int) $wpdb->get_var( $params ? $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE {$where}", $params ) : "SELECT COUNT(*) FROM {$table} WHERE {$where}" ); // prepared-parts: placeholders only in $where.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$where} ORDER BY id DESC LIMIT %d OFFSET %d", array_merge( $params, array( $per_page, ( $paged - 1 ) * $per_page ) ) ) );
		// phpcs:enable
		return array(
			'items' => array_map( array( $this, 'present' ), $rows ),
			'total' => $total,
		);
	}

	/**
	 * One attendee.
	 *
	 * @param int $id Attendee id.
	 * @return array<string, mixed>
	 * @throws DomainError When there is none.
	 */
	public function get( int $id ): array {
		return $this->present( $this->row( $id ) );
	}

	/**
	 * Changes name, email, phone or extra fields.
	 *
	 * @param int                  $id      Attendee id.
	 * @param array<string, mixed> $changes Fields.
	 * @return array<string, mixed>
	 * @throws DomainError When there is none, or a value is invalid.
	 */
	public function update( int $id, array $changes ): array {
		$this->row( $id );
		$data = array();
		if ( array_key_exists( 'name', $changes ) ) {
			$data['name'] = sanitize_text_field( (string) $changes['name'] );
			if ( '' === $data['name'] ) {
				throw DomainError::invalid( 'name', __( 'The attendee needs a name.', 'eventsmith' ) );
			}
		}
		if ( array_key_exists( 'email', $changes ) ) {
			$data['email'] = (string) SingleRecipient::normalise( $changes['email'] );
			if ( '' === $data['email'] || ! is_email( $data['email'] ) ) {
				throw DomainError::invalid( 'email', __( 'The attendee needs a valid email address.', 'eventsmith' ) );
			}
		}
		if ( array_key_exists( 'phone', $changes ) ) {
			$data['phone'] = sanitize_text_field( (string) $changes['phone'] );
		}
		if ( array_key_exists( 'extra', $changes ) ) {
			if ( ! is_array( $changes['extra'] ) ) {
				throw DomainError::invalid( 'extra', __( 'extra must be an object of field names to texts.', 'eventsmith' ) );
			}
			$data['extra'] = wp_json_encode( array_map( static fn( $value ): string => sanitize_text_field( (string) $value ), $changes['extra'] ) );
		}
		if ( $data ) {
			$this->store->update_attendee( $id, $data );
		}
		return $this->get( $id );
	}

	/**
	 * Cancels an attendee's ticket and gives its seat back.
	 *
	 * @param int            $id       Attendee id.
	 * @param CapacityLedger $capacity Seat counters.
	 * @throws DomainError When there is none.
	 */
	public function cancel( int $id, CapacityLedger $capacity ): void {
		$row = $this->row( $id );
		// A booked ticket gives its seat back to the event, an RSVP ticket to the RSVP places.
		$scope = (int) $row->booking_id > 0 ? CapacityScope::event( (int) $row->event_id ) : ( (int) $row->rsvp_id > 0 ? CapacityScope::rsvp( (int) $row->event_id ) : '' );
		$type_scope = (int) $row->booking_id > 0 && (int) ( $row->ticket_type_id ?? 0 ) > 0 ? TicketTypeRepository::scope( (int) $row->ticket_type_id ) : '';
		$store    = $this->store;
		$released = Transaction::run(
			static function () use ( $id, $scope, $type_scope, $capacity, $store ): bool {
				if ( '' !== $scope ) {
					// Same lock order as bookings and refunds: seats first.
					$capacity->lock( $scope );
				}
				// Only the request that flips the status releases the seat.
				$flipped = $store->cancel_attendee( $id );
				if ( 1 === $flipped && '' !== $scope ) {
					$capacity->release( $scope, 1 );
				}
				if ( 1 === $flipped && '' !== $type_scope ) {
					$capacity->release( $type_scope, 1 );
				}
				return 1 === $flipped && '' !== $scope;
			}
		);
		if ( $released ) {
			/**
			 * Fires after a cancelled ticket or RSVP place gave its seat back (committed).
			 *
			 * @param int $id       The attendee.
			 * @param int $event_id Its event.
			 */
			do_action( 'eventsmith_after_ticket_cancel', $id, (int) $row->event_id );
		}
	}

	/**
	 * The raw row of an attendee that is not deleted.
	 *
	 * @param int $id Attendee id.
	 * @throws DomainError When there is none.
	 */
	private function row( int $id ): object {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d AND status <> 'deleted'", $id ) );
		if ( null === $row ) {
			throw new DomainError( 'eventsmith_attendee_not_found', __( 'No attendee has this id.', 'eventsmith' ), DomainError::NOT_FOUND, 'id' );
		}
		return $row;
	}

	/**
	 * An attendee as the API answers it.
	 *
	 * @param object $row Row.
	 * @return array<string, mixed>
	 */
	public function present( object $row ): array {
		$extra = json_decode( (string) $row->extra, true );
		return array(
			'id'            => (int) $row->id,
			'event_id'      => (int) $row->event_id,
			'event_name'    => get_the_title( (int) $row->event_id ),
			'booking_id'    => (int) $row->booking_id,
			'rsvp_id'       => (int) $row->rsvp_id,
			'ticket_type'   => $row->ticket_type,
			'name'          => $row->name,
			'email'         => $row->email,
			'phone'         => $row->phone,
			'extra'         => (object) ( is_array( $extra ) ? $extra : array() ),
			'ticket_code'   => $row->ticket_code,
			'status'        => $row->status,
			'checked_in'    => null !== $row->checked_in_at,
			'checked_in_at' => $row->checked_in_at,
			'created_at'    => $row->created_at,
		);
	}

	/**
	 * An event's active attendees with one e-mail address (any letter case), in id order.
	 *
	 * @param int    $event_id Event id.
	 * @param string $email    Address, lower case.
	 * @return list<object>
	 */
	public function active_with_email( int $event_id, string $email ): array {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE event_id = %d AND status = 'active' AND LOWER(email) = %s ORDER BY id", $event_id, $email ) );
	}

	/**
	 * The active tickets of one e-mail address across events, newest first.
	 *
	 * @param string $email Address as the user typed it.
	 * @param int    $limit Most rows.
	 * @return list<object>
	 */
	public function active_of_email( string $email, int $limit ): array {
		global $wpdb;
		$table = Tables::attendees();
		// Both spellings, so the email key serves case-sensitive engines too.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE email IN (%s, %s) AND status = 'active' ORDER BY id DESC LIMIT %d", $email, strtolower( $email ), $limit ) );
	}

	/**
	 * Names of the people coming to an event through RSVPs, oldest answer first.
	 *
	 * @param int $event_id Event id.
	 * @param int $limit    Most names.
	 * @return list<string>
	 */
	public function rsvp_names( int $event_id, int $limit ): array {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$names = $wpdb->get_col( $wpdb->prepare( "SELECT name FROM {$table} WHERE event_id = %d AND rsvp_id > 0 AND status = 'active' ORDER BY id LIMIT %d", $event_id, $limit ) );
		return array_map( 'strval', $names );
	}

	/**
	 * Attendees after an id, in id order (keyset paging: exports stay fast at any size).
	 *
	 * @param int $event_id Event id, 0 for all.
	 * @param int $after_id Last id already read.
	 * @param int $limit    Rows.
	 * @return list<object>
	 */
	public function chunk_after( int $event_id, int $after_id, int $limit ): array {
		global $wpdb;
		$table = Tables::attendees();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$rows = $event_id > 0
			? $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE event_id = %d AND id > %d AND status <> 'deleted' ORDER BY id LIMIT %d", $event_id, $after_id, $limit ) )
			: $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE id > %d AND status <> 'deleted' ORDER BY id LIMIT %d", $after_id, $limit ) );
		// phpcs:enable
		return $rows;
	}
}
