/**
 * Dashboard route of the license page.
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

export const routes: ScreenRoute[] = [
	{
		path: '/license',
		component: lazy( () => import( './license-screen' ) ),
	},
];
