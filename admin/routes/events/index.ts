/**
 * Dashboard routes of this area: the event list, its empty state and the
 * event editor (create, then one step at a time).
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

export const routes: ScreenRoute[] = [
	{
		path: '/events',
		component: lazy( () => import( './event-list-screen' ) ),
	},
	{
		path: '/events/empty',
		component: lazy( () => import( './event-empty-screen' ) ),
	},
	{
		path: '/events/create',
		component: lazy( () => import( './event-editor-screen' ) ),
	},
	{
		path: '/events/create/:id/:step?',
		component: lazy( () => import( './event-editor-screen' ) ),
	},
];
