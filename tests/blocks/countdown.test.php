<?php
/**
 * Render test of the countdown block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class CountdownRenderTest extends RenderTestCase {

	public function test_CD_03_counts_down_to_a_future_date_as_a_labelled_timer_with_plural_units(): void {
		$html = $this->render( 'countdown', array( 'date' => gmdate( 'Y-m-d\TH:i', time() + 3 * DAY_IN_SECONDS + 7200 ) ) );
		$tags = $this->assert_wrapper( $html, 'countdown' );
		$this->assertSame( 'timer', $tags->get_attribute( 'role' ) );
		$this->assertSame( 'Time left', $tags->get_attribute( 'aria-label' ) );
		$days = $this->find( $html, 'span', 'wp-block-eventsmith-countdown__value' );
		$this->assertSame( 'context.days', $days->get_attribute( 'data-wp-text' ) );
		$this->assertMatchesRegularExpression( '/\b0?3 days\b/', $this->text( $html ), 'Three days are left.' );
	}

	public function test_CD_06_without_a_date_shows_nothing_to_visitors_and_the_error_to_editors(): void {
		$this->assertSame( '', trim( $this->render( 'countdown', array() ) ) );
		$this->as_editor();
		$html = $this->render( 'countdown', array() );
		$this->assertSame( 'alert', $this->find( $html, 'div', 'wp-block-eventsmith-countdown' )->get_attribute( 'role' ) );
		$this->assert_text( 'Date is not defined.', $html );
	}

	public function test_a_hostile_finished_message_is_escaped(): void {
		$html = $this->render(
			'countdown',
			array(
				'date'            => gmdate( 'Y-m-d\TH:i', time() + DAY_IN_SECONDS ),
				'finishedMessage' => self::HOSTILE,
			)
		);
		$this->assert_wrapper( $html, 'countdown' );
		$this->assert_escaped( $html );
	}
}
