<?php
/**
 * When an automatic reminder is due and the key that queues it once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Mail;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Mail\ReminderRule;
use PHPUnit\Framework\TestCase;

final class ReminderRuleTest extends TestCase {

	private static function utc( string $utc ): \DateTimeImmutable {
		return new \DateTimeImmutable( $utc, new \DateTimeZone( 'UTC' ) );
	}

	public function test_an_event_setting_wins_over_the_site_default(): void {
		self::assertSame( 24, ReminderRule::hours( '', 24 ) );
		self::assertSame( 0, ReminderRule::hours( 'off', 24 ) );
		self::assertSame( 3, ReminderRule::hours( '3', 24 ) );
		self::assertSame( 0, ReminderRule::hours( '', 0 ) );
		self::assertSame( ReminderRule::MAX_HOURS, ReminderRule::hours( '', 9999 ) );
	}

	public function test_due_inside_the_window_before_the_start_only(): void {
		$start = self::utc( '2026-11-28 18:00:00' );
		self::assertFalse( ReminderRule::due( $start, self::utc( '2026-11-27 17:59:59' ), 24 ), 'one second before the window opens' );
		self::assertTrue( ReminderRule::due( $start, self::utc( '2026-11-27 18:00:00' ), 24 ), 'the window opens exactly 24 hours before' );
		self::assertTrue( ReminderRule::due( $start, self::utc( '2026-11-28 17:59:00' ), 24 ) );
		self::assertFalse( ReminderRule::due( $start, self::utc( '2026-11-28 18:00:00' ), 24 ), 'started: too late for a reminder' );
		self::assertFalse( ReminderRule::due( $start, self::utc( '2026-11-28 17:00:00' ), 0 ), 'off never sends' );
	}

	public function test_the_window_counts_real_hours_across_a_clock_change(): void {
		// Berlin leaves summer time on 25 Oct 2026 at 03:00 local: 02:00-03:00 happens twice.
		$zone  = new \DateTimeZone( 'Europe/Berlin' );
		$start = new \DateTimeImmutable( '2026-10-25 12:00:00', $zone ); // 11:00 UTC.
		self::assertFalse( ReminderRule::due( $start, new \DateTimeImmutable( '2026-10-24 12:00:00', $zone ), 24 ), 'the local clock reads one day earlier, but 25 real hours remain' );
		self::assertTrue( ReminderRule::due( $start, new \DateTimeImmutable( '2026-10-24 13:00:00', $zone ), 24 ), '24 real hours before the start' );
		self::assertTrue( ReminderRule::due( $start, self::utc( '2026-10-24 11:00:00' ), 24 ) );
	}

	public function test_one_key_per_attendee_and_occurrence(): void {
		self::assertSame( ReminderRule::dedupe_key( 12, 7 ), ReminderRule::dedupe_key( 12, 7 ) );
		self::assertNotSame( ReminderRule::dedupe_key( 12, 7 ), ReminderRule::dedupe_key( 13, 7 ) );
		self::assertNotSame( ReminderRule::dedupe_key( 12, 7 ), ReminderRule::dedupe_key( 12, 8 ) );
		self::assertNotSame( ReminderRule::dedupe_key( 1, 23 ), ReminderRule::dedupe_key( 12, 3 ) );
	}

	public function test_clean_accepts_inherit_off_and_hours(): void {
		self::assertSame( '', ReminderRule::clean( '', 'reminder_hours' ) );
		self::assertSame( 'off', ReminderRule::clean( ' off ', 'reminder_hours' ) );
		self::assertSame( '24', ReminderRule::clean( 24, 'reminder_hours' ) );
		self::assertSame( '168', ReminderRule::clean( '168', 'reminder_hours' ) );
	}

	/**
	 * @dataProvider refused
	 */
	public function test_clean_refuses_other_values_naming_the_field( mixed $value, bool $inherit ): void {
		try {
			ReminderRule::clean( $value, 'reminder_hours', $inherit );
			self::fail( 'accepted ' . var_export( $value, true ) );
		} catch ( DomainError $error ) {
			self::assertSame( 'reminder_hours', $error->field );
		}
	}

	/**
	 * @return array<string, array{mixed, bool}>
	 */
	public static function refused(): array {
		return array(
			'zero'              => array( 0, true ),
			'too many'          => array( 169, true ),
			'fraction'          => array( '1.5', true ),
			'negative'          => array( '-3', true ),
			'word'              => array( 'soon', true ),
			'list'              => array( array( 3 ), true ),
			'inherit for site'  => array( '', false ),
		);
	}
}
