<?php
/**
 * Tests of which pages an event change purges.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Cache;

use Eventsmith\Domain\Cache\PurgeTargets;
use Eventsmith\Domain\Ticket\TicketType;
use Eventsmith\Tests\Unit\Domain\Registration\SnapshotFactory;
use PHPUnit\Framework\TestCase;

require_once dirname( __DIR__ ) . '/Registration/SnapshotFactory.php';

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
		$now      = new \DateTimeImmutable( '2026-06-01 12:00:00', new \DateTimeZone( 'UTC' ) );
		$standard = TicketType::from_input( array( 'name' => 'Standard' ), -1 )->with_id( 1 );
		$rare     = TicketType::from_input( array( 'name' => 'Rare' ), -1 )->with_id( 2 );
		$types    = array( 1 => $standard, 2 => $rare );
		$this->assertFalse( PurgeTargets::sold_out( SnapshotFactory::build( $types, $now, array( 'type_left' => array( 1 => 3 ) ) ) ), 'places left tick down without a purge' );
		$this->assertFalse( PurgeTargets::sold_out( SnapshotFactory::build( $types, $now ) ), 'unlimited events never sell out' );
		$this->assertTrue( PurgeTargets::sold_out( SnapshotFactory::build( $types, $now, array( 'type_left' => array( 1 => 12, 2 => 0 ) ) ) ), 'one ticket type sold out' );
		$this->assertTrue( PurgeTargets::sold_out( SnapshotFactory::build( array(), $now, array( 'capacity' => 10, 'event_left' => 0 ) ) ), 'an event that only counts places' );
		$this->assertTrue( PurgeTargets::sold_out( SnapshotFactory::build( array(), $now, array( 'rsvp' => array( 'enabled' => true, 'capacity' => 2 ), 'rsvp_taken' => 2 ) ) ), 'a full RSVP' );
	}

	public function test_a_hidden_or_finished_type_running_out_purges_nothing_32_3(): void {
		$now    = new \DateTimeImmutable( '2026-06-01 12:00:00', new \DateTimeZone( 'UTC' ) );
		$types  = array(
			1 => TicketType::from_input( array( 'name' => 'Standard' ), -1 )->with_id( 1 ),
			2 => TicketType::from_input( array( 'name' => 'Staff', 'hidden' => true ), -1 )->with_id( 2 ),
			3 => TicketType::from_input( array( 'name' => 'Early', 'sale_end' => '2026-01-01 00:00:00' ), -1 )->with_id( 3 ),
		);
		$this->assertFalse( PurgeTargets::sold_out( SnapshotFactory::build( $types, $now, array( 'type_left' => array( 1 => 5, 2 => 0, 3 => 0 ) ) ) ) );
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
