<?php
/**
 * The public ticket page and the verify address its QR code encodes.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Templates\Rendering\ContextReader;
use Eventsmith\Infrastructure\Templates\Rendering\TemplateRenderer;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * `{home}/?eventsmith_ticket={code}` shows the ticket. It is public on purpose:
 * the holder opens it from an email without an account, and the 128-bit
 * random code in the address is the secret (unknown, malformed, cancelled or
 * deleted codes get the same 404).
 */
final class TicketPage {

	/**
	 * Constructor.
	 *
	 * @param AttendeeRepository   $attendees Attendees.
	 * @param ContextReader        $contexts  Placeholder contexts.
	 * @param TemplateRenderer     $renderer  Renderer.
	 * @param TicketTemplateChoice $choice    The event's ticket template.
	 */
	public function __construct(
		private AttendeeRepository $attendees,
		private ContextReader $contexts,
		private TemplateRenderer $renderer,
		private TicketTemplateChoice $choice
	) {}

	/**
	 * Answers ticket page requests before the theme loads.
	 */
	public function register_hooks(): void {
		add_action( 'template_redirect', array( $this, 'maybe_render' ), 1 );
	}

	/**
	 * Renders the ticket when the request names one.
	 */
	public function maybe_render(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- public read; the code is the secret.
		if ( ! isset( $_GET[ TicketLinks::PAGE_ARG ] ) ) {
			return;
		}
		$code     = strtolower( sanitize_text_field( wp_unslash( (string) $_GET[ TicketLinks::PAGE_ARG ] ) ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$attendee = $this->attendees->by_code( $code );
		if ( null === $attendee || 'active' !== (string) $attendee->status ) {
			DocumentPrinter::message( __( 'This ticket does not exist.', 'eventsmith' ), 404 );
			return;
		}
		try {
			$context = $this->contexts->for_attendee( $attendee );
		} catch ( DomainError ) {
			DocumentPrinter::message( __( 'This ticket does not exist.', 'eventsmith' ), 404 );
			return;
		}
		$template = $this->choice->for_event( (int) $attendee->event_id );
		DocumentPrinter::send( $this->renderer->render( $template, $context, TicketLinks::verify( $code ) ) );
	}
}
