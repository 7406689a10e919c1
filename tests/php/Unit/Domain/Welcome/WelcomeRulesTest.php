<?php
/**
 * Tests of the first-run welcome's rules (issue 33, item 5).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Welcome;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Welcome\SiteTimezone;
use Eventsmith\Domain\Welcome\WelcomeRules;
use PHPUnit\Framework\TestCase;

final class WelcomeRulesTest extends TestCase {

	public function test_activation_on_a_site_without_events_makes_it_pending_33_5(): void {
		$this->assertSame( WelcomeRules::PENDING, WelcomeRules::at_activation( null, false ) );
		$this->assertSame( WelcomeRules::PENDING, WelcomeRules::at_activation( '', false ) );
	}

	public function test_a_site_with_events_skips_it_33_5(): void {
		$this->assertSame( WelcomeRules::DONE, WelcomeRules::at_activation( null, true ) );
		$this->assertSame( WelcomeRules::DONE, WelcomeRules::current( WelcomeRules::PENDING, true ) );
		$this->assertFalse( WelcomeRules::shows( WelcomeRules::current( WelcomeRules::PENDING, true ) ) );
	}

	public function test_reactivation_never_brings_it_back_33_5(): void {
		$this->assertSame( WelcomeRules::DONE, WelcomeRules::at_activation( WelcomeRules::DONE, false ) );
		$this->assertSame( WelcomeRules::SAMPLES, WelcomeRules::at_activation( WelcomeRules::SAMPLES, true ) );
	}

	public function test_it_shows_while_pending_or_offering_to_remove_samples_33_5(): void {
		$this->assertTrue( WelcomeRules::shows( WelcomeRules::current( WelcomeRules::PENDING, false ) ) );
		// The sample events are events, but not the owner's: the panel stays to offer their removal.
		$this->assertTrue( WelcomeRules::shows( WelcomeRules::current( WelcomeRules::SAMPLES, false ) ) );
		$this->assertFalse( WelcomeRules::shows( WelcomeRules::current( WelcomeRules::DONE, false ) ) );
		$this->assertFalse( WelcomeRules::shows( WelcomeRules::current( null, false ) ) );
		$this->assertFalse( WelcomeRules::shows( WelcomeRules::current( 'something else', false ) ) );
	}

	public function test_a_finished_welcome_refuses_changes_with_409_33_5(): void {
		WelcomeRules::check_open( WelcomeRules::PENDING );
		WelcomeRules::check_open( WelcomeRules::SAMPLES );
		try {
			WelcomeRules::check_open( WelcomeRules::DONE );
			$this->fail( 'A finished welcome accepted a change.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 409, $error->http_status() );
			$this->assertSame( 'eventsmith_welcome_done', $error->error_code );
		}
	}

	public function test_seed_progress_counts_steps_up_to_the_total_33_5(): void {
		$this->assertSame( array( 'done' => 1, 'total' => 5 ), WelcomeRules::next_step( 0, 5 ) );
		$this->assertSame( array( 'done' => 5, 'total' => 5 ), WelcomeRules::next_step( 4, 5 ) );
		$this->assertSame( array( 'done' => 5, 'total' => 5 ), WelcomeRules::next_step( 5, 5 ) );
	}

	public function test_timezone_takes_a_city_or_an_offset_as_wordpress_does_33_5(): void {
		$city = SiteTimezone::parse( 'Europe/Berlin' );
		$this->assertSame( 'Europe/Berlin', $city->timezone_string );
		$this->assertSame( 'UTC', SiteTimezone::parse( 'UTC' )->timezone_string );
		$this->assertSame( 0.0, SiteTimezone::parse( 'UTC+0' )->gmt_offset );
		$this->assertSame( 5.5, SiteTimezone::parse( 'UTC+5:30' )->gmt_offset );
		$this->assertSame( 5.5, SiteTimezone::parse( 'UTC+5.5' )->gmt_offset );
		$this->assertSame( -3.75, SiteTimezone::parse( 'UTC-3:45' )->gmt_offset );
		$this->assertSame( '', SiteTimezone::parse( 'UTC-8' )->timezone_string );
	}

	/**
	 * @dataProvider bad_timezones
	 *
	 * @param mixed $value Input.
	 */
	public function test_a_bad_timezone_is_refused_naming_the_field_33_5( mixed $value ): void {
		try {
			SiteTimezone::parse( $value );
			$this->fail( 'Accepted a bad timezone.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'timezone', $error->field );
			$this->assertSame( 400, $error->http_status() );
			$this->assertStringContainsString( 'timezone', $error->getMessage() );
		}
	}

	/**
	 * @return array<string, array{mixed}>
	 */
	public static function bad_timezones(): array {
		return array(
			'empty'      => array( '' ),
			'unknown'    => array( 'Mars/Olympus' ),
			'too far'    => array( 'UTC+15' ),
			'not a text' => array( 42 ),
			'odd minute' => array( 'UTC+1:10' ),
		);
	}
}
