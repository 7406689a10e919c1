<?php
/**
 * Tests of how records are anonymised on an erasure request.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Privacy;

use Eventsmith\Domain\Privacy\Anonymiser;
use Eventsmith\Domain\Privacy\PersonalRecord;
use PHPUnit\Framework\TestCase;

final class AnonymiserTest extends TestCase {

	private Anonymiser $anonymiser;

	protected function setUp(): void {
		$this->anonymiser = new Anonymiser( 'Deleted user' );
	}

	public function test_an_attendee_loses_name_address_phone_and_extra_fields_but_keeps_ticket_and_check_in(): void {
		$row     = array(
			'id'            => 7,
			'name'          => 'Ann Example',
			'email'         => 'Ann@Example.org',
			'phone'         => '+49 30 1234',
			'extra'         => '{"seat":"A1"}',
			'ticket_code'   => str_repeat( 'a', 32 ),
			'status'        => 'active',
			'checked_in_at' => '2031-09-01 18:00:00',
		);
		$changes = $this->anonymiser->changes( PersonalRecord::Attendee, $row );
		$this->assertSame(
			array(
				'email' => Anonymiser::EMAIL,
				'name'  => 'Deleted user',
				'phone' => '',
				'extra' => null,
			),
			$changes
		);
		$this->assertTrue( $this->anonymiser->is_anonymous( PersonalRecord::Attendee, array_replace( $row, $changes ) ) );
	}

	public function test_a_booking_keeps_its_amounts_and_status(): void {
		$changes = $this->anonymiser->changes(
			PersonalRecord::Booking,
			array(
				'customer_name'  => 'Bo Buyer',
				'customer_email' => 'bo@example.org',
				'total'          => '50.00',
				'status'         => 'completed',
			)
		);
		$this->assertSame( array( 'customer_email' => Anonymiser::EMAIL, 'customer_name' => 'Deleted user' ), $changes );
	}

	public function test_an_rsvp_loses_the_reason_typed_and_an_invitation_its_address(): void {
		$this->assertSame(
			array( 'email' => Anonymiser::EMAIL, 'name' => 'Deleted user', 'reason' => '' ),
			$this->anonymiser->changes( PersonalRecord::Rsvp, array( 'name' => 'Cy', 'email' => 'cy@example.org', 'reason' => 'Travelling', 'attendee_count' => 0 ) )
		);
		$this->assertSame(
			array( 'email' => Anonymiser::EMAIL ),
			$this->anonymiser->changes( PersonalRecord::Invitation, array( 'email' => 'di@example.org', 'kind' => 'invitation' ) )
		);
	}

	public function test_anonymising_twice_changes_nothing_the_second_time(): void {
		foreach ( PersonalRecord::cases() as $kind ) {
			$row = array(
				'customer_name'  => 'Ed',
				'customer_email' => 'ed@example.org',
				'name'           => 'Ed',
				'email'          => 'ed@example.org',
				'phone'          => '123',
				'extra'          => '{"a":"b"}',
				'reason'         => 'Busy',
			);
			$once = array_replace( $row, $this->anonymiser->changes( $kind, $row ) );
			$this->assertSame( array(), $this->anonymiser->changes( $kind, $once ), $kind->value );
		}
	}

	public function test_empty_phone_and_extra_fields_are_not_rewritten(): void {
		$changes = $this->anonymiser->changes(
			PersonalRecord::Attendee,
			array( 'name' => 'Deleted user', 'email' => Anonymiser::EMAIL, 'phone' => '', 'extra' => '[]' )
		);
		$this->assertSame( array(), $changes );
		$this->assertSame( array(), $this->anonymiser->changes( PersonalRecord::Attendee, array( 'name' => 'Deleted user', 'email' => Anonymiser::EMAIL, 'extra' => null ) ) );
	}

	public function test_the_undeliverable_address_uses_the_reserved_invalid_domain(): void {
		$this->assertMatchesRegularExpression( '/@[a-z.]+\.invalid$/', Anonymiser::EMAIL );
	}
}
