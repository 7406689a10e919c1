<?php
/**
 * Reads the events that blocks and the event page show.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Blocks\Event;

use Eventsmith\Infrastructure\Events\EventIndex;
use Eventsmith\Infrastructure\Events\EventReader;

defined( 'ABSPATH' ) || exit;

/**
 * Hands views an event as a visitor may see it (EventPageData), read with the
 * event reader the areas share; each event is read once per request.
 */
final class EventPages {

	/**
	 * Constructor.
	 *
	 * @param EventReader $reader Reads events.
	 * @param EventIndex  $index  The event index (a series' next occurrences).
	 */
	public function __construct( private EventReader $reader, private EventIndex $index ) {}

	/**
	 * The event a block shows: its eventId attribute, else the post in its context, else the post being shown.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param \WP_Block|null       $block      The block.
	 */
	public function for_block( array $attributes, ?\WP_Block $block = null ): ?EventPageData {
		$id = (int) ( $attributes['eventId'] ?? 0 );
		if ( $id <= 0 && null !== $block ) {
			$id = (int) ( $block->context['postId'] ?? 0 );
		}
		if ( $id <= 0 ) {
			$id = (int) get_the_ID();
		}
		return $id > 0 ? $this->for_event( $id ) : null;
	}

	/**
	 * An event, or null when the id names no event the visitor may see.
	 *
	 * @param int $id Post id.
	 */
	public function for_event( int $id ): ?EventPageData {
		return EventPageData::read( $id, $this->reader );
	}

	/**
	 * An event's dates as visitors read them.
	 *
	 * @param EventPageData $event The event.
	 */
	public function dates( EventPageData $event ): EventDateView {
		return new EventDateView( $event, $this->index );
	}
}
