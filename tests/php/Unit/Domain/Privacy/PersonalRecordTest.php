<?php
/**
 * Tests of the kinds of record holding personal data.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Privacy;

use Eventsmith\Domain\Privacy\PersonalRecord;
use PHPUnit\Framework\TestCase;

final class PersonalRecordTest extends TestCase {

	public function test_each_kind_has_its_own_group_id_and_label(): void {
		$ids    = array_map( static fn( PersonalRecord $kind ): string => $kind->group_id(), PersonalRecord::cases() );
		$labels = array_map( static fn( PersonalRecord $kind ): string => $kind->group_label(), PersonalRecord::cases() );
		$this->assertSame( array( 'eventsmith-bookings', 'eventsmith-attendees', 'eventsmith-rsvps', 'eventsmith-invitations' ), $ids );
		$this->assertSame( array( 'Event bookings', 'Event attendees and tickets', 'RSVPs', 'Event invitations' ), $labels );
		foreach ( PersonalRecord::cases() as $kind ) {
			$this->assertNotSame( '', $kind->group_description() );
		}
	}

	public function test_bookings_are_found_by_the_buyer_address_and_the_rest_by_their_own(): void {
		$this->assertSame( 'customer_email', PersonalRecord::Booking->email_column() );
		$this->assertSame( 'customer_name', PersonalRecord::Booking->name_column() );
		$this->assertSame( 'email', PersonalRecord::Attendee->email_column() );
		$this->assertSame( '', PersonalRecord::Invitation->name_column() );
	}

	public function test_orders_awaiting_payment_keep_their_data_for_now(): void {
		$this->assertTrue( PersonalRecord::Booking->is_retained( array( 'status' => 'pending' ) ) );
		$this->assertTrue( PersonalRecord::Attendee->is_retained( array( 'status' => 'pending' ) ) );
		$this->assertFalse( PersonalRecord::Booking->is_retained( array( 'status' => 'completed' ) ) );
		$this->assertFalse( PersonalRecord::Attendee->is_retained( array( 'status' => 'refunded' ) ) );
		$this->assertFalse( PersonalRecord::Rsvp->is_retained( array( 'status' => 'pending' ) ) );
		$this->assertSame( array(), PersonalRecord::Invitation->retained_statuses() );
	}
}
