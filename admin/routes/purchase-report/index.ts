/**
 * Dashboard routes of this area.
 */
import type { ScreenRoute } from '../../app/route-types';

export const routes: ScreenRoute[] = [];
