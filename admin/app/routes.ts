/**
 * Every dashboard screen, in match order. Each area owns its routes in
 * `routes/<area>/index.ts`; paths outside this table go to `/events`.
 */
import type { ScreenRoute } from './route-types';
import { routes as events } from '../routes/events';
import { routes as terms } from '../routes/terms';
import { routes as speakers } from '../routes/speakers';
import { routes as schedules } from '../routes/schedules';
import { routes as attendees } from '../routes/attendees';
import { routes as purchaseReport } from '../routes/purchase-report';
import { routes as rsvpReport } from '../routes/rsvp-report';
import { routes as templates } from '../routes/templates';
import { routes as license } from '../routes/license';
import { routes as accessControl } from '../routes/access-control';
import { routes as shortcodes } from '../routes/shortcodes';
import { routes as settings } from '../routes/settings';

export const ROUTES: ScreenRoute[] = [
	...events,
	...terms,
	...speakers,
	...schedules,
	...attendees,
	...purchaseReport,
	...rsvpReport,
	...templates,
	...license,
	...accessControl,
	...shortcodes,
	...settings,
];
