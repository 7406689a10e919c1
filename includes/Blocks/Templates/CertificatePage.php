<?php
/**
 * The public certificate page of one attendee.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Events\EventMeta;
use Eventsmith\Infrastructure\Templates\Rendering\ContextReader;
use Eventsmith\Infrastructure\Templates\Rendering\TemplateRenderer;
use Eventsmith\Infrastructure\Templates\TemplateRepository;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * `{home}/?eventsmith_certificate={code}` shows the attendee's certificate:
 * the event's published certificate template rendered for them, ready to
 * print or save as PDF. Like the ticket page it is public, the random
 * ticket code being the secret; unknown, cancelled or deleted codes, and
 * events without a published certificate template, get a 404.
 */
final class CertificatePage {

	/**
	 * Constructor.
	 *
	 * @param AttendeeRepository $attendees Attendees.
	 * @param ContextReader      $contexts  Placeholder contexts.
	 * @param TemplateRenderer   $renderer  Renderer.
	 * @param TemplateRepository $templates Templates.
	 */
	public function __construct(
		private AttendeeRepository $attendees,
		private ContextReader $contexts,
		private TemplateRenderer $renderer,
		private TemplateRepository $templates
	) {}

	/**
	 * Answers certificate page requests before the theme loads.
	 */
	public function register_hooks(): void {
		add_action( 'template_redirect', array( $this, 'maybe_render' ), 1 );
	}

	/**
	 * Renders the certificate when the request names one.
	 */
	public function maybe_render(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- public read; the code is the secret.
		if ( ! isset( $_GET[ TicketLinks::CERTIFICATE_ARG ] ) ) {
			return;
		}
		$code     = strtolower( sanitize_text_field( wp_unslash( (string) $_GET[ TicketLinks::CERTIFICATE_ARG ] ) ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$attendee = $this->attendees->by_code( $code );
		$template = null === $attendee || 'active' !== (string) $attendee->status ? null : $this->template_of( (int) $attendee->event_id );
		if ( null === $template ) {
			DocumentPrinter::message( __( 'This certificate does not exist.', 'eventsmith' ), 404 );
			return;
		}
		try {
			$context = $this->contexts->for_attendee( $attendee );
		} catch ( DomainError ) {
			DocumentPrinter::message( __( 'This certificate does not exist.', 'eventsmith' ), 404 );
			return;
		}
		DocumentPrinter::send( $this->renderer->render( $template, $context, TicketLinks::verify( $code ) ) );
	}

	/**
	 * The published certificate template of an event (an occurrence without
	 * its own uses its series'), or null.
	 *
	 * @param int $event_id Event or occurrence id.
	 * @return array<string, mixed>|null
	 */
	private function template_of( int $event_id ): ?array {
		$key = EventMeta::key( 'certificate_template' );
		$id  = (int) get_post_meta( $event_id, $key, true );
		if ( $id < 1 ) {
			$id = (int) get_post_meta( (int) wp_get_post_parent_id( $event_id ), $key, true );
		}
		if ( $id < 1 ) {
			return null;
		}
		try {
			$template = $this->templates->find( $id );
		} catch ( DomainError ) {
			return null;
		}
		return 'certificate' === $template['type'] && 'publish' === $template['status'] ? $template : null;
	}
}
