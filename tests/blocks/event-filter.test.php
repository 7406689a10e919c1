<?php
/**
 * Render test of the event-filter block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class EventFilterRenderTest extends RenderTestCase {

	public function test_is_a_labelled_search_form_with_labelled_fields(): void {
		$this->rest( 'POST', '/categories', array( 'name' => 'Live music' ) );
		$html = $this->render( 'event-filter', array() );
		$this->assert_wrapper( $html, 'event-filter' );
		$form = $this->find( $html, 'form', 'wp-block-eventsmith-event-filter__form' );
		$this->assertSame( 'search', $form->get_attribute( 'role' ) );
		$this->assertSame( 'Filter events', $form->get_attribute( 'aria-label' ) );
		$search = $this->find( $html, 'input', null, 'name', 'search' );
		$this->find( $html, 'label', null, 'for', (string) $search->get_attribute( 'id' ) );
		$status = $this->find( $html, 'select', null, 'name', 'status' );
		$this->find( $html, 'label', null, 'for', (string) $status->get_attribute( 'id' ) );
		$this->assert_text( 'Show events', $html );
	}

	public function test_without_categories_still_offers_search_and_when(): void {
		$html = $this->render( 'event-filter', array( 'showCategory' => true ) );
		$this->assert_wrapper( $html, 'event-filter' );
		$this->find( $html, 'input', null, 'name', 'search' );
		$this->assert_text( 'Upcoming and ongoing', $html );
	}

	public function test_a_hostile_search_and_category_name_are_escaped(): void {
		$category = (int) $this->rest( 'POST', '/categories', array( 'name' => 'Safe' ) )['id'];
		global $wpdb;
		$wpdb->update( $wpdb->terms, array( 'name' => self::HOSTILE ), array( 'term_id' => $category ) );
		clean_term_cache( $category );
		$_GET['search'] = self::HOSTILE; // phpcs:ignore Eventsmith.Security.SanitizedInput.NotSanitized -- a write: the visitor's query.
		try {
			$html = $this->render( 'event-filter', array() );
		} finally {
			unset( $_GET['search'] ); // phpcs:ignore Eventsmith.Security.SanitizedInput.NotSanitized -- a write.
		}
		$this->assert_wrapper( $html, 'event-filter' );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '"\'', $html );
	}
}
