<?php
/**
 * Render test of the dynamic-field block (ticket and certificate templates).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class DynamicFieldRenderTest extends RenderTestCase {

	public function test_inside_a_template_render_prints_the_field_token_with_its_label(): void {
		$html = $this->render_in( 'dynamic-field', array( 'field' => 'event_title', 'showLabel' => true, 'label' => 'Event' ), array( 'eventsmith/rendering' => true ) );
		$this->assert_wrapper( $html, 'dynamic-field' );
		$this->assert_text( 'Event: ', $html );
		$this->assertSame( '{{event_title}}', trim( $this->text( (string) preg_replace( '#<span class="eventsmith-dynamic-field__label">.*?</span>#s', '', $html ) ) ) );
	}

	public function test_outside_a_template_render_or_with_an_unknown_field_prints_nothing(): void {
		$this->assertSame( '', trim( $this->render_in( 'dynamic-field', array( 'field' => 'event_title' ), array() ) ) );
		$this->assertSame( '', trim( $this->render_in( 'dynamic-field', array( 'field' => 'post_password' ), array( 'eventsmith/rendering' => true ) ) ) );
	}

	public function test_a_hostile_label_is_escaped(): void {
		$html = $this->render_in( 'dynamic-field', array( 'field' => 'attendee_name', 'showLabel' => true, 'label' => self::HOSTILE ), array( 'eventsmith/rendering' => true ) );
		$this->assert_wrapper( $html, 'dynamic-field' );
		$this->assert_escaped( $html );
	}
}
