/**
 * Dashboard route of the Export screen.
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

export const routes: ScreenRoute[] = [
	{
		path: '/export',
		component: lazy( () => import( './export-screen' ) ),
	},
];
