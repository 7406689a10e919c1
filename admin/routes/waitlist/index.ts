/**
 * Dashboard route of this area: an event's waitlist (loaded on demand).
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

const WaitlistScreen = lazy( () => import( './waitlist-screen' ) );

export const routes: ScreenRoute[] = [
	{ path: '/waitlist/event/:id', component: WaitlistScreen },
];
