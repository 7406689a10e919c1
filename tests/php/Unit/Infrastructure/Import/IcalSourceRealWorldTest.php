<?php
/**
 * Calendars as real applications write them, read by the iCal source (issue 35.3): Outlook and
 * Exchange, Apple iCloud, Nextcloud and Thunderbird, Meetup, Eventbrite, Facebook, a calendar
 * with to-dos, journals and free/busy, and the edge cases writers produce.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Infrastructure\Import;

use Eventsmith\Domain\Import\ImportRecord;
use Eventsmith\Infrastructure\Import\IcalSource;
use PHPUnit\Framework\TestCase;

final class IcalSourceRealWorldTest extends TestCase {

	private const FIXTURES = __DIR__ . '/../../../../integration/import/fixtures/real-world/';

	/**
	 * Records of a fixture, by source id (a refused one by its line), read by the dry run and
	 * again batch by batch (3 events a batch, from the offsets the batches give).
	 *
	 * @param string $name     Fixture file.
	 * @param string $timezone The site's timezone.
	 * @return array<string, ImportRecord>
	 */
	private function read( string $name, string $timezone = 'Europe/Berlin' ): array {
		$source  = new IcalSource();
		$run     = array(
			'file'    => self::FIXTURES . $name,
			'source'  => $name,
			'options' => array( 'timezone' => $timezone ),
		);
		$scanned = array();
		$context = $source->scan(
			$run,
			static function ( ImportRecord $record ) use ( &$scanned ): void {
				$scanned[] = $record;
			}
		);
		$run['options'] = $context + $run['options'];
		$batched        = array();
		$position       = 0;
		$line           = 1;
		do {
			$batch    = $source->batch( $run, $position, $line, 3 );
			$batched  = array_merge( $batched, $batch['records'] );
			$position = $batch['next'];
			$line     = $batch['next_line'];
		} while ( ! $batch['end'] );
		$this->assertEquals( $scanned, $batched, 'the batches read what the dry run read' );
		$out = array();
		foreach ( $scanned as $record ) {
			$out[ '' === $record->source_id || null !== $record->error ? 'line ' . $record->line : $record->source_id ] = $record;
		}
		return $out;
	}

	/**
	 * The date fields of a record.
	 *
	 * @param ImportRecord $record Record.
	 * @return list<string>
	 */
	private function dates( ImportRecord $record ): array {
		$f = $record->fields;
		return array( $f['start_date'], $f['start_time'], $f['end_date'], $f['end_time'], $f['timezone'] );
	}

	public function test_outlook_and_exchange_windows_zone_names_cdo_properties_long_uids_and_teams_links_35_3(): void {
		$records = $this->read( 'outlook-exchange.ics' );
		$this->assertCount( 4, $records );
		foreach ( $records as $record ) {
			$this->assertNull( $record->error );
			$this->assertLessThanOrEqual( 191, strlen( $record->source_id ), 'the origin map holds it' );
		}
		$sync = $records['040000008200E00074C5B7101A82E00800000000B0E8A1C5E2F4DA01000000000000000010000000A1B2C3D4E5F60718293A4B5C6D7E8F90'];
		// "W. Europe Standard Time" is Berlin; UNTIL in UTC (10:00 Berlin summer time) keeps 31 March.
		$this->assertSame( array( '2027-01-06', '10:00', '2027-01-06', '10:30', 'Europe/Berlin' ), $this->dates( $sync ) );
		$this->assertSame( 'Team sync', $sync->fields['title'] );
		$this->assertSame( '', $sync->fields['description'] );
		$this->assertSame( array( 'weekly', array( 'WE' ), '2027-03-31', array( '2027-02-17' ) ), array( $sync->fields['recurrence']['freq'], $sync->fields['recurrence']['by_day'], $sync->fields['recurrence']['until'], $sync->fields['recurrence']['exclusions'] ) );
		$holiday = $records['040000008200E00074C5B7101A82E0080000000070D1C3F5E2F4DA01000000000000000010000000B2C3D4E5F60718293A4B5C6D7E8F9001'];
		$this->assertSame( array( '2027-05-31', '00:00', '2027-05-31', '23:59', 'Europe/Berlin' ), $this->dates( $holiday ) );
		$this->assertStringContainsString( 'Company holiday – offices closed.', $holiday->fields['description'] );
		// A UID of 216 characters: its beginning and its hash.
		$long = array_values( array_filter( $records, static fn( ImportRecord $r ): bool => 'Strategy off-site' === $r->fields['title'] ) )[0];
		$this->assertMatchesRegularExpression( '/^040000008200E00074C5B7101A82E008[0-9A-F]{68}~[0-9a-f]{40}$/', $long->source_id );
		// Midnight to midnight in "Eastern Standard Time" (X-MICROSOFT-CDO-ALLDAYEVENT): two whole days in New York.
		$this->assertSame( array( '2027-09-13', '00:00', '2027-09-14', '23:59', 'America/New_York' ), $this->dates( $long ) );
		$this->assertSame( 'Lakeside Lodge, 1 Shore Rd, Lake Placid, NY', $long->fields['location']['address']['address'] );
		$this->assertSame( 2, $long->sequence );
		$review = $records['040000008200E00074C5B7101A82E0080000000080E2D4A6F3F4DA01000000000000000010000000C3D4E5F60718293A4B5C6D7E8F900112'];
		$this->assertSame( 'https://teams.microsoft.com/l/meetup-join/19%3ameeting_example%40thread.v2/0', $review->fields['location']['online_url'] );
	}

	public function test_apple_icloud_calendar_zone_alarms_attachments_and_a_two_line_location_35_3(): void {
		$records = $this->read( 'apple-icloud.ics', 'UTC' );
		$this->assertCount( 2, $records );
		$concert = $records['8A6B1E2F-3C4D-4E5F-9A0B-1C2D3E4F5A6B'];
		$this->assertSame( array( '2027-04-12', '10:00', '2027-04-12', '11:30', 'Europe/London' ), $this->dates( $concert ) );
		$this->assertSame( 'Royal Festival Hall, Belvedere Road, London SE1 8XX, England', $concert->fields['location']['address']['address'] );
		$this->assertStringContainsString( 'https://concerts.example.org/matinee', $concert->fields['description'] );
		$this->assertSame( 1, $concert->sequence );
		// Whole days in the calendar's own zone (X-WR-TIMEZONE), not the site's; an inline attachment is ignored.
		$festival = $records['C2D3E4F5-A6B7-48C9-9DAE-BF0123456789'];
		$this->assertSame( array( '2027-07-02', '00:00', '2027-07-03', '23:59', 'Europe/London' ), $this->dates( $festival ) );
		$this->assertSame( array( 'Music' ), $festival->categories );
		$this->assertNull( $festival->error );
	}

	public function test_nextcloud_and_thunderbird_with_lf_line_endings_yearly_whole_days_and_a_fortnightly_rule_35_3(): void {
		$this->assertStringNotContainsString( "\r", (string) file_get_contents( self::FIXTURES . 'nextcloud-thunderbird.ics' ) );
		$records = $this->read( 'nextcloud-thunderbird.ics' );
		$this->assertSame( array( 'b2a5f0d3-2c4e-4f1a-9e7d-6c5b4a3f2e1d', '6f1c0d2e-9a8b-4c7d-8e6f-5a4b3c2d1e0f', 'e0d1c2b3-a495-8677-6859-4a3b2c1d0e9f' ), array_keys( $records ), 'the VTODO is left out' );
		$garden = $records['b2a5f0d3-2c4e-4f1a-9e7d-6c5b4a3f2e1d'];
		$this->assertSame( array( '2027-06-05', '14:00', '2027-06-05', '17:00', 'Europe/Zurich' ), $this->dates( $garden ) );
		$this->assertSame( array( 'Outdoor', 'Volunteering' ), $garden->categories );
		$this->assertSame( 'Gemeinschaftsgarten Hard, Zürich', $garden->fields['location']['address']['address'] );
		$anniversary = $records['6f1c0d2e-9a8b-4c7d-8e6f-5a4b3c2d1e0f'];
		$this->assertSame( array( 'yearly', 3 ), array( $anniversary->fields['recurrence']['freq'], $anniversary->fields['recurrence']['count'] ) );
		$this->assertSame( array( '2027-09-18', '00:00', '2027-09-18', '23:59', 'Europe/Berlin' ), $this->dates( $anniversary ) );
		$repair = $records['e0d1c2b3-a495-8677-6859-4a3b2c1d0e9f']->fields['recurrence'];
		$this->assertSame( array( 2, array( 'FR' ), '2027-04-30', array( '2027-02-05', '2027-02-19' ) ), array( $repair['interval'], $repair['by_day'], $repair['until'], $repair['exclusions'] ) );
	}

	public function test_meetup_eventbrite_and_facebook_exports_35_3(): void {
		$meetup = $this->read( 'meetup.ics' );
		$this->assertSame( array( 'event_300000001@meetup.com', 'event_300000002@meetup.com' ), array_keys( $meetup ) );
		$january = $meetup['event_300000001@meetup.com'];
		$this->assertSame( array( '2027-01-15', '18:30', '2027-01-15', '21:00', 'America/Los_Angeles' ), $this->dates( $january ) );
		$this->assertSame( 'Galvanize (44 Tehama St, San Francisco, CA)', $january->fields['location']['address']['address'] );
		$this->assertStringContainsString( 'Two talks: signals in practice, and testing without mocks.', $january->fields['description'] );

		// Eventbrite names a TZID it does not define: PHP knows it.
		$eventbrite = $this->read( 'eventbrite.ics' )['600000000001@eventbrite.com'];
		$this->assertSame( array( '2027-02-20', '17:00', '2027-02-20', '20:00', 'Europe/London' ), $this->dates( $eventbrite ) );
		$this->assertNull( $eventbrite->note );

		$facebook = $this->read( 'facebook.ics', 'Europe/Paris' );
		$jazz     = $facebook['e123456789012345@facebook.com'];
		// UTC times in the site's zone; a line folded inside a character is joined back whole.
		$this->assertSame( array( '2027-03-06', '20:00', '2027-03-06', '23:30', 'Europe/Paris' ), $this->dates( $jazz ) );
		$this->assertStringContainsString( 'seven pm, 🎷 music from 20:00. Tickets: €12 at the door, €10 online. Ça va swinguer ! 🎺🎶', $jazz->fields['description'] );
		$this->assertTrue( mb_check_encoding( $jazz->fields['description'], 'UTF-8' ) );
		// No DTEND: it ends when it starts.
		$this->assertSame( array( '2027-03-13', '20:00', '2027-03-13', '20:00', 'Europe/Paris' ), $this->dates( $facebook['e223456789012345@facebook.com'] ) );
	}

	public function test_todos_journals_and_free_busy_are_left_out_and_a_byte_order_mark_is_read_35_3(): void {
		$this->assertStringStartsWith( "\xEF\xBB\xBFBEGIN:VCALENDAR", (string) file_get_contents( self::FIXTURES . 'components-bom.ics' ) );
		$records = $this->read( 'components-bom.ics', 'UTC' );
		$this->assertSame( array( 'event-1@example.com' ), array_keys( $records ) );
		$this->assertSame( 29, $records['event-1@example.com']->line );
		$this->assertSame( array( '2027-01-20', '16:00', '2027-01-20', '18:00', 'UTC' ), $this->dates( $records['event-1@example.com'] ) );
	}

	public function test_edge_cases_import_and_a_broken_event_is_reported_by_line_35_3(): void {
		$records = $this->read( 'edge-cases.ics', 'Europe/Berlin' );
		$this->assertSame( array( '2027-04-04', '00:00', '2027-04-04', '23:59', 'Europe/Berlin' ), $this->dates( $records['date-without-end@example.org'] ), 'VALUE=DATE without DTEND: one day' );
		$this->assertSame( array( '2027-04-05', '09:30', '2027-04-05', '11:00', 'Europe/Vienna' ), $this->dates( $records['duration@example.org'] ), 'DURATION instead of DTEND' );
		$this->assertSame( array( '2027-04-10', '00:00', '2027-04-11', '23:59', 'Europe/Berlin' ), $this->dates( $records['duration-days@example.org'] ), 'DURATION of days' );
		$this->assertSame( array( '2027-04-06', '19:00', '2027-04-06', '20:30', 'America/Chicago' ), $this->dates( $records['undefined-tzid@example.org'] ), 'a TZID the file does not define' );
		$lunch = $records['unknown-tzid@example.org'];
		$this->assertSame( array( '2027-04-07', '12:00', '2027-04-07', '13:00', 'Europe/Berlin' ), $this->dates( $lunch ), 'a TZID nobody knows: floating' );
		$this->assertStringContainsString( 'Office Local Time', (string) $lunch->note );
		// UNTIL 22:00 UTC on 7 January is 09:00 on 8 January in Sydney: five days.
		$school = $records['until-utc@example.org'];
		$this->assertSame( array( 'daily', '2027-01-08' ), array( $school->fields['recurrence']['freq'], $school->fields['recurrence']['until'] ) );
		$this->assertSame( 'A title folded with a tab', $records['tab-folded@example.org']->fields['title'] );
		$this->assertSame( array( '2027-04-12', '00:00', '2027-04-12', '23:59', 'Europe/Vienna' ), $this->dates( $records['midnight-to-midnight@example.org'] ) );
		$broken = $records['line 54'];
		$this->assertSame( 'end-before-start@example.org', $broken->source_id );
		$this->assertStringContainsString( 'end', (string) $broken->error );
		$this->assertCount( 9, $records );
	}
}
