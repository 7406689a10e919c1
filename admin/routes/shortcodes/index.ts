/**
 * Dashboard routes of this area: the shortcode generator.
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

export const routes: ScreenRoute[] = [
	{
		path: '/shortcodes',
		component: lazy( () => import( './shortcodes-screen' ) ),
	},
];
