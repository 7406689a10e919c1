<?php
/**
 * A public page that renders a template for the holder of a ticket code.
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
 * `{home}/?{query arg}={code}` shows a document of the ticket's holder. It is
 * public on purpose: the holder opens it from an email without an account,
 * and the 128-bit random code in the address is the secret. Unknown,
 * malformed, cancelled or deleted codes, and holders without a document, all
 * get the same 404.
 */
abstract class AttendeeDocumentPage {

	/**
	 * Constructor.
	 *
	 * @param AttendeeRepository $attendees Attendees.
	 * @param ContextReader      $contexts  Placeholder contexts.
	 * @param TemplateRenderer   $renderer  Renderer.
	 */
	public function __construct(
		protected AttendeeRepository $attendees,
		protected ContextReader $contexts,
		protected TemplateRenderer $renderer
	) {}

	/**
	 * The query argument that carries the ticket code.
	 */
	abstract protected function query_arg(): string;

	/**
	 * What a visitor reads when there is nothing to show.
	 */
	abstract protected function not_found_message(): string;

	/**
	 * The template to render for an active attendee, or null when there is none.
	 *
	 * @param object $attendee Attendee row.
	 * @return array<string, mixed>|null
	 */
	abstract protected function template_for( object $attendee ): ?array;

	/**
	 * Answers the page's requests before the theme loads.
	 */
	public function register_hooks(): void {
		add_action( 'template_redirect', array( $this, 'maybe_render' ), 1 );
	}

	/**
	 * Renders the document when the request names one.
	 */
	public function maybe_render(): void {
		$arg = $this->query_arg();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- public read; the code is the secret.
		if ( ! isset( $_GET[ $arg ] ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- one code per link; an array is not one (400, not a PHP warning).
		if ( ! is_string( $_GET[ $arg ] ) ) {
			DocumentPrinter::message( __( 'This link is not valid.', 'eventsmith' ), 400 );
			return;
		}
		$code     = strtolower( sanitize_text_field( wp_unslash( (string) $_GET[ $arg ] ) ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		DocumentPrinter::private_address_headers();
		$attendee = $this->attendees->by_code( $code );
		$template = null !== $attendee && 'active' === (string) $attendee->status ? $this->template_for( $attendee ) : null;
		if ( null === $template ) {
			DocumentPrinter::message( $this->not_found_message(), 404 );
			return;
		}
		try {
			$context = $this->contexts->for_attendee( $attendee );
		} catch ( DomainError ) {
			DocumentPrinter::message( $this->not_found_message(), 404 );
			return;
		}
		$kind = TicketLinks::PAGE_ARG === $arg ? 'ticket' : 'certificate';
		// The ticket is how its holder joins an online event, whether or not the link is public.
		$online = 'ticket' === $kind ? $this->contexts->online_link( (int) $attendee->event_id ) : '';
		DocumentPrinter::send( $this->renderer->render( $template, $context, TicketLinks::verify( $code ) ), 200, $kind, $code, $online );
	}
}
