<?php
/**
 * Human names of the permissions.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Rest;

use Eventsmith\Domain\Access\Permission;

defined( 'ABSPATH' ) || exit;

/**
 * Permission key => label, as the access-control screen lists them.
 */
final class PermissionLabels {

	/**
	 * Every permission's label.
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		$labels = array();
		foreach ( Permission::cases() as $permission ) {
			$labels[ $permission->value ] = match ( $permission ) {
				Permission::ManageEvent     => __( 'Events', 'eventsmith' ),
				Permission::ManageOrganizer => __( 'Speakers & Organizers', 'eventsmith' ),
				Permission::ManageSchedule  => __( 'Schedules', 'eventsmith' ),
				Permission::ManageAttendee  => __( 'Attendees', 'eventsmith' ),
				Permission::ManageOrder     => __( 'Bookings', 'eventsmith' ),
				Permission::ManageQrScan    => __( 'Ticket Scanner', 'eventsmith' ),
				Permission::ManageTemplate  => __( 'Template Builder', 'eventsmith' ),
				Permission::ManageSettings  => __( 'Settings', 'eventsmith' ),
				Permission::ManageShortcodes => __( 'Shortcodes', 'eventsmith' ),
			};
		}
		return $labels;
	}
}
