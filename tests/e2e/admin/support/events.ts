/**
 * Helpers of the event-screen browser tests: seeding over REST, the event
 * list's rows and menus, and the list requests the dashboard sends.
 */
import type { Page, Request } from '@playwright/test';
import { eventAround } from '../../../support/events';
import { json } from '../../../support/json';
import { ADMIN, session } from '../../../support/wordpress';
import { DASHBOARD, expect, methodOf } from './dashboard';

export type SeededEvent = { id: number; title: string; link: string };

/**
 * Creates an event as the administrator and returns it.
 *
 * @param fields Event fields.
 */
export async function seedEvent(
	fields: Record< string, unknown >
): Promise< SeededEvent > {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'POST', '/eventsmith/v2/events', {
		status: 'publish',
		...fields,
	} );
	const body = await json< SeededEvent >( response );
	expect( response.status(), JSON.stringify( body ) ).toBe( 201 );
	await admin.request.dispose();
	return body;
}

/**
 * Calls the REST API as the administrator.
 *
 * @param method HTTP method.
 * @param route  Route under /wp-json.
 * @param data   Body.
 */
export async function adminRest(
	method: string,
	route: string,
	data?: unknown
) {
	const admin = await session( ADMIN );
	const response = await admin.rest( method, route, data );
	const body = await json( response );
	await admin.request.dispose();
	return { status: response.status(), body };
}

/** Deletes every event, so that a list test starts from what it seeds. */
export async function deleteAllEvents() {
	const existing = await adminRest(
		'GET',
		'/eventsmith/v2/events?per_page=100'
	);
	const ids = existing.body.items.map( ( e: { id: number } ) => e.id );
	if ( ids.length > 0 ) {
		const gone = await adminRest(
			'DELETE',
			`/eventsmith/v2/events?ids=${ ids.join( ',' ) }`
		);
		expect( gone.status ).toBe( 200 );
	}
}

/** The events the list tests use, by key. */
export type SeededEvents = {
	get: ( key: string ) => SeededEvent;
};

/**
 * Replaces every event with the ones the list tests use: past, ongoing
 * (Dhaka), upcoming (with a certificate template), ended in Tokyo, a
 * draft, a daily series of two and `fillers` later ones.
 *
 * @param fillers How many 'Filler n' events to add (for a second page).
 */
export async function seedListEvents( fillers = 4 ): Promise< SeededEvents > {
	await deleteAllEvents();
	const template = await adminRest( 'POST', '/eventsmith/v2/templates', {
		name: 'Attendance certificate',
		type: 'certificate',
	} );
	expect( template.status ).toBe( 201 );
	const events: Record< string, Record< string, unknown > > = {
		past: {
			...eventAround( 'Past Gala', 'UTC', 0, -3 * 1440, -2 * 1440 ),
			total_ticket: 100,
		},
		ongoing: {
			...eventAround( 'Ongoing Expo', 'Asia/Dhaka', 6, -60, 60 ),
			total_ticket: -1,
			location: { address: { address: 'Dhaka Hall' } },
		},
		upcoming: {
			...eventAround(
				'Upcoming Summit',
				'UTC',
				0,
				3 * 1440,
				3 * 1440 + 120
			),
			total_ticket: 50,
			certificate_template: template.body.id,
		},
		tokyo: {
			...eventAround( 'Tokyo Night', 'Asia/Tokyo', 9, -120, -60 ),
			total_ticket: 10,
		},
		draft: {
			...eventAround( 'Draft Meetup', 'UTC', 0, 1440, 1500 ),
			status: 'draft',
		},
		series: {
			...eventAround( 'Yoga Series', 'UTC', 0, 5 * 1440, 5 * 1440 + 60 ),
			recurring_enabled: 'yes',
			recurrence: { freq: 'daily', interval: 1, count: 2 },
		},
	};
	for ( let n = 1; n <= fillers; n++ ) {
		events[ `filler${ n }` ] = eventAround(
			`Filler ${ n }`,
			'UTC',
			0,
			10 * 1440 + n,
			10 * 1440 + n + 60
		);
	}
	const seeded: Record< string, SeededEvent > = {};
	for ( const [ key, fields ] of Object.entries( events ) ) {
		seeded[ key ] = await seedEvent( fields );
	}
	return {
		get: ( key ) => {
			if ( ! seeded[ key ] ) {
				throw new Error( `event "${ key }" was not seeded` );
			}
			return seeded[ key ];
		},
	};
}

/**
 * Opens the event list and waits for its rows.
 *
 * @param page The page.
 */
export async function openList( page: Page ) {
	await page.goto( `${ DASHBOARD }#/events` );
	await page.reload();
	await expect( page.getByRole( 'table', { name: 'Events' } ) ).toBeVisible();
	await expect(
		page.locator( '.eventsmith-list[aria-busy="true"]' )
	).toHaveCount( 0 );
}

/**
 * The rows of the event list showing an event's title.
 *
 * @param page  The page.
 * @param title Event title.
 */
export function row( page: Page, title: string ) {
	return page
		.getByRole( 'row' )
		.filter( { has: page.getByText( title, { exact: true } ) } );
}

/**
 * Opens the More actions menu of an event's row.
 *
 * @param page  The page.
 * @param title Event title.
 */
export async function openMenu( page: Page, title: string ) {
	await row( page, title )
		.first()
		.getByRole( 'button', { name: 'More actions' } )
		.click();
	return page.locator( '.components-dropdown-menu__menu' );
}

/**
 * The query arguments of a dashboard request to an Eventsmith route, or
 * null when the request is for another route.
 *
 * @param request The request.
 * @param route   Route, e.g. '/events'.
 */
export function routeArgs(
	request: Request,
	route: string
): URLSearchParams | null {
	const url = new URL( request.url() );
	const restRoute = url.searchParams.get( 'rest_route' );
	const path = restRoute ?? url.pathname.replace( /^.*\/wp-json/, '' );
	if ( path !== `/eventsmith/v2${ route }` ) {
		return null;
	}
	return url.searchParams;
}

/**
 * Records the query arguments of the /events requests a page sends with
 * one method.
 *
 * @param page   The page.
 * @param method The method they stand for.
 */
export function recordEventRequests(
	page: Page,
	method: string
): URLSearchParams[] {
	const seen: URLSearchParams[] = [];
	page.on( 'request', ( request ) => {
		const args = routeArgs( request, '/events' );
		if ( args && methodOf( request ) === method ) {
			seen.push( args );
		}
	} );
	return seen;
}

/**
 * Chooses an item of the More actions menu of an event's row.
 *
 * @param page  The page.
 * @param title Event title.
 * @param item  Menu item, e.g. 'Clone'.
 */
export async function chooseFromMenu(
	page: Page,
	title: string,
	item: string
) {
	const menu = await openMenu( page, title );
	await menu.getByRole( 'menuitem', { name: item } ).click();
}

/**
 * Opens the More actions menu of an event's row and expects its items.
 *
 * @param page  The page.
 * @param title Event title.
 * @param items The menu items, in order.
 */
export async function expectMenuItems(
	page: Page,
	title: string,
	items: string[]
) {
	const menu = await openMenu( page, title );
	await expect( menu.getByRole( 'menuitem' ) ).toHaveText( items );
	return menu;
}
