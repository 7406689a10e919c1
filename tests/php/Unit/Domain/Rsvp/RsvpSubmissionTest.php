<?php
/**
 * Tests of RSVP submission rules.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Rsvp;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Rsvp\RsvpSubmission;
use PHPUnit\Framework\TestCase;

final class RsvpSubmissionTest extends TestCase {

	public function test_rsvp_emails_are_lower_cased_and_names_trimmed(): void {
		$rsvp = RsvpSubmission::from_input(
			array(
				'response'  => 'going',
				'attendees' => array( array( 'name' => ' Ann ', 'email' => 'Ann@Example.ORG' ) ),
			),
			4
		);

		$this->assertTrue( $rsvp->going );
		$this->assertSame( array( array( 'name' => 'Ann', 'email' => 'ann@example.org' ) ), $rsvp->attendees );
	}

	public function test_not_going_keeps_only_the_person_answering_and_needs_a_reason(): void {
		$rsvp = RsvpSubmission::from_input(
			array(
				'response'  => 'not_going',
				'reason'    => 'Travelling',
				'attendees' => array( array( 'name' => 'Ann', 'email' => 'ann@example.org' ), array( 'name' => 'Bo', 'email' => 'bo@example.org' ) ),
			),
			1
		);

		$this->assertFalse( $rsvp->going );
		$this->assertCount( 1, $rsvp->attendees );
		$this->assertSame( 'Travelling', $rsvp->reason );
	}

	/**
	 * @dataProvider invalid
	 *
	 * @param array<string, mixed> $input Input.
	 * @param string               $field Field the error names.
	 */
	public function test_invalid_submissions_name_the_field( array $input, string $field ): void {
		try {
			RsvpSubmission::from_input( $input, 2 );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
		}
	}

	/**
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function invalid(): array {
		$ann = array( 'name' => 'Ann', 'email' => 'ann@example.org' );
		return array(
			'no response'       => array( array( 'attendees' => array( $ann ) ), 'response' ),
			'nobody'            => array( array( 'response' => 'going' ), 'attendees' ),
			'blank name'        => array( array( 'response' => 'going', 'attendees' => array( $ann, array( 'name' => ' ', 'email' => 'x@y.z' ) ) ), 'attendees[1].name' ),
			'bad email'         => array( array( 'response' => 'going', 'attendees' => array( array( 'name' => 'Ann', 'email' => 'ann@' ) ) ), 'attendees[0].email' ),
			'over the limit'    => array( array( 'response' => 'going', 'attendees' => array( $ann, $ann, $ann ) ), 'attendees' ),
			'not going, no why' => array( array( 'response' => 'not_going', 'attendees' => array( $ann ) ), 'reason' ),
		);
	}
}
