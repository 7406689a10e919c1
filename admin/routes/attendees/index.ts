/**
 * Dashboard routes of this area: attendee lists and the attendee editor.
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

const AttendeeListScreen = lazy( () => import( './attendee-list-screen' ) );
const AttendeeEditScreen = lazy( () => import( './attendee-edit-screen' ) );

export const routes: ScreenRoute[] = [
	{ path: '/attendees', component: AttendeeListScreen },
	{ path: '/attendees/event/:id', component: AttendeeListScreen },
	{ path: '/attendees/edit/:id', component: AttendeeEditScreen },
];
