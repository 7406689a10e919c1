<?php
/**
 * Tests of the widget parameter rules (spec §9 defaults; checklist SC-*).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Widget;

use Eventsmith\Domain\Widget\WidgetParams;
use PHPUnit\Framework\TestCase;

final class WidgetParamsTest extends TestCase {

	public function test_defaults_follow_spec_section_9(): void {
		$params = WidgetParams::from_array( array() );

		$this->assertSame( 20, $params->limit );
		$this->assertSame( 20, $params->desc_limit );
		$this->assertSame( 3, $params->slider_count );
		$this->assertSame( 'DESC', $params->order );
		$this->assertSame( 'ID', $params->orderby );
		$this->assertSame( 'all', $params->status );
		$this->assertSame( 'style-1', $params->style );
		$this->assertSame( array(), $params->categories );
		$this->assertTrue( $params->shows( 'show_image' ) );
	}

	public function test_sc_numeric_minimum_limit_0_becomes_1(): void {
		$this->assertSame( 1, WidgetParams::from_array( array( 'limit' => '0' ) )->limit );
		$this->assertSame( 1, WidgetParams::from_array( array( 'limit' => -5 ) )->limit );
		$this->assertSame( 20, WidgetParams::from_array( array( 'limit' => 'abc' ) )->limit );
	}

	public function test_sc_slider_count_is_clamped_to_1_through_10(): void {
		$this->assertSame( 10, WidgetParams::from_array( array( 'slider_count' => '50' ) )->slider_count );
		$this->assertSame( 1, WidgetParams::from_array( array( 'slider_count' => '0' ) )->slider_count );
	}

	public function test_sc_column_is_clamped_to_1_through_4(): void {
		$this->assertSame( 4, WidgetParams::from_array( array( 'column' => '9' ) )->column );
		$this->assertSame( 1, WidgetParams::from_array( array( 'column' => '0' ) )->column );
	}

	public function test_unknown_style_falls_back_to_the_default(): void {
		$this->assertSame( 'style-1', WidgetParams::from_array( array( 'style' => 'style-99' ) )->style );
		$this->assertSame( 'style-5', WidgetParams::from_array( array( 'style' => 'STYLE-5' ) )->style );
	}

	public function test_orderby_maps_legacy_names_and_unknown_becomes_id(): void {
		$this->assertSame( 'start_date', WidgetParams::from_array( array( 'orderby' => 'etn_start_date' ) )->orderby );
		$this->assertSame( 'end_date', WidgetParams::from_array( array( 'orderby' => 'etn_end_date' ) )->orderby );
		$this->assertSame( 'start_date', WidgetParams::from_array( array( 'orderby' => 'eventsmith_start_date' ) )->orderby, 'SC-13' );
		$this->assertSame( 'end_date', WidgetParams::from_array( array( 'orderby' => 'eventsmith_end_date' ) )->orderby, 'SC-13' );
		$this->assertSame( 'title', WidgetParams::from_array( array( 'orderby' => 'title' ) )->orderby );
		$this->assertSame( 'ID', WidgetParams::from_array( array( 'orderby' => 'x; DROP TABLE wp_posts' ) )->orderby );
	}

	public function test_order_and_status_come_from_closed_lists(): void {
		$params = WidgetParams::from_array( array( 'order' => 'asc', 'filter_with_status' => 'upcoming' ) );
		$this->assertSame( 'ASC', $params->order );
		$this->assertSame( 'upcoming', $params->status );

		$bad = WidgetParams::from_array( array( 'order' => 'sideways', 'filter_with_status' => 'drafts' ) );
		$this->assertSame( 'DESC', $bad->order );
		$this->assertSame( 'all', $bad->status );
	}

	public function test_terms_are_ids_or_safe_slugs_only(): void {
		$params = WidgetParams::from_array( array( 'category' => '12, music,  ,x\' OR 1=1,12', 'tags' => array( 3, 'Jazz' ) ) );

		$this->assertSame( array( 12, 'music' ), $params->categories );
		$this->assertSame( array( 3, 'jazz' ), $params->tags );
	}

	public function test_show_flags_read_yes_and_no(): void {
		$params = WidgetParams::from_array( array( 'show_image' => 'no', 'show_date' => 'yes', 'show_location' => 'maybe' ) );

		$this->assertFalse( $params->shows( 'show_image' ) );
		$this->assertTrue( $params->shows( 'show_date' ) );
		$this->assertTrue( $params->shows( 'show_location' ) );
	}

	public function test_block_attributes_in_camel_case_read_the_same_as_shortcode_params(): void {
		$shortcode = WidgetParams::from_array( array( 'desc_limit' => '5', 'show_image' => 'no', 'filter_with_status' => 'expire' ) );
		$block     = WidgetParams::from_array( array( 'descLimit' => 5, 'showImage' => false, 'filterWithStatus' => 'expire' ) );

		$this->assertEquals( $shortcode->to_attributes(), $block->to_attributes() );
		$this->assertSame( 5, $block->desc_limit );
	}
}
