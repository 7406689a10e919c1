<?php
/**
 * Tests of recurrence rules: reading, validation and RFC 5545 text.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Recurrence;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Recurrence\RecurrenceRule;
use PHPUnit\Framework\TestCase;

final class RecurrenceRuleTest extends TestCase {

	public function test_reads_and_normalises_the_array_form(): void {
		$rule = RecurrenceRule::from_array(
			array(
				'freq'       => ' Monthly ',
				'interval'   => '2',
				'by_day'     => array( 'mo', '+2tu', '-1FR', 'MO' ),
				'count'      => '',
				'until'      => '2031-12-31',
				'exclusions' => array( '2031-05-01', '2031-02-01', '2031-05-01' ),
			)
		);

		$this->assertSame( 'monthly', $rule->freq );
		$this->assertSame( 2, $rule->interval );
		$this->assertSame( array( 'MO', '2TU', '-1FR' ), $rule->by_day );
		$this->assertSame( array(), $rule->by_month_day );
		$this->assertNull( $rule->count );
		$this->assertSame( '2031-12-31', $rule->until );
		$this->assertSame( array( '2031-02-01', '2031-05-01' ), $rule->exclusions );
	}

	public function test_defaults_and_comma_separated_lists(): void {
		$rule = RecurrenceRule::from_array( array( 'freq' => 'monthly', 'interval' => '', 'by_month_day' => '1, 15,-1', 'exclusions' => '' ) );

		$this->assertSame( 1, $rule->interval );
		$this->assertSame( array( 1, 15, -1 ), $rule->by_month_day );
		$this->assertSame( array(), $rule->exclusions );
		$this->assertFalse( $rule->is_bounded() );
	}

	public function test_is_bounded_by_count_or_until(): void {
		$this->assertTrue( RecurrenceRule::from_array( array( 'freq' => 'daily', 'count' => 3 ) )->is_bounded() );
		$this->assertTrue( RecurrenceRule::from_array( array( 'freq' => 'daily', 'until' => '2031-01-01' ) )->is_bounded() );
		$this->assertFalse( RecurrenceRule::from_array( array( 'freq' => 'daily' ) )->is_bounded() );
	}

	public function test_the_array_form_reads_back_the_same(): void {
		$rule = RecurrenceRule::from_array(
			array(
				'freq'         => 'monthly',
				'interval'     => 3,
				'by_day'       => array( 'FR' ),
				'by_month_day' => array( 13 ),
				'count'        => 12,
				'exclusions'   => array( '2031-06-13' ),
			)
		);

		$this->assertSame( $rule->to_array(), RecurrenceRule::from_array( $rule->to_array() )->to_array() );
		$this->assertSame(
			array(
				'freq'         => 'monthly',
				'interval'     => 3,
				'by_day'       => array( 'FR' ),
				'by_month_day' => array( 13 ),
				'count'        => 12,
				'until'        => null,
				'exclusions'   => array( '2031-06-13' ),
			),
			$rule->to_array()
		);
	}

	public function test_writes_rfc_5545_text(): void {
		$rule = RecurrenceRule::from_array( array( 'freq' => 'weekly', 'interval' => 2, 'by_day' => array( 'MO', 'WE' ), 'count' => 10 ) );

		$this->assertSame( 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10', $rule->to_rrule_string() );
		$this->assertSame( 'FREQ=DAILY;INTERVAL=1', RecurrenceRule::from_array( array( 'freq' => 'daily' ) )->to_rrule_string() );
		$this->assertSame( 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=31,-1;UNTIL=20320101', RecurrenceRule::from_array( array( 'freq' => 'monthly', 'by_month_day' => array( 31, -1 ), 'until' => '2032-01-01' ) )->to_rrule_string() );
	}

	/**
	 * @dataProvider rrule_texts
	 *
	 * @param string $text RRULE text in the form to_rrule_string() writes.
	 */
	public function test_rfc_5545_text_round_trips( string $text ): void {
		$rule = RecurrenceRule::from_rrule_string( $text );

		$this->assertSame( $text, $rule->to_rrule_string() );
		$this->assertSame( $text, RecurrenceRule::from_array( $rule->to_array() )->to_rrule_string() );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function rrule_texts(): array {
		return array(
			'weekly'           => array( 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=10' ),
			'monthly ordinal'  => array( 'FREQ=MONTHLY;INTERVAL=2;BYDAY=2TU;UNTIL=20311231' ),
			'last friday'      => array( 'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR;COUNT=6' ),
			'friday 13th'      => array( 'FREQ=MONTHLY;INTERVAL=1;BYDAY=FR;BYMONTHDAY=13' ),
			'daily weekdays'   => array( 'FREQ=DAILY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR;UNTIL=20310301' ),
			'yearly'           => array( 'FREQ=YEARLY;INTERVAL=4;COUNT=3' ),
		);
	}

	public function test_reads_rfc_5545_text_leniently_where_harmless(): void {
		$rule = RecurrenceRule::from_rrule_string( ' rrule:freq=weekly;byday=mo,we;wkst=MO;count=4; ', array( '2031-01-06' ) );

		$this->assertSame( 'weekly', $rule->freq );
		$this->assertSame( 1, $rule->interval );
		$this->assertSame( array( 'MO', 'WE' ), $rule->by_day );
		$this->assertSame( 4, $rule->count );
		$this->assertSame( array( '2031-01-06' ), $rule->exclusions );
	}

	/**
	 * @dataProvider invalid_rules
	 *
	 * @param array<string, mixed> $rule  Input.
	 * @param string               $field Field the error names.
	 */
	public function test_invalid_rules_name_the_field( array $rule, string $field ): void {
		try {
			RecurrenceRule::from_array( $rule );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
			$this->assertSame( 'eventsmith_invalid_recurrence', $error->error_code );
			$this->assertSame( DomainError::INVALID, $error->kind );
			$this->assertStringContainsString( $field, $error->getMessage() );
		}
	}

	/**
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function invalid_rules(): array {
		return array(
			'no freq'                   => array( array(), 'recurrence.freq' ),
			'unknown freq'              => array( array( 'freq' => 'hourly' ), 'recurrence.freq' ),
			'freq not text'             => array( array( 'freq' => array( 'daily' ) ), 'recurrence.freq' ),
			'interval 0'                => array( array( 'freq' => 'daily', 'interval' => 0 ), 'recurrence.interval' ),
			'interval negative'         => array( array( 'freq' => 'daily', 'interval' => '-2' ), 'recurrence.interval' ),
			'interval fraction'         => array( array( 'freq' => 'daily', 'interval' => 1.5 ), 'recurrence.interval' ),
			'interval words'            => array( array( 'freq' => 'daily', 'interval' => 'two' ), 'recurrence.interval' ),
			'interval too large'        => array( array( 'freq' => 'daily', 'interval' => 1001 ), 'recurrence.interval' ),
			'bad weekday'               => array( array( 'freq' => 'weekly', 'by_day' => array( 'XX' ) ), 'recurrence.by_day' ),
			'weekday not text'          => array( array( 'freq' => 'weekly', 'by_day' => array( 1 ) ), 'recurrence.by_day' ),
			'ordinal on weekly'         => array( array( 'freq' => 'weekly', 'by_day' => array( '2TU' ) ), 'recurrence.by_day' ),
			'ordinal on daily'          => array( array( 'freq' => 'daily', 'by_day' => array( '-1FR' ) ), 'recurrence.by_day' ),
			'ordinal 6'                 => array( array( 'freq' => 'monthly', 'by_day' => array( '6MO' ) ), 'recurrence.by_day' ),
			'ordinal 0'                 => array( array( 'freq' => 'monthly', 'by_day' => array( '0MO' ) ), 'recurrence.by_day' ),
			'by_day on yearly'          => array( array( 'freq' => 'yearly', 'by_day' => array( 'MO' ) ), 'recurrence.by_day' ),
			'month day 0'               => array( array( 'freq' => 'monthly', 'by_month_day' => array( 0 ) ), 'recurrence.by_month_day' ),
			'month day 32'              => array( array( 'freq' => 'monthly', 'by_month_day' => array( 32 ) ), 'recurrence.by_month_day' ),
			'month day -32'             => array( array( 'freq' => 'monthly', 'by_month_day' => array( -32 ) ), 'recurrence.by_month_day' ),
			'month day words'           => array( array( 'freq' => 'monthly', 'by_month_day' => array( 'first' ) ), 'recurrence.by_month_day' ),
			'month day on weekly'       => array( array( 'freq' => 'weekly', 'by_month_day' => array( 1 ) ), 'recurrence.by_month_day' ),
			'count 0'                   => array( array( 'freq' => 'daily', 'count' => 0 ), 'recurrence.count' ),
			'negative count'            => array( array( 'freq' => 'daily', 'count' => -1 ), 'recurrence.count' ),
			'count words'               => array( array( 'freq' => 'daily', 'count' => 'ten' ), 'recurrence.count' ),
			'count absurdly large'      => array( array( 'freq' => 'daily', 'count' => '99999999999999999999' ), 'recurrence.count' ),
			'until impossible'          => array( array( 'freq' => 'daily', 'until' => '2031-02-29' ), 'recurrence.until' ),
			'until in RRULE form'       => array( array( 'freq' => 'daily', 'until' => '20311231' ), 'recurrence.until' ),
			'count and until'           => array( array( 'freq' => 'daily', 'count' => 2, 'until' => '2031-01-01' ), 'recurrence.until' ),
			'bad exclusion'             => array( array( 'freq' => 'daily', 'exclusions' => array( '2031-13-01' ) ), 'recurrence.exclusions' ),
			'exclusion not text'        => array( array( 'freq' => 'daily', 'exclusions' => array( 20310101 ) ), 'recurrence.exclusions' ),
		);
	}

	/**
	 * @dataProvider invalid_texts
	 *
	 * @param string $text  RRULE text.
	 * @param string $field Field the error names.
	 */
	public function test_invalid_rfc_5545_text_names_the_field( string $text, string $field ): void {
		try {
			RecurrenceRule::from_rrule_string( $text );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
			$this->assertSame( 'eventsmith_invalid_recurrence', $error->error_code );
		}
	}

	/**
	 * @return array<string, array{string, string}>
	 */
	public static function invalid_texts(): array {
		return array(
			'empty'                => array( '', 'recurrence.freq' ),
			'hourly'               => array( 'FREQ=HOURLY;COUNT=3', 'recurrence.freq' ),
			'unsupported part'     => array( 'FREQ=DAILY;BYHOUR=9', 'recurrence' ),
			'part twice'           => array( 'FREQ=DAILY;FREQ=WEEKLY', 'recurrence' ),
			'until with a time'    => array( 'FREQ=DAILY;UNTIL=20311231T235959Z', 'recurrence.until' ),
			'count without value'  => array( 'FREQ=DAILY;COUNT=', 'recurrence.count' ),
			'week starting Sunday' => array( 'FREQ=WEEKLY;INTERVAL=2;WKST=SU', 'recurrence.wkst' ),
			'bad byday'            => array( 'FREQ=WEEKLY;BYDAY=MO,XX', 'recurrence.by_day' ),
			'count and until'      => array( 'FREQ=DAILY;COUNT=3;UNTIL=20311231', 'recurrence.until' ),
		);
	}
}
