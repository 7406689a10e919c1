/**
 * A screen the dashboard router can show. `path` uses wouter's syntax:
 * `/events/create/:id/:step?`. Screens read parameters with wouter's
 * `useParams()` and are lazy-loaded so the first screen stays small.
 */
import type { ComponentType } from 'react';

export type ScreenRoute = {
	path: string;
	component: ComponentType;
	/**
	 * True for a screen that needs none of the WordPress scripts loaded on
	 * demand (wp-components, wp-date…): the event list, the first screen.
	 * Every other screen renders once they have loaded.
	 */
	light?: boolean;
};
