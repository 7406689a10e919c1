<?php
/**
 * The waitlist form as a piece of another block's markup.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Waitlist;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the `eventsmith/waitlist` block through WordPress, so its view
 * script module and style load exactly when a sold-out list shows it.
 */
final class WaitlistPartial {

	/**
	 * The waitlist form of one list ('' when the list is not sold out).
	 *
	 * @param int $event_id       Event.
	 * @param int $ticket_type_id Ticket type, 0 for RSVP.
	 */
	public static function render( int $event_id, int $ticket_type_id ): string {
		if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( 'eventsmith/waitlist' ) ) {
			return '';
		}
		return render_block(
			array(
				'blockName'    => 'eventsmith/waitlist',
				'attrs'        => array(
					'eventId'      => $event_id,
					'ticketTypeId' => $ticket_type_id,
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
}
