<?php
/**
 * Tests of the page cache purge address setting.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Cache;

use Eventsmith\Domain\Cache\PurgeAddress;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Settings\SettingsSchema;
use PHPUnit\Framework\TestCase;

final class PurgeAddressTest extends TestCase {

	public function test_a_new_site_sends_no_purge_requests(): void {
		$this->assertSame( '', SettingsSchema::with_defaults( array() )['purge_host'] );
	}

	/**
	 * Accepted input and what is stored.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function accepted(): array {
		return array(
			'empty turns purging off'     => array( '', '' ),
			'only spaces'                 => array( '   ', '' ),
			'varnish on a port'           => array( 'http://127.0.0.1:6081', 'http://127.0.0.1:6081' ),
			'trailing slash dropped'      => array( 'http://127.0.0.1:6081/', 'http://127.0.0.1:6081' ),
			'https host name'             => array( ' https://Cache.Example.ORG ', 'https://cache.example.org' ),
			'upper-case scheme'           => array( 'HTTP://varnish:80', 'http://varnish:80' ),
			'ipv6 with a port'            => array( 'http://[::1]:6081', 'http://[::1]:6081' ),
			'localhost without any port'  => array( 'http://localhost', 'http://localhost' ),
		);
	}

	/**
	 * @dataProvider accepted
	 */
	public function test_purge_host_accepts_an_http_address_of_scheme_host_and_port( string $input, string $stored ): void {
		$this->assertSame( $stored, SettingsSchema::apply( array(), array( 'purge_host' => $input ) )['purge_host'] );
	}

	/**
	 * Refused input.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function refused(): array {
		return array(
			'ftp'             => array( 'ftp://x' ),
			'no scheme'       => array( '127.0.0.1:6081' ),
			'a path'          => array( 'http://host/path' ),
			'a query'         => array( 'http://host?purge=1' ),
			'a fragment'      => array( 'http://host#top' ),
			'user info'       => array( 'http://user:secret@host' ),
			'port zero'       => array( 'http://host:0' ),
			'port too high'   => array( 'http://host:99999' ),
			'empty port'      => array( 'http://host:' ),
			'space in host'   => array( 'http://my cache' ),
			'underscore host' => array( 'http://my_cache' ),
			'no host'         => array( 'http://' ),
			'javascript'      => array( 'javascript:alert(1)' ),
			'too long'        => array( 'http://' . str_repeat( 'a.', 100 ) . 'org' ),
			'not text'        => array( 6081 ),
			'null'            => array( null ),
		);
	}

	/**
	 * @dataProvider refused
	 */
	public function test_purge_host_refuses_anything_else_naming_the_field( mixed $input ): void {
		try {
			PurgeAddress::clean( $input );
			$this->fail( 'A bad purge address was accepted.' );
		} catch ( DomainError $error ) {
			$this->assertSame( 'purge_host', $error->field );
			$this->assertStringContainsString( 'purge_host', $error->getMessage() );
		}
	}
}
