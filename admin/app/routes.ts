/**
 * Every dashboard screen, in match order. Each area owns its routes in
 * `routes/<area>/index.ts`; paths outside this table go to `/events`.
 */
import { createElement, lazy } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';
import type { ScreenRoute } from './route-types';
import { loadWordPressScripts } from '../../front/wordpress/wordpress-scripts';
import { routes as events } from '../routes/events';
import { routes as terms } from '../routes/terms';
import { routes as speakers } from '../routes/speakers';
import { routes as schedules } from '../routes/schedules';
import { routes as attendees } from '../routes/attendees';
import { routes as purchaseReport } from '../routes/purchase-report';
import { routes as discountCodes } from '../routes/discount-codes';
import { routes as rsvpReport } from '../routes/rsvp-report';
import { routes as templates } from '../routes/templates';
import { routes as license } from '../routes/license';
import { routes as accessControl } from '../routes/access-control';
import { routes as shortcodes } from '../routes/shortcodes';
import { routes as settings } from '../routes/settings';
import { routes as waitlist } from '../routes/waitlist';
import { routes as exportRoutes } from '../routes/export';
import { routes as importRoutes } from '../routes/import';

/** Renders its children once the on-demand WordPress scripts have run. */
const WordPressScripts = lazy( () =>
	loadWordPressScripts().then( () => ( {
		default: ( { children }: { children?: ReactNode } ) => children,
	} ) )
);

/**
 * A screen that renders once the on-demand WordPress scripts have run, so
 * its own lazy chunk finds wp-components and the rest in place.
 *
 * @param screen The screen.
 */
function afterWordPressScripts( screen: ComponentType ): ComponentType {
	return function AfterWordPressScripts() {
		return createElement( WordPressScripts, null, createElement( screen ) );
	};
}

const ALL: ScreenRoute[] = [
	...events,
	...terms,
	...speakers,
	...schedules,
	...attendees,
	...purchaseReport,
	...discountCodes,
	...rsvpReport,
	...templates,
	...license,
	...accessControl,
	...shortcodes,
	...settings,
	...waitlist,
	...exportRoutes,
	...importRoutes,
];

export const ROUTES: ScreenRoute[] = ALL.map( ( route ) =>
	route.light
		? route
		: { ...route, component: afterWordPressScripts( route.component ) }
);
