<?php
/**
 * Tests of turning export records into import records (issue 35.1, 35.6).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Import\Eventsmith;

use Eventsmith\Domain\Import\Eventsmith\ExportRecords;
use Eventsmith\Domain\Import\ImportRecord;
use PHPUnit\Framework\TestCase;

final class ExportRecordsTest extends TestCase {

	private const P = 'https://a.example#';

	public function test_an_event_with_its_ticket_types_and_links_by_prefixed_export_id_35_6(): void {
		$event   = array(
			'id'           => 12,
			'title'        => 'Gala',
			'content'      => '<p>x</p>',
			'start_date'   => '2031-10-01',
			'start_time'   => '19:00',
			'end_date'     => '2031-10-01',
			'end_time'     => '23:00',
			'timezone'     => 'Europe/Berlin',
			'capacity'     => 3,
			'location'     => array( 'address' => 'Hall 1', 'online_url' => '' ),
			'recurrence'   => array( 'rrule' => 'FREQ=WEEKLY', 'exdates' => array(), 'rule' => array( 'freq' => 'weekly', 'interval' => 1 ) ),
			'occurrences'  => array( array( 'id' => 13, 'start_date' => '2031-10-08', 'start_time' => '19:30' ) ),
			'ticket_types' => array( array( 'id' => 4, 'name' => 'Seat', 'price' => '12.50' ) ),
			'speakers'     => array( 3 ),
			'organizers'   => array(),
			'schedules'    => array( 5 ),
			'categories'   => array( array( 'slug' => 'run', 'name' => 'Run', 'parent' => '' ) ),
		);
		$records = ( new ExportRecords( self::P ) )->map( 'events', $event, 7, '{"id":12}' );
		$this->assertCount( 2, $records );
		list( $made, $type ) = $records;
		$this->assertSame( array( 'event', self::P . '12' ), array( $made->object_type, $made->source_id ) );
		$this->assertSame( 'Gala', $made->fields['title'] );
		$this->assertSame( 3, $made->fields['total_ticket'] );
		$this->assertSame( array( 'address' => array( 'address' => 'Hall 1' ) ), $made->fields['location'] );
		$this->assertSame( array( 'freq' => 'weekly', 'interval' => 1 ), $made->fields['recurrence'] );
		$this->assertSame( array( array( 'start_date' => '2031-10-08', 'start_time' => '19:30' ) ), $made->fields['occurrences'] );
		$this->assertSame( array( 'speaker', array( self::P . '3' ) ), $made->links['speakers'] );
		$this->assertSame( array( 'schedule', array( self::P . '5' ) ), $made->links['schedules'] );
		$this->assertSame( md5( '{"id":12}' ), $made->fingerprint );
		$this->assertSame( array( 'ticket_type', self::P . '4', 7 ), array( $type->object_type, $type->source_id, $type->line ) );
		$this->assertSame( array( 'event', self::P . '12' ), $type->links['event'] );
		$this->assertSame( array( 'name' => 'Seat', 'price' => '12.50' ), $type->fields );
		$this->assertSame( array( '13' => '12/2031-10-08' ), ExportRecords::occurrences_of( $event ) );
	}

	public function test_an_attendee_links_its_date_type_order_and_rsvp_and_the_order_comes_once_35_1(): void {
		$order    = array( 'id' => 8, 'status' => 'completed', 'total' => '25.00', 'line_items' => array( array( 'ticket_type' => 'Seat', 'ticket_type_id' => 4, 'quantity' => 2 ) ) );
		$attendee = array( 'id' => 20, 'event' => 13, 'ticket_type' => 'Seat', 'ticket_type_id' => 4, 'name' => 'Bo', 'ticket_code' => str_repeat( 'a', 32 ), 'status' => 'active', 'checkins' => array( '2031-10-08T18:00:00Z' ), 'rsvp_id' => 0, 'order' => $order, 'checked_in_at' => '2031-10-08T18:00:00Z' );
		$mapper   = new ExportRecords( self::P, array( '13' => '12/2031-10-08' ) );
		$first    = $mapper->map( 'attendees', $attendee, 30, 'x' );
		$this->assertSame( array( 'order', 'attendee' ), array_map( static fn( ImportRecord $r ): string => $r->object_type, $first ) );
		$this->assertSame( array( 'occurrence', self::P . '12/2031-10-08' ), $first[0]->links['event'] );
		$this->assertSame( array( 'ticket_type', array( self::P . '4' ) ), $first[0]->links['line_items.ticket_type_id'] );
		$this->assertArrayNotHasKey( 'id', $first[0]->fields );
		$ticket = $first[1];
		$this->assertSame( array( 'occurrence', self::P . '12/2031-10-08' ), $ticket->links['event'] );
		$this->assertSame( array( 'order', self::P . '8' ), $ticket->links['order'] );
		$this->assertSame( array( 'ticket_type', self::P . '4' ), $ticket->links['ticket_type_id'] );
		$this->assertArrayNotHasKey( 'rsvp', $ticket->links );
		$this->assertArrayNotHasKey( 'checked_in_at', $ticket->fields );
		$this->assertSame( array( '2031-10-08T18:00:00Z' ), $ticket->fields['checkins'] );
		// The order's second attendee, read right after the first: the order is not repeated.
		$second = $mapper->map( 'attendees', array( 'id' => 21 ) + $attendee, 31, 'y', 8 );
		$this->assertSame( array( 'attendee' ), array_map( static fn( ImportRecord $r ): string => $r->object_type, $second ) );
		// An RSVP ticket of a single event.
		$rsvp = $mapper->map( 'attendees', array( 'id' => 22, 'event' => 12, 'ticket_type_id' => 0, 'rsvp_id' => 5, 'order' => null ) + $attendee, 32, 'z' );
		$this->assertCount( 1, $rsvp );
		$this->assertSame( array( 'event', self::P . '12' ), $rsvp[0]->links['event'] );
		$this->assertSame( array( 'rsvp', self::P . '5' ), $rsvp[0]->links['rsvp'] );
	}

	public function test_speakers_schedules_rsvps_and_records_without_id_35_6(): void {
		$mapper  = new ExportRecords( self::P );
		$speaker = $mapper->map( 'speakers', array( 'id' => 3, 'name' => 'Ada', 'roles' => array( 'organizer' ), 'image' => 'https://a.example/ada.jpg', 'groups' => array( array( 'slug' => 'k', 'name' => 'Keynote' ) ) ), 2, 's' )[0];
		$this->assertSame( array( 'organizer' ), $speaker->fields['category'] );
		$this->assertSame( array( 'Keynote' ), $speaker->fields['speaker_group'] );
		$this->assertSame( 'https://a.example/ada.jpg', $speaker->fields['photo_url'] );
		$schedule = $mapper->map( 'schedules', array( 'id' => 5, 'title' => 'Day', 'date' => '2031-10-01', 'sessions' => array( array( 'title' => 'Opening', 'speakers' => array( 3 ) ) ) ), 3, 't' )[0];
		$this->assertSame( 'Day', $schedule->fields['program_title'] );
		$this->assertSame( array( self::P . '3' ), $schedule->fields['sessions'][0]['speakers'] );
		$this->assertSame( array( 'speaker', '' ), $schedule->links['sessions.speakers'] );
		$rsvp = $mapper->map( 'rsvps', array( 'id' => 5, 'event' => 12, 'response' => 'going', 'attendee_count' => 2 ), 4, 'u' )[0];
		$this->assertSame( array( 'rsvp', array( 'event', self::P . '12' ) ), array( $rsvp->object_type, $rsvp->links['event'] ) );
		$this->assertSame( array( 'response' => 'going', 'attendee_count' => 2 ), $rsvp->fields );
		$broken = $mapper->map( 'attendees', array( 'name' => 'No id' ), 9, 'v' )[0];
		$this->assertNotNull( $broken->error );
		$this->assertSame( array( 9, 'attendee' ), array( $broken->line, $broken->object_type ) );
		$this->assertSame( 'https://b.example#', ExportRecords::prefix( 'https://b.example/' ) );
	}

	public function test_statuses_the_events_route_takes_and_private_events_35_6(): void {
		$mapper = new ExportRecords( self::P );
		$status = static fn( string $status ): array => array_intersect_key( $mapper->map( 'events', array( 'id' => 1, 'status' => $status ), 1, 'x' )[0]->fields, array( 'status' => 1, 'private' => 1 ) );
		$this->assertSame( array( 'status' => 'publish', 'private' => false ), $status( 'publish' ) );
		$this->assertSame( array( 'status' => 'publish', 'private' => false ), $status( 'future' ) );
		$this->assertSame( array( 'status' => 'pending', 'private' => false ), $status( 'pending' ) );
		$this->assertSame( array( 'status' => 'draft', 'private' => false ), $status( 'draft' ) );
		$this->assertSame( array( 'status' => 'draft', 'private' => true ), $status( 'private' ) );
	}
}
