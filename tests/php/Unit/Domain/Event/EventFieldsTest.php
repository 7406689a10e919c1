<?php
/**
 * Tests of the event field rules.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Event;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\EventFields;
use PHPUnit\Framework\TestCase;

final class EventFieldsTest extends TestCase {

	public function test_defaults_to_unlimited_tickets_and_rsvp_off(): void {
		$fields = EventFields::normalise( array( 'title' => '  Launch  ' ) );

		$this->assertSame( 'Launch', $fields['title'] );
		$this->assertSame( -1, $fields['total_ticket'] );
		$this->assertSame( array( 'enabled' => false, 'capacity' => -1, 'max_per_submission' => 1 ), $fields['rsvp'] );
		$this->assertNull( $fields['location'] );
	}

	public function test_ticket_template_is_an_id_next_to_the_certificate_template(): void {
		$this->assertSame( 0, EventFields::normalise( array( 'title' => 'A' ) )['ticket_template'] );
		$this->assertSame( 12, EventFields::normalise( array( 'title' => 'A', 'ticket_template' => '12' ) )['ticket_template'] );
		try {
			EventFields::normalise( array( 'title' => 'A', 'ticket_template' => 'x' ) );
			$this->fail( 'a non-numeric ticket template was accepted' );
		} catch ( DomainError $error ) {
			$this->assertStringContainsString( 'ticket_template', $error->getMessage() );
		}
	}

	public function test_keeps_ids_unique_and_numeric(): void {
		$fields = EventFields::normalise( array( 'title' => 'A', 'speakers' => array( '4', 4, 9 ) ) );

		$this->assertSame( array( 4, 9 ), $fields['speakers'] );
	}

	public function test_location_keeps_the_address_shape_the_dashboard_reads(): void {
		$fields = EventFields::normalise(
			array(
				'title'    => 'A',
				'location' => array( 'address' => array( 'address' => ' 1 Main St ' ) ),
			)
		);

		$this->assertSame( array( 'address' => array( 'address' => '1 Main St' ) ), $fields['location'] );
	}

	public function test_an_online_event_keeps_its_link_with_or_without_an_address(): void {
		$online = EventFields::normalise(
			array(
				'title'    => 'A',
				'location' => array(
					'address'    => array( 'address' => '' ),
					'online_url' => ' https://meet.example.org/room ',
				),
			)
		);
		$this->assertSame(
			array(
				'address'    => array( 'address' => '' ),
				'online_url' => 'https://meet.example.org/room',
			),
			$online['location']
		);

		foreach ( array( 'javascript:alert(1)', 'meet.example.org', 42 ) as $bad ) {
			try {
				EventFields::normalise(
					array(
						'title'    => 'A',
						'location' => array(
							'address'    => array( 'address' => 'Hall' ),
							'online_url' => $bad,
						),
					)
				);
				$this->fail( 'accepted ' . var_export( $bad, true ) );
			} catch ( \Eventsmith\Domain\DomainError $error ) {
				$this->assertSame( 'location.online_url', $error->field );
			}
		}
	}

	public function test_cancelled_is_a_yes_or_no_and_defaults_to_no(): void {
		$this->assertFalse( EventFields::normalise( array( 'title' => 'A' ) )['cancelled'] );
		$this->assertTrue( EventFields::normalise( array( 'title' => 'A', 'cancelled' => true ) )['cancelled'] );
		$this->assertTrue( EventFields::normalise( array( 'title' => 'A', 'cancelled' => '1' ) )['cancelled'] );
		try {
			EventFields::normalise( array( 'title' => 'A', 'cancelled' => 'maybe' ) );
			$this->fail( 'accepted "maybe"' );
		} catch ( \Eventsmith\Domain\DomainError $error ) {
			$this->assertSame( 'cancelled', $error->field );
		}
	}

	public function test_a_malformed_stored_location_is_flagged(): void {
		$this->assertTrue( EventFields::location_is_valid( null ) );
		$this->assertTrue( EventFields::location_is_valid( array( 'address' => array( 'address' => 'x' ) ) ) );
		$this->assertFalse( EventFields::location_is_valid( 'Main street' ) );
		$this->assertFalse( EventFields::location_is_valid( array( 'address' => 'Main street' ) ) );
	}

	/**
	 * @dataProvider invalid_fields
	 *
	 * @param array<string, mixed> $fields Input.
	 */
	public function test_refuses_bad_values_naming_the_field( array $fields, string $field ): void {
		try {
			EventFields::normalise( $fields + array( 'title' => 'Title' ) );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
		}
	}

	/**
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function invalid_fields(): array {
		return array(
			'blank title'             => array( array( 'title' => '  ' ), 'title' ),
			'capacity below -1'       => array( array( 'total_ticket' => -2 ), 'total_ticket' ),
			'capacity not a number'   => array( array( 'total_ticket' => '10 seats' ), 'total_ticket' ),
			'rsvp max of zero'        => array( array( 'rsvp' => array( 'max_per_submission' => 0 ) ), 'rsvp.max_per_submission' ),
			'rsvp capacity -5'        => array( array( 'rsvp' => array( 'capacity' => -5 ) ), 'rsvp.capacity' ),
			'speakers not a list'     => array( array( 'speakers' => '3,4' ), 'speakers' ),
			'category id not numeric' => array( array( 'categories' => array( 'music' ) ), 'categories' ),
			'location without text'   => array( array( 'location' => array( 'address' => array( 'address' => '' ) ) ), 'location' ),
		);
	}
}
