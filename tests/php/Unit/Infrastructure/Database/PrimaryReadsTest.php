<?php
/**
 * Tests of the replica routing's primitives (issue 36, item 3) against a
 * stand-in for LudicrousDB's API: per-table pins and the whole-request pin.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Infrastructure\Database;

use Eventsmith\Infrastructure\Database\PrimaryReads;
use PHPUnit\Framework\TestCase;

/**
 * What LudicrousDB 5.2 offers: a public map of tables read from the
 * primaries, and a method that sends every read there.
 */
final class FakeLudicrousDb {
	public string $prefix = 'wp_';

	/** @var array<string, bool>|bool */
	public $send_reads_to_primaries = array();

	public int $pinned_calls = 0;

	public function send_reads_to_primaries(): void {
		++$this->pinned_calls;
		$this->send_reads_to_primaries = true;
	}
}

final class PrimaryReadsTest extends TestCase {

	protected function tearDown(): void {
		unset( $GLOBALS['wpdb'] );
	}

	public function test_without_a_replication_drop_in_nothing_is_routed_36_3(): void {
		$GLOBALS['wpdb'] = new \stdClass();
		$this->assertFalse( PrimaryReads::replicated() );
		PrimaryReads::tables( array( 'wp_eventsmith_capacity' ) );
		$this->assertFalse( isset( $GLOBALS['wpdb']->send_reads_to_primaries ) );
	}

	public function test_counter_tables_are_pinned_then_the_whole_request_once_36_3(): void {
		$db              = new FakeLudicrousDb();
		$GLOBALS['wpdb'] = $db;
		$this->assertTrue( PrimaryReads::replicated() );

		PrimaryReads::tables( PrimaryReads::counter_tables() );
		$this->assertIsArray( $db->send_reads_to_primaries );
		foreach ( array( 'capacity', 'checkins', 'rate_limits', 'offline_scans', 'mail_queue', 'payment_events', 'import_origins' ) as $table ) {
			$this->assertTrue( $db->send_reads_to_primaries[ 'wp_eventsmith_' . $table ] ?? false, $table );
		}
		$this->assertArrayNotHasKey( 'wp_posts', $db->send_reads_to_primaries, 'visitors\' content stays on the replica' );
		$this->assertSame( '', PrimaryReads::reason() );

		PrimaryReads::all( 'write' );
		PrimaryReads::all( 'transaction' );
		$this->assertSame( 1, $db->pinned_calls );
		$this->assertTrue( $db->send_reads_to_primaries );
		$this->assertSame( 'write', PrimaryReads::reason() );

		// A table pin after the whole request is pinned changes nothing.
		PrimaryReads::tables( array( 'wp_eventsmith_waitlist' ) );
		$this->assertTrue( $db->send_reads_to_primaries );
	}
}
