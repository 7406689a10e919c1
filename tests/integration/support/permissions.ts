/**
 * Eventsmith's own permissions, as the capabilities WordPress stores.
 */

/** Every Eventsmith permission. */
export const PERMISSIONS = [
	'event',
	'organizer',
	'schedule',
	'attendee',
	'order',
	'qr_scan',
	'template',
	'settings',
	'shortcodes',
].map( ( key ) => `eventsmith_manage_${ key }` );
