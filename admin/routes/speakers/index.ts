/**
 * Dashboard routes of the speakers area.
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

const Editor = lazy( () => import( './speaker-editor-screen' ) );

export const routes: ScreenRoute[] = [
	{
		path: '/speakers',
		component: lazy( () => import( './speaker-list-screen' ) ),
	},
	{ path: '/speakers/create', component: Editor },
	{ path: '/speakers/edit/:id', component: Editor },
];
