<?php
/**
 * What the ticket, order, attendee and RSVP writers ask about the event a record links to.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Import\Writers;

use Eventsmith\Infrastructure\Content\PostTypes;

defined( 'ABSPATH' ) || exit;

/**
 * A linked event resolves to 0 when it was not imported; a record of something sold for it
 * is then refused, naming `event`.
 */
final class ImportedEvent {

	/**
	 * Whether an id is an event or an occurrence that is not in the trash.
	 *
	 * @param int $id Post id.
	 */
	public static function is_event( int $id ): bool {
		return $id > 0 && PostTypes::EVENT === get_post_type( $id ) && 'trash' !== get_post_status( $id );
	}
}
