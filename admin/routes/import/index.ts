/**
 * Dashboard route of the import screen.
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

export const routes: ScreenRoute[] = [
	{
		path: '/import',
		component: lazy( () => import( './import-screen' ) ),
	},
];
