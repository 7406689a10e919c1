<?php
/**
 * Render test of the scanner block.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Blocks;

defined( 'ABSPATH' ) || exit;

final class TicketScannerRenderTest extends RenderTestCase {

	public function test_asks_visitors_to_log_in_before_scanning(): void {
		$html = $this->render( 'ticket-scanner', array() );
		$this->assert_wrapper( $html, 'ticket-scanner' );
		$this->assert_text( 'Door staff: log in to scan tickets.', $html );
		$link = $this->find( $html, 'a' );
		$this->assertStringContainsString( 'wp-login.php', (string) $link->get_attribute( 'href' ) );
	}

	public function test_door_staff_get_the_scanner(): void {
		$id = $this->event();
		$this->as_editor();
		$html = $this->render( 'ticket-scanner', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'ticket-scanner' );
		$this->assertStringNotContainsString( 'log in to scan', $html );
	}

	public function test_a_hostile_title_is_never_printed_raw(): void {
		$id = $this->event();
		$this->hostile_title( $id );
		$this->as_editor();
		$html = $this->render( 'ticket-scanner', array( 'eventId' => $id ) );
		$this->assert_wrapper( $html, 'ticket-scanner' );
		$this->assert_escaped( $html, false );
	}
}
