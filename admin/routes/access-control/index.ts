/**
 * Dashboard route of the access control page.
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

export const routes: ScreenRoute[] = [
	{
		path: '/access-control',
		component: lazy( () => import( './access-control-screen' ) ),
	},
];
