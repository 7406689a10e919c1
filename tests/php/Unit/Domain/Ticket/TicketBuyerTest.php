<?php
/**
 * Tests of the buyer and attendees of a ticket order (BULK-01..04 send one attendee per ticket).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Ticket;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Ticket\TicketBuyer;
use Eventsmith\Domain\Ticket\TicketOrder;
use Eventsmith\Domain\Ticket\TicketType;
use Eventsmith\Tests\Unit\Domain\Registration\SnapshotFactory;
use PHPUnit\Framework\TestCase;

require_once dirname( __DIR__ ) . '/Registration/SnapshotFactory.php';

final class TicketBuyerTest extends TestCase {

	private TicketOrder $order;

	protected function setUp(): void {
		$types       = array(
			1 => TicketType::from_input( array( 'name' => 'Standard', 'price' => 10 ), -1 )->with_id( 1 ),
			2 => TicketType::from_input( array( 'name' => 'VIP', 'price' => 50 ), -1 )->with_id( 2 ),
		);
		$this->order = TicketOrder::from_quantities( array( 1 => 2, 2 => 1 ), SnapshotFactory::build( $types, new \DateTimeImmutable( 'now' ) ) );
	}

	private function input( array $changes = array() ): array {
		return array_replace(
			array(
				'buyer_name'  => 'Ada Buyer',
				'buyer_email' => 'Ada@Example.com',
				'attendees'   => array(
					array( 'ticket_type_id' => 1, 'name' => 'Attendee 1', 'email' => 'test1@example.com', 'phone' => '0000000001' ),
					array( 'ticket_type_id' => 2, 'name' => 'Attendee 2', 'email' => 'test2@example.com', 'phone' => '' ),
					array( 'ticket_type_id' => 1, 'name' => 'Attendee 3', 'email' => 'test3@example.com' ),
				),
			),
			$changes
		);
	}

	private function error_field( array $input ): ?string {
		try {
			TicketBuyer::from_input( $input, $this->order );
		} catch ( DomainError $error ) {
			return $error->field;
		}
		return null;
	}

	public function test_one_attendee_per_ticket_each_holding_a_chosen_type(): void {
		$buyer = TicketBuyer::from_input( $this->input(), $this->order );
		$this->assertSame( 'ada@example.com', $buyer->email );
		$this->assertSame( array( 'Standard', 'VIP', 'Standard' ), array_map( static fn( array $a ): string => $a['type']->name, $buyer->attendees ) );
		$this->assertSame( '0000000001', $buyer->attendees[0]['phone'] );
	}

	public function test_each_bad_field_is_named(): void {
		$this->assertSame( 'buyer_name', $this->error_field( $this->input( array( 'buyer_name' => ' ' ) ) ) );
		$this->assertSame( 'buyer_email', $this->error_field( $this->input( array( 'buyer_email' => 'ada@' ) ) ) );
		$attendees = $this->input()['attendees'];
		$this->assertSame( 'attendees', $this->error_field( $this->input( array( 'attendees' => array_slice( $attendees, 0, 2 ) ) ) ) );
		$wrong_type                       = $attendees;
		$wrong_type[2]['ticket_type_id'] = 2;
		$this->assertSame( 'attendees[2].ticket_type_id', $this->error_field( $this->input( array( 'attendees' => $wrong_type ) ) ) );
		$no_name            = $attendees;
		$no_name[1]['name'] = '<b></b>';
		$this->assertSame( 'attendees[1].name', $this->error_field( $this->input( array( 'attendees' => $no_name ) ) ) );
		$bad_email             = $attendees;
		$bad_email[0]['email'] = 'nobody';
		$this->assertSame( 'attendees[0].email', $this->error_field( $this->input( array( 'attendees' => $bad_email ) ) ) );
		$bad_phone             = $attendees;
		$bad_phone[0]['phone'] = 'call me';
		$this->assertSame( 'attendees[0].phone', $this->error_field( $this->input( array( 'attendees' => $bad_phone ) ) ) );
	}

	public function test_extra_answers_are_checked_and_kept_per_attendee(): void {
		$fields    = array(
			array( 'name' => 'company', 'label' => 'Company', 'type' => 'text', 'options' => array(), 'required' => true ),
			array( 'name' => 'size', 'label' => 'Size', 'type' => 'select', 'options' => array( 'S', 'M' ), 'required' => false ),
		);
		$attendees = $this->input()['attendees'];
		foreach ( $attendees as $n => $attendee ) {
			$attendees[ $n ]['extra'] = array( 'company' => 'Acme ' . $n );
		}
		$attendees[1]['extra']['size'] = 'M';
		$buyer                         = TicketBuyer::from_input( $this->input( array( 'attendees' => $attendees ) ), $this->order, $fields );
		$this->assertSame( array( 'company' => 'Acme 1', 'size' => 'M' ), $buyer->attendees[1]['extra'] );
		$this->assertSame( array( 'company' => 'Acme 0' ), $buyer->attendees[0]['extra'] );

		$attendees[2]['extra'] = array( 'company' => '' );
		try {
			TicketBuyer::from_input( $this->input( array( 'attendees' => $attendees ) ), $this->order, $fields );
			$this->fail( 'a missing required answer was accepted' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'attendees[2].extra.company', $error->field );
		}
		$this->assertSame( array(), TicketBuyer::from_input( $this->input(), $this->order )->attendees[0]['extra'] );
	}
}
