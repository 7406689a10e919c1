<?php
/**
 * One plain recipient per address (issue 32.6).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Mail;

use Eventsmith\Domain\Mail\SingleRecipient;
use PHPUnit\Framework\TestCase;

final class SingleRecipientTest extends TestCase {

	/**
	 * Addresses that name one person.
	 *
	 * @return array<string, array{string}>
	 */
	public static function plain(): array {
		return array(
			'simple'       => array( 'ann@example.org' ),
			'dots and tag' => array( 'ann.lee+events@mail.example.co.uk' ),
			'hyphen label' => array( 'a_b@my-host.example' ),
			'odd but ok'   => array( "o'brien@example.org" ),
		);
	}

	/**
	 * Addresses that name several recipients, a display name, or nobody.
	 *
	 * @return array<string, array{string}>
	 */
	public static function refused(): array {
		return array(
			'quoted list (passes FILTER_VALIDATE_EMAIL)' => array( '"<a@x.test>,<b@y.test>"@z.io' ),
			'comma list'                                  => array( 'a@x.test,b@y.test' ),
			'semicolon list'                              => array( 'a@x.test;b@y.test' ),
			'display name'                                => array( 'Ann <ann@example.org>' ),
			'angle brackets'                              => array( '<ann@example.org>' ),
			'quoted local part'                           => array( '"ann"@example.org' ),
			'inner space'                                 => array( 'ann @example.org' ),
			'line break'                                  => array( "ann@example.org\nBcc: b@y.test" ),
			'tab'                                         => array( "ann\t@example.org" ),
			'nul'                                         => array( "ann\0@example.org" ),
			'two at signs'                                => array( 'a@b@example.org' ),
			'no at sign'                                  => array( 'example.org' ),
			'no dot in domain'                            => array( 'ann@localhost' ),
			'ip literal'                                  => array( 'ann@[127.0.0.1]' ),
			'label starting with hyphen'                  => array( 'ann@-x.example' ),
			'backslash'                                   => array( 'a\\b@example.org' ),
			'parenthesised comment'                       => array( 'ann(x)@example.org' ),
			'empty'                                       => array( '' ),
			'too long'                                    => array( str_repeat( 'a', 64 ) . '@' . str_repeat( 'b', 60 ) . '.' . str_repeat( 'c', 60 ) . '.' . str_repeat( 'd', 60 ) . '.example' ),
		);
	}

	/**
	 * @dataProvider plain
	 */
	public function test_one_plain_address_passes( string $address ): void {
		self::assertTrue( SingleRecipient::is_plain( $address ) );
	}

	/**
	 * @dataProvider refused
	 */
	public function test_an_address_that_could_name_several_recipients_is_refused_32_6( string $address ): void {
		self::assertFalse( SingleRecipient::is_plain( $address ) );
	}

	public function test_the_quoted_list_is_what_php_alone_would_accept(): void {
		// The reason for the class: PHP's own check lets this one through.
		self::assertNotFalse( filter_var( '"<a@x.test>,<b@y.test>"@z.io', FILTER_VALIDATE_EMAIL ) );
	}

	public function test_normalise_trims_and_lower_cases_and_refuses_non_strings(): void {
		self::assertSame( 'ann@example.org', SingleRecipient::normalise( '  Ann@Example.ORG ' ) );
		self::assertNull( SingleRecipient::normalise( 'a@x.test, b@y.test' ) );
		self::assertNull( SingleRecipient::normalise( array( 'a@x.test' ) ) );
		self::assertNull( SingleRecipient::normalise( 42 ) );
	}
}
