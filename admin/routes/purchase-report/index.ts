/**
 * Dashboard routes of this area: the purchase report (bookings).
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

const PurchaseReportScreen = lazy( () => import( './purchase-report-screen' ) );

export const routes: ScreenRoute[] = [
	{ path: '/purchase-report', component: PurchaseReportScreen },
	{ path: '/purchase-report/:id', component: PurchaseReportScreen },
];
