<?php
/**
 * Tests of reading the visitor's address behind trusted proxies.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Network;

use Eventsmith\Domain\Network\ClientAddress;
use PHPUnit\Framework\TestCase;

final class ClientAddressTest extends TestCase {

	public function test_without_trusted_proxies_the_header_is_ignored(): void {
		$resolver = new ClientAddress( array() );
		$this->assertSame( '203.0.113.9', $resolver->resolve( '203.0.113.9', '198.51.100.1' ) );
	}

	public function test_a_header_from_an_untrusted_connection_is_ignored(): void {
		$resolver = new ClientAddress( array( '10.0.0.0/8' ) );
		$this->assertSame( '203.0.113.9', $resolver->resolve( '203.0.113.9', '198.51.100.1' ) );
	}

	public function test_a_trusted_proxy_gives_the_rightmost_untrusted_hop(): void {
		$resolver = new ClientAddress( array( '10.0.0.0/8', '192.0.2.7' ) );
		// The visitor forged the first entry; the CDN (192.0.2.7) appended the real one.
		$this->assertSame( '198.51.100.4', $resolver->resolve( '10.1.2.3', '1.1.1.1, 198.51.100.4, 192.0.2.7' ) );
	}

	public function test_garbage_in_the_header_falls_back_to_the_connection(): void {
		$resolver = new ClientAddress( array( '10.0.0.1' ) );
		$this->assertSame( '10.0.0.1', $resolver->resolve( '10.0.0.1', 'not-an-ip' ) );
		$this->assertSame( '10.0.0.1', $resolver->resolve( '10.0.0.1', '' ) );
	}

	public function test_ipv6_proxies_and_visitors(): void {
		$resolver = new ClientAddress( array( '2001:db8::/32' ) );
		$this->assertSame( '2a00:1450::1', $resolver->resolve( '2001:db8:1::5', '2a00:1450::1' ) );
	}

	public function test_cidr_ranges(): void {
		$this->assertTrue( ClientAddress::in_range( '10.20.30.40', '10.0.0.0/8' ) );
		$this->assertTrue( ClientAddress::in_range( '172.16.5.1', '172.16.0.0/12' ) );
		$this->assertFalse( ClientAddress::in_range( '172.32.0.1', '172.16.0.0/12' ) );
		$this->assertTrue( ClientAddress::in_range( '192.0.2.7', '192.0.2.7' ) );
		$this->assertFalse( ClientAddress::in_range( '192.0.2.8', '192.0.2.7' ) );
		$this->assertTrue( ClientAddress::in_range( '2001:db8:ffff::1', '2001:db8::/32' ) );
		$this->assertFalse( ClientAddress::in_range( '2001:db9::1', '2001:db8::/32' ) );
		$this->assertFalse( ClientAddress::in_range( '10.0.0.1', '2001:db8::/32' ) );
		$this->assertFalse( ClientAddress::in_range( '10.0.0.1', '10.0.0.0/33' ) );
		$this->assertFalse( ClientAddress::in_range( 'nonsense', '10.0.0.0/8' ) );
	}

	public function test_valid_ranges_are_addresses_or_cidr_blocks(): void {
		foreach ( array( '10.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '2001:db8::/32', '::1', '::1/128' ) as $range ) {
			$this->assertTrue( ClientAddress::is_valid_range( $range ), $range );
		}
		foreach ( array( '', 'cdn.example.org', '10.0.0.0/33', '10.0.0.0/', '10.0.0.0/a', '2001:db8::/129', '300.1.1.1' ) as $range ) {
			$this->assertFalse( ClientAddress::is_valid_range( $range ), $range );
		}
	}
}
