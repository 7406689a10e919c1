<?php
/**
 * Tests of Stripe webhook signature checks (issue 34.1).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Payment;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Payment\StripeSignature;
use PHPUnit\Framework\TestCase;

final class StripeSignatureTest extends TestCase {

	private const SECRET  = 'whsec_test_secret';
	private const PAYLOAD = '{"id":"evt_1","type":"checkout.session.completed"}';
	private const NOW     = 1_800_000_000;

	private static function sign( string $payload, int $t, string $secret = self::SECRET ): string {
		return hash_hmac( 'sha256', $t . '.' . $payload, $secret );
	}

	private function refusal( string $header, string $payload = self::PAYLOAD, int $now = self::NOW ): string {
		try {
			( new StripeSignature( self::SECRET ) )->verify( $payload, $header, $now );
		} catch ( DomainError $error ) {
			$this->assertSame( 'eventsmith_stripe_signature', $error->error_code );
			$this->assertSame( 400, $error->http_status() );
			return $error->getMessage();
		}
		$this->fail( 'The delivery must be refused.' );
	}

	public function test_a_signed_delivery_passes_34_1(): void {
		$this->expectNotToPerformAssertions();
		$t = self::NOW - 10;
		( new StripeSignature( self::SECRET ) )->verify( self::PAYLOAD, 't=' . $t . ',v1=' . self::sign( self::PAYLOAD, $t ), self::NOW );
	}

	public function test_any_of_several_v1_values_may_match_while_a_secret_rotates_34_1(): void {
		$this->expectNotToPerformAssertions();
		$t      = self::NOW;
		$header = sprintf( 't=%d,v1=%s,v1=%s,v0=%s', $t, self::sign( self::PAYLOAD, $t, 'whsec_old' ), self::sign( self::PAYLOAD, $t ), 'zzz' );
		( new StripeSignature( self::SECRET ) )->verify( self::PAYLOAD, $header, self::NOW );
	}

	public function test_a_changed_payload_is_refused_34_1(): void {
		$t = self::NOW;
		$this->assertStringContainsString( 'No signature', $this->refusal( 't=' . $t . ',v1=' . self::sign( self::PAYLOAD, $t ), str_replace( 'evt_1', 'evt_2', self::PAYLOAD ) ) );
	}

	public function test_another_secret_is_refused_34_1(): void {
		$t = self::NOW;
		$this->assertStringContainsString( 'No signature', $this->refusal( 't=' . $t . ',v1=' . self::sign( self::PAYLOAD, $t, 'whsec_other' ) ) );
	}

	public function test_a_stale_or_future_timestamp_is_refused_34_1(): void {
		$old = self::NOW - 301;
		$this->assertStringContainsString( 'tolerance', $this->refusal( 't=' . $old . ',v1=' . self::sign( self::PAYLOAD, $old ) ) );
		$future = self::NOW + 301;
		$this->assertStringContainsString( 'tolerance', $this->refusal( 't=' . $future . ',v1=' . self::sign( self::PAYLOAD, $future ) ) );
		$edge = self::NOW - 300;
		( new StripeSignature( self::SECRET ) )->verify( self::PAYLOAD, 't=' . $edge . ',v1=' . self::sign( self::PAYLOAD, $edge ), self::NOW );
	}

	public function test_a_header_without_timestamp_or_v1_is_refused_34_1(): void {
		$t = self::NOW;
		$this->assertStringContainsString( 'timestamp', $this->refusal( 'v1=' . self::sign( self::PAYLOAD, $t ) ) );
		$this->assertStringContainsString( 'v1', $this->refusal( 't=' . $t . ',v0=' . self::sign( self::PAYLOAD, $t ) ) );
		$this->assertStringContainsString( 'timestamp', $this->refusal( '' ) );
	}

	public function test_the_timestamp_is_part_of_what_is_signed_34_1(): void {
		$t = self::NOW;
		$this->assertStringContainsString( 'No signature', $this->refusal( 't=' . ( $t - 1 ) . ',v1=' . self::sign( self::PAYLOAD, $t ) ) );
	}

	public function test_the_timestamp_is_checked_as_the_header_spells_it_34_1(): void {
		// A signature over "1800000000" does not vouch for a header saying "01800000000".
		$t = self::NOW;
		$this->assertStringContainsString( 'matches', $this->refusal( 't=0' . $t . ',v1=' . self::sign( self::PAYLOAD, $t ) ) );
	}

	public function test_without_a_secret_nothing_passes_34_1(): void {
		$this->expectException( DomainError::class );
		( new StripeSignature( '' ) )->verify( self::PAYLOAD, 't=1,v1=' . hash_hmac( 'sha256', '1.' . self::PAYLOAD, '' ), 1 );
	}
}
