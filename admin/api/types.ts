/**
 * Shapes the dashboard shares across screens.
 */
export type PermissionKey =
	| 'eventsmith_manage_event'
	| 'eventsmith_manage_organizer'
	| 'eventsmith_manage_schedule'
	| 'eventsmith_manage_attendee'
	| 'eventsmith_manage_order'
	| 'eventsmith_manage_qr_scan'
	| 'eventsmith_manage_template'
	| 'eventsmith_manage_settings'
	| 'eventsmith_manage_shortcodes';

export type UserPermissions = {
	is_super_admin: boolean;
	permissions: string[];
};

export type Settings = EventsmithDashboardBoot[ 'settings' ];

/** An event category, event tag or speaker group. */
export type Term = {
	id: number;
	name: string;
	slug?: string;
	parent?: number;
	description?: string;
	count?: number;
	meta?: Record< string, string >;
};

export type TermKind = 'categories' | 'tags' | 'speakerGroups';

/** REST route of each term kind. */
export const TERM_ROUTES: Record< TermKind, string > = {
	categories: '/categories',
	tags: '/tags',
	speakerGroups: '/speaker-groups',
};
