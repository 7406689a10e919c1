/**
 * Dashboard routes of the schedules area.
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

const Editor = lazy( () => import( './schedule-editor-screen' ) );

export const routes: ScreenRoute[] = [
	{
		path: '/schedules',
		component: lazy( () => import( './schedule-list-screen' ) ),
	},
	{
		path: '/schedules/empty',
		component: lazy( () => import( './schedule-empty-screen' ) ),
	},
	{ path: '/schedules/create', component: Editor },
	{ path: '/schedules/edit/:id', component: Editor },
];
