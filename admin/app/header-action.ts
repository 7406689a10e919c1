/**
 * The button on the right of the header, by screen (spec §2): 'Add New'
 * on lists, 'RSVP Reminder' on the RSVP report list, 'Go Back' on create,
 * edit, attendee, purchase-report and invitation pages.
 */
export type HeaderAction =
	| { kind: 'add'; to: string }
	| { kind: 'reminder'; to: string }
	| { kind: 'back'; to: string }
	| null;

/** Lists with an 'Add New' button => their create route. */
const CREATE_ROUTES: Record< string, string > = {
	events: '/events/create',
	categories: '/categories/create',
	tags: '/tags/create',
	speakers: '/speakers/create',
	group: '/group/create',
	schedules: '/schedules/create',
};

/** Pages with 'Go Back' => the list they belong to. */
const PARENTS: Record< string, string > = {
	events: '/events',
	categories: '/categories',
	tags: '/tags',
	speakers: '/speakers',
	group: '/group',
	schedules: '/schedules',
	attendees: '/events',
	'purchase-report': '/events',
	'rsvp-report': '/rsvp-report',
};

const TERM_LISTS = new Set( [ 'categories', 'tags' ] );

/**
 * The header action for a path.
 *
 * @param path                   Current hash path, e.g. `/events/create/3/basic`.
 * @param categoriesTagsDisabled Whether `disable_category_and_tags` is on.
 */
export function headerAction(
	path: string,
	categoriesTagsDisabled: boolean
): HeaderAction {
	const segments = path.replace( /^\/+|\/+$/g, '' ).split( '/' );
	const [ section = '', sub = '' ] = segments;

	if ( section === 'rsvp-report' ) {
		if ( sub === 'create' ) {
			return { kind: 'back', to: PARENTS[ section ]! };
		}
		const to = sub ? `/rsvp-report/create/${ sub }` : '/rsvp-report/create';
		return { kind: 'reminder', to };
	}
	if ( section === 'attendees' || section === 'purchase-report' ) {
		const back =
			section === 'attendees' && sub === 'edit'
				? '/attendees'
				: '/events';
		return { kind: 'back', to: back };
	}
	if ( sub === 'create' || sub === 'edit' || segments.length > 2 ) {
		const parent = PARENTS[ section ];
		return parent ? { kind: 'back', to: parent } : null;
	}
	const create = CREATE_ROUTES[ section ];
	if ( ! create || sub ) {
		return null;
	}
	if ( categoriesTagsDisabled && TERM_LISTS.has( section ) ) {
		return null;
	}
	return { kind: 'add', to: create };
}
