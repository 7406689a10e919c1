<?php
/**
 * Tests of schedule sessions.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Schedule;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Schedule\Session;
use PHPUnit\Framework\TestCase;

final class SessionTest extends TestCase {

	public function test_reads_a_full_session(): void {
		$session = Session::from_array(
			array(
				'start_time' => '09:00',
				'end_time'   => '10:30',
				'title'      => ' Keynote ',
				'objective'  => 'Opening words',
				'speakers'   => array( 4, 7, 4 ),
				'location'   => 'Hall A',
			),
			0
		);

		$this->assertSame(
			array(
				'start_time' => '09:00',
				'end_time'   => '10:30',
				'title'      => 'Keynote',
				'objective'  => 'Opening words',
				'speakers'   => array( 4, 7 ),
				'location'   => 'Hall A',
			),
			$session->to_array()
		);
	}

	public function test_times_are_optional_and_may_be_equal(): void {
		$this->assertSame( '', Session::from_array( array( 'title' => 'Break' ), 0 )->start_time );
		$this->assertSame( '12:00', Session::from_array( array( 'start_time' => '12:00', 'end_time' => '12:00' ), 0 )->end_time );
	}

	public function test_a_session_ending_before_it_starts_names_its_end_time(): void {
		try {
			Session::from_array( array( 'start_time' => '14:00', 'end_time' => '13:59' ), 2 );
			$this->fail( 'A session ending before it starts was accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'sessions[2].end_time', $error->field );
			$this->assertSame( 'eventsmith_session_ends_before_start', $error->error_code );
		}
	}

	/**
	 * @dataProvider bad_sessions
	 *
	 * @param mixed  $data  Input.
	 * @param string $field Field the error must name.
	 */
	public function test_bad_fields_are_named( mixed $data, string $field ): void {
		try {
			Session::from_array( $data, 1 );
			$this->fail( "Bad {$field} was accepted." );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
		}
	}

	/**
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public static function bad_sessions(): array {
		return array(
			'not an object'      => array( 'x', 'sessions[1]' ),
			'hour out of range'  => array( array( 'start_time' => '24:00' ), 'sessions[1].start_time' ),
			'seconds included'   => array( array( 'end_time' => '10:00:00' ), 'sessions[1].end_time' ),
			'single-digit hour'  => array( array( 'start_time' => '9:00' ), 'sessions[1].start_time' ),
			'speaker id as text' => array( array( 'speakers' => array( 'ann' ) ), 'sessions[1].speakers' ),
			'speaker id zero'    => array( array( 'speakers' => array( 0 ) ), 'sessions[1].speakers' ),
			'title not text'     => array( array( 'title' => array() ), 'sessions[1].title' ),
		);
	}

	public function test_is_time_knows_the_24_hour_clock(): void {
		$this->assertTrue( Session::is_time( '00:00' ) );
		$this->assertTrue( Session::is_time( '23:59' ) );
		$this->assertFalse( Session::is_time( '23:60' ) );
	}
}
