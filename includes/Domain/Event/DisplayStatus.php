<?php
/**
 * The status an event shows in lists.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Event;

defined( 'ABSPATH' ) || exit;

/**
 * Draft is stored; the others follow from the dates.
 */
enum DisplayStatus: string {
	case Draft    = 'draft';
	case Ongoing  = 'ongoing';
	case Upcoming = 'upcoming';
	case Expired  = 'expired';

	/**
	 * The label lists show: Draft, Ongoing, Upcoming, Expired.
	 */
	public function label(): string {
		return match ( $this ) {
			self::Draft    => _x( 'Draft', 'event status', 'eventsmith' ),
			self::Ongoing  => _x( 'Ongoing', 'event status', 'eventsmith' ),
			self::Upcoming => _x( 'Upcoming', 'event status', 'eventsmith' ),
			self::Expired  => _x( 'Expired', 'event status', 'eventsmith' ),
		};
	}
}
