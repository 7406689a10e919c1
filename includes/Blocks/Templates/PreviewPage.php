<?php
/**
 * The template builder's preview: a template rendered for a chosen event.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

use Eventsmith\Domain\Access\Permission;
use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Template\PlaceholderContext;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Templates\Rendering\ContextReader;
use Eventsmith\Infrastructure\Templates\Rendering\TemplateRenderer;
use Eventsmith\Infrastructure\Templates\TemplateRepository;

defined( 'ABSPATH' ) || exit;

/**
 * `{home}/?action=eventsmith-preview-template&template_id=&event_id=&_wpnonce=`
 * (nonce action `eventsmith_preview_template`, template permission). Values
 * come from the event and its first attendee, or a sample attendee while the
 * event has none.
 */
final class PreviewPage {

	public const ACTION       = 'eventsmith-preview-template';
	public const NONCE_ACTION = 'eventsmith_preview_template';

	/**
	 * Constructor.
	 *
	 * @param TemplateRepository $templates Templates.
	 * @param ContextReader      $contexts  Placeholder contexts.
	 * @param TemplateRenderer   $renderer  Renderer.
	 * @param AccessPolicy       $access    Who may do what.
	 */
	public function __construct(
		private TemplateRepository $templates,
		private ContextReader $contexts,
		private TemplateRenderer $renderer,
		private AccessPolicy $access
	) {}

	/**
	 * Answers preview requests before the theme loads.
	 */
	public function register_hooks(): void {
		add_action( 'template_redirect', array( $this, 'maybe_render' ), 1 );
	}

	/**
	 * Renders the preview when the request asks for one.
	 */
	public function maybe_render(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- verified right below.
		if ( ! isset( $_GET['action'] ) || ! is_string( $_GET['action'] ) || self::ACTION !== sanitize_key( wp_unslash( $_GET['action'] ) ) ) {
			return;
		}
		$nonce       = isset( $_GET['_wpnonce'] ) && is_string( $_GET['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_GET['_wpnonce'] ) ) : '';
		$template_id = absint( $_GET['template_id'] ?? 0 );
		$event_id    = absint( $_GET['event_id'] ?? 0 );
		// phpcs:enable
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) || ! $this->access->allows( Permission::ManageTemplate ) ) {
			DocumentPrinter::message( __( 'Sorry, you are not allowed to do this.', 'eventsmith' ), 403 );
			return;
		}
		try {
			$template = $this->templates->find( $template_id );
			list( $context, $code ) = $this->context( $event_id );
		} catch ( DomainError $error ) {
			DocumentPrinter::message( $error->getMessage(), 404 );
			return;
		}
		DocumentPrinter::send( $this->renderer->render( $template, $context, TicketLinks::verify( $code ) ) );
	}

	/**
	 * The event's first attendee, or the event with a sample attendee.
	 *
	 * @param int $event_id Event id (0: no event chosen).
	 * @return array{0: PlaceholderContext, 1: string} Context and ticket code ('sample' for the sample).
	 * @throws DomainError When the event does not exist.
	 */
	private function context( int $event_id ): array {
		if ( $event_id <= 0 ) {
			return array( ( new PlaceholderContext() )->with_sample_attendee(), 'sample' );
		}
		$first = $this->contexts->first_attendee( $event_id );
		return null === $first
			? array( $this->contexts->for_event( $event_id )->with_sample_attendee(), 'sample' )
			: array( $this->contexts->for_attendee( $first ), (string) $first->ticket_code );
	}
}
