<?php
/**
 * Tests of speaker roles (checklist ADM-SPKL-02, ADM-SPKL-07, ADM-API-12).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Speaker;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Speaker\SpeakerRoles;
use PHPUnit\Framework\TestCase;

final class SpeakerRolesTest extends TestCase {

	public function test_reads_both_roles_in_display_order_without_repeats(): void {
		$this->assertSame( array( 'speaker', 'organizer' ), SpeakerRoles::parse( array( ' Organizer ', 'speaker', 'organizer' ) ) );
	}

	public function test_an_empty_list_is_read_as_no_roles(): void {
		$this->assertSame( array(), SpeakerRoles::parse( array() ) );
	}

	public function test_an_unknown_role_is_refused_naming_category(): void {
		try {
			SpeakerRoles::parse( array( 'speaker', 'host' ) );
			$this->fail( 'An unknown role was accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'category', $error->field );
			$this->assertSame( DomainError::INVALID, $error->kind );
			$this->assertSame( 'eventsmith_invalid_role', $error->error_code );
		}
	}

	public function test_a_value_that_is_not_a_list_is_refused(): void {
		$this->expectException( DomainError::class );
		SpeakerRoles::parse( 'speaker' );
	}

	public function test_known_drops_what_storage_should_not_hold(): void {
		$this->assertSame( array( 'organizer' ), SpeakerRoles::known( array( 'organizer', 'guest', 3 ) ) );
	}
}
