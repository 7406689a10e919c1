<?php
/**
 * Tests of mapping iCal VEVENTs onto events (issue 35.3).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Import\Ical;

use Eventsmith\Domain\Import\Ical\IcsSplitter;
use Eventsmith\Domain\Import\Ical\VeventMapper;
use Eventsmith\Domain\Import\ImportRecord;
use PHPUnit\Framework\TestCase;

final class VeventMapperTest extends TestCase {

	private const FIXTURE = __DIR__ . '/../../../../../integration/import/fixtures/google-export.ics';

	/**
	 * Records of the Google Calendar fixture, keyed by source id.
	 *
	 * @return array<string, ImportRecord>
	 */
	private function google_records(): array {
		$handle = fopen( self::FIXTURE, 'rb' );
		$read   = ( new IcsSplitter( $handle ) )->read( 0, 1, 100 );
		fclose( $handle );
		$probe     = new VeventMapper( 'Europe/Berlin' );
		$timezones = '';
		$overrides = array();
		foreach ( $read['blocks'] as $block ) {
			if ( 'VTIMEZONE' === $block['kind'] ) {
				$timezones .= $block['text'];
			} elseif ( null !== ( $override = $probe->override_of( $block['text'] ) ) ) {
				$overrides[ $override['uid'] ][] = $override['date'];
			}
		}
		$mapper  = new VeventMapper( 'Europe/Berlin', $timezones, $overrides );
		$records = array();
		foreach ( $read['blocks'] as $block ) {
			if ( 'VEVENT' === $block['kind'] ) {
				foreach ( $mapper->map( $block['text'], $block['line'] ) as $record ) {
					$records[ '' === $record->source_id ? 'line' . $record->line : $record->source_id ] = $record;
				}
			}
		}
		return $records;
	}

	public function test_a_weekly_google_series_becomes_a_series_with_its_exdate_and_changed_occurrence_left_out_35_3(): void {
		$series = $this->google_records()['5k2t1v0l8m3n4o5p6q7r8s9t0u@google.com'];
		$this->assertNull( $series->error );
		$this->assertSame( 'PHP User Group', $series->fields['title'] );
		$this->assertSame( array( '2027-01-12', '19:00', '2027-01-12', '21:00', 'Europe/Berlin' ), array( $series->fields['start_date'], $series->fields['start_time'], $series->fields['end_date'], $series->fields['end_time'], $series->fields['timezone'] ) );
		$this->assertSame( 'yes', $series->fields['recurring_enabled'] );
		$this->assertSame( 'weekly', $series->fields['recurrence']['freq'] );
		$this->assertSame( array( 'TU' ), $series->fields['recurrence']['by_day'] );
		$this->assertSame( 10, $series->fields['recurrence']['count'] );
		$this->assertSame( array( '2027-01-26', '2027-02-09' ), $series->fields['recurrence']['exclusions'] );
		$this->assertSame( array( 'Meetup', 'Programming' ), $series->categories );
		$this->assertSame( 'Tech Hub, Hauptstraße 5, 10827 Berlin, Germany', $series->fields['location']['address']['address'] );
		$this->assertStringContainsString( "user group.<br>\nBring your laptop, we pair", $series->fields['description'] );

		$changed = $this->google_records()['5k2t1v0l8m3n4o5p6q7r8s9t0u@google.com/20270209'];
		$this->assertSame( array( '2027-02-09', '20:00' ), array( $changed->fields['start_date'], $changed->fields['start_time'] ) );
		$this->assertSame( 1, $changed->sequence );
	}

	public function test_all_day_utc_floating_cancelled_and_url_map_onto_event_fields_35_3(): void {
		$records = $this->google_records();
		$summit  = $records['0a1b2c3d4e5f6g7h8i9j0k1l2m@google.com']->fields;
		// VALUE=DATE, DTEND exclusive: 1 to 3 March, whole days.
		$this->assertSame( array( '2027-03-01', '00:00', '2027-03-03', '23:59' ), array( $summit['start_date'], $summit['start_time'], $summit['end_date'], $summit['end_time'] ) );
		$this->assertStringContainsString( '<a href="https://summit.example.org/2027">', $summit['description'] );
		$workshop = $records['9z8y7x6w5v4u3t2s1r0q@google.com'];
		$this->assertTrue( $workshop->fields['cancelled'] );
		// 17:00 UTC is 18:00 in Berlin in March (winter time).
		$this->assertSame( array( '2027-03-15', '18:00', '19:30', 'Europe/Berlin' ), array( $workshop->fields['start_date'], $workshop->fields['start_time'], $workshop->fields['end_time'], $workshop->fields['timezone'] ) );
		$this->assertSame( 'https://meet.example.org/abc-defg-hij', $workshop->fields['location']['online_url'] );
		$this->assertSame( 2, $workshop->sequence );
		$floating = $records['floating-breakfast@example.org'];
		$this->assertSame( array( '09:00', '12:00', 'Europe/Berlin' ), array( $floating->fields['start_time'], $floating->fields['end_time'], $floating->fields['timezone'] ) );
	}

	public function test_a_rule_the_series_cannot_express_becomes_separate_events_with_a_note_35_3(): void {
		$records = array_filter( $this->google_records(), static fn( ImportRecord $r ): bool => str_starts_with( $r->source_id, 'quarterly-board@google.com/' ) );
		$this->assertSame( array( 'quarterly-board@google.com/20270430', 'quarterly-board@google.com/20270531', 'quarterly-board@google.com/20270630', 'quarterly-board@google.com/20270730' ), array_keys( $records ) );
		foreach ( $records as $record ) {
			$this->assertArrayNotHasKey( 'recurrence', $record->fields );
			$this->assertStringContainsString( 'BYSETPOS', (string) $record->note );
			$this->assertSame( '18:00', $record->fields['start_time'] );
		}
	}

	public function test_a_malformed_event_is_reported_by_line_and_the_rest_still_maps_35_3(): void {
		$records = $this->google_records();
		$broken  = $records['broken-date@google.com'];
		$this->assertSame( 101, $broken->line );
		$this->assertStringContainsString( 'dates cannot be read', (string) $broken->error );
		$this->assertCount( 10, $records );
	}

	public function test_an_event_without_end_and_a_block_without_end_vevent_are_reported_35_3(): void {
		$text   = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nSUMMARY:Open\r\nDTSTART:20270101T100000Z\r\nBEGIN:VEVENT\r\nUID:b\r\nDTSTART:20270102T100000Z\r\nDURATION:PT90M\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:no uid\r\nDTSTART:20270103T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
		$handle = fopen( 'php://memory', 'w+b' );
		fwrite( $handle, $text );
		$read = ( new IcsSplitter( $handle ) )->read( 0, 1, 10 );
		$this->assertSame( array( 'BROKEN', 'VEVENT', 'VEVENT' ), array_column( $read['blocks'], 'kind' ) );
		$this->assertSame( array( 3, 7, 12 ), array_column( $read['blocks'], 'line' ) );
		$this->assertTrue( $read['end'] );
		$mapper = new VeventMapper( 'UTC' );
		$b      = $mapper->map( $read['blocks'][1]['text'], 7 )[0];
		$this->assertSame( array( '10:00', '11:30' ), array( $b->fields['start_time'], $b->fields['end_time'] ) );
		$this->assertSame( 'The event has no UID.', $mapper->map( $read['blocks'][2]['text'], 12 )[0]->error );
	}

	public function test_batches_resume_at_the_offset_and_line_they_were_given_35_5(): void {
		$handle = fopen( self::FIXTURE, 'rb' );
		$split  = new IcsSplitter( $handle );
		$lines  = array();
		$offset = 0;
		$line   = 1;
		do {
			$read = $split->read( $offset, $line, 2 );
			foreach ( $read['blocks'] as $block ) {
				$lines[] = $block['line'];
			}
			$offset = $read['next'];
			$line   = $read['next_line'];
		} while ( ! $read['end'] );
		fclose( $handle );
		$this->assertSame( array( 8, 26, 48, 63, 78, 92, 101, 107 ), $lines );
	}

	public function test_the_fingerprint_ignores_dtstamp_but_not_a_change_35_3(): void {
		$event  = "BEGIN:VEVENT\r\nUID:x\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20270101T100000Z\r\nSUMMARY:A\r\nEND:VEVENT\r\n";
		$mapper = new VeventMapper( 'UTC' );
		$first  = $mapper->map( $event, 1 )[0]->fingerprint;
		$this->assertSame( $first, $mapper->map( str_replace( '20260101T000000Z', '20261231T000000Z', $event ), 1 )[0]->fingerprint );
		$this->assertNotSame( $first, $mapper->map( str_replace( 'SUMMARY:A', 'SUMMARY:B', $event ), 1 )[0]->fingerprint );
	}
}
