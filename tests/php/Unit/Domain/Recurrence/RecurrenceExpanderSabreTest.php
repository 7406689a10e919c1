<?php
/**
 * Cross-check of the plugin's RRULE expansion against sabre/vobject's (issue 35.3).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Recurrence;

use Eventsmith\Domain\Event\EventSchedule;
use Eventsmith\Domain\Recurrence\Occurrence;
use Eventsmith\Domain\Recurrence\RecurrenceExpander;
use Eventsmith\Domain\Recurrence\RecurrenceRule;
use PHPUnit\Framework\TestCase;
use Sabre\VObject\Reader;

final class RecurrenceExpanderSabreTest extends TestCase {

	/**
	 * Rules (each starting on a date that matches it), their first date, time and timezone.
	 *
	 * @return array<string, array{string, string, string, string, list<string>}>
	 */
	public static function rules(): array {
		return array(
			'daily, count'                     => array( 'FREQ=DAILY;COUNT=12', '2027-03-20', '10:00', 'Europe/Berlin', array() ),
			'every 3 days across DST, until'   => array( 'FREQ=DAILY;INTERVAL=3;UNTIL=20270415', '2027-03-20', '09:30', 'Europe/Berlin', array() ),
			'weekly on two days'               => array( 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=15', '2027-01-04', '18:00', 'America/New_York', array() ),
			'fortnightly on Tuesdays, exdates' => array( 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=10', '2027-01-05', '19:00', 'Europe/London', array( '2027-02-02', '2027-03-16' ) ),
			'monthly on the 31st'              => array( 'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=8', '2027-01-31', '12:00', 'UTC', array() ),
			'monthly last Friday'              => array( 'FREQ=MONTHLY;BYDAY=-1FR;COUNT=14', '2027-01-29', '17:00', 'Australia/Sydney', array() ),
			'monthly second Tuesday, until'    => array( 'FREQ=MONTHLY;BYDAY=2TU;UNTIL=20280101', '2027-01-12', '08:00', 'Asia/Kolkata', array() ),
			'monthly first and last day'       => array( 'FREQ=MONTHLY;BYMONTHDAY=1,-1;COUNT=10', '2027-01-01', '07:00', 'Europe/Berlin', array() ),
			'yearly on 29 February'            => array( 'FREQ=YEARLY;COUNT=3', '2028-02-29', '11:00', 'UTC', array() ),
			'weekdays, open-ended'             => array( 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR', '2027-06-01', '06:00', 'Europe/Paris', array( '2027-06-04' ) ),
		);
	}

	/**
	 * @dataProvider rules
	 *
	 * @param string       $rrule    RRULE text.
	 * @param string       $date     First date.
	 * @param string       $time     Start time.
	 * @param string       $timezone Timezone.
	 * @param list<string> $exdates  Excluded local dates.
	 */
	public function test_our_expansion_matches_sabre_vobject_35_3( string $rrule, string $date, string $time, string $timezone, array $exdates ): void {
		$schedule = EventSchedule::from_fields( $date, $time, $date, '23:00', $timezone );
		$rule     = RecurrenceRule::from_rrule_string( $rrule, $exdates );
		$ours     = array_map(
			static fn( Occurrence $o ): string => $o->start_utc()->format( 'Y-m-d\TH:i\Z' ),
			( new RecurrenceExpander() )->expand( $schedule, $rule, 60 )
		);

		$local  = str_replace( array( '-', ':' ), '', $date . 'T' . $time ) . '00';
		$sabre  = preg_replace( '/UNTIL=(\d{8})(;|$)/', 'UNTIL=$1T235959$2', $rrule );
		$ics    = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART;TZID={$timezone}:{$local}\r\nDURATION:PT1H\r\nRRULE:{$sabre}\r\n";
		foreach ( $exdates as $exdate ) {
			$ics .= "EXDATE;TZID={$timezone}:" . str_replace( '-', '', $exdate ) . 'T' . str_replace( ':', '', $time ) . "00\r\n";
		}
		$ics     .= "END:VEVENT\r\nEND:VCALENDAR\r\n";
		$iterator = new \Sabre\VObject\Recur\EventIterator( Reader::read( $ics )->VEVENT );
		$theirs   = array();
		while ( $iterator->valid() && count( $theirs ) < 60 ) {
			$theirs[] = $iterator->getDtStart()->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d\TH:i\Z' );
			$iterator->next();
		}
		$this->assertNotEmpty( $ours );
		$this->assertSame( $theirs, $ours );
	}
}
