<?php
/**
 * Tests of how The Events Calendar's data maps to Eventsmith records (issue 35.2).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Import\Tec;

use Eventsmith\Domain\Import\Tec\TecEventMapper;
use Eventsmith\Domain\Import\Tec\TecOrganizerMapper;
use Eventsmith\Domain\Import\Tec\TecTermMapper;
use Eventsmith\Domain\Import\Tec\TecTimezone;
use PHPUnit\Framework\TestCase;

final class TecMappersTest extends TestCase {

	/**
	 * An event as TecTables reads it.
	 *
	 * @param array<string, list<string>> $meta  Meta over the defaults.
	 * @param array<string, mixed>        $extra Fields over the defaults.
	 * @return array<string, mixed>
	 */
	private static function event( array $meta = array(), array $extra = array() ): array {
		return $extra + array(
			'id'         => 12,
			'title'      => 'Jazz night',
			'content'    => '<p>Bring friends.</p>',
			'status'     => 'publish',
			'modified'   => '2026-11-01 10:00:00',
			'meta'       => $meta + array(
				'_EventStartDate' => array( '2027-03-05 19:30:00' ),
				'_EventEndDate'   => array( '2027-03-05 22:00:00' ),
				'_EventTimezone'  => array( 'America/New_York' ),
				'_EventVenueID'   => array( '40' ),
			),
			'venue'      => array(
				'id'       => 40,
				'title'    => 'Blue Room',
				'modified' => '2026-11-01 10:00:00',
				'meta'     => array(
					'_VenueAddress'       => array( '1 Main St' ),
					'_VenueCity'          => array( 'Springfield' ),
					'_VenueStateProvince' => array( 'IL' ),
					'_VenueZip'           => array( '62701' ),
					'_VenueCountry'       => array( 'United States' ),
				),
			),
			'organizers' => array( 7, 8 ),
			'categories' => array( 3 ),
			'tags'       => array( 5 ),
			'thumbnail'  => 99,
			'series'     => null,
		);
	}

	public function test_timed_event_in_its_timezone_with_venue_organizers_and_terms_35_2(): void {
		$record = ( new TecEventMapper( 'Europe/Berlin' ) )->map( self::event(), 4 );
		$this->assertNull( $record->error );
		$this->assertSame( 'event', $record->object_type );
		$this->assertSame( '12', $record->source_id );
		$this->assertSame( '2027-03-05', $record->fields['start_date'] );
		$this->assertSame( '19:30', $record->fields['start_time'] );
		$this->assertSame( '22:00', $record->fields['end_time'] );
		$this->assertSame( 'America/New_York', $record->fields['timezone'] );
		$this->assertSame( 'Blue Room, 1 Main St, Springfield, IL, 62701, United States', $record->fields['location']['address']['address'] );
		$this->assertSame( 99, $record->fields['featured_image'] );
		$this->assertSame( array( 'speaker', array( '7', '8' ) ), $record->links['organizers'] );
		$this->assertSame( array( 'event_category', array( '3' ) ), $record->links['categories'] );
		$this->assertSame( array( 'event_tag', array( '5' ) ), $record->links['tags'] );
		$this->assertNull( $record->note );
	}

	public function test_all_day_multi_day_cost_website_and_cancelled_35_2(): void {
		$record = ( new TecEventMapper( 'UTC' ) )->map(
			self::event(
				array(
					'_EventStartDate'       => array( '2027-04-10 00:00:00' ),
					'_EventEndDate'         => array( '2027-04-12 23:59:59' ),
					'_EventAllDay'          => array( 'yes' ),
					'_EventCost'            => array( '15' ),
					'_EventCurrencySymbol'  => array( '€' ),
					'_EventCurrencyPosition' => array( 'suffix' ),
					'_EventURL'             => array( 'https://jazz.example.org/' ),
					'_tribe_events_status'  => array( 'canceled' ),
				)
			),
			1
		);
		$this->assertSame( array( '2027-04-10', '00:00', '2027-04-12', '23:59' ), array( $record->fields['start_date'], $record->fields['start_time'], $record->fields['end_date'], $record->fields['end_time'] ) );
		$this->assertStringContainsString( 'Cost: 15€', $record->fields['description'] );
		$this->assertStringContainsString( '<a href="https://jazz.example.org/">', $record->fields['description'] );
		$this->assertStringStartsWith( '<p>Bring friends.</p>', $record->fields['description'] );
		$this->assertTrue( $record->fields['cancelled'] );
	}

	public function test_offsets_unknown_zones_and_the_site_zone_35_2(): void {
		$this->assertSame( 'UTC+5:30', TecTimezone::normalise( 'UTC+5.5' ) );
		$this->assertSame( 'UTC-3:30', TecTimezone::normalise( 'UTC-3.5' ) );
		$this->assertSame( 'UTC+5:45', TecTimezone::normalise( 'UTC+5.75' ) );
		$this->assertSame( 'UTC+2', TecTimezone::normalise( 'UTC+2' ) );
		$this->assertSame( 'UTC', TecTimezone::normalise( 'UTC+0' ) );
		$this->assertSame( 'Asia/Tokyo', TecTimezone::normalise( 'Asia/Tokyo' ) );
		$this->assertNull( TecTimezone::normalise( 'Mars/Olympus' ) );
		$this->assertNull( TecTimezone::normalise( '' ) );

		$record = ( new TecEventMapper( 'Europe/Berlin' ) )->map( self::event( array( '_EventTimezone' => array( '' ) ) ), 1 );
		$this->assertSame( 'Europe/Berlin', $record->fields['timezone'] );
		$record = ( new TecEventMapper( 'Europe/Berlin' ) )->map( self::event( array( '_EventTimezone' => array( 'Mars/Olympus' ) ) ), 1 );
		$this->assertSame( 'Europe/Berlin', $record->fields['timezone'] );
		$this->assertStringContainsString( 'Mars/Olympus', (string) $record->note );
	}

	public function test_fingerprint_follows_the_event_and_its_venue_not_edit_locks_35_2(): void {
		$mapper = new TecEventMapper( 'UTC' );
		$base   = $mapper->map( self::event(), 1 )->fingerprint;
		$this->assertSame( $base, $mapper->map( self::event( array( '_edit_lock' => array( '1790000000:1' ) ) ), 1 )->fingerprint );
		$moved                                   = self::event();
		$moved['venue']['meta']['_VenueCity'][0] = 'Shelbyville';
		$this->assertNotSame( $base, $mapper->map( $moved, 1 )->fingerprint );
		$this->assertNotSame( $base, $mapper->map( self::event( array(), array( 'title' => 'Jazz night II' ) ), 1 )->fingerprint );
	}

	public function test_series_private_event_no_start_and_blocks_35_2(): void {
		$mapper = new TecEventMapper( 'UTC' );
		$record = $mapper->map( self::event( array(), array( 'series' => array( 'id' => 77, 'title' => 'Spring jams' ), 'status' => 'private', 'content' => "<!-- wp:tribe/event-datetime /-->\n<p>Hi</p>\n<!-- wp:tribe/event-venue {\"x\":1} /-->" ) ), 1 );
		$this->assertContains( 'series:77', $record->links['tags'][1] );
		$this->assertStringContainsString( 'Spring jams', (string) $record->note );
		$this->assertSame( 'draft', $record->fields['status'] );
		$this->assertSame( '<p>Hi</p>', $record->fields['description'] );

		$failed = $mapper->map( self::event( array( '_EventStartDate' => array( '' ) ) ), 6 );
		$this->assertNotNull( $failed->error );
		$this->assertSame( 6, $failed->line );
	}

	public function test_organizer_terms_and_series_tag_35_2(): void {
		$organizer = ( new TecOrganizerMapper() )->map(
			array(
				'id'        => 7,
				'title'     => 'Ann Organiser',
				'content'   => 'Runs the club.',
				'status'    => 'publish',
				'meta'      => array(
					'_OrganizerEmail'   => array( 'ann@example.org' ),
					'_OrganizerPhone'   => array( '+1 555 0100' ),
					'_OrganizerWebsite' => array( 'ann.example.org' ),
				),
				'thumbnail' => 0,
			),
			2
		);
		$this->assertSame( 'speaker', $organizer->object_type );
		$this->assertSame( array( 'organizer' ), $organizer->fields['category'] );
		$this->assertSame( 'ann@example.org', $organizer->fields['email'] );
		$this->assertSame( array( array( 'network' => 'Website', 'url' => 'https://ann.example.org' ) ), $organizer->fields['social'] );
		$this->assertStringContainsString( 'Phone: +1 555 0100', $organizer->fields['bio'] );

		$bad = ( new TecOrganizerMapper() )->map( array( 'id' => 8, 'title' => 'B', 'content' => '', 'status' => 'publish', 'meta' => array( '_OrganizerEmail' => array( 'not-an-email' ) ), 'thumbnail' => 0 ), 3 );
		$this->assertSame( '', $bad->fields['email'] );
		$this->assertStringContainsString( 'not-an-email', (string) $bad->note );

		$terms = new TecTermMapper();
		$child = $terms->category( array( 'id' => 4, 'name' => 'Jazz &amp; Blues', 'slug' => 'jazz', 'description' => '', 'parent' => 3 ), 1 );
		$this->assertSame( 'Jazz & Blues', $child->fields['name'] );
		$this->assertSame( array( 'event_category', '3' ), $child->links['parent'] );
		$this->assertArrayNotHasKey( 'parent', $terms->category( array( 'id' => 3, 'name' => 'Music', 'slug' => 'music', 'description' => '', 'parent' => 0 ), 1 )->links );
		$series = $terms->series_tag( array( 'id' => 77, 'title' => 'Spring jams' ), 1 );
		$this->assertSame( array( 'series:77', 'event_tag', 'Spring jams' ), array( $series->source_id, $series->object_type, $series->fields['name'] ) );
	}
}
