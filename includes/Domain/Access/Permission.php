<?php
/**
 * The permissions staff can be given, as WordPress capability names.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Domain\Access;

defined( 'ABSPATH' ) || exit;

/**
 * Each case is a real WordPress capability, so the server enforces it everywhere.
 */
enum Permission: string {

	case ManageEvent     = 'eventsmith_manage_event';
	case ManageOrganizer = 'eventsmith_manage_organizer';
	case ManageSchedule  = 'eventsmith_manage_schedule';
	case ManageAttendee  = 'eventsmith_manage_attendee';
	case ManageOrder     = 'eventsmith_manage_order';
	case ManageQrScan    = 'eventsmith_manage_qr_scan';
	case ManageTemplate  = 'eventsmith_manage_template';
	case ManageSettings  = 'eventsmith_manage_settings';
	case ManageShortcodes = 'eventsmith_manage_shortcodes';

	/**
	 * The permissions that open a part of the admin dashboard, in the order the
	 * dashboard falls back through when a route is denied.
	 *
	 * @return list<self>
	 */
	public static function dashboard(): array {
		return array(
			self::ManageEvent,
			self::ManageOrganizer,
			self::ManageSchedule,
			self::ManageAttendee,
			self::ManageOrder,
			self::ManageShortcodes,
		);
	}

	/**
	 * Capability names of every permission.
	 *
	 * @return list<string>
	 */
	public static function capabilities(): array {
		return array_map( static fn( self $permission ): string => $permission->value, self::cases() );
	}
}
