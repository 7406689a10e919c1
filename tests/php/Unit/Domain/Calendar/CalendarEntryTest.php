<?php
/**
 * Tests of calendar entries: site timezone, all-day events, location text.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Calendar;

use Eventsmith\Domain\Calendar\CalendarEntry;
use PHPUnit\Framework\TestCase;

final class CalendarEntryTest extends TestCase {

	private function entry( string $start_utc, string $end_utc, string $zone, string $site, array $location = array() ): array {
		$utc = new \DateTimeZone( 'UTC' );
		return CalendarEntry::from(
			7,
			'Meetup',
			'https://example.org/e/7',
			new \DateTimeImmutable( $start_utc, $utc ),
			new \DateTimeImmutable( $end_utc, $utc ),
			$zone,
			new \DateTimeZone( $site ),
			$location
		)->to_array();
	}

	public function test_times_are_written_in_the_site_zone_with_its_offset(): void {
		// 18:00 in Berlin (CET) is 12:00 in New York.
		$entry = $this->entry( '2026-01-15 17:00', '2026-01-15 19:00', 'Europe/Berlin', 'America/New_York' );
		$this->assertSame( '2026-01-15T12:00:00-05:00', $entry['start'] );
		$this->assertSame( '2026-01-15T14:00:00-05:00', $entry['end'] );
		$this->assertFalse( $entry['all_day'] );
	}

	public function test_a_whole_day_event_keeps_its_dates_in_any_site_zone(): void {
		// 00:00–23:59 on 4 July in Tokyo.
		$entry = $this->entry( '2026-07-03 15:00', '2026-07-04 14:59', 'Asia/Tokyo', 'America/Los_Angeles' );
		$this->assertTrue( $entry['all_day'] );
		$this->assertSame( '2026-07-04T00:00:00-07:00', $entry['start'] );
		$this->assertSame( '2026-07-04T23:59:59-07:00', $entry['end'] );
	}

	public function test_location_is_the_address_or_online_and_nothing_else(): void {
		$this->assertSame( 'Main St 1', $this->entry( '2026-01-01 10:00', '2026-01-01 11:00', 'UTC', 'UTC', array( 'address' => array( 'address' => ' Main St 1 ' ) ) )['location'] );
		$this->assertSame( 'Online', CalendarEntry::location_text( array( 'online_url' => 'https://meet.example.org/x' ) ) );
		$this->assertSame( '', CalendarEntry::location_text( array() ) );
		$this->assertSame(
			array( 'id', 'title', 'link', 'start', 'end', 'all_day', 'location' ),
			array_keys( $this->entry( '2026-01-01 10:00', '2026-01-01 11:00', 'UTC', 'UTC' ) )
		);
	}
}
