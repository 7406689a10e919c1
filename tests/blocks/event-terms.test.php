<?php
/**
 * Render test of the event-terms block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class EventTermsRenderTest extends RenderTestCase {

	public function test_lists_the_event_categories_as_tag_links(): void {
		$category = (int) $this->rest( 'POST', '/categories', array( 'name' => 'Live music' ) )['id'];
		$id       = $this->event( array( 'categories' => array( $category ) ) );
		$html     = $this->render( 'event-terms', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-terms' );
		$this->assert_text( 'Categories', $html );
		$link = $this->find( $html, 'a' );
		$this->assertSame( 'tag', $link->get_attribute( 'rel' ) );
		$this->assert_text( 'Live music', $html );
	}

	public function test_an_event_without_terms_renders_nothing(): void {
		$id = $this->event();
		$this->assertSame( '', trim( $this->render( 'event-terms', array( 'eventId' => $id ) ) ) );
		$this->assert_piece_without_event( 'event-terms' );
	}

	public function test_a_hostile_term_name_is_escaped(): void {
		$category = (int) $this->rest( 'POST', '/categories', array( 'name' => 'Safe' ) )['id'];
		global $wpdb;
		$wpdb->update( $wpdb->terms, array( 'name' => self::HOSTILE ), array( 'term_id' => $category ) );
		$id = $this->event( array( 'categories' => array( $category ) ) );
		clean_term_cache( $category );
		$html = $this->render( 'event-terms', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'event-terms' );
		$this->assert_escaped( $html );
	}
}
