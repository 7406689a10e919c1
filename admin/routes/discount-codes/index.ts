/**
 * Dashboard routes of this area: discount codes (list, create, edit).
 */
import { lazy } from '@wordpress/element';
import type { ScreenRoute } from '../../app/route-types';

const DiscountCodeListScreen = lazy(
	() => import( './discount-code-list-screen' )
);
const DiscountCodeEditScreen = lazy(
	() => import( './discount-code-edit-screen' )
);

export const routes: ScreenRoute[] = [
	{ path: '/discount-codes', component: DiscountCodeListScreen },
	{ path: '/discount-codes/new', component: DiscountCodeEditScreen },
	{ path: '/discount-codes/edit/:id', component: DiscountCodeEditScreen },
];
