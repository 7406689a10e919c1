<?php
/**
 * Tests of the door scanner's verification style setting.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Settings;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Settings\SettingsSchema;
use PHPUnit\Framework\TestCase;

final class VerificationStyleSettingTest extends TestCase {

	public function test_a_new_site_checks_tickets_in_as_soon_as_they_are_scanned(): void {
		$this->assertSame( 'on', SettingsSchema::with_defaults( array() )['attendee_verification_style'] );
	}

	public function test_two_step_mode_is_stored_and_kept_by_other_updates(): void {
		$next = SettingsSchema::apply( SettingsSchema::defaults(), array( 'attendee_verification_style' => 'off' ) );
		$this->assertSame( 'off', $next['attendee_verification_style'] );

		$later = SettingsSchema::apply( $next, array( 'disable_category_and_tags' => 'on' ) );
		$this->assertSame( 'off', $later['attendee_verification_style'] );
	}

	public function test_only_on_or_off_is_accepted(): void {
		try {
			SettingsSchema::apply( SettingsSchema::defaults(), array( 'attendee_verification_style' => 'two-step' ) );
			$this->fail( 'The change was accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'attendee_verification_style', $error->field );
		}
	}
}
