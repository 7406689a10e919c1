/**
 * A screen the dashboard router can show. `path` uses wouter's syntax:
 * `/events/create/:id/:step?`. Screens read parameters with wouter's
 * `useParams()` and are lazy-loaded so the first screen stays small.
 */
import type { ComponentType } from 'react';

export type ScreenRoute = {
	path: string;
	component: ComponentType;
};
