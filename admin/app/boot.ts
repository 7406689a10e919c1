/**
 * Puts the data the server preloaded into the dashboard store. The
 * current user's permissions and the taxonomies come through api-fetch's
 * preloading middleware, so they resolve without a network request.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';
import { api } from '../../front/rest/client';
import type { UserPermissions } from '../api/types';
import { dashboardStore } from '../store';

export function boot( data: EventsmithDashboardBoot ): void {
	if ( data.preload ) {
		apiFetch.use( apiFetch.createPreloadingMiddleware( data.preload ) );
	}
	const store = dispatch( dashboardStore );
	store.setSettings( data.settings );
	api.get< UserPermissions >( '/permissions/current-user' )
		.then( ( permissions ) => store.setPermissions( permissions ) )
		.catch( () => store.setPermissions( data.permissions ) );
	for ( const kind of [ 'categories', 'tags', 'speakerGroups' ] as const ) {
		// A user without the event or organizer permission cannot read these: they stay empty.
		store.refreshTerms( kind ).catch( () => undefined );
	}
}
