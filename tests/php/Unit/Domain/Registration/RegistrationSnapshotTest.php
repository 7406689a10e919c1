<?php
/**
 * Tests of the per-request registration snapshot (issue 32 item 3: one registration answer per event).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Registration;

use Eventsmith\Domain\Registration\CapacityScope;
use Eventsmith\Domain\Registration\RegistrationAnswer;
use Eventsmith\Domain\Registration\RegistrationSnapshot;
use Eventsmith\Domain\Ticket\TicketType;
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/SnapshotFactory.php';

final class RegistrationSnapshotTest extends TestCase {

	private \DateTimeImmutable $now;

	/** @var array<int, TicketType> */
	private array $types;

	protected function setUp(): void {
		$this->now   = new \DateTimeImmutable( '2026-06-01 12:00:00', new \DateTimeZone( 'UTC' ) );
		$this->types = array(
			1 => TicketType::from_input( array( 'name' => 'Standard', 'max_per_order' => 5 ), -1 )->with_id( 1 ),
			2 => TicketType::from_input( array( 'name' => 'Staff', 'hidden' => true ), -1 )->with_id( 2 ),
			3 => TicketType::from_input( array( 'name' => 'Early bird', 'sale_end' => '2026-01-01 00:00:00' ), -1 )->with_id( 3 ),
		);
	}

	private function snapshot( array $facts = array(), ?array $types = null ): RegistrationSnapshot {
		return SnapshotFactory::build( $types ?? $this->types, $this->now, $facts );
	}

	public function test_visitors_are_offered_the_visible_types_of_a_published_event_only_32_3(): void {
		$snapshot = $this->snapshot();
		$this->assertSame( array( 1, 3 ), array_keys( $snapshot->offers() ) );
		$this->assertNotNull( $snapshot->ticket( 2 ), 'checkout still finds a hidden type, to refuse it' );
		$this->assertNull( $snapshot->ticket( 99 ) );
		$this->assertSame( array(), $this->snapshot( array( 'published' => false ) )->offers() );
		$this->assertSame( RegistrationSnapshot::KIND_TICKETS, $snapshot->kind() );
		$this->assertSame( RegistrationSnapshot::OPEN, $snapshot->page_state() );
	}

	public function test_a_type_whose_sale_ended_is_not_a_sold_out_offer_even_without_places_32_3(): void {
		$snapshot = $this->snapshot( array( 'type_left' => array( 1 => 0, 2 => 0, 3 => 0 ) ) );
		$this->assertTrue( $snapshot->ticket( 1 )->is_sold_out() );
		$this->assertTrue( $snapshot->ticket( 1 )->on_sale );
		$this->assertFalse( $snapshot->ticket( 1 )->is_buyable() );
		foreach ( array( 2, 3 ) as $id ) {
			$this->assertFalse( $snapshot->ticket( $id )->is_sold_out(), "type {$id}" );
			$this->assertFalse( $snapshot->ticket( $id )->on_sale, "type {$id}" );
			$this->assertTrue( $snapshot->ticket( $id )->is_off_sale(), "type {$id}" );
			$this->assertNotSame( 'SoldOut', $snapshot->ticket( $id )->answer->availability(), "type {$id}" );
		}
		// Standard is sold out, Early bird's sale is over: the page is closed, not sold out.
		$this->assertSame( RegistrationSnapshot::CLOSED, $snapshot->page_state() );
		$this->assertTrue( $snapshot->shows_sold_out(), 'Standard shows "Sold out"' );
	}

	public function test_every_offered_type_full_is_sold_out(): void {
		$types    = array( 1 => $this->types[1], 2 => $this->types[2] );
		$snapshot = $this->snapshot( array( 'type_left' => array( 1 => 0 ) ), $types );
		$this->assertSame( RegistrationSnapshot::SOLD_OUT, $snapshot->page_state() );
		$this->assertSame( RegistrationSnapshot::SOLD_OUT, $this->snapshot( array( 'capacity' => 10, 'event_left' => 0 ), $types )->page_state() );
	}

	public function test_the_page_says_why_it_is_closed(): void {
		$this->assertSame( RegistrationSnapshot::CANCELLED, $this->snapshot( array( 'cancelled' => true ) )->page_state() );
		$this->assertSame( RegistrationSnapshot::ENDED, $this->snapshot( array( 'ended' => true ) )->page_state() );
		$closed = $this->snapshot( array( 'answers' => array( 1 => SnapshotFactory::closed(), 3 => SnapshotFactory::closed() ) ) );
		$this->assertSame( RegistrationSnapshot::CLOSED, $closed->page_state(), 'an extender closed every type' );
		$this->assertFalse( $closed->ticket( 1 )->takes_orders() );
		$this->assertFalse( $closed->ticket( 1 )->is_off_sale() );
	}

	public function test_most_per_order_is_its_limit_or_the_places_left(): void {
		$this->assertSame( 5, $this->snapshot()->ticket( 1 )->most_per_order() );
		$this->assertSame( 2, $this->snapshot( array( 'type_left' => array( 1 => 2 ) ) )->ticket( 1 )->most_per_order() );
		$this->assertSame( 2, $this->snapshot( array( 'type_left' => array( 1 => 2 ) ) )->ticket( 1 )->places_left() );
	}

	public function test_an_rsvp_event_answers_with_its_rsvp(): void {
		$rsvp = array( 'enabled' => true, 'capacity' => 3, 'max_per_submission' => 2 );
		$open = $this->snapshot( array( 'rsvp' => $rsvp, 'rsvp_taken' => 1 ), array() );
		$this->assertSame( RegistrationSnapshot::KIND_RSVP, $open->kind() );
		$this->assertSame( RegistrationSnapshot::OPEN, $open->page_state() );
		$this->assertSame( 2, $open->rsvp->places_left );
		$this->assertSame( 2, $open->rsvp_settings['max_per_submission'] );
		$this->assertFalse( $open->shows_sold_out() );
		$full = $this->snapshot( array( 'rsvp' => $rsvp, 'rsvp_taken' => 3 ), array() );
		$this->assertSame( RegistrationSnapshot::SOLD_OUT, $full->page_state() );
		$this->assertTrue( $full->shows_sold_out() );
		$this->assertSame( RegistrationSnapshot::CANCELLED, $this->snapshot( array( 'rsvp' => $rsvp, 'cancelled' => true ), array() )->page_state() );
		$this->assertSame( RegistrationSnapshot::ENDED, $this->snapshot( array( 'rsvp' => $rsvp, 'ended' => true ), array() )->page_state() );
		$this->assertSame( RegistrationSnapshot::CLOSED, $this->snapshot( array( 'rsvp' => $rsvp, 'published' => false ), array() )->page_state() );
		// Ticket types win over the RSVP when both exist; an unpublished event offers no types, so its RSVP answers.
		$this->assertSame( RegistrationSnapshot::KIND_TICKETS, $this->snapshot( array( 'rsvp' => $rsvp ) )->kind() );
		$this->assertSame( RegistrationSnapshot::KIND_RSVP, $this->snapshot( array( 'rsvp' => $rsvp, 'published' => false ) )->kind() );
	}

	public function test_an_event_that_only_counts_places_shows_a_notice_or_nothing(): void {
		$this->assertSame( RegistrationSnapshot::KIND_NONE, $this->snapshot( array(), array() )->kind() );
		$this->assertSame( RegistrationSnapshot::NONE, $this->snapshot( array(), array() )->page_state() );
		$seats = $this->snapshot( array( 'capacity' => 10, 'event_left' => 4 ), array() );
		$this->assertSame( RegistrationSnapshot::KIND_SEATS, $seats->kind() );
		$this->assertSame( RegistrationSnapshot::OPEN, $seats->page_state() );
		$this->assertSame( RegistrationSnapshot::SOLD_OUT, $this->snapshot( array( 'capacity' => 10, 'event_left' => 0 ), array() )->page_state() );
		$this->assertSame( RegistrationSnapshot::CANCELLED, $this->snapshot( array( 'capacity' => 10, 'cancelled' => true ), array() )->page_state() );
	}

	public function test_it_cannot_be_changed(): void {
		$snapshot = $this->snapshot();
		$this->expectException( \Error::class );
		$snapshot->rsvp = new RegistrationAnswer( RegistrationAnswer::OPEN, '', null ); // @phpstan-ignore-line
	}

	public function test_capacity_scopes_are_named_once(): void {
		$this->assertSame( 'rsvp:12', CapacityScope::rsvp( 12 ) );
		$this->assertSame( 'event:12', CapacityScope::event( 12 ) );
		$this->assertSame( 'ticket_type:7', CapacityScope::ticket_type( 7 ) );
	}
}
