<?php
/**
 * Tests of reading CSV rows into import records (issue 35.4).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Import\Csv;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Import\Csv\CsvFields;
use Eventsmith\Domain\Import\Csv\CsvRowMapper;
use Eventsmith\Domain\Import\Csv\CsvValues;
use PHPUnit\Framework\TestCase;

final class CsvRowMapperTest extends TestCase {

	public function test_dates_in_every_accepted_form_35_4(): void {
		$this->assertSame( '2027-03-02', CsvValues::date( 'Start', '2027-03-02' )['date'] );
		$this->assertSame( array( 'date' => '2027-03-02', 'time' => '17:05' ), CsvValues::date( 'Start', '2027-03-02T17:05:00Z' ) );
		$this->assertSame( '2027-03-02', CsvValues::date( 'Start', '02/03/2027', 'd/m/Y' )['date'] );
		$this->assertSame( '2027-02-03', CsvValues::date( 'Start', '02/03/2027', 'm/d/Y' )['date'] );
		$this->assertSame( '2027-03-25', CsvValues::date( 'Start', '25/03/2027' )['date'] );
		$this->assertSame( '2027-03-25', CsvValues::date( 'Start', '03/25/2027' )['date'] );
		$this->assertSame( '14:30', CsvValues::time( 'Time', '14:30' ) );
		$this->assertSame( '14:30', CsvValues::time( 'Time', '2:30 pm' ) );
		$this->assertSame( '00:15', CsvValues::time( 'Time', '12:15am' ) );
		$this->assertSame( '19:00', CsvValues::time( 'Time', '7 PM' ) );
		$this->assertSame( '2027-03-02T16:05:00Z', CsvValues::moment( 'At', '2027-03-02 17:05', 'Europe/Berlin' ) );
		foreach ( array( array( 'start_date', '31/02/2027', 'start_date "31/02/2027" is not a date.' ), array( 'Start', '04/03/2027', 'could be day/month or month/day' ), array( 'Start', 'soon', 'is not a date' ) ) as $case ) {
			try {
				CsvValues::date( $case[0], $case[1] );
				$this->fail( 'accepted ' . $case[1] );
			} catch ( DomainError $error ) {
				$this->assertStringContainsString( $case[2], $error->getMessage() );
			}
		}
		$this->expectException( DomainError::class );
		CsvValues::time( 'Time', '25:00' );
	}

	public function test_own_export_headers_map_themselves_and_other_headers_by_name_35_4(): void {
		$mapping = CsvFields::suggest( 'events', array( 'id', 'title', 'slug', 'start_date', 'start_time', 'content', 'categories', 'ticket_types' ) );
		$this->assertSame( array( 'id' => 'id', 'title' => 'title', 'slug' => 'slug', 'start_date' => 'start_date', 'start_time' => 'start_time', 'categories' => 'categories', 'ticket_types' => 'ticket_types', 'content' => 'description' ), $mapping );
		$this->assertSame( array( 'Event Name' => 'title', 'Start' => 'start_date', 'Venue' => 'address' ), CsvFields::suggest( 'events', array( 'Event Name', 'Start', 'Venue', 'Notes' ) ) );
		$this->assertSame( array( 'event' => 'event', 'event_title' => 'event_title', 'name' => 'name', 'email' => 'email' ), CsvFields::suggest( 'attendees', array( 'event', 'event_title', 'name', 'email' ) ) );
	}

	public function test_a_mapping_needs_the_required_fields_and_known_columns_35_4(): void {
		$headers = array( 'Name', 'Start', 'Notes' );
		$this->assertSame( array( 'Name' => 'title', 'Start' => 'start_date' ), CsvFields::check( 'events', $headers, array( 'Name' => 'title', 'Start' => 'start_date', 'Notes' => '' ) ) );
		foreach ( array( array( 'Name' => 'title' ), array( 'Name' => 'title', 'Start' => 'start_date', 'Nope' => 'description' ), array( 'Name' => 'title', 'Start' => 'start_date', 'Notes' => 'colour' ), array( 'Name' => 'title', 'Start' => 'start_date', 'Notes' => 'title' ) ) as $mapping ) {
			try {
				CsvFields::check( 'events', $headers, $mapping );
				$this->fail( 'accepted ' . wp_json_encode( $mapping ) );
			} catch ( DomainError $error ) {
				$this->assertSame( 'mapping', $error->field );
			}
		}
	}

	public function test_an_event_row_becomes_an_event_and_its_ticket_types_35_4(): void {
		$headers = array( 'ID', 'Name', 'Day', 'From', 'To', 'Where', 'Seats', 'Off', 'Kinds', 'Repeats', 'Skip', 'Tickets' );
		$mapper  = new CsvRowMapper(
			'events',
			$headers,
			array( 'ID' => 'id', 'Name' => 'title', 'Day' => 'start_date', 'From' => 'start_time', 'To' => 'end_time', 'Where' => 'address', 'Seats' => 'capacity', 'Off' => 'cancelled', 'Kinds' => 'categories', 'Repeats' => 'rrule', 'Skip' => 'exdates', 'Tickets' => 'ticket_types' ),
			'd/m/Y',
			'Europe/Berlin'
		);
		$records = $mapper->map( array( 'e1', "'=Jazz", '05/03/2027', '7:30 pm', '22:00', 'Hall', '', 'no', '[{"slug":"music","name":"Music","parent":""}]', 'FREQ=WEEKLY;COUNT=3', '2027-03-12', '[{"id":7,"name":"Adult","price":"10.00","capacity":-1}]' ), 4 );
		$this->assertCount( 2, $records );
		$event = $records[0];
		$this->assertNull( $event->error );
		$this->assertSame( 'e1', $event->source_id );
		$this->assertSame( 4, $event->line );
		$this->assertSame( '=Jazz', $event->fields['title'] );
		$this->assertSame( array( '2027-03-05', '19:30', '2027-03-05', '22:00', 'Europe/Berlin' ), array( $event->fields['start_date'], $event->fields['start_time'], $event->fields['end_date'], $event->fields['end_time'], $event->fields['timezone'] ) );
		$this->assertSame( -1, $event->fields['total_ticket'] );
		$this->assertFalse( $event->fields['cancelled'] );
		$this->assertSame( array( array( 'slug' => 'music', 'name' => 'Music', 'parent' => '' ) ), $event->fields['category_terms'] );
		$this->assertSame( array( 'address' => array( 'address' => 'Hall' ) ), $event->fields['location'] );
		$this->assertSame( 'weekly', $event->fields['recurrence']['freq'] );
		$this->assertSame( array( '2027-03-12' ), $event->fields['recurrence']['exclusions'] );
		$this->assertSame( 'ticket_type', $records[1]->object_type );
		$this->assertSame( '7', $records[1]->source_id );
		$this->assertSame( array( 'event' => array( 'event', 'e1' ) ), $records[1]->links );
		$this->assertSame( 'Adult', $records[1]->fields['name'] );
	}

	public function test_a_row_with_a_bad_cell_is_refused_naming_the_column_35_4(): void {
		$mapper = new CsvRowMapper( 'events', array( 'title', 'start_date', 'end_date' ), array( 'title' => 'title', 'start_date' => 'start_date', 'end_date' => 'end_date' ) );
		$record = $mapper->map( array( 'Gig', '31/02/2027', '' ), 7 )[0];
		$this->assertSame( 'start_date "31/02/2027" is not a date.', $record->error );
		$this->assertSame( 7, $record->line );
		$ends = $mapper->map( array( 'Gig', '2027-03-02', '2027-03-01' ), 8 )[0];
		$this->assertStringContainsString( 'end_date', (string) $ends->error );
	}

	public function test_without_an_id_the_source_id_is_a_hash_of_the_mapped_values_35_4(): void {
		$mapper = new CsvRowMapper( 'events', array( 'title', 'start_date', 'notes' ), array( 'title' => 'title', 'start_date' => 'start_date' ) );
		$one    = $mapper->map( array( 'Gig', '2027-03-02', 'a' ), 2 )[0];
		$two    = $mapper->map( array( 'Gig', '2027-03-02', 'b' ), 9 )[0];
		$this->assertSame( $one->source_id, $two->source_id );
		$this->assertSame( $one->fingerprint, $two->fingerprint );
		$this->assertNotSame( $one->source_id, $mapper->map( array( 'Gig 2', '2027-03-02', 'a' ), 2 )[0]->source_id );
	}

	public function test_an_attendee_row_with_its_order_35_4(): void {
		$headers = array( 'id', 'event', 'name', 'email', 'status', 'checkins', 'order_id', 'order_total' );
		$mapper  = new CsvRowMapper( 'attendees', $headers, array_combine( $headers, $headers ), 'auto', 'UTC', static fn( string $cell ): ?int => 'gig' === $cell ? 42 : null );
		$records = $mapper->map( array( '5', 'gig', 'Ann', 'ann@example.org', 'refunded', '2027-03-02T17:05:00Z,2027-03-01T10:00:00Z', '9', '20.00' ), 3 );
		$this->assertSame( array( 'order', 'attendee' ), array_map( static fn( $record ) => $record->object_type, $records ) );
		$this->assertSame( 42, $records[1]->fields['event'] );
		$this->assertSame( array( '2027-03-01T10:00:00Z', '2027-03-02T17:05:00Z' ), $records[1]->fields['checkins'] );
		$this->assertSame( array( 'order' => array( 'order', '9' ) ), $records[1]->links );
		$this->assertSame( '20.00', $records[0]->fields['total'] );
		$this->assertStringContainsString( 'event "other" is not an event of this site', (string) $mapper->map( array( '6', 'other', 'Bo', 'bo@example.org', '', '', '', '' ), 4 )[0]->error );
		$this->assertStringContainsString( 'email "nope" is not an email address', (string) $mapper->map( array( '6', 'gig', 'Bo', 'nope', '', '', '', '' ), 4 )[0]->error );
	}
}
