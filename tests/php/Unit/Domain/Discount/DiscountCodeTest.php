<?php
/**
 * Tests of discount code rules (issue 34, item 5).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Discount;

use Eventsmith\Domain\Discount\DiscountCode;
use Eventsmith\Domain\DomainError;
use PHPUnit\Framework\TestCase;

final class DiscountCodeTest extends TestCase {

	private function field( array $input ): ?string {
		try {
			DiscountCode::from_input( $input );
		} catch ( DomainError $error ) {
			return $error->field;
		}
		return null;
	}

	public function test_a_code_is_normalised_case_insensitively_34_5(): void {
		$code = DiscountCode::from_input( array( 'code' => ' early-Bird ', 'kind' => 'percent', 'amount' => '12.5', 'event_id' => 7, 'ticket_type_ids' => array( '3', 2, 3 ) ) );
		$this->assertSame( 'EARLY-BIRD', $code->code );
		$this->assertSame( DiscountCode::normalise( 'Early-bird' ), $code->code );
		$this->assertSame( '12.50', $code->amount );
		$this->assertSame( array( 2, 3 ), $code->ticket_type_ids );
		$this->assertSame( DiscountCode::UNLIMITED, $code->max_uses );
		$this->assertTrue( $code->applies_to( 3 ) );
		$this->assertFalse( $code->applies_to( 4 ) );
	}

	public function test_a_site_code_has_no_event_and_applies_to_every_type_34_5(): void {
		$code = DiscountCode::from_input( array( 'code' => 'SITE10', 'kind' => 'fixed', 'amount' => 10, 'scope' => 'site', 'event_id' => 9, 'max_uses' => 10 ) );
		$this->assertSame( 0, $code->event_id );
		$this->assertSame( 10, $code->max_uses );
		$this->assertNull( $code->refusal( 123, new \DateTimeImmutable( '2026-01-01', new \DateTimeZone( 'UTC' ) ) ) );
	}

	public function test_each_bad_field_is_named_34_5(): void {
		$ok = array( 'code' => 'ABC', 'kind' => 'percent', 'amount' => 10, 'event_id' => 5 );
		$this->assertNull( $this->field( $ok ) );
		$this->assertSame( 'code', $this->field( array( 'code' => 'a b' ) + $ok ) );
		$this->assertSame( 'code', $this->field( array( 'code' => 'AB' ) + $ok ) );
		$this->assertSame( 'kind', $this->field( array( 'kind' => 'half' ) + $ok ) );
		$this->assertSame( 'amount', $this->field( array( 'amount' => 0 ) + $ok ) );
		$this->assertSame( 'amount', $this->field( array( 'amount' => '100.01' ) + $ok ) );
		$this->assertNull( $this->field( array( 'amount' => 100 ) + $ok ) );
		$this->assertNull( $this->field( array( 'kind' => 'fixed', 'amount' => 250 ) + $ok ) );
		$this->assertSame( 'amount', $this->field( array( 'kind' => 'fixed', 'amount' => -1 ) + $ok ) );
		$this->assertSame( 'scope', $this->field( array( 'scope' => 'world' ) + $ok ) );
		$this->assertSame( 'event_id', $this->field( array( 'event_id' => 0 ) + $ok ) );
		$this->assertSame( 'ticket_type_ids', $this->field( array( 'ticket_type_ids' => array( 'x' ) ) + $ok ) );
		$this->assertSame( 'ticket_type_ids', $this->field( array( 'scope' => 'site', 'ticket_type_ids' => array( 1 ) ) + $ok ) );
		$this->assertSame( 'starts_at', $this->field( array( 'starts_at' => 'soon' ) + $ok ) );
		$this->assertSame( 'ends_at', $this->field( array( 'starts_at' => '2026-12-02 00:00:00', 'ends_at' => '2026-12-01 00:00:00' ) + $ok ) );
		$this->assertSame( 'max_uses', $this->field( array( 'max_uses' => 0 ) + $ok ) );
		$this->assertSame( 'max_uses', $this->field( array( 'max_uses' => 1.5 ) + $ok ) );
	}

	public function test_validity_window_and_event_are_checked_naming_discount_code_34_5(): void {
		$code = DiscountCode::from_input( array( 'code' => 'WIN', 'amount' => 10, 'event_id' => 5, 'starts_at' => '2026-12-01 00:00:00', 'ends_at' => '2026-12-31T00:00:00Z' ) );
		$utc  = new \DateTimeZone( 'UTC' );
		$this->assertNull( $code->refusal( 5, new \DateTimeImmutable( '2026-12-15', $utc ) ) );
		$this->assertSame( 'discount_code', $code->refusal( 6, new \DateTimeImmutable( '2026-12-15', $utc ) )?->field );
		$this->assertStringContainsString( 'not valid yet', (string) $code->refusal( 5, new \DateTimeImmutable( '2026-11-30', $utc ) )?->getMessage() );
		$this->assertStringContainsString( 'expired', (string) $code->refusal( 5, new \DateTimeImmutable( '2026-12-31', $utc ) )?->getMessage() );
		$this->assertSame( 400, $code->refusal( 5, new \DateTimeImmutable( '2027-01-01', $utc ) )?->http_status() );
	}
}
