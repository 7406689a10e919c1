<?php
/**
 * Tests of reading generator shortcodes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Widget;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Widget\WidgetShortcode;
use PHPUnit\Framework\TestCase;

final class WidgetShortcodeTest extends TestCase {

	private const TAGS = array( 'eventsmith_events', 'eventsmith_countdown', 'eventsmith_calendar' );

	public function test_SC_03_reads_the_tag_and_every_quoting_style(): void {
		$shortcode = WidgetShortcode::parse( ' [eventsmith_events limit="5" order=\'ASC\' style=style-2 show_date="no" category="3,music"] ', self::TAGS );

		$this->assertSame( 'eventsmith_events', $shortcode->tag );
		$this->assertSame(
			array(
				'limit'     => '5',
				'order'     => 'ASC',
				'style'     => 'style-2',
				'show_date' => 'no',
				'category'  => '3,music',
			),
			$shortcode->attributes
		);
		$this->assertSame( '[eventsmith_events limit="5" order="ASC" style="style-2" show_date="no" category="3,music"]', $shortcode->to_string() );
	}

	public function test_a_bare_tag_and_a_self_closing_tag_are_accepted(): void {
		$this->assertSame( array(), WidgetShortcode::parse( '[eventsmith_calendar]', self::TAGS )->attributes );
		$this->assertSame( '[eventsmith_calendar view="timeGridDay"]', WidgetShortcode::parse( '[eventsmith_calendar view="timeGridDay" /]', self::TAGS )->to_string() );
	}

	public function test_values_keep_spaces_and_apostrophes(): void {
		$shortcode = WidgetShortcode::parse( '[eventsmith_countdown date="12/24/2030 12:00:00" finished_message="It\'s on!"]', self::TAGS );

		$this->assertSame( '12/24/2030 12:00:00', $shortcode->attributes['date'] );
		$this->assertSame( "It's on!", $shortcode->attributes['finished_message'] );
	}

	/**
	 * @return array<string, array{string, string}>
	 */
	public static function refused(): array {
		return array(
			'empty'                => array( '   ', 'eventsmith_invalid_param' ),
			'another plugin'       => array( '[gallery ids="1,2"]', 'eventsmith_foreign_shortcode' ),
			'a prefix of ours'     => array( '[eventsmith_eventsx]', 'eventsmith_foreign_shortcode' ),
			'plain text'           => array( 'hello', 'eventsmith_foreign_shortcode' ),
			'enclosed content'     => array( '[eventsmith_events]<script>x</script>[/eventsmith_events]', 'eventsmith_invalid_param' ),
			'a second shortcode'   => array( '[eventsmith_events][gallery]', 'eventsmith_invalid_param' ),
			'nested in a value'    => array( '[eventsmith_events style="[gallery]"]', 'eventsmith_invalid_param' ),
			'double quote inside'  => array( "[eventsmith_events style='a\"b']", 'eventsmith_invalid_param' ),
			'unclosed'             => array( '[eventsmith_events limit="5"', 'eventsmith_invalid_param' ),
			'text after the tag'   => array( '[eventsmith_events] more', 'eventsmith_invalid_param' ),
			'attribute without ='  => array( '[eventsmith_events loadmore]', 'eventsmith_invalid_param' ),
			'too long'             => array( '[eventsmith_events style="' . str_repeat( 'a', 2000 ) . '"]', 'eventsmith_invalid_param' ),
		);
	}

	/**
	 * @dataProvider refused
	 */
	public function test_refuses_anything_but_one_of_our_shortcodes( string $text, string $code ): void {
		try {
			WidgetShortcode::parse( $text, self::TAGS );
			$this->fail( 'accepted: ' . $text );
		} catch ( DomainError $error ) {
			$this->assertSame( 'shortcode', $error->field );
			$this->assertSame( $code, $error->error_code );
			$this->assertSame( 400, $error->http_status() );
		}
	}
}
