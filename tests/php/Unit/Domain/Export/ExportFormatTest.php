<?php
/**
 * Tests of the export format's mapping (issue 35, item 6).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Export;

use Eventsmith\Domain\Export\ExportCsv;
use Eventsmith\Domain\Export\ExportFormat;
use PHPUnit\Framework\TestCase;

final class ExportFormatTest extends TestCase {

	/**
	 * A series as the site reads it.
	 *
	 * @return array<string, mixed>
	 */
	private function stored_series(): array {
		return array(
			'id'                 => 41,
			'title'              => 'Night run',
			'slug'               => 'night-run',
			'status'             => 'publish',
			'content'            => '<p>Bring a lamp, "please".</p>',
			'excerpt'            => 'Run at night',
			'start_date'         => '2027-03-02',
			'start_time'         => '18:00',
			'end_date'           => '2027-03-02',
			'end_time'           => '20:00',
			'timezone'           => 'Europe/Berlin',
			'location'           => array(
				'address'    => array( 'address' => 'Park gate 1' ),
				'online_url' => 'https://meet.example/run',
			),
			'online_link_public' => 'no',
			'cancelled'          => false,
			'total_ticket'       => 120,
			'rsvp'               => array(
				'enabled'            => true,
				'capacity'           => -1,
				'max_per_submission' => 2,
			),
			'attendee_fields'    => array( array( 'name' => 'shirt', 'label' => 'Shirt size' ) ),
			'reminder_hours'     => '24',
			'categories'         => array( array( 'slug' => 'sport', 'name' => 'Sport & Fun', 'parent' => 'outdoor' ) ),
			'tags'               => array( array( 'slug' => 'night', 'name' => 'Night', 'parent' => '' ) ),
			'featured_image_url' => 'https://example.org/wp-content/uploads/run.jpg',
			'recurrence'         => array(
				'freq'         => 'weekly',
				'interval'     => 1,
				'by_day'       => array( 'TU' ),
				'by_month_day' => array(),
				'count'        => 3,
				'until'        => null,
				'exclusions'   => array( '2027-03-09' ),
			),
			'occurrences'        => array(
				array( 'id' => 43, 'status' => 'publish', 'start_date' => '2027-03-16', 'start_time' => '18:00', 'end_date' => '2027-03-16', 'end_time' => '20:00', 'cancelled' => true ),
			),
			'ticket_types'       => array(
				array( 'id' => '7', 'event_id' => '41', 'position' => '0', 'name' => 'Early', 'description' => '', 'price' => '12.50', 'capacity' => '50', 'sale_start' => '2027-01-01 00:00:00', 'sale_end' => '2027-02-01 12:00:00', 'min_per_order' => '1', 'max_per_order' => '4', 'hidden' => '0', 'deleted' => '0' ),
				array( 'id' => '8', 'event_id' => '41', 'position' => '1', 'name' => 'Staff', 'description' => 'Crew only', 'price' => '0.00', 'capacity' => '-1', 'sale_start' => null, 'sale_end' => null, 'min_per_order' => '1', 'max_per_order' => '1', 'hidden' => '1', 'deleted' => '0' ),
			),
			'speakers'           => array( 5, 6, 5 ),
			'organizers'         => array( 9 ),
			'schedules'          => array( 11 ),
		);
	}

	public function test_event_keeps_every_field_needed_to_rebuild_it_35_6(): void {
		$event = ExportFormat::event( $this->stored_series() );

		$this->assertSame( 41, $event['id'] );
		$this->assertSame( 'Night run', $event['title'] );
		$this->assertSame( '<p>Bring a lamp, "please".</p>', $event['content'] );
		$this->assertSame( 'Run at night', $event['excerpt'] );
		$this->assertSame( array( '2027-03-02', '18:00', '2027-03-02', '20:00', 'Europe/Berlin' ), array( $event['start_date'], $event['start_time'], $event['end_date'], $event['end_time'], $event['timezone'] ) );
		$this->assertFalse( $event['all_day'] );
		$this->assertSame( array( 'address' => 'Park gate 1', 'online_url' => 'https://meet.example/run' ), $event['location'] );
		$this->assertSame( 'no', $event['online_link_public'] );
		$this->assertSame( 120, $event['capacity'] );
		$this->assertSame( array( array( 'slug' => 'sport', 'name' => 'Sport & Fun', 'parent' => 'outdoor' ) ), $event['categories'] );
		$this->assertSame( array( array( 'slug' => 'night', 'name' => 'Night' ) ), $event['tags'] );
		$this->assertSame( 'https://example.org/wp-content/uploads/run.jpg', $event['featured_image'] );
		$this->assertSame( 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=3', $event['recurrence']['rrule'] );
		$this->assertSame( array( '2027-03-09' ), $event['recurrence']['exdates'] );
		$this->assertSame( 'weekly', $event['recurrence']['rule']['freq'] );
		$this->assertSame( array( array( 'id' => 43, 'status' => 'publish', 'start_date' => '2027-03-16', 'start_time' => '18:00', 'end_date' => '2027-03-16', 'end_time' => '20:00', 'cancelled' => true ) ), $event['occurrences'] );
		$this->assertSame( array( 5, 6 ), $event['speakers'] );
		$this->assertSame( array( 9 ), $event['organizers'] );
		$this->assertSame( array( 11 ), $event['schedules'] );
		$this->assertSame( array( 'enabled' => true, 'capacity' => -1, 'max_per_submission' => 2 ), $event['rsvp'] );
		$this->assertSame( '24', $event['reminder_hours'] );
	}

	public function test_ticket_types_keep_prices_capacities_sale_windows_limits_and_hidden_35_6(): void {
		$types = ExportFormat::event( $this->stored_series() )['ticket_types'];

		$this->assertSame(
			array(
				'id'            => 7,
				'position'      => 0,
				'name'          => 'Early',
				'description'   => '',
				'price'         => '12.50',
				'capacity'      => 50,
				'sale_start'    => '2027-01-01T00:00:00Z',
				'sale_end'      => '2027-02-01T12:00:00Z',
				'min_per_order' => 1,
				'max_per_order' => 4,
				'hidden'        => false,
			),
			$types[0]
		);
		$this->assertSame( array( '0.00', -1, null, null, true ), array( $types[1]['price'], $types[1]['capacity'], $types[1]['sale_start'], $types[1]['sale_end'], $types[1]['hidden'] ) );
	}

	public function test_a_single_event_has_no_recurrence_and_an_all_day_event_says_so_35_6(): void {
		$event = ExportFormat::event(
			array(
				'id'         => 3,
				'title'      => 'Fair',
				'start_date' => '2027-05-01',
				'start_time' => '00:00',
				'end_date'   => '2027-05-02',
				'end_time'   => '23:59',
				'timezone'   => 'UTC',
				'location'   => null,
				'recurrence' => null,
			)
		);
		$this->assertTrue( $event['all_day'] );
		$this->assertNull( $event['recurrence'] );
		$this->assertNull( $event['location'] );
		$this->assertNull( $event['featured_image'] );
		$this->assertSame( array(), $event['ticket_types'] );
		$this->assertSame( -1, $event['capacity'] );
	}

	public function test_speakers_carry_groups_roles_and_image_35_6(): void {
		$speaker = ExportFormat::speaker(
			array(
				'id'        => 5,
				'name'      => 'Ada',
				'slug'      => 'ada',
				'roles'     => array( 'speaker', 'organizer' ),
				'email'     => 'ada@example.org',
				'company'   => 'Engines',
				'bio'       => 'Counts.',
				'photo_url' => 'https://example.org/ada.png',
				'social'    => array( array( 'network' => 'web', 'url' => 'https://ada.example' ), 'junk' ),
				'groups'    => array( array( 'slug' => 'keynote', 'name' => 'Keynote' ) ),
			)
		);
		$this->assertSame( array( 'speaker', 'organizer' ), $speaker['roles'] );
		$this->assertSame( 'https://example.org/ada.png', $speaker['image'] );
		$this->assertSame( array( array( 'slug' => 'keynote', 'name' => 'Keynote' ) ), $speaker['groups'] );
		$this->assertSame( array( array( 'network' => 'web', 'url' => 'https://ada.example' ) ), $speaker['social'] );
	}

	public function test_schedules_carry_their_sessions_with_speaker_ids_35_6(): void {
		$schedule = ExportFormat::schedule(
			array(
				'id'            => 11,
				'program_title' => 'Day one',
				'date'          => '2027-03-02',
				'sessions'      => array( array( 'start_time' => '09:00', 'end_time' => '10:00', 'title' => 'Opening', 'objective' => 'Hello', 'speakers' => array( '5' ), 'location' => 'Hall' ) ),
			)
		);
		$this->assertSame( 'Day one', $schedule['title'] );
		$this->assertSame( array( 5 ), $schedule['sessions'][0]['speakers'] );
		$this->assertSame( 'Hall', $schedule['sessions'][0]['location'] );
	}

	public function test_attendees_carry_status_checkins_and_their_order_with_totals_35_6(): void {
		$attendee = ExportFormat::attendee(
			array( 'id' => '20', 'event_id' => '41', 'booking_id' => '3', 'rsvp_id' => '0', 'ticket_type' => 'Early', 'ticket_type_id' => '7', 'name' => 'Bo', 'email' => 'bo@example.org', 'phone' => '', 'extra' => '{"shirt":"M"}', 'ticket_code' => 'abc', 'status' => 'active', 'checked_in_at' => '2027-03-02 17:05:00', 'created_at' => '2027-01-10 09:00:00' ),
			array( 'id' => '3', 'status' => 'paid', 'customer_name' => 'Bo', 'customer_email' => 'bo@example.org', 'quantity' => '2', 'total' => '25', 'currency' => 'EUR', 'payment_method' => 'stripe', 'line_items' => '[{"ticket_type_id":7,"quantity":2}]', 'created_at' => '2027-01-10 09:00:00', 'refunded_at' => null ),
			array( '2027-03-02 17:05:00' )
		);
		$this->assertSame( 41, $attendee['event'] );
		$this->assertSame( 7, $attendee['ticket_type_id'] );
		$this->assertSame( 'active', $attendee['status'] );
		$this->assertSame( '2027-03-02T17:05:00Z', $attendee['checked_in_at'] );
		$this->assertSame( array( '2027-03-02T17:05:00Z' ), $attendee['checkins'] );
		$this->assertSame( array( 'shirt' => 'M' ), $attendee['extra'] );
		$this->assertSame( '25.00', $attendee['order']['total'] );
		$this->assertSame( 'EUR', $attendee['order']['currency'] );
		$this->assertSame( 2, $attendee['order']['quantity'] );
		$this->assertSame( array( array( 'ticket_type_id' => 7, 'quantity' => 2 ) ), $attendee['order']['line_items'] );

		$rsvp = ExportFormat::attendee( array( 'id' => 21, 'event_id' => 41, 'rsvp_id' => 4, 'extra' => null, 'checked_in_at' => null, 'created_at' => '2027-01-10 09:00:00' ), null, array() );
		$this->assertNull( $rsvp['order'] );
		$this->assertNull( $rsvp['checked_in_at'] );
		$this->assertSame( '{}', json_encode( $rsvp['extra'] ) );
	}

	public function test_head_names_the_format_and_version_35_6(): void {
		$this->assertSame(
			array(
				'format'      => 'eventsmith',
				'version'     => 1,
				'site'        => 'https://example.org/',
				'exported_at' => '2026-11-29T07:00:00Z',
			),
			ExportFormat::head( 'https://example.org/', new \DateTimeImmutable( '2026-11-29 08:00:00', new \DateTimeZone( 'Europe/Berlin' ) ) )
		);
	}

	public function test_csv_event_row_round_trips_ticket_types_and_terms_35_6(): void {
		$event = ExportFormat::event( $this->stored_series() );
		$row   = array_combine( ExportCsv::EVENT_COLUMNS, ExportCsv::event_row( $event ) );

		$this->assertCount( count( ExportCsv::EVENT_COLUMNS ), ExportCsv::event_row( $event ) );
		$this->assertSame( $event['ticket_types'], json_decode( $row['ticket_types'], true ) );
		$this->assertSame( $event['categories'], json_decode( $row['categories'], true ) );
		$this->assertSame( $event['occurrences'], json_decode( $row['occurrences'], true ) );
		$this->assertSame( 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=3', $row['rrule'] );
		$this->assertSame( '2027-03-09', $row['exdates'] );
		$this->assertSame( '5,6', $row['speakers'] );
		$this->assertSame( '120', $row['capacity'] );
		$this->assertSame( 'Park gate 1', $row['address'] );

		$unlimited = array_combine( ExportCsv::EVENT_COLUMNS, ExportCsv::event_row( array_replace( $event, array( 'capacity' => -1 ) ) ) );
		$this->assertSame( '', $unlimited['capacity'] );
	}

	public function test_csv_attendee_row_holds_the_order_35_6(): void {
		$attendee = ExportFormat::attendee(
			array( 'id' => 20, 'event_id' => 41, 'booking_id' => 3, 'ticket_type' => 'Early', 'ticket_type_id' => 7, 'name' => '=cmd', 'ticket_code' => 'abc', 'status' => 'active', 'checked_in_at' => null, 'created_at' => '2027-01-10 09:00:00' ),
			array( 'id' => 3, 'status' => 'paid', 'total' => '25', 'currency' => 'EUR', 'quantity' => 2 ),
			array( '2027-03-02 17:05:00', '2027-03-03 08:00:00' )
		);
		$row = array_combine( ExportCsv::ATTENDEE_COLUMNS, ExportCsv::attendee_row( $attendee, 'Night run' ) );
		$this->assertSame( 'Night run', $row['event_title'] );
		$this->assertSame( '25.00', $row['order_total'] );
		$this->assertSame( '3', $row['order_id'] );
		$this->assertSame( '2027-03-02T17:05:00Z,2027-03-03T08:00:00Z', $row['checkins'] );
		$this->assertSame( '', $row['extra'] );
		$this->assertSame( '=cmd', $row['name'] ); // Guarded when written (SpreadsheetCell), not here.
	}

	public function test_rsvp_answer_35_6(): void {
		$this->assertSame(
			array(
				'id'             => 5,
				'event'          => 12,
				'response'       => 'not_going',
				'attendee_count' => 0,
				'reason'         => 'Away',
				'name'           => 'Gus',
				'email'          => 'gus@example.org',
				'created_at'     => '2026-11-01T10:00:00Z',
			),
			ExportFormat::rsvp( array( 'id' => '5', 'event_id' => '12', 'response' => 'not_going', 'attendee_count' => '0', 'reason' => 'Away', 'name' => 'Gus', 'email' => 'gus@example.org', 'created_at' => '2026-11-01 10:00:00' ) )
		);
	}
}
