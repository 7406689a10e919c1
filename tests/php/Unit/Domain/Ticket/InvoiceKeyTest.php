<?php
/**
 * Tests of the invoice address key (PDF-07: the buyer's invoice page).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Ticket;

use Eventsmith\Domain\Ticket\InvoiceKey;
use PHPUnit\Framework\TestCase;

final class InvoiceKeyTest extends TestCase {

	public function test_a_key_opens_its_own_booking(): void {
		$key = InvoiceKey::of( 42, 'site-secret' );
		$this->assertMatchesRegularExpression( '/^42-[0-9a-f]{32}$/', $key );
		$this->assertSame( 42, InvoiceKey::booking_id( $key, 'site-secret' ) );
	}

	public function test_another_id_with_the_same_signature_is_refused(): void {
		$signature = substr( InvoiceKey::of( 42, 'site-secret' ), 3 );
		$this->assertNull( InvoiceKey::booking_id( '43-' . $signature, 'site-secret' ) );
	}

	public function test_a_key_made_with_another_secret_is_refused(): void {
		$this->assertNull( InvoiceKey::booking_id( InvoiceKey::of( 42, 'old-secret' ), 'site-secret' ) );
	}

	public function test_malformed_keys_are_refused(): void {
		foreach ( array( '', '42', '42-', '0-' . str_repeat( 'a', 32 ), '42-' . str_repeat( 'A', 32 ), '42-' . str_repeat( 'a', 31 ), ' 42-' . str_repeat( 'a', 32 ) ) as $key ) {
			$this->assertNull( InvoiceKey::booking_id( $key, 'site-secret' ), $key );
		}
	}
}
