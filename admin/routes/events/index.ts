/**
 * Dashboard routes of this area: the event list, its empty state and the
 * event editor (create, then one step at a time).
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';
// The first screen comes with the entry script: no chunk to wait for.
import EventListScreen from './event-list-screen';

export const routes: ScreenRoute[] = [
	{
		path: '/events',
		component: EventListScreen,
		light: true,
	},
	{
		path: '/events/empty',
		component: lazy( () => import( './event-empty-screen' ) ),
		light: true,
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
