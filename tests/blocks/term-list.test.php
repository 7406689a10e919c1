<?php
/**
 * Render test of the term-list block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class TermListRenderTest extends RenderTestCase {

	public function test_lists_categories_as_links_in_a_labelled_navigation(): void {
		$category = (int) $this->rest( 'POST', '/categories', array( 'name' => 'Live music' ) )['id'];
		$this->event( array( 'categories' => array( $category ) ) );
		$html = $this->render( 'term-list', array() );
		$tags = $this->assert_wrapper( $html, 'term-list' );
		$this->assertSame( 'Event categories', $tags->get_attribute( 'aria-label' ) );
		$this->find( $html, 'a', null, 'href', (string) get_term_link( $category ) );
		$this->assert_text( 'Live music', $html );
	}

	public function test_with_no_terms_says_so(): void {
		$html = $this->render( 'term-list', array() );
		$this->assert_wrapper( $html, 'term-list' );
		$this->assert_text( 'No categories to show yet.', $html );
		$this->assert_text( 'No tags to show yet.', $this->render( 'term-list', array( 'taxonomy' => 'tag' ) ) );
	}

	public function test_a_hostile_term_name_is_escaped(): void {
		$category = (int) $this->rest( 'POST', '/categories', array( 'name' => 'Safe' ) )['id'];
		$this->event( array( 'categories' => array( $category ) ) );
		global $wpdb;
		$wpdb->update( $wpdb->terms, array( 'name' => self::HOSTILE ), array( 'term_id' => $category ) );
		clean_term_cache( $category );
		$html = $this->render( 'term-list', array() );
		$this->assert_wrapper( $html, 'term-list' );
		$this->assert_escaped( $html );
	}
}
