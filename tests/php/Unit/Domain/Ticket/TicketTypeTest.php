<?php
/**
 * Tests of ticket type validation (issue: tickets for visitors, item 1).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Ticket;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Ticket\TicketType;
use PHPUnit\Framework\TestCase;

final class TicketTypeTest extends TestCase {

	private function error_field( array $input, int $event_capacity = -1 ): ?string {
		try {
			TicketType::from_input( $input, $event_capacity, 'ticket_types[0]' );
		} catch ( DomainError $error ) {
			return $error->field;
		}
		return null;
	}

	public function test_a_full_type_is_kept_with_its_price_as_two_decimals(): void {
		$type = TicketType::from_input(
			array(
				'name'          => ' <b>Early bird</b> ',
				'price'         => '12.5',
				'capacity'      => 20,
				'sale_start'    => '2026-12-01 09:00:00',
				'sale_end'      => '2026-12-20T18:00:00+01:00',
				'min_per_order' => 2,
				'max_per_order' => 4,
				'description'   => 'Coffee included',
			),
			100
		);
		$this->assertSame( 'Early bird', $type->name );
		$this->assertSame( '12.50', $type->price );
		$this->assertSame( '2026-12-20 17:00:00', $type->to_array()['sale_end'] );
		$this->assertFalse( $type->is_free() );
		$this->assertSame( 4, $type->max_per_order );
	}

	public function test_defaults_are_free_unlimited_one_to_ten(): void {
		$type = TicketType::from_input( array( 'name' => 'General' ), -1 );
		$this->assertSame( '0.00', $type->price );
		$this->assertTrue( $type->is_free() );
		$this->assertSame( -1, $type->capacity );
		$this->assertSame( array( 1, 10 ), array( $type->min_per_order, $type->max_per_order ) );
	}

	public function test_each_bad_field_is_named(): void {
		$this->assertSame( 'ticket_types[0].name', $this->error_field( array( 'name' => '<i></i>' ) ) );
		$this->assertSame( 'ticket_types[0].price', $this->error_field( array( 'name' => 'A', 'price' => '-1' ) ) );
		$this->assertSame( 'ticket_types[0].price', $this->error_field( array( 'name' => 'A', 'price' => 'ten' ) ) );
		$this->assertSame( 'ticket_types[0].capacity', $this->error_field( array( 'name' => 'A', 'capacity' => -2 ) ) );
		$this->assertSame( 'ticket_types[0].capacity', $this->error_field( array( 'name' => 'A', 'capacity' => 11 ), 10 ) );
		$this->assertSame( 'ticket_types[0].sale_start', $this->error_field( array( 'name' => 'A', 'sale_start' => 'tomorrow' ) ) );
		$this->assertSame( 'ticket_types[0].sale_end', $this->error_field( array( 'name' => 'A', 'sale_start' => '2026-12-02 00:00:00', 'sale_end' => '2026-12-01 00:00:00' ) ) );
		$this->assertSame( 'ticket_types[0].min_per_order', $this->error_field( array( 'name' => 'A', 'min_per_order' => 0 ) ) );
		$this->assertSame( 'ticket_types[0].max_per_order', $this->error_field( array( 'name' => 'A', 'min_per_order' => 5, 'max_per_order' => 4 ) ) );
		$this->assertSame( 'ticket_types[0].max_per_order', $this->error_field( array( 'name' => 'A', 'max_per_order' => 101 ) ) );
	}

	public function test_on_sale_only_inside_its_window_and_never_when_hidden(): void {
		$utc  = new \DateTimeZone( 'UTC' );
		$type = TicketType::from_input( array( 'name' => 'A', 'sale_start' => '2026-12-01 00:00:00', 'sale_end' => '2026-12-10 00:00:00' ), -1 );
		$this->assertFalse( $type->on_sale( new \DateTimeImmutable( '2026-11-30 23:59:59', $utc ) ) );
		$this->assertTrue( $type->on_sale( new \DateTimeImmutable( '2026-12-01 00:00:00', $utc ) ) );
		$this->assertFalse( $type->on_sale( new \DateTimeImmutable( '2026-12-10 00:00:00', $utc ) ) );
		$hidden = TicketType::from_input( array( 'name' => 'A', 'hidden' => true ), -1 );
		$this->assertFalse( $hidden->on_sale( new \DateTimeImmutable( 'now', $utc ) ) );
	}
}
