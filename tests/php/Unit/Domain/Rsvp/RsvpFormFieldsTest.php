<?php
/**
 * Tests of reading the RSVP form's serialised fields.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Rsvp;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Rsvp\RsvpFormFields;
use PHPUnit\Framework\TestCase;

final class RsvpFormFieldsTest extends TestCase {

	/**
	 * Fields as the form serialises them: a list of {name, value}.
	 *
	 * @param array<int, array{0: string, 1: string}> $pairs Name and value pairs.
	 */
	private static function serialised( array $pairs ): string {
		return (string) json_encode(
			array_map(
				static fn( array $pair ): array => array(
					'name'  => $pair[0],
					'value' => $pair[1],
				),
				$pairs
			)
		);
	}

	public function test_gap45_a_going_answer_counts_the_person_answering_and_their_extra_attendees(): void {
		$fields = RsvpFormFields::from_json(
			self::serialised(
				array(
					array( 'event_id', '12' ),
					array( 'eventsmith_rsvp_value', 'going' ),
					array( 'attendee_count', '3' ),
					array( 'attendee_name', ' Ann ' ),
					array( 'attendee_email', 'ann@example.org' ),
					array( 'attendee_name[]', 'Bo' ),
					array( 'attendee_email[]', 'bo@example.org' ),
					array( 'attendee_name[]', 'Cy' ),
					array( 'attendee_email[]', 'cy@example.org' ),
					array( 'eventsmith_rsvp_nonce', 'abc' ),
				)
			)
		);

		$this->assertSame( 12, $fields->event_id() );
		$this->assertSame( 'abc', $fields->first( RsvpFormFields::NONCE ) );
		$this->assertSame(
			array(
				'response'  => 'going',
				'attendees' => array(
					array(
						'name'  => 'Ann',
						'email' => 'ann@example.org',
					),
					array(
						'name'  => 'Bo',
						'email' => 'bo@example.org',
					),
					array(
						'name'  => 'Cy',
						'email' => 'cy@example.org',
					),
				),
				'reason'    => '',
			),
			$fields->to_input()
		);
	}

	public function test_the_count_decides_how_many_extra_blocks_are_read(): void {
		$fields = RsvpFormFields::from_json(
			(string) json_encode(
				array(
					'eventsmith_rsvp_value' => 'going',
					'attendee_count'        => '1',
					'attendee_name'         => array( 'Ann', 'Left over' ),
					'attendee_email'        => array( 'ann@example.org', 'left@example.org' ),
				)
			)
		);

		$this->assertCount( 1, $fields->to_input()['attendees'] );
	}

	public function test_not_going_carries_the_reason_and_only_the_person_answering(): void {
		$input = RsvpFormFields::from_json(
			self::serialised(
				array(
					array( 'eventsmith_rsvp_value', 'not_going' ),
					array( 'attendee_count', '0' ),
					array( 'attendee_name', 'Ann' ),
					array( 'attendee_email', 'ann@example.org' ),
					array( 'not_going_reason', 'Travelling' ),
				)
			)
		)->to_input();

		$this->assertSame( 'not_going', $input['response'] );
		$this->assertSame( 'Travelling', $input['reason'] );
		$this->assertCount( 1, $input['attendees'] );
	}

	/**
	 * Counts a going answer may not have.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function bad_counts(): array {
		return array(
			'zero'                => array( '0', 'Please enter a positive number.' ),
			'negative'            => array( '-1', 'Please enter a positive number.' ),
			'not a number'        => array( 'two', 'Please enter a positive number.' ),
			'more than the names' => array( '3', 'Please enter a name and email for every attendee.' ),
		);
	}

	/**
	 * @dataProvider bad_counts
	 *
	 * @param string $count   The count sent.
	 * @param string $message The refusal.
	 */
	public function test_rsvp15_a_going_count_must_be_a_positive_number_the_form_holds( string $count, string $message ): void {
		$fields = RsvpFormFields::from_json(
			self::serialised(
				array(
					array( 'eventsmith_rsvp_value', 'going' ),
					array( 'attendee_count', $count ),
					array( 'attendee_name', 'Ann' ),
					array( 'attendee_email', 'ann@example.org' ),
				)
			)
		);

		try {
			$fields->to_input();
			$this->fail( 'The count was accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'attendee_count', $error->field );
			$this->assertSame( $message, $error->getMessage() );
			$this->assertSame( 400, $error->http_status() );
		}
	}

	public function test_fields_that_are_not_json_name_the_fields_value(): void {
		foreach ( array( '', '[{"name":', '"going"' ) as $json ) {
			try {
				RsvpFormFields::from_json( $json );
				$this->fail( "Accepted {$json}" );
			} catch ( DomainError $error ) {
				$this->assertSame( 'fields', $error->field );
			}
		}
	}
}
