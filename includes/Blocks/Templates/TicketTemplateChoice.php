<?php
/**
 * Which template an event's tickets are printed with.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Templates;

use Eventsmith\Infrastructure\Templates\TemplateRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The event's post meta `_eventsmith_ticket_template` names a published ticket
 * template; without a usable one the default layout is used.
 */
final class TicketTemplateChoice {

	public const META_KEY = '_eventsmith_ticket_template';

	/**
	 * Constructor.
	 *
	 * @param TemplateRepository $templates Templates.
	 */
	public function __construct( private TemplateRepository $templates ) {}

	/**
	 * The template fields for an event's tickets.
	 *
	 * @param int $event_id Event id.
	 * @return array<string, mixed>
	 */
	public function for_event( int $event_id ): array {
		return $this->templates->find_published( (int) get_post_meta( $event_id, self::META_KEY, true ), 'ticket' ) ?? DefaultTicket::template();
	}
}
