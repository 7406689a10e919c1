<?php
/**
 * The settings and texts of the organizers' e-mail about new registrations (32.13).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Mail;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Mail\OrganizerNotice;
use Eventsmith\Domain\Settings\SettingsSchema;
use PHPUnit\Framework\TestCase;

final class OrganizerNoticeTest extends TestCase {

	public function test_defaults_are_off_to_the_organizers(): void {
		$settings = SettingsSchema::with_defaults( array() );
		self::assertSame( 'off', $settings['organizer_notify'] );
		self::assertSame( 'organizers', $settings['organizer_notify_to'] );
		self::assertSame( '', $settings['organizer_notify_address'] );
	}

	public function test_the_chosen_address_is_one_plain_address(): void {
		self::assertSame( 'team@example.org', OrganizerNotice::address( ' Team@Example.org ' ) );
		self::assertSame( '', OrganizerNotice::address( '' ) );
		foreach ( array( 'a@example.org, b@example.org', 'a@example.org;b@example.org', 'Team <team@example.org>', '"a,b"@example.org', 'team@', 7 ) as $bad ) {
			try {
				OrganizerNotice::address( $bad );
				self::fail( 'accepted ' . var_export( $bad, true ) );
			} catch ( DomainError $error ) {
				self::assertSame( 'organizer_notify_address', $error->field );
			}
		}
	}

	public function test_sending_to_an_address_needs_one(): void {
		$this->expectException( DomainError::class );
		SettingsSchema::apply(
			array(),
			array(
				'organizer_notify'    => 'each',
				'organizer_notify_to' => 'address',
			)
		);
	}

	public function test_modes_are_off_each_or_digest(): void {
		$next = SettingsSchema::apply(
			array(),
			array(
				'organizer_notify'         => 'digest',
				'organizer_notify_to'      => 'address',
				'organizer_notify_address' => 'team@example.org',
			)
		);
		self::assertSame( 'digest', $next['organizer_notify'] );
		$this->expectException( DomainError::class );
		OrganizerNotice::mode( 'hourly' );
	}

	public function test_the_digest_lists_registrations_by_event_and_counts_them(): void {
		$rsvp  = array(
			'source' => 'rsvp',
			'name'   => 'Rita',
			'email'  => 'rita@example.org',
			'places' => 2,
			'detail' => '',
		);
		$order = array(
			'source' => 'booking',
			'name'   => 'Bea',
			'email'  => 'bea@example.org',
			'places' => 1,
			'detail' => '10.00 EUR',
		);
		$mail  = OrganizerNotice::digest(
			'Site',
			array(
				array(
					'title' => 'Meetup',
					'date'  => 'May 1',
					'items' => array( $rsvp, $order ),
				),
				array(
					'title' => 'Gala',
					'date'  => 'May 2',
					'items' => array( $order ),
				),
			)
		);
		self::assertSame( '3 new registrations on Site', $mail['subject'] );
		self::assertStringContainsString( "Meetup (May 1)\n- Rita <rita@example.org> answered going (2 places)\n- Bea <bea@example.org> ordered 1 ticket — 10.00 EUR", $mail['body'] );
		self::assertStringContainsString( "Gala (May 2)\n- Bea", $mail['body'] );
		self::assertSame( 'New registration: Meetup', OrganizerNotice::each( 'Meetup', 'May 1', $rsvp )['subject'] );
	}
}
