<?php
/**
 * Tests of placeholder tokens and their substitution.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Template;

use Eventsmith\Domain\Template\Placeholders;
use PHPUnit\Framework\TestCase;

final class PlaceholdersTest extends TestCase {

	public function test_tb_35_the_fourteen_placeholders_of_the_spec_in_its_order(): void {
		$this->assertSame(
			array(
				'event_title',
				'event_location',
				'event_start_date',
				'event_end_time',
				'event_timezone',
				'attendee_name',
				'attendee_email',
				'attendee_phone',
				'ticket_id',
				'ticket_price',
				'ticket_type',
				'attendee_seat',
				'payment_status',
				'extra_fields',
			),
			Placeholders::KEYS
		);
		$this->assertSame( '{{attendee_seat}}', Placeholders::token( 'attendee_seat' ) );
	}

	public function test_every_token_is_replaced_by_its_escaped_value(): void {
		$html   = implode( '|', array_map( array( Placeholders::class, 'token' ), Placeholders::KEYS ) );
		$values = array_combine( Placeholders::KEYS, array_map( static fn( string $key ): string => "<{$key}>", Placeholders::KEYS ) );

		$out = Placeholders::replace( $html, $values, static fn( string $value ): string => htmlspecialchars( $value, ENT_QUOTES ) );

		$this->assertSame( implode( '|', array_map( static fn( string $key ): string => "&lt;{$key}&gt;", Placeholders::KEYS ) ), $out );
	}

	public function test_unknown_and_missing_tokens_become_empty_never_raw(): void {
		$out = Placeholders::replace( '<p>{{attendee_name}}·{{attendee_phone}}·{{not_a_key}}·{{ event_title }}</p>', array( 'attendee_name' => 'Ann' ), 'strval' );

		$this->assertSame( '<p>Ann···</p>', $out );
	}

	public function test_spaces_and_case_inside_the_braces_are_forgiven(): void {
		$this->assertSame( 'Ann Ann', Placeholders::replace( '{{ attendee_name }} {{Attendee_Name}}', array( 'attendee_name' => 'Ann' ), 'strval' ) );
	}

	public function test_numbers_are_values_and_zero_is_kept(): void {
		$this->assertSame( '0 / 12.5', Placeholders::replace( '{{attendee_seat}} / {{ticket_price}}', array( 'attendee_seat' => 0, 'ticket_price' => 12.5 ), 'strval' ) );
	}

	public function test_a_value_holding_a_token_is_not_expanded_again(): void {
		$out = Placeholders::replace( '{{attendee_name}}', array( 'attendee_name' => '{{ticket_id}}', 'ticket_id' => 'SECRET' ), 'strval' );

		$this->assertSame( '{{ticket_id}}', $out );
	}

	public function test_text_without_tokens_and_lone_braces_are_left_alone(): void {
		$css = '.a{color:red} {{} {x}';
		$this->assertSame( $css, Placeholders::replace( $css, array(), 'strval' ) );
	}
}
