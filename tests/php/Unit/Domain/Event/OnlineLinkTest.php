<?php
/**
 * Who sees an event's online link (32.12): the event's own choice, else
 * public for a free event and kept for attendees when a ticket has a price.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Event;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\EventFields;
use Eventsmith\Domain\Event\OnlineLink;
use PHPUnit\Framework\TestCase;

final class OnlineLinkTest extends TestCase {

	public function test_the_default_shows_the_link_of_a_free_event_and_keeps_a_paid_ones_32_12(): void {
		$this->assertTrue( OnlineLink::is_public( '', false ) );
		$this->assertFalse( OnlineLink::is_public( '', true ) );
		$this->assertTrue( OnlineLink::is_public( null, false ) );
	}

	public function test_the_events_choice_wins_over_the_default_32_12(): void {
		$this->assertTrue( OnlineLink::is_public( 'yes', true ) );
		$this->assertFalse( OnlineLink::is_public( 'no', false ) );
	}

	public function test_input_is_stored_as_yes_no_or_nothing_and_answered_as_a_boolean_or_null(): void {
		$this->assertSame( 'yes', OnlineLink::clean( true ) );
		$this->assertSame( 'no', OnlineLink::clean( false ) );
		$this->assertSame( '', OnlineLink::clean( null ) );
		$this->assertSame( 'no', OnlineLink::clean( 'no' ) );
		$this->assertTrue( OnlineLink::to_api( 'yes' ) );
		$this->assertFalse( OnlineLink::to_api( 'no' ) );
		$this->assertNull( OnlineLink::to_api( '' ) );
	}

	public function test_anything_else_is_refused_naming_the_field(): void {
		try {
			OnlineLink::clean( 'maybe' );
			$this->fail( 'maybe was accepted' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'online_link_public', $error->field );
		}
	}

	public function test_only_a_non_empty_link_counts(): void {
		$this->assertTrue( OnlineLink::has_link( array( 'online_url' => 'https://meet.example.net/room' ) ) );
		$this->assertFalse( OnlineLink::has_link( null ) );
		$this->assertFalse( OnlineLink::has_link( array( 'online_url' => ' ' ) ) );
	}

	public function test_event_fields_keep_the_choice(): void {
		$fields = EventFields::normalise( array( 'title' => 'Webinar', 'online_link_public' => false ) );
		$this->assertSame( 'no', $fields['online_link_public'] );
		$this->assertSame( '', EventFields::normalise( array( 'title' => 'Webinar' ) )['online_link_public'] );
	}
}
