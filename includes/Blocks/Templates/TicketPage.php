<?php
/**
 * The public ticket page.
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
 * `{home}/?eventsmith_ticket={code}` shows the ticket, with the QR code of
 * the verify address: the event's ticket template, or the default ticket.
 */
final class TicketPage extends AttendeeDocumentPage {

	/**
	 * Constructor.
	 *
	 * @param AttendeeRepository   $attendees Attendees.
	 * @param ContextReader        $contexts  Placeholder contexts.
	 * @param TemplateRenderer     $renderer  Renderer.
	 * @param TicketTemplateChoice $choice    The event's ticket template.
	 */
	public function __construct(
		AttendeeRepository $attendees,
		ContextReader $contexts,
		TemplateRenderer $renderer,
		private TicketTemplateChoice $choice
	) {
		parent::__construct( $attendees, $contexts, $renderer );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function query_arg(): string {
		return TicketLinks::PAGE_ARG;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function not_found_message(): string {
		return __( 'This ticket does not exist.', 'eventsmith' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param object $attendee Attendee row.
	 */
	protected function template_for( object $attendee ): ?array {
		return $this->choice->for_event( (int) $attendee->event_id );
	}
}
