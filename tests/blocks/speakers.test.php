<?php
/**
 * Render test of the speakers block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class SpeakersRenderTest extends RenderTestCase {

	public function test_lists_speakers_with_name_and_designation(): void {
		$this->speaker( 'Ada Lovelace', array( 'designation' => 'Engineer', 'category' => array( 'speaker' ) ) );
		$html = $this->render( 'speakers', array() );
		$this->assert_wrapper( $html, 'speakers' );
		$this->assert_text( 'Ada Lovelace', $html );
		$this->assert_text( 'Engineer', $html );
		$this->assertStringNotContainsString( 'No speakers to show yet.', $html );
	}

	public function test_spacing_set_in_the_editor_keeps_every_declaration_of_the_style(): void {
		$this->speaker( 'Ada Lovelace', array( 'category' => array( 'speaker' ) ) );
		$html  = $this->render( 'speakers', array( 'style' => array( 'spacing' => array( 'padding' => array( 'top' => '10px' ) ) ) ) );
		$style = (string) $this->assert_wrapper( $html, 'speakers' )->get_attribute( 'style' );
		// Core appends the block supports' styles after a space: each declaration must still end with ";".
		$this->assertMatchesRegularExpression( '/--eventsmith-people-columns:\\d+;/', $style );
		$this->assertStringContainsString( 'padding-top:10px', $style );
	}

	public function test_with_nobody_says_so_for_the_chosen_role(): void {
		$html = $this->render( 'speakers', array() );
		$this->assert_wrapper( $html, 'speakers' );
		// The wording of this state is being reworked: only "a message naming the role" is pinned here.
		$this->assertMatchesRegularExpression( '/\bspeakers\b/i', $this->text( $html ) );
		$this->assertMatchesRegularExpression( '/\borganizers\b/i', $this->text( $this->render( 'speakers', array( 'role' => 'organizer' ) ) ) );
	}

	public function test_a_hostile_name_is_escaped(): void {
		$this->hostile_title( $this->speaker( 'Ada', array( 'category' => array( 'speaker' ) ) ) );
		$html = $this->render( 'speakers', array() );
		$this->assert_wrapper( $html, 'speakers' );
		$this->assert_escaped( $html );
	}
}
