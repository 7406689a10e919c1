<?php
/**
 * Tests of the iCalendar writer (RFC 5545).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Calendar;

use Eventsmith\Domain\Calendar\GoogleCalendarLink;
use Eventsmith\Domain\Calendar\IcsEvent;
use Eventsmith\Domain\Calendar\IcsWriter;
use PHPUnit\Framework\TestCase;

final class IcsWriterTest extends TestCase {

	private function event( array $changes = array() ): IcsEvent {
		$zone = new \DateTimeZone( $changes['zone'] ?? 'Europe/Berlin' );
		return new IcsEvent(
			$changes['uid'] ?? 'event-7@example.org',
			new \DateTimeImmutable( '2027-01-05 08:00:00', new \DateTimeZone( 'UTC' ) ),
			new \DateTimeImmutable( $changes['start'] ?? '2027-03-14 10:00:00', $zone ),
			new \DateTimeImmutable( $changes['end'] ?? '2027-03-14 16:00:00', $zone ),
			$changes['summary'] ?? 'Summit',
			$changes['description'] ?? '',
			$changes['location'] ?? '',
			'https://example.org/events/summit/',
			$changes['categories'] ?? array(),
			$changes['rrule'] ?? null,
			$changes['exclusions'] ?? array()
		);
	}

	/**
	 * The unfolded content lines of a calendar.
	 *
	 * @return list<string>
	 */
	private function lines( string $ics ): array {
		return explode( "\r\n", rtrim( str_replace( "\r\n ", '', $ics ), "\r\n" ) );
	}

	public function test_a_single_event_is_written_in_utc_with_uid_and_dtstamp(): void {
		$lines = $this->lines( ( new IcsWriter() )->calendar( array( $this->event() ) ) );
		$this->assertSame( 'BEGIN:VCALENDAR', $lines[0] );
		$this->assertContains( 'VERSION:2.0', $lines );
		$this->assertContains( 'UID:event-7@example.org', $lines );
		$this->assertContains( 'DTSTAMP:20270105T080000Z', $lines );
		// 10:00 in Berlin in March (CET, UTC+1) is 09:00 UTC.
		$this->assertContains( 'DTSTART:20270314T090000Z', $lines );
		$this->assertContains( 'DTEND:20270314T150000Z', $lines );
		$this->assertNotContains( 'BEGIN:VTIMEZONE', $lines );
		$this->assertSame( 'END:VCALENDAR', end( $lines ) );
	}

	public function test_every_line_ends_with_crlf(): void {
		$ics = ( new IcsWriter() )->calendar( array( $this->event() ) );
		$this->assertSame( 0, preg_match( "/[^\r]\n/", $ics ) );
		$this->assertStringEndsWith( "END:VCALENDAR\r\n", $ics );
	}

	public function test_text_is_escaped(): void {
		$lines = $this->lines(
			( new IcsWriter() )->calendar(
				array( $this->event( array( 'summary' => 'Tea, cake; and <script>x</script> \\ done', 'description' => "Line one\nLine two" ) ) )
			)
		);
		$this->assertContains( 'SUMMARY:Tea\\, cake\\; and <script>x</script> \\\\ done', $lines );
		$this->assertContains( 'DESCRIPTION:Line one\\nLine two', $lines );
	}

	public function test_long_lines_fold_at_75_octets_without_splitting_a_character(): void {
		$ics = ( new IcsWriter() )->calendar( array( $this->event( array( 'description' => str_repeat( 'Größe 🎉 ', 40 ) ) ) ) );
		foreach ( explode( "\r\n", $ics ) as $line ) {
			$this->assertLessThanOrEqual( 75, strlen( $line ) );
			$this->assertTrue( mb_check_encoding( $line, 'UTF-8' ), $line );
		}
		$this->assertContains( 'DESCRIPTION:' . rtrim( str_repeat( 'Größe 🎉 ', 40 ) ), array_map( 'rtrim', $this->lines( $ics ) ) );
	}

	public function test_a_series_keeps_its_wall_clock_with_a_vtimezone_rrule_and_exdate(): void {
		$ics   = ( new IcsWriter() )->calendar(
			array( $this->event( array( 'rrule' => 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;UNTIL=20270630', 'exclusions' => array( '2027-04-06' ), 'start' => '2027-03-02 18:00:00', 'end' => '2027-03-02 19:00:00' ) ) )
		);
		$lines = $this->lines( $ics );
		$this->assertContains( 'DTSTART;TZID=Europe/Berlin:20270302T180000', $lines );
		$this->assertContains( 'DTEND;TZID=Europe/Berlin:20270302T190000', $lines );
		// UNTIL is the end of 30 June in Berlin (CEST, UTC+2), in UTC.
		$this->assertContains( 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;UNTIL=20270630T215959Z', $lines );
		$this->assertContains( 'EXDATE;TZID=Europe/Berlin:20270406T180000', $lines );
		$this->assertContains( 'BEGIN:VTIMEZONE', $lines );
		$this->assertContains( 'TZID:Europe/Berlin', $lines );
		// The switch to summer time on 28 March 2027 at 02:00 local.
		$this->assertContains( 'DTSTART:20270328T020000', $lines );
		$this->assertContains( 'TZOFFSETTO:+0200', $lines );
	}

	public function test_an_event_of_whole_days_is_written_as_dates_and_its_series_without_a_vtimezone_35_3(): void {
		$single = $this->lines( ( new IcsWriter() )->calendar( array( $this->event( array( 'start' => '2027-06-10 00:00:00', 'end' => '2027-06-12 23:59:00' ) ) ) ) );
		$this->assertContains( 'DTSTART;VALUE=DATE:20270610', $single );
		// DTEND is exclusive: the day after the last.
		$this->assertContains( 'DTEND;VALUE=DATE:20270613', $single );
		$series = $this->lines(
			( new IcsWriter() )->calendar(
				array(
					$this->event(
						array(
							'start'      => '2027-03-02 00:00:00',
							'end'        => '2027-03-02 23:59:00',
							'rrule'      => 'FREQ=WEEKLY;BYDAY=TU;UNTIL=2027-03-30',
							'exclusions' => array( '2027-03-16' ),
						)
					),
				)
			)
		);
		$this->assertContains( 'DTSTART;VALUE=DATE:20270302', $series );
		$this->assertContains( 'DTEND;VALUE=DATE:20270303', $series );
		$this->assertContains( 'RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270330', $series );
		$this->assertContains( 'EXDATE;VALUE=DATE:20270316', $series );
		$this->assertNotContains( 'BEGIN:VTIMEZONE', $series );
		// 00:00 to 18:00 is not a whole day.
		$part = $this->lines( ( new IcsWriter() )->calendar( array( $this->event( array( 'start' => '2027-06-10 00:00:00', 'end' => '2027-06-10 18:00:00' ) ) ) ) );
		$this->assertContains( 'DTSTART:20270609T220000Z', $part );
	}

	public function test_the_google_link_carries_utc_dates_and_the_rule(): void {
		$link = GoogleCalendarLink::for_event( $this->event( array( 'rrule' => 'FREQ=WEEKLY;BYDAY=TU', 'location' => 'Alexanderplatz 1, Berlin' ) ) );
		parse_str( (string) parse_url( $link, PHP_URL_QUERY ), $query );
		$this->assertStringStartsWith( 'https://calendar.google.com/calendar/render?', $link );
		$this->assertSame( 'TEMPLATE', $query['action'] );
		$this->assertSame( '20270314T090000Z/20270314T150000Z', $query['dates'] );
		$this->assertSame( 'RRULE:FREQ=WEEKLY;BYDAY=TU', $query['recur'] );
		$this->assertSame( 'Europe/Berlin', $query['ctz'] );
		$this->assertSame( 'Alexanderplatz 1, Berlin', $query['location'] );
	}
}
