<?php
/**
 * Caps on the e-mails visitors can make the site send (issue 32.7).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Mail;

use Eventsmith\Domain\Mail\VisitorMailRules;
use PHPUnit\Framework\TestCase;

final class VisitorMailRulesTest extends TestCase {

	public function test_confirmations_are_capped_per_recipient_and_order_mails_only_per_site_32_7(): void {
		self::assertTrue( VisitorMailRules::capped_per_recipient( 'rsvp_confirmation' ) );
		self::assertTrue( VisitorMailRules::capped_per_recipient( 'waitlist_joined' ) );
		self::assertFalse( VisitorMailRules::capped_per_recipient( 'order_tickets' ) );
		self::assertFalse( VisitorMailRules::capped_per_recipient( 'waitlist_offer' ) );
		foreach ( array( 'rsvp_confirmation', 'waitlist_joined', 'order_tickets', 'order_pending' ) as $kind ) {
			self::assertTrue( VisitorMailRules::visitor_triggered( $kind ), $kind );
		}
		foreach ( array( 'invitation', 'reminder', 'event_reminder', 'certificate', 'waitlist_offer', 'order_invoice' ) as $kind ) {
			self::assertFalse( VisitorMailRules::visitor_triggered( $kind ), $kind );
		}
	}

	public function test_one_key_per_address_and_event_whatever_the_case(): void {
		self::assertSame( VisitorMailRules::recipient_key( 'Ann@Example.org ', 7 ), VisitorMailRules::recipient_key( 'ann@example.org', 7 ) );
		self::assertNotSame( VisitorMailRules::recipient_key( 'ann@example.org', 7 ), VisitorMailRules::recipient_key( 'ann@example.org', 8 ) );
	}

	public function test_over_the_limit_and_zero_is_no_limit(): void {
		self::assertFalse( VisitorMailRules::over( 1, 1 ) );
		self::assertTrue( VisitorMailRules::over( 2, 1 ) );
		self::assertFalse( VisitorMailRules::over( 5000, 0 ) );
	}

	public function test_limits_are_whole_numbers_in_range(): void {
		self::assertSame( 0, VisitorMailRules::limit( 0, 10 ) );
		self::assertSame( 10, VisitorMailRules::limit( 10, 10 ) );
		self::assertNull( VisitorMailRules::limit( 11, 10 ) );
		self::assertNull( VisitorMailRules::limit( -1, 10 ) );
		self::assertNull( VisitorMailRules::limit( '5', 10 ) );
		self::assertNull( VisitorMailRules::limit( 1.5, 10 ) );
	}
}
