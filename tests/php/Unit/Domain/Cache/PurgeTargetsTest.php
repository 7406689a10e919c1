<?php
/**
 * Tests of which pages an event change purges.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Cache;

use Eventsmith\Domain\Cache\PurgeTargets;
use PHPUnit\Framework\TestCase;

final class PurgeTargetsTest extends TestCase {

	public function test_an_event_change_purges_its_page_the_archive_and_the_home_page(): void {
		$this->assertSame(
			array( 'https://example.org/event/jazz-night/', 'https://example.org/events/', 'https://example.org/' ),
			PurgeTargets::for_event( 'https://example.org/event/jazz-night/', 'https://example.org/events/', 'https://example.org/' )
		);
	}

	public function test_missing_and_repeated_pages_are_left_out(): void {
		// A draft has no permalink; a site whose front page is the archive lists it once.
		$this->assertSame(
			array( 'https://example.org/events/' ),
			PurgeTargets::for_event( '', 'https://EXAMPLE.org/events/#top', 'https://example.org/events/' )
		);
		$this->assertSame( array( 'http://example.org/' ), PurgeTargets::for_event( 'javascript:alert(1)', '', 'http://example.org' ) );
	}

	public function test_only_a_sell_out_purges_after_a_sale(): void {
		$this->assertFalse( PurgeTargets::sold_out( array( 3, null ) ), 'places left tick down without a purge' );
		$this->assertFalse( PurgeTargets::sold_out( array( null ) ), 'unlimited events never sell out' );
		$this->assertTrue( PurgeTargets::sold_out( array( 12, 0 ) ), 'one ticket type sold out' );
		$this->assertTrue( PurgeTargets::sold_out( array( 0 ) ) );
	}

	public function test_the_purge_goes_to_the_cache_with_the_pages_host(): void {
		$this->assertSame(
			array(
				'url'  => 'http://127.0.0.1:6081/event/jazz-night/?lang=de',
				'host' => 'example.org',
			),
			PurgeTargets::request( 'https://example.org/event/jazz-night/?lang=de', 'http://127.0.0.1:6081/' )
		);
		$this->assertSame( 'example.org:8080', PurgeTargets::request( 'http://example.org:8080/', 'http://cache' )['host'] );
		$this->assertNull( PurgeTargets::request( 'https://example.org/', 'cache.internal' ), 'a purge host without a scheme is refused' );
	}
}
