/**
 * Global dashboard data in a `@wordpress/data` store: settings, the
 * current user's permissions and the taxonomies pickers need. All of it is
 * preloaded into the page, so the first paint needs no request.
 */
import { createReduxStore, register } from '@wordpress/data';
import { api } from '../../front/rest/client';
import {
	TERM_ROUTES,
	type Settings,
	type Term,
	type TermKind,
	type UserPermissions,
} from '../api/types';

export const STORE_NAME = 'eventsmith/dashboard';

export type DashboardState = {
	settings: Settings | null;
	permissions: UserPermissions | null;
	terms: Record< TermKind, Term[] >;
};

const initialState: DashboardState = {
	settings: null,
	permissions: null,
	terms: { categories: [], tags: [], speakerGroups: [] },
};

type Action =
	| { type: 'SET_SETTINGS'; settings: Settings }
	| { type: 'SET_PERMISSIONS'; permissions: UserPermissions }
	| { type: 'SET_TERMS'; kind: TermKind; terms: Term[] };

const actions = {
	setSettings: ( settings: Settings ): Action => ( {
		type: 'SET_SETTINGS',
		settings,
	} ),
	setPermissions: ( permissions: UserPermissions ): Action => ( {
		type: 'SET_PERMISSIONS',
		permissions,
	} ),
	setTerms: ( kind: TermKind, terms: Term[] ): Action => ( {
		type: 'SET_TERMS',
		kind,
		terms,
	} ),
	/**
	 * Reloads one taxonomy (after a term was created or deleted).
	 *
	 * @param kind Which taxonomy.
	 */
	refreshTerms:
		( kind: TermKind ) =>
		async ( { dispatch }: { dispatch: typeof actions } ) => {
			const { items } = await api.list< Term >( TERM_ROUTES[ kind ], {
				per_page: 100,
			} );
			dispatch.setTerms( kind, items );
		},
};

function reducer( state = initialState, action: Action ): DashboardState {
	switch ( action.type ) {
		case 'SET_SETTINGS':
			return { ...state, settings: action.settings };
		case 'SET_PERMISSIONS':
			return { ...state, permissions: action.permissions };
		case 'SET_TERMS':
			return {
				...state,
				terms: { ...state.terms, [ action.kind ]: action.terms },
			};
		default:
			return state;
	}
}

const selectors = {
	getSettings: ( state: DashboardState ) => state.settings,
	getPermissions: ( state: DashboardState ) => state.permissions,
	getTerms: ( state: DashboardState, kind: TermKind ) => state.terms[ kind ],
};

export const dashboardStore = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

register( dashboardStore );
