<?php
/**
 * Rate limits count an IPv6 /64 as one visitor (issue 32.7).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Network;

use Eventsmith\Domain\Network\AddressGroup;
use PHPUnit\Framework\TestCase;

final class AddressGroupTest extends TestCase {

	public function test_ipv4_stays_as_it_is(): void {
		self::assertSame( '203.0.113.7', AddressGroup::of( '203.0.113.7' ) );
		self::assertSame( '203.0.113.7', AddressGroup::of( ' 203.0.113.7 ' ) );
	}

	public function test_ipv6_is_grouped_by_its_first_four_hextets_32_7(): void {
		self::assertSame( '2001:db8:0:1::/64', AddressGroup::of( '2001:db8:0:1:aaaa:bbbb:cccc:dddd' ) );
		self::assertSame( '2001:db8:0:1::/64', AddressGroup::of( '2001:0DB8:0000:0001::1' ) );
		self::assertSame( AddressGroup::of( '2001:db8:abcd:12::1' ), AddressGroup::of( '2001:db8:abcd:12:ffff:ffff:ffff:fffe' ) );
		self::assertNotSame( AddressGroup::of( '2001:db8:abcd:12::1' ), AddressGroup::of( '2001:db8:abcd:13::1' ) );
		self::assertSame( '0:0:0:0::/64', AddressGroup::of( '::1' ) );
	}

	public function test_ipv4_mapped_ipv6_is_its_ipv4_address(): void {
		self::assertSame( '192.0.2.1', AddressGroup::of( '::ffff:192.0.2.1' ) );
		self::assertSame( '192.0.2.1', AddressGroup::of( '::FFFF:c000:0201' ) );
	}

	public function test_text_that_is_no_address_stays_as_it_is(): void {
		self::assertSame( '', AddressGroup::of( '' ) );
		self::assertSame( 'unknown', AddressGroup::of( 'unknown' ) );
	}
}
