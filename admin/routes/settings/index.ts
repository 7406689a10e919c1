/**
 * Dashboard route of the settings page.
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

export const routes: ScreenRoute[] = [
	{
		path: '/settings',
		component: lazy( () => import( './settings-screen' ) ),
	},
];
