/**
 * Dashboard routes of this area: RSVP reports and the invitation form.
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

const RsvpReportScreen = lazy( () => import( './rsvp-report-screen' ) );
const RsvpInviteScreen = lazy( () => import( './rsvp-invite-screen' ) );

export const routes: ScreenRoute[] = [
	{ path: '/rsvp-report', component: RsvpReportScreen },
	{ path: '/rsvp-report/create', component: RsvpInviteScreen },
	{ path: '/rsvp-report/create/:eventId', component: RsvpInviteScreen },
	{ path: '/rsvp-report/:id', component: RsvpReportScreen },
];
