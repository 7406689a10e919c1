<?php
/**
 * Tests of what the personal-data export shows of a record.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Privacy;

use Eventsmith\Domain\Privacy\ExportFields;
use Eventsmith\Domain\Privacy\PersonalRecord;
use PHPUnit\Framework\TestCase;

final class ExportFieldsTest extends TestCase {

	/**
	 * The pairs as name => value, for short assertions.
	 *
	 * @param list<array{name: string, value: string}> $pairs Pairs.
	 * @return array<string, string>
	 */
	private static function map( array $pairs ): array {
		return array_column( $pairs, 'value', 'name' );
	}

	public function test_a_booking_lists_buyer_lines_total_and_status(): void {
		$fields = self::map(
			ExportFields::of(
				PersonalRecord::Booking,
				array(
					'id'             => 12,
					'customer_name'  => 'Bo Buyer',
					'customer_email' => 'bo@example.org',
					'line_items'     => '[{"ticket_type":"Standard","quantity":2,"price":25}]',
					'total'          => '50.00',
					'currency'       => 'EUR',
					'status'         => 'completed',
					'payment_method' => '',
					'created_at'     => '2031-01-02 03:04:05',
				),
				'Jazz night'
			)
		);
		$this->assertSame(
			array(
				'Event'            => 'Jazz night',
				'Booking number'   => '#12',
				'Name'             => 'Bo Buyer',
				'Email'            => 'bo@example.org',
				'Tickets'          => '2 × Standard (25.00 EUR)',
				'Total'            => '50.00 EUR',
				'Status'           => 'Completed',
				'Ordered at (UTC)' => '2031-01-02 03:04:05',
			),
			$fields
		);
	}

	public function test_an_attendee_lists_phone_extra_fields_and_every_scan(): void {
		$fields = self::map(
			ExportFields::of(
				PersonalRecord::Attendee,
				array(
					'name'          => 'Ann',
					'email'         => 'ann@example.org',
					'phone'         => '+49 30 1',
					'extra'         => '{"dietary_needs":"vegan","seat":"A1"}',
					'ticket_type'   => '',
					'ticket_code'   => 'abc',
					'status'        => 'active',
					'created_at'    => '2031-01-01 10:00:00',
					'checked_in_at' => '2031-09-01 18:00:00',
				),
				'Door race',
				array(
					array( 'checked_at' => '2031-09-01 18:00:00', 'result' => 'checked_in' ),
					array( 'checked_at' => '2031-09-01 18:05:00', 'result' => 'refused_4' ),
				)
			)
		);
		$this->assertSame( 'RSVP', $fields['Ticket type'] );
		$this->assertSame( '+49 30 1', $fields['Phone'] );
		$this->assertSame( 'vegan', $fields['Dietary needs'] );
		$this->assertSame( 'A1', $fields['Seat'] );
		$this->assertSame( 'Valid', $fields['Status'] );
		$this->assertSame( "2031-09-01 18:00:00 — checked in\n2031-09-01 18:05:00 — refused", $fields['Ticket scans (UTC)'] );
	}

	public function test_empty_values_are_left_out(): void {
		$fields = self::map( ExportFields::of( PersonalRecord::Attendee, array( 'name' => 'Ann', 'email' => 'a@example.org', 'phone' => '', 'extra' => null, 'ticket_type' => 'VIP', 'checked_in_at' => null ), 'E' ) );
		$this->assertArrayNotHasKey( 'Phone', $fields );
		$this->assertArrayNotHasKey( 'Checked in at (UTC)', $fields );
		$this->assertArrayNotHasKey( 'Ticket scans (UTC)', $fields );
		$this->assertSame( 'VIP', $fields['Ticket type'] );
	}

	public function test_an_rsvp_and_an_invitation(): void {
		$rsvp = self::map( ExportFields::of( PersonalRecord::Rsvp, array( 'response' => 'not_going', 'attendee_count' => 0, 'reason' => 'Travelling', 'name' => 'Di', 'email' => 'di@example.org', 'created_at' => 'x' ), 'E' ) );
		$this->assertSame( 'Not going', $rsvp['Response'] );
		$this->assertSame( 'Travelling', $rsvp['Reason'] );
		$this->assertSame( '0', $rsvp['People'] );
		$invitation = self::map( ExportFields::of( PersonalRecord::Invitation, array( 'email' => 'di@example.org', 'kind' => 'reminder', 'sent' => '1', 'created_at' => 'y' ), 'E' ) );
		$this->assertSame( array( 'Event' => 'E', 'Email' => 'di@example.org', 'Kind' => 'Reminder', 'Delivered' => 'Yes', 'Sent at (UTC)' => 'y' ), $invitation );
	}
}
