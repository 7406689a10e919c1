<?php
/**
 * Tests of the slider parameter rules (spec §9 defaults; checklist SLD-02..04).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Widget;

use Eventsmith\Domain\Widget\SliderParams;
use PHPUnit\Framework\TestCase;

final class SliderParamsTest extends TestCase {

	public function test_defaults_three_slides_space_20_autoplay_yes_limit_20(): void {
		$params = SliderParams::from_array( array() );

		$this->assertSame( 3, $params->slider_count );
		$this->assertSame( 20, $params->space );
		$this->assertTrue( $params->autoplay() );
		$this->assertSame( 20, $params->limit );
		$this->assertSame( 'style-1', $params->style );
		$this->assertTrue( $params->shows( 'show_image' ) );
		$this->assertTrue( $params->shows( 'show_designation' ) );
		$this->assertSame(
			array(
				'data-count'    => '3',
				'data-space'    => '20',
				'data-autoplay' => 'yes',
				'data-delay'    => '3000',
			),
			$params->data_attributes()
		);
	}

	public function test_sld_02_count_space_and_autoplay_are_read_from_shortcode_or_block_names(): void {
		$shortcode = SliderParams::from_array(
			array(
				'slider_count' => '4',
				'space'        => '30',
				'autoplay'     => 'no',
			)
		);
		$block     = SliderParams::from_array(
			array(
				'sliderCount' => 4,
				'space'       => 30,
				'autoplay'    => false,
			)
		);

		foreach ( array( $shortcode, $block ) as $params ) {
			$this->assertSame( 4, $params->slider_count );
			$this->assertSame( 30, $params->space );
			$this->assertFalse( $params->autoplay() );
			$this->assertSame( 'no', $params->data_attributes()['data-autoplay'] );
		}
	}

	public function test_slider_count_50_becomes_10_and_0_becomes_1(): void {
		$this->assertSame( 10, SliderParams::from_array( array( 'slider_count' => '50' ) )->slider_count );
		$this->assertSame( 1, SliderParams::from_array( array( 'sliderCount' => 0 ) )->slider_count );
	}

	public function test_space_and_limit_are_clamped_and_junk_falls_back_to_defaults(): void {
		$this->assertSame( 0, SliderParams::from_array( array( 'space' => -8 ) )->space );
		$this->assertSame( 100, SliderParams::from_array( array( 'space' => '5000' ) )->space );
		$this->assertSame( 20, SliderParams::from_array( array( 'space' => 'wide' ) )->space );
		$this->assertSame( 20, SliderParams::from_array( array( 'space' => true ) )->space );
		$this->assertSame( 1, SliderParams::from_array( array( 'limit' => '0' ) )->limit );
		$this->assertSame( 50, SliderParams::from_array( array( 'limit' => '9999' ) )->limit );
	}

	public function test_unknown_style_gives_the_default_and_style_4_is_not_a_slider_style(): void {
		$this->assertSame( 'style-3', SliderParams::from_array( array( 'style' => 'STYLE-3' ) )->style );
		$this->assertSame( 'style-1', SliderParams::from_array( array( 'style' => 'style-4' ) )->style );
		$this->assertSame( 'style-1', SliderParams::from_array( array( 'style' => '"><script>' ) )->style );
	}

	public function test_yes_no_switches_and_show_flags(): void {
		$params = SliderParams::from_array(
			array(
				'autoplay'         => 'off',
				'show_designation' => 'no',
				'showSocial'       => false,
				'show_image'       => 'no',
				'show_location'    => 'maybe',
			)
		);

		$this->assertFalse( $params->autoplay() );
		$this->assertFalse( $params->shows( 'show_designation' ) );
		$this->assertFalse( $params->shows( 'show_social' ) );
		$this->assertFalse( $params->shows( 'show_image' ) );
		$this->assertTrue( $params->shows( 'show_location' ) );
		$this->assertTrue( SliderParams::from_array( array( 'autoplay' => 'nonsense' ) )->autoplay() );
	}

	public function test_order_and_filters_come_from_the_widget_rules(): void {
		$params = SliderParams::from_array(
			array(
				'orderby'            => 'start_date',
				'order'              => 'asc',
				'filter_with_status' => 'upcoming',
				'category'           => 'music, 12, bad slug!',
			)
		);

		$this->assertSame( 'start_date', $params->widget->orderby );
		$this->assertSame( 'ASC', $params->widget->order );
		$this->assertSame( 'upcoming', $params->widget->status );
		$this->assertSame( array( 'music', 12 ), $params->widget->categories );
	}
}
