<?php
/**
 * Tests of the extra attendee questions of an event.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Event;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\AttendeeFields;
use PHPUnit\Framework\TestCase;

final class AttendeeFieldsTest extends TestCase {

	private function error( mixed $definitions ): ?DomainError {
		try {
			AttendeeFields::normalise( $definitions );
		} catch ( DomainError $error ) {
			return $error;
		}
		return null;
	}

	public function test_names_are_derived_from_labels_and_kept_unique(): void {
		$fields = AttendeeFields::normalise(
			array(
				array( 'label' => '  T-shirt size ', 'type' => 'select', 'options' => array( 'S', ' M ', '', 'S' ), 'required' => '1' ),
				array( 'label' => 'T-shirt size!', 'type' => 'text' ),
				array( 'label' => 'Company', 'name' => 'org', 'type' => 'text' ),
				array( 'label' => '123', 'type' => 'number' ),
			)
		);
		$this->assertSame( array( 't_shirt_size', 't_shirt_size_2', 'org', 'field_4' ), array_column( $fields, 'name' ) );
		$this->assertSame( array( 'S', 'M' ), $fields[0]['options'] );
		$this->assertTrue( $fields[0]['required'] );
		$this->assertSame( array(), $fields[1]['options'] );
		$this->assertFalse( $fields[1]['required'] );
		$this->assertSame( 'T-shirt size', $fields[0]['label'] );
	}

	public function test_none_is_an_empty_list(): void {
		$this->assertSame( array(), AttendeeFields::normalise( null ) );
		$this->assertSame( array(), AttendeeFields::normalise( array() ) );
	}

	public function test_bad_definitions_name_attendee_fields(): void {
		$bad = array(
			'not a list'      => 'company',
			'keyed object'    => array( 'a' => array( 'label' => 'A' ) ),
			'too many'        => array_fill( 0, 11, array( 'label' => 'A' ) ),
			'no label'        => array( array( 'label' => ' ', 'type' => 'text' ) ),
			'long label'      => array( array( 'label' => str_repeat( 'x', 81 ) ) ),
			'unknown type'    => array( array( 'label' => 'A', 'type' => 'file' ) ),
			'select, no opts' => array( array( 'label' => 'A', 'type' => 'select', 'options' => array( '' ) ) ),
			'too many opts'   => array( array( 'label' => 'A', 'type' => 'select', 'options' => range( 1, 21 ) ) ),
			'long option'     => array( array( 'label' => 'A', 'type' => 'select', 'options' => array( str_repeat( 'x', 81 ) ) ) ),
			'bad required'    => array( array( 'label' => 'A', 'required' => 'maybe' ) ),
		);
		foreach ( $bad as $case => $definitions ) {
			$error = $this->error( $definitions );
			$this->assertNotNull( $error, $case );
			$this->assertSame( 'attendee_fields', $error->field, $case );
			$this->assertSame( 400, $error->http_status(), $case );
		}
		$this->assertNull( $this->error( array_fill( 0, 10, array( 'label' => 'A' ) ) ) );
	}

	public function test_answers_are_checked_by_type(): void {
		$fields = AttendeeFields::normalise(
			array(
				array( 'label' => 'Company', 'required' => true ),
				array( 'label' => 'Age', 'type' => 'number' ),
				array( 'label' => 'Arrival', 'type' => 'date' ),
				array( 'label' => 'Size', 'type' => 'select', 'options' => array( 'S', 'M' ) ),
			)
		);
		$this->assertSame(
			array( 'company' => 'Acme', 'age' => '42', 'arrival' => '2026-05-01', 'size' => 'M' ),
			AttendeeFields::answers( $fields, array( 'company' => ' Acme ', 'age' => '42', 'arrival' => '2026-05-01', 'size' => 'M', 'other' => 'dropped' ), 'attendees[0]' )
		);
		$this->assertSame( array( 'company' => 'Acme' ), AttendeeFields::answers( $fields, array( 'company' => 'Acme', 'age' => '' ), 'attendees[0]' ) );

		$cases = array(
			'company' => array( 'company' => '  ' ),
			'age'     => array( 'company' => 'A', 'age' => 'ten' ),
			'arrival' => array( 'company' => 'A', 'arrival' => '2026-02-30' ),
			'size'    => array( 'company' => 'A', 'size' => 'XL' ),
		);
		foreach ( $cases as $name => $answers ) {
			try {
				AttendeeFields::answers( $fields, $answers, 'attendees[1]' );
				$this->fail( "{$name} was accepted" );
			} catch ( DomainError $error ) {
				$this->assertSame( "attendees[1].extra.{$name}", $error->field );
			}
		}
	}
}
