<?php
/**
 * Tests of the amount refunded for chosen tickets of an order (issue 34.1, partial refunds).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Payment;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\TicketRefundAmount;
use PHPUnit\Framework\TestCase;

final class TicketRefundAmountTest extends TestCase {

	/**
	 * Tickets of an order: ids with their type.
	 *
	 * @param array<int, int> $types Ticket id => type id.
	 * @return list<array{id: int, ticket_type_id: int, ticket_type: string}>
	 */
	private static function tickets( array $types ): array {
		$tickets = array();
		foreach ( $types as $id => $type ) {
			$tickets[] = array(
				'id'             => $id,
				'ticket_type_id' => $type,
				'ticket_type'    => 'Type ' . $type,
			);
		}
		return $tickets;
	}

	public function test_chosen_tickets_cost_their_type_price_34_1(): void {
		$lines   = array(
			array( 'ticket_type_id' => 7, 'ticket_type' => 'Type 7', 'quantity' => 2, 'price' => 25.5 ),
			array( 'ticket_type_id' => 9, 'ticket_type' => 'Type 9', 'quantity' => 1, 'price' => 100.0 ),
		);
		$tickets = self::tickets( array( 40 => 7, 41 => 7, 42 => 9 ) );
		$this->assertSame( 2550, TicketRefundAmount::of( $lines, 'USD', $tickets, array( 41 ) ) );
		$this->assertSame( 12550, TicketRefundAmount::of( $lines, 'USD', $tickets, array( 40, 42 ) ) );
		$this->assertSame( 15100, TicketRefundAmount::of( $lines, 'usd', $tickets, array( 40, 41, 42, 42 ) ) );
	}

	public function test_the_discount_is_shared_so_that_every_ticket_together_gives_back_what_was_paid_34_1(): void {
		// Three tickets at 10.00 with 5.00 off the line: 1.67, 1.67 and 1.66 off, paid 25.00.
		$lines   = array(
			array( 'ticket_type_id' => 3, 'ticket_type' => 'Type 3', 'quantity' => 3, 'price' => 10.0, 'discount' => 5.0 ),
		);
		$tickets = self::tickets( array( 12 => 3, 10 => 3, 11 => 3 ) );
		$this->assertSame( 833, TicketRefundAmount::of( $lines, 'EUR', $tickets, array( 10 ) ) );
		$this->assertSame( 833, TicketRefundAmount::of( $lines, 'EUR', $tickets, array( 11 ) ) );
		$this->assertSame( 834, TicketRefundAmount::of( $lines, 'EUR', $tickets, array( 12 ) ) );
		$this->assertSame( 2500, TicketRefundAmount::of( $lines, 'EUR', $tickets, array( 10, 11, 12 ) ) );
	}

	public function test_zero_and_three_decimal_currencies_34_1(): void {
		$yen = array( array( 'ticket_type_id' => 1, 'ticket_type' => 'Type 1', 'quantity' => 2, 'price' => 1500.0, 'discount' => 301.0 ) );
		$this->assertSame( 1349, TicketRefundAmount::of( $yen, 'JPY', self::tickets( array( 1 => 1, 2 => 1 ) ), array( 1 ) ) );
		$this->assertSame( 1350, TicketRefundAmount::of( $yen, 'JPY', self::tickets( array( 1 => 1, 2 => 1 ) ), array( 2 ) ) );
		// KWD: shares in steps of 10 fils, so each amount ends in 0 as Stripe requires.
		$kwd = array( array( 'ticket_type_id' => 1, 'ticket_type' => 'Type 1', 'quantity' => 3, 'price' => 5.0, 'discount' => 1.0 ) );
		$all = self::tickets( array( 1 => 1, 2 => 1, 3 => 1 ) );
		$this->assertSame( 4660, TicketRefundAmount::of( $kwd, 'KWD', $all, array( 1 ) ) );
		$this->assertSame( 4670, TicketRefundAmount::of( $kwd, 'KWD', $all, array( 3 ) ) );
		$this->assertSame( 14000, TicketRefundAmount::of( $kwd, 'KWD', $all, array( 1, 2, 3 ) ) );
	}

	public function test_lines_without_a_type_id_match_by_name_34_1(): void {
		$lines   = array( array( 'ticket_type' => 'Staff seat', 'quantity' => 1, 'price' => 12.0 ) );
		$tickets = array( array( 'id' => 5, 'ticket_type_id' => 0, 'ticket_type' => 'Staff seat' ) );
		$this->assertSame( 1200, TicketRefundAmount::of( $lines, 'USD', $tickets, array( 5 ) ) );
	}

	public function test_a_ticket_of_another_order_names_ticket_ids_34_1(): void {
		$lines = array( array( 'ticket_type_id' => 7, 'ticket_type' => 'Type 7', 'quantity' => 1, 'price' => 10.0 ) );
		try {
			TicketRefundAmount::of( $lines, 'USD', self::tickets( array( 40 => 7 ) ), array( 99 ) );
			$this->fail( 'A foreign ticket was priced.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'ticket_ids', $error->field );
		}
	}
}
