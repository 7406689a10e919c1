<?php
/**
 * The public certificate page of one attendee.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

use Eventsmith\Infrastructure\Templates\Rendering\ContextReader;
use Eventsmith\Infrastructure\Templates\Rendering\TemplateRenderer;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * `{home}/?eventsmith_certificate={code}` shows the attendee's certificate:
 * the event's published certificate template rendered for them, ready to
 * print or save as PDF. Events without a published certificate template
 * have no certificate page.
 */
final class CertificatePage extends AttendeeDocumentPage {

	/**
	 * Constructor.
	 *
	 * @param AttendeeRepository   $attendees Attendees.
	 * @param ContextReader        $contexts  Placeholder contexts.
	 * @param TemplateRenderer     $renderer  Renderer.
	 * @param CertificateTemplates $templates Which template an event's certificate uses.
	 */
	public function __construct(
		AttendeeRepository $attendees,
		ContextReader $contexts,
		TemplateRenderer $renderer,
		private CertificateTemplates $templates
	) {
		parent::__construct( $attendees, $contexts, $renderer );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function query_arg(): string {
		return TicketLinks::CERTIFICATE_ARG;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function not_found_message(): string {
		return __( 'This certificate does not exist.', 'eventsmith' );
	}

	/**
	 * The published certificate template of the attendee's event.
	 *
	 * @param object $attendee Attendee row.
	 */
	protected function template_for( object $attendee ): ?array {
		return $this->templates->for_event( (int) $attendee->event_id );
	}
}
