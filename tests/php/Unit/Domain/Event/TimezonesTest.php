<?php
/**
 * Tests of timezone reading and offset labels.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Event;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Event\Timezones;
use PHPUnit\Framework\TestCase;

final class TimezonesTest extends TestCase {

	/**
	 * @dataProvider zones
	 *
	 * @param string $input Timezone as sent.
	 * @param string $name  PHP zone name it becomes.
	 */
	public function test_reads_names_and_offsets( string $input, string $name ): void {
		$this->assertSame( $name, Timezones::parse( $input )->getName() );
	}

	/**
	 * @return array<string, array{string, string}>
	 */
	public static function zones(): array {
		return array(
			'empty'        => array( '', 'UTC' ),
			'UTC'          => array( 'UTC', 'UTC' ),
			'IANA'         => array( 'Europe/Berlin', 'Europe/Berlin' ),
			'UTC+14 zone'  => array( 'Pacific/Kiritimati', 'Pacific/Kiritimati' ),
			'UTC-12 zone'  => array( 'Etc/GMT+12', 'Etc/GMT+12' ),
			'spaces'       => array( '  Asia/Tokyo ', 'Asia/Tokyo' ),
			'UTC+5:30'     => array( 'UTC+5:30', '+05:30' ),
			'UTC-12'       => array( 'UTC-12', '-12:00' ),
			'UTC+14:00'    => array( 'UTC+14:00', '+14:00' ),
			'+05:45'       => array( '+05:45', '+05:45' ),
			'-0930'        => array( '-0930', '-09:30' ),
		);
	}

	public function test_offset_label_at_a_moment(): void {
		$moment = new \DateTimeImmutable( '2031-07-01 00:00', new \DateTimeZone( 'UTC' ) );

		$this->assertSame( 'UTC+14:00', Timezones::offset_label( Timezones::parse( 'Pacific/Kiritimati' ), $moment ) );
		$this->assertSame( 'UTC-12:00', Timezones::offset_label( Timezones::parse( 'Etc/GMT+12' ), $moment ) );
		$this->assertSame( 'UTC+02:00', Timezones::offset_label( Timezones::parse( 'Europe/Berlin' ), $moment ) );
		$this->assertSame( 'UTC+01:00', Timezones::offset_label( Timezones::parse( 'Europe/Berlin' ), $moment->modify( '-6 months' ) ) );
		$this->assertSame( 'UTC+05:30', Timezones::offset_label( Timezones::parse( 'UTC+5:30' ), $moment ) );
	}

	public function test_unknown_timezone_names_the_field(): void {
		try {
			Timezones::parse( 'Atlantis/Capital' );
			$this->fail( 'Accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'timezone', $error->field );
			$this->assertSame( 'eventsmith_unknown_timezone', $error->error_code );
			$this->assertStringContainsString( 'Atlantis/Capital', $error->getMessage() );
		}
	}
}
