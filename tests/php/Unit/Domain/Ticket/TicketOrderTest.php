<?php
/**
 * Tests of a visitor's ticket choice (issue: tickets for visitors, "Bad input and failure").
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Ticket;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Ticket\TicketOrder;
use Eventsmith\Domain\Ticket\TicketType;
use Eventsmith\Tests\Unit\Domain\Registration\SnapshotFactory;
use PHPUnit\Framework\TestCase;

require_once dirname( __DIR__ ) . '/Registration/SnapshotFactory.php';

final class TicketOrderTest extends TestCase {

	/** @var array<int, TicketType> */
	private array $types;

	private \DateTimeImmutable $now;

	protected function setUp(): void {
		$this->now   = new \DateTimeImmutable( '2026-12-05 12:00:00', new \DateTimeZone( 'UTC' ) );
		$this->types = array(
			7 => TicketType::from_input( array( 'name' => 'Standard', 'price' => '19.99', 'max_per_order' => 5 ), -1 )->with_id( 7 ),
			8 => TicketType::from_input( array( 'name' => 'Group', 'price' => '10', 'min_per_order' => 3 ), -1 )->with_id( 8 ),
			9 => TicketType::from_input( array( 'name' => 'Later', 'sale_start' => '2026-12-06 00:00:00' ), -1 )->with_id( 9 ),
			10 => TicketType::from_input( array( 'name' => 'Staff', 'hidden' => true ), -1 )->with_id( 10 ),
		);
	}

	private function error_field( mixed $quantities, array $facts = array() ): ?string {
		try {
			TicketOrder::from_quantities( $quantities, SnapshotFactory::build( $this->types, $this->now, $facts ) );
		} catch ( DomainError $error ) {
			return $error->field;
		}
		return null;
	}

	public function test_lines_are_priced_by_the_server_and_zero_quantities_dropped(): void {
		$order = TicketOrder::from_quantities( array( '7' => '2', 8 => 3, 9 => 0 ), SnapshotFactory::build( $this->types, $this->now ) );
		$this->assertCount( 2, $order->lines );
		$this->assertSame( 5, $order->quantity() );
		$this->assertSame( '69.98', $order->total() );
		$this->assertFalse( $order->is_free() );
	}

	public function test_bad_quantities_name_their_ticket_type(): void {
		$this->assertSame( 'tickets.7', $this->error_field( array( 7 => 6 ) ) );
		$this->assertSame( 'tickets.8', $this->error_field( array( 8 => 2 ) ) );
		$this->assertSame( 'tickets.9', $this->error_field( array( 9 => 1 ) ) );
		$this->assertSame( 'tickets.10', $this->error_field( array( 10 => 1 ) ) );
		$this->assertSame( 'tickets.99', $this->error_field( array( 99 => 1 ) ) );
		$this->assertSame( 'tickets.7', $this->error_field( array( 7 => 1.5 ) ) );
		$this->assertSame( 'tickets.7', $this->error_field( array( 7 => -1 ) ) );
	}

	public function test_an_empty_order_is_refused(): void {
		$this->assertSame( 'tickets', $this->error_field( array( 7 => 0 ) ) );
		$this->assertSame( 'tickets', $this->error_field( 'two' ) );
	}

	public function test_a_free_order_is_free(): void {
		$free = array( 1 => TicketType::from_input( array( 'name' => 'Free' ), -1 )->with_id( 1 ) );
		$this->assertTrue( TicketOrder::from_quantities( array( 1 => 2 ), SnapshotFactory::build( $free, $this->now ) )->is_free() );
	}

	public function test_the_snapshot_decides_what_sells_and_a_refusal_speaks_with_its_message_32_3(): void {
		// A sold-out type goes on to the seat reservation, which answers under its lock.
		$full = TicketOrder::from_quantities( array( 7 => 1 ), SnapshotFactory::build( $this->types, $this->now, array( 'type_left' => array( 7 => 0 ) ) ) );
		$this->assertSame( 1, $full->quantity() );
		// An event-wide refusal or an extender's answer is a 409 with its message, naming the type.
		foreach ( array( array( 'cancelled' => true ), array( 'answers' => array( 7 => SnapshotFactory::closed() ) ) ) as $facts ) {
			try {
				TicketOrder::from_quantities( array( 7 => 1 ), SnapshotFactory::build( $this->types, $this->now, $facts ) );
				$this->fail( 'refused' );
			} catch ( DomainError $error ) {
				$this->assertSame( DomainError::CONFLICT, $error->kind );
				$this->assertSame( 'eventsmith_registration_closed', $error->error_code );
				$this->assertSame( 'tickets.7', $error->field );
			}
		}
		$this->assertSame( 'Closed by an add-on.', $this->refusal( array( 'answers' => array( 7 => SnapshotFactory::closed() ) ) ) );
		$this->assertSame( 'This event is cancelled.', $this->refusal( array( 'cancelled' => true ) ) );
		// A hidden type whose places are gone is still not on sale (400), never sold out.
		$this->assertSame( 'tickets.10', $this->error_field( array( 10 => 1 ), array( 'type_left' => array( 10 => 0 ) ) ) );
	}

	private function refusal( array $facts ): string {
		try {
			TicketOrder::from_quantities( array( 7 => 1 ), SnapshotFactory::build( $this->types, $this->now, $facts ) );
		} catch ( DomainError $error ) {
			return $error->getMessage();
		}
		return '';
	}
}
