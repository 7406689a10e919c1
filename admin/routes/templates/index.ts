/**
 * Dashboard routes of this area: the template chooser.
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

const ChooseTemplateScreen = lazy( () => import( './choose-template-screen' ) );

export const routes: ScreenRoute[] = [
	{ path: '/templates/choose', component: ChooseTemplateScreen },
];
