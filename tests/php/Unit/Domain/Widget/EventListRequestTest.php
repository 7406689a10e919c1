<?php
/**
 * Tests of the events widget's page request (checklist SC-10..SC-15).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Widget;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Widget\EventListRequest;
use Eventsmith\Domain\Widget\WidgetParams;
use PHPUnit\Framework\TestCase;

final class EventListRequestTest extends TestCase {

	public function test_sc_10_a_widget_request_keeps_the_clamped_parameters_and_defaults_to_a_list(): void {
		$request = EventListRequest::from_widget( WidgetParams::from_array( array( 'limit' => '0', 'style' => 'style-9', 'orderby' => 'bogus', 'column' => '9' ) ), 'carousel' );

		$this->assertSame( 'list', $request->layout );
		$this->assertSame( 1, $request->per_page );
		$this->assertSame( 'style-1', $request->style );
		$this->assertSame( 'ID', $request->orderby );
		$this->assertSame( 4, $request->column );
		$this->assertSame( 1, $request->page );
		$this->assertTrue( $request->render );
	}

	public function test_a_widget_page_is_at_most_100_events_and_page_numbers_start_at_1(): void {
		$request = EventListRequest::from_widget( WidgetParams::from_array( array( 'limit' => 5000 ) ), 'grid', -3 );

		$this->assertSame( 100, $request->per_page );
		$this->assertSame( 1, $request->page );
		$this->assertSame( 'grid', $request->layout );
	}

	public function test_paging_gives_offsets_and_whether_more_events_remain(): void {
		$request = EventListRequest::from_widget( WidgetParams::from_array( array( 'limit' => 3 ) ), 'list', 2 );

		$this->assertSame( 3, $request->offset() );
		$this->assertTrue( $request->has_more( 7 ) );
		$this->assertFalse( $request->has_more( 6 ) );
		$this->assertSame( 9, $request->with_page( 4 )->offset() );
		$this->assertSame( 0, $request->with_page( 0 )->offset() );
	}

	public function test_sc_14_expire_asks_the_status_rules_for_past_events(): void {
		$this->assertSame( 'past', EventListRequest::from_query( array( 'filter_with_status' => 'expire' ) )->status_filter() );
		$this->assertSame( 'upcoming', EventListRequest::from_query( array( 'filter_with_status' => 'upcoming' ) )->status_filter() );
		$this->assertSame( 'all', EventListRequest::from_query( array() )->status_filter() );
	}

	public function test_sc_12_sc_13_the_route_takes_the_spec_orderby_names_and_defaults_to_id_desc(): void {
		$defaults = EventListRequest::from_query( array() );
		$this->assertSame( 'ID', $defaults->orderby );
		$this->assertSame( 'DESC', $defaults->order );
		$this->assertSame( 20, $defaults->per_page );
		$this->assertFalse( $defaults->render );

		$this->assertSame( 'start_date', EventListRequest::from_query( array( 'orderby' => 'etn_start_date' ) )->orderby );
		$this->assertSame( 'end_date', EventListRequest::from_query( array( 'orderby' => 'etn_end_date' ) )->orderby );
		$this->assertSame( 'ASC', EventListRequest::from_query( array( 'order' => 'asc' ) )->order );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function bad_queries(): array {
		return array(
			'per_page 51'        => array( array( 'per_page' => '51' ), 'per_page' ),
			'per_page 0'         => array( array( 'per_page' => '0' ), 'per_page' ),
			'per_page text'      => array( array( 'per_page' => 'many' ), 'per_page' ),
			'page 0'             => array( array( 'page' => '0' ), 'page' ),
			'status unknown'     => array( array( 'filter_with_status' => 'soon' ), 'filter_with_status' ),
			'orderby SQL'        => array( array( 'orderby' => 'ID; DROP TABLE wp_posts' ), 'orderby' ),
			'order sideways'     => array( array( 'order' => 'UP' ), 'order' ),
			'render unknown'     => array( array( 'render' => 'style-6' ), 'render' ),
			'layout unknown'     => array( array( 'layout' => 'carousel' ), 'layout' ),
			'category not slug'  => array( array( 'category' => 'music,<b>' ), 'category' ),
			'tags array of junk' => array( array( 'tags' => array( array( 1 ) ) ), 'tags' ),
			'desc_limit 501'     => array( array( 'desc_limit' => '501' ), 'desc_limit' ),
		);
	}

	/**
	 * @dataProvider bad_queries
	 *
	 * @param array<string, mixed> $query Query.
	 * @param string               $field The field blamed.
	 */
	public function test_a_bad_route_value_is_refused_naming_its_field( array $query, string $field ): void {
		try {
			EventListRequest::from_query( $query );
			$this->fail( 'Expected a DomainError for ' . $field );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
			$this->assertSame( 400, $error->http_status() );
		}
	}

	public function test_the_route_query_of_a_widget_asks_for_the_same_events_and_markup(): void {
		$widget = EventListRequest::from_widget(
			WidgetParams::from_array(
				array(
					'category'           => 'music, 12',
					'tags'               => 'jazz',
					'filter_with_status' => 'upcoming',
					'orderby'            => 'etn_start_date',
					'order'              => 'ASC',
					'limit'              => 4,
					'desc_limit'         => 9,
					'style'              => 'style-2',
					'column'             => 2,
					'show_image'         => 'no',
				)
			),
			'grid',
			3
		);
		$query = $widget->to_query();
		$this->assertSame( 'music,12', $query['category'] );
		$this->assertSame( 'style-2', $query['render'] );
		$this->assertSame( 'no', $query['show_image'] );

		$again = EventListRequest::from_query( array_map( 'strval', $query ) );
		$this->assertEquals( $widget, $again );
	}

	public function test_empty_term_filters_are_left_out_of_the_route_query(): void {
		$query = EventListRequest::from_widget( WidgetParams::from_array( array() ), 'list' )->to_query();

		$this->assertArrayNotHasKey( 'category', $query );
		$this->assertArrayNotHasKey( 'tags', $query );
	}
}
