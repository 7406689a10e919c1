<?php
/**
 * Ticket types for some demo events, so a visitor can buy tickets on the demo site.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Infrastructure\Demo;

use Eventsmith\Domain\DomainError;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Three published upcoming demo events sell a paid, a free and an add-on ticket type. An
 * event that already has ticket types keeps them.
 */
final class DemoTicketTypes {

	/** Demo events that sell tickets. */
	private const EVENTS = array( 'event-6', 'event-8', 'event-11' );

	/**
	 * Constructor.
	 *
	 * @param TicketTypeRepository $types Ticket type storage.
	 */
	public function __construct( private TicketTypeRepository $types = new TicketTypeRepository( new CapacityLedger() ) ) {}

	/**
	 * Adds the ticket types where missing.
	 *
	 * @param callable(string): int $post_of The published post seeded under a demo key, or 0.
	 * @return int Events given ticket types.
	 */
	public function seed( callable $post_of ): int {
		$seeded = 0;
		foreach ( self::EVENTS as $key ) {
			$event_id = $post_of( $key );
			if ( $event_id <= 0 || array() !== $this->types->for_event( $event_id ) ) {
				continue;
			}
			try {
				$this->types->save_for_event(
					$event_id,
					array(
						array(
							'name'          => __( 'Standard', 'eventsmith' ),
							'description'   => __( 'Every talk, lunch and the evening meetup.', 'eventsmith' ),
							'price'         => '49.00',
							'capacity'      => 40,
							'max_per_order' => 5,
						),
						array(
							'name'          => __( 'Student', 'eventsmith' ),
							'description'   => __( 'Free with a valid student card at the door.', 'eventsmith' ),
							'price'         => '0',
							'capacity'      => 15,
							'max_per_order' => 2,
						),
						array(
							'name'          => __( 'Workshop add-on', 'eventsmith' ),
							'description'   => __( 'A hands-on afternoon workshop (laptop needed).', 'eventsmith' ),
							'price'         => '19.00',
							'capacity'      => 10,
							'max_per_order' => 2,
						),
					),
					(int) get_post_meta( $event_id, '_eventsmith_total_ticket', true ) ?: -1
				);
				++$seeded;
			} catch ( DomainError ) {
				// An event with fewer seats than a type (changed by hand): leave it without types.
				continue;
			}
		}
		return $seeded;
	}
}
