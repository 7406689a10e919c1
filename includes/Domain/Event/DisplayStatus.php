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
}
