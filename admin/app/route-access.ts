/**
 * Who may open which dashboard screen (spec §6): permissions are checked
 * per first path segment, super admins pass everything, and a user who may
 * not open a screen is sent to the first screen they may open.
 */
import type { PermissionKey, UserPermissions } from '../api/types';

/** First path segment => the permission it needs. */
export const ROUTE_PERMISSIONS: Record< string, PermissionKey > = {
	events: 'eventsmith_manage_event',
	categories: 'eventsmith_manage_event',
	tags: 'eventsmith_manage_event',
	'rsvp-report': 'eventsmith_manage_event',
	import: 'eventsmith_manage_event',
	speakers: 'eventsmith_manage_organizer',
	group: 'eventsmith_manage_organizer',
	schedules: 'eventsmith_manage_schedule',
	attendees: 'eventsmith_manage_attendee',
	'purchase-report': 'eventsmith_manage_order',
	'discount-codes': 'eventsmith_manage_order',
	templates: 'eventsmith_manage_template',
	license: 'eventsmith_manage_settings',
	'access-control': 'eventsmith_manage_settings',
	settings: 'eventsmith_manage_settings',
	shortcodes: 'eventsmith_manage_shortcodes',
	export: 'eventsmith_manage_event',
};

/** Where a denied user goes, in order; the site home when none fits. */
const FALLBACKS: ReadonlyArray< [ string, PermissionKey ] > = [
	[ '/events', 'eventsmith_manage_event' ],
	[ '/speakers', 'eventsmith_manage_organizer' ],
	[ '/schedules', 'eventsmith_manage_schedule' ],
	[ '/access-control', 'eventsmith_manage_settings' ],
	[ '/shortcodes', 'eventsmith_manage_shortcodes' ],
];

export const SITE_HOME = 'home';

/**
 * Whether the user holds a permission (super admins hold all).
 *
 * @param user       The user's permissions, null while unknown.
 * @param permission The permission key.
 */
export function hasPermission(
	user: UserPermissions | null,
	permission: PermissionKey
): boolean {
	if ( ! user ) {
		return false;
	}
	return user.is_super_admin || user.permissions.includes( permission );
}

/**
 * The first segment of a dashboard path: `/events/create/3` → `events`.
 *
 * @param path Hash path.
 */
export function firstSegment( path: string ): string {
	return path.replace( /^\/+/, '' ).split( '/' )[ 0 ] ?? '';
}

/**
 * Whether the user may open a path. Paths outside the route table are
 * allowed here: the router sends them to `/events`, which is checked again.
 *
 * @param user The user's permissions.
 * @param path Hash path.
 */
export function mayOpen( user: UserPermissions | null, path: string ): boolean {
	const needed = ROUTE_PERMISSIONS[ firstSegment( path ) ];
	return needed === undefined || hasPermission( user, needed );
}

/**
 * Where to send a user who may not open the current screen: events, else
 * speakers, else schedules, else access control, else shortcodes, else the
 * site home (`SITE_HOME`).
 *
 * @param user The user's permissions.
 */
export function deniedRedirect( user: UserPermissions | null ): string {
	const allowed = FALLBACKS.find( ( [ , permission ] ) =>
		hasPermission( user, permission )
	);
	return allowed ? allowed[ 0 ] : SITE_HOME;
}
