<?php
/**
 * The demo site's bookings, attendees, check-ins and RSVP answers.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Demo;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Database\Tables;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Tickets\CheckinService;
use Eventsmith\Infrastructure\Tickets\RsvpService;

defined( 'ABSPATH' ) || exit;

/**
 * Sales and answers for a few demo events, made through the real services
 * (so seats are taken and codes issued as for a visitor): completed
 * bookings, one refunded, one pending; some tickets checked in at the door;
 * RSVPs going and not going with a reason. Idempotent: a demo customer who
 * already has a booking or an answer for that event is skipped.
 */
final class DemoSales {

	/**
	 * Bookings: [event demo key, customer, quantity, ticket type, price, what happens next].
	 */
	private const BOOKINGS = array(
		array( 'event-2', 'Amara Okafor', 2, 'Standard', 49.0, 'check_in' ),
		array( 'event-2', 'Lukas Becker', 1, 'VIP', 129.0, 'check_in' ),
		array( 'event-2', 'Mei Tanaka', 3, 'Standard', 49.0, '' ),
		array( 'event-6', 'Diego Alvarez', 1, 'Early bird', 29.0, 'refund' ),
		array( 'event-6', 'Priya Nair', 2, 'Standard', 39.0, 'pending' ),
		array( 'event-6', 'Sofia Rossi', 1, 'Standard', 39.0, '' ),
	);

	/**
	 * RSVPs: [event demo key, name, guests going (0 = not going), reason].
	 */
	private const RSVPS = array(
		array( 'event-2', 'Noah Williams', 2, '' ),
		array( 'event-2', 'Fatima Zahra', 1, '' ),
		array( 'event-2', 'Oliver Smith', 0, 'I am travelling that week.' ),
		array( 'event-4', 'Hana Kim', 1, '' ),
		array( 'event-4', 'Jonas Berg', 0, 'A family celebration the same day.' ),
		array( 'event-6', 'Chloé Martin', 1, '' ),
	);

	/**
	 * Constructor.
	 *
	 * @param BookingService     $bookings  Bookings.
	 * @param RsvpService        $rsvps     RSVP answers.
	 * @param CheckinService     $checkins  Check-ins.
	 * @param AttendeeRepository $attendees Attendees.
	 */
	public function __construct(
		private BookingService $bookings,
		private RsvpService $rsvps,
		private CheckinService $checkins,
		private AttendeeRepository $attendees
	) {}

	/**
	 * Creates the demo sales and answers that are missing.
	 *
	 * @param callable(string): int $event_id The post id of a demo key (0 when missing).
	 * @return array{bookings: int, rsvp_responses: int, checkins: int}
	 */
	public function seed( callable $event_id ): array {
		$created = array(
			'bookings'       => 0,
			'rsvp_responses' => 0,
			'checkins'       => 0,
		);
		foreach ( self::BOOKINGS as list( $key, $name, $quantity, $type, $price, $then ) ) {
			$event = $event_id( $key );
			$email = self::email( $name );
			if ( 0 === $event || $this->has( Tables::bookings(), 'customer_email', $event, $email ) ) {
				continue;
			}
			$booking = $this->bookings->book(
				$event,
				array(
					'customer_name'  => $name,
					'customer_email' => $email,
					'lines'          => array(
						array(
							'ticket_type' => $type,
							'quantity'    => $quantity,
							'price'       => $price,
						),
					),
					'currency'       => 'usd',
				),
				'pending' === $then ? 'pending' : 'completed'
			);
			++$created['bookings'];
			if ( 'refund' === $then ) {
				$this->bookings->refund( (int) $booking['id'] );
			}
			if ( 'check_in' === $then ) {
				$created['checkins'] += $this->check_in( $event, $email );
			}
		}
		foreach ( self::RSVPS as list( $key, $name, $going, $reason ) ) {
			$event = $event_id( $key );
			$email = self::email( $name );
			if ( 0 === $event || $this->has( Tables::rsvp_responses(), 'email', $event, $email ) ) {
				continue;
			}
			try {
				$this->rsvps->submit(
					$event,
					array(
						'response'  => $going > 0 ? 'going' : 'not_going',
						'reason'    => $reason,
						'attendees' => array_map(
							static fn( int $n ): array => array(
								'name'  => 0 === $n ? $name : sprintf( '%s (guest %d)', $name, $n ),
								'email' => $email,
							),
							range( 0, max( 0, $going - 1 ) )
						),
					),
					false,
					true
				);
				++$created['rsvp_responses'];
			} catch ( DomainError ) {
				// The site has RSVPs switched off: nothing to answer.
				continue;
			}
		}
		return $created;
	}

	/**
	 * Checks in every ticket of a customer at the demo door.
	 *
	 * @param int    $event Event id.
	 * @param string $email Customer email.
	 * @return int Tickets checked in.
	 */
	private function check_in( int $event, string $email ): int {
		$done = 0;
		foreach ( $this->attendees->search( $event, $email, 1, 20 )['items'] as $attendee ) {
			$done += 2 === $this->checkins->verify( $attendee['ticket_code'], $event, 0, __( 'Main entrance', 'eventsmith' ) )->status_code ? 1 : 0;
		}
		return $done;
	}

	/**
	 * Whether a table has a row for this event and address.
	 *
	 * @param string $table  Table.
	 * @param string $column Email column.
	 * @param int    $event  Event id.
	 * @param string $email  Address.
	 */
	private function has( string $table, string $column, int $event, string $email ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT 1 FROM {$table} WHERE event_id = %d AND {$column} = %s LIMIT 1", $event, $email ) );
	}

	/**
	 * A demo customer's address.
	 *
	 * @param string $name Name.
	 */
	private static function email( string $name ): string {
		return sanitize_key( remove_accents( str_replace( ' ', '.', strtolower( $name ) ) ) ) . '@example.org';
	}
}
