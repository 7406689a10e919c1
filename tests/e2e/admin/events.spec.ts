/**
 * The event list (#/events) and its empty state (#/events/empty).
 */
import { expectAccessible } from './support/dashboard';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { eventAround } from '../../support/events';
import {
	ADMIN,
	ensureUser,
	logInPage,
	sessionWithOnly,
} from '../../support/wordpress';
import {
	DASHBOARD,
	adminRest,
	recordListRequests,
	methodOf,
	routeArgs,
	seedEvent,
} from './events-support';

// Playground answers one request at a time and sometimes stalls behind a cron run.
const expect = baseExpect.configure( { timeout: 30_000 } );

test.describe.configure( { mode: 'serial' } );

const TOOLTIP =
	"There's a problem with this event's location. Kindly remove the location and save it again.";

const seeded: Record< string, { id: number; title: string; link: string } > =
	{};

function seededEvent( key: string ) {
	const event = seeded[ key ];
	if ( ! event ) {
		throw new Error( `event "${ key }" was not seeded` );
	}
	return event;
}

async function openList( page: Page ) {
	await page.goto( `${ DASHBOARD }#/events` );
	await page.reload();
	await expect( page.getByRole( 'table', { name: 'Events' } ) ).toBeVisible();
	await expect(
		page.locator( '.eventsmith-list[aria-busy="true"]' )
	).toHaveCount( 0 );
}

function row( page: Page, title: string ) {
	return page
		.getByRole( 'row' )
		.filter( { has: page.getByText( title, { exact: true } ) } );
}

async function openMenu( page: Page, title: string ) {
	await row( page, title )
		.first()
		.getByRole( 'button', { name: 'More actions' } )
		.click();
	return page.locator( '.components-dropdown-menu__menu' );
}

test( 'ADM-ROUTE-06, GAP-32: without events the list and #/events/empty show the empty state with a create button', async ( {
	page,
} ) => {
	// Other suites may have left events behind: start from none.
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
	await logInPage( page, ADMIN );
	await page.goto( `${ DASHBOARD }#/events/empty` );
	const create = page.getByRole( 'link', { name: 'Create Event' } );
	await expect( create ).toBeVisible();
	await expect( create ).toHaveAttribute( 'href', /#\/events\/create$/ );
	await expectAccessible( page );

	await page.goto( `${ DASHBOARD }#/events` );
	await page.reload();
	await expect(
		page.getByRole( 'heading', { name: 'No events yet' } )
	).toBeVisible( { timeout: 30_000 } );
	await page.getByRole( 'link', { name: 'Create Event' } ).click();
	await expect( page ).toHaveURL( /#\/events\/create$/ );
} );

test( 'seed the events the list tests use', async () => {
	test.setTimeout( 180_000 );
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
	for ( const [ key, fields ] of Object.entries( events ) ) {
		seeded[ key ] = await seedEvent( fields );
	}
	for ( let n = 1; n <= 4; n++ ) {
		seeded[ `filler${ n }` ] = await seedEvent(
			eventAround(
				`Filler ${ n }`,
				'UTC',
				0,
				10 * 1440 + n,
				10 * 1440 + n + 60
			)
		);
	}
} );

test( 'ADM-EVL-11..24, 34, 35, ADM-CONST-04: columns, badges, sold, status tags, location warning and footer', async ( {
	page,
} ) => {
	// A location stored before addresses were checked cannot be written over REST any more: the list answer is altered instead.
	await page.route( '**/eventsmith/v2/events**', async ( route ) => {
		const request = route.request();
		if ( request.method() !== 'GET' || ! routeArgs( request, '/events' ) ) {
			return route.fallback();
		}
		const response = await route.fetch();
		const body = await response.json();
		for ( const item of body.items ) {
			if ( item.title === 'Past Gala' ) {
				item.location = { address: { city: 'Nowhere' } };
			}
		}
		await route.fulfill( { response, json: body } );
	} );
	await logInPage( page, ADMIN );
	await openList( page );

	// Footer.
	const total = (
		await adminRest( 'GET', '/eventsmith/v2/events?per_page=1' )
	).body.total_items;
	expect( total ).toBeGreaterThan( 10 );
	await expect(
		page.getByText( `Showing 1 - 10 of ${ total } events` )
	).toBeVisible();
	// Older events are on page 2 at ten per page.
	await page.getByLabel( 'Per page' ).selectOption( '20' );
	await expect(
		page.getByText( `Showing 1 - ${ total } of ${ total } events` )
	).toBeVisible();

	const headers = page.getByRole( 'columnheader' );
	await expect( headers ).toHaveText( [
		'Event',
		'Sold',
		'Status',
		'Action',
	] );

	// Event cell: title, location, date and time, offset; badges.
	const ongoing = row( page, 'Ongoing Expo' );
	await expect( ongoing ).toContainText( 'Dhaka Hall' );
	await expect( ongoing ).toContainText( 'UTC+06:00' );
	await expect(
		ongoing.locator( '.eventsmith-event-cell__date' )
	).toContainText( /\d{4}/ );
	await expect(
		ongoing.getByText( 'Recurrence', { exact: true } )
	).toHaveCount( 0 );
	await expect( ongoing.getByText( 'Recurring Parent' ) ).toHaveCount( 0 );
	await expect(
		row( page, 'Yoga Series' ).getByText( 'Recurring Parent' )
	).toHaveCount( 1 );
	const occurrences = row( page, 'Yoga Series' ).filter( {
		has: page.getByText( 'Recurrence', { exact: true } ),
	} );
	await expect( occurrences.first() ).toBeVisible();

	// Sold: sold/total, ∞ for unlimited.
	await expect( ongoing.locator( 'td[data-colname="Sold"]' ) ).toHaveText(
		'0/∞'
	);
	await expect(
		row( page, 'Upcoming Summit' ).locator( 'td[data-colname="Sold"]' )
	).toHaveText( '0/50' );

	// Status labels and colours; Tokyo's end passed in Tokyo time.
	const tag = ( title: string ) =>
		row( page, title ).first().locator( '.eventsmith-status-tag' );
	await expect( tag( 'Ongoing Expo' ) ).toHaveText( 'Ongoing' );
	await expect( tag( 'Ongoing Expo' ) ).toHaveAttribute(
		'data-tone',
		'success'
	);
	await expect( tag( 'Upcoming Summit' ) ).toHaveText( 'Upcoming' );
	await expect( tag( 'Upcoming Summit' ) ).toHaveAttribute(
		'data-tone',
		'processing'
	);
	await expect( tag( 'Past Gala' ) ).toHaveText( 'Expired' );
	await expect( tag( 'Past Gala' ) ).toHaveAttribute( 'data-tone', 'error' );
	await expect( tag( 'Tokyo Night' ) ).toHaveText( 'Expired' );
	await expect( tag( 'Draft Meetup' ) ).toHaveText( 'Draft' );
	await expect( tag( 'Draft Meetup' ) ).toHaveAttribute(
		'data-tone',
		'default'
	);
	const colours = await Promise.all(
		[ 'Ongoing Expo', 'Upcoming Summit', 'Past Gala', 'Draft Meetup' ].map(
			( title ) =>
				tag( title ).evaluate( ( el ) => getComputedStyle( el ).color )
		)
	);
	expect( new Set( colours ).size ).toBe( 4 );

	// Location warning only on the malformed one, with the exact tooltip.
	const warning = row( page, 'Past Gala' ).getByRole( 'img', {
		name: TOOLTIP,
	} );
	await expect( warning ).toBeVisible();
	await warning.hover();
	await expect(
		page.getByText( TOOLTIP, { exact: true } ).last()
	).toBeVisible();
	await expect( ongoing.getByRole( 'img', { name: TOOLTIP } ) ).toHaveCount(
		0
	);
	await expect(
		row( page, 'Upcoming Summit' ).getByRole( 'img', { name: TOOLTIP } )
	).toHaveCount( 0 );

	await expectAccessible( page );
} );

test( 'ADM-EVL-01..06, 25, ADM-CONST-01..03, GAP-24, GAP-25: filters, debounce and paging', async ( {
	page,
} ) => {
	test.setTimeout( 150_000 );
	await logInPage( page, ADMIN );
	const requests = recordListRequests( page );
	await openList( page );
	expect( requests[ 0 ]?.get( 'paged' ) ).toBe( '1' );
	expect( requests[ 0 ]?.get( 'per_page' ) ).toBe( '10' );

	const status = page.getByLabel( 'Status' );
	await expect( status.locator( 'option' ) ).toHaveText( [
		'All',
		'Draft',
		'Ongoing',
		'Upcoming',
		'Expired',
	] );
	await expect(
		page.getByRole( 'textbox', { name: 'From', exact: true } )
	).toBeVisible();
	await expect(
		page.getByRole( 'textbox', { name: 'To', exact: true } )
	).toBeVisible();
	await expect( page.getByLabel( 'Search events' ) ).toBeVisible();

	// Paging and page size.
	await page.getByRole( 'button', { name: 'Next' } ).click();
	await expect.poll( () => requests.at( -1 )?.get( 'paged' ) ).toBe( '2' );
	await page.getByLabel( 'Per page' ).selectOption( '20' );
	await expect
		.poll( () => requests.at( -1 )?.get( 'per_page' ) )
		.toBe( '20' );

	// A filter change resets paged and per_page.
	await status.selectOption( 'past' );
	await expect
		.poll( () => requests.at( -1 )?.get( 'status' ) )
		.toBe( 'past' );
	expect( requests.at( -1 )?.get( 'paged' ) ).toBe( '1' );
	expect( requests.at( -1 )?.get( 'per_page' ) ).toBe( '10' );
	await expect( row( page, 'Past Gala' ) ).toBeVisible();
	await expect( row( page, 'Upcoming Summit' ) ).toHaveCount( 0 );
	await status.selectOption( 'all' );
	await expect.poll( () => requests.at( -1 )?.get( 'status' ) ).toBe( 'all' );

	// Date range as YYYY-MM-DD.
	const day = ( offsetDays: number ) =>
		new Date( Date.now() + offsetDays * 86_400_000 )
			.toISOString()
			.slice( 0, 10 );
	await page
		.getByRole( 'textbox', { name: 'From', exact: true } )
		.fill( day( 2 ) );
	await expect
		.poll( () => requests.at( -1 )?.get( 'start_date' ) )
		.toBe( day( 2 ) );
	await page
		.getByRole( 'textbox', { name: 'To', exact: true } )
		.fill( day( 4 ) );
	await expect
		.poll( () => requests.at( -1 )?.get( 'end_date' ) )
		.toBe( day( 4 ) );
	await expect( row( page, 'Upcoming Summit' ) ).toBeVisible();
	await expect( row( page, 'Past Gala' ) ).toHaveCount( 0 );
	await page.getByRole( 'textbox', { name: 'From', exact: true } ).fill( '' );
	await page.getByRole( 'textbox', { name: 'To', exact: true } ).fill( '' );
	await expect
		.poll( () => requests.at( -1 )?.get( 'end_date' ) ?? '' )
		.toBe( '' );

	// Search waits for 500 ms of quiet, then sends search_keyword once.
	const before = requests.length;
	const search = page.getByLabel( 'Search events' );
	await search.pressSequentially( 'Tokyo', { delay: 60 } );
	const typedAt = Date.now();
	await expect
		.poll( () =>
			requests.slice( before ).map( ( r ) => r.get( 'search_keyword' ) )
		)
		.toEqual( [ 'Tokyo' ] );
	expect( Date.now() - typedAt ).toBeGreaterThanOrEqual( 400 );
	await expect( row( page, 'Tokyo Night' ) ).toBeVisible();
	await expect( page.getByText( 'Showing 1 - 1 of 1 events' ) ).toBeVisible();
} );

test( 'ADM-EVL-07..10: selecting rows hides the filters; bulk delete confirms, sends the ids, clears the selection and refetches', async ( {
	page,
} ) => {
	await logInPage( page, ADMIN );
	await openList( page );
	await row( page, 'Filler 1' ).getByRole( 'checkbox' ).check();
	await expect( page.getByLabel( 'Status' ) ).toHaveCount( 0 );
	await row( page, 'Filler 1' ).getByRole( 'checkbox' ).uncheck();
	await expect( page.getByLabel( 'Status' ) ).toBeVisible();

	await row( page, 'Filler 1' ).getByRole( 'checkbox' ).check();
	await row( page, 'Filler 2' ).getByRole( 'checkbox' ).check();
	await expect( page.getByText( '2 events selected' ) ).toBeVisible();
	const deletes: URLSearchParams[] = [];
	page.on( 'request', ( request ) => {
		const args = routeArgs( request, '/events' );
		if ( args && methodOf( request ) === 'DELETE' ) {
			deletes.push( args );
		}
	} );
	await page.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( page.getByText( 'Are you sure?' ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Yes' } ).click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.getByText( 'Successfully deleted the event!' )
	).toBeVisible();
	expect( deletes.map( ( d ) => d.get( 'ids' ) ) ).toEqual( [
		`${ seededEvent( 'filler1' ).id },${ seededEvent( 'filler2' ).id }`,
	] );
	await expect( row( page, 'Filler 1' ) ).toHaveCount( 0 );
	await expect( row( page, 'Filler 2' ) ).toHaveCount( 0 );
	await expect( page.getByLabel( 'Status' ) ).toBeVisible();
	await expect( page.getByRole( 'checkbox', { checked: true } ) ).toHaveCount(
		0
	);
} );

test( 'ADM-EVL-26..33, 36, ADM-PERM-20, ADM-NOTIF-02..05, GAP-21, GAP-26, GAP-27: row actions of an administrator', async ( {
	page,
	context,
} ) => {
	test.setTimeout( 150_000 );
	await logInPage( page, ADMIN );
	await openList( page );
	const summit = seededEvent( 'upcoming' );

	await expect(
		row( page, 'Upcoming Summit' ).getByRole( 'link', { name: 'Edit' } )
	).toHaveAttribute(
		'href',
		new RegExp( `#/events/create/${ summit.id }/basic$` )
	);
	const scan = row( page, 'Upcoming Summit' ).getByRole( 'link', {
		name: 'Scan Ticket',
	} );
	await expect( scan ).toHaveAttribute(
		'href',
		new RegExp( `page=eventsmith-scanner&event_id=${ summit.id }$` )
	);
	await expect( scan ).toHaveAttribute( 'target', '_blank' );

	let menu = await openMenu( page, 'Upcoming Summit' );
	await expect( menu.getByRole( 'menuitem' ) ).toHaveText( [
		'Preview',
		'Bookings',
		'RSVP Report',
		'Attendee list',
		'Clone',
		'Delete',
		'Send Certificate',
	] );
	const popup = context.waitForEvent( 'page' );
	await menu.getByRole( 'menuitem', { name: 'Preview' } ).click();
	const preview = await popup;
	expect( preview.url() ).toBe( summit.link );
	await preview.close();

	for ( const [ item, path ] of [
		[ 'Bookings', `#/purchase-report/${ summit.id }` ],
		[ 'RSVP Report', `#/rsvp-report/${ summit.id }` ],
		[ 'Attendee list', `#/attendees/event/${ summit.id }` ],
	] as [ string, string ][] ) {
		await openList( page );
		menu = await openMenu( page, 'Upcoming Summit' );
		await menu.getByRole( 'menuitem', { name: item } ).click();
		await expect( page ).toHaveURL(
			new RegExp( `${ path.replace( /\//g, '\\/' ) }$` )
		);
	}

	// No certificate template, no Send Certificate.
	await openList( page );
	menu = await openMenu( page, 'Ongoing Expo' );
	await expect(
		menu.getByRole( 'menuitem', { name: 'Send Certificate' } )
	).toHaveCount( 0 );
	await page.keyboard.press( 'Escape' );

	// Clone fails, then succeeds without a confirmation.
	await page.route( `**/events/${ summit.id }/clone**`, ( route ) =>
		route.fulfill( { status: 500, json: { code: 'x', message: 'Broken' } } )
	);
	menu = await openMenu( page, 'Upcoming Summit' );
	await menu.getByRole( 'menuitem', { name: 'Clone' } ).click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.getByText( 'Failed to clone the event!' )
	).toBeVisible();
	await page.unroute( `**/events/${ summit.id }/clone**` );
	menu = await openMenu( page, 'Upcoming Summit' );
	await menu.getByRole( 'menuitem', { name: 'Clone' } ).click();
	await expect( page.getByText( 'Are you sure?' ) ).toHaveCount( 0 );
	await expect(
		page
			.locator( '.components-snackbar' )
			.getByText( 'Successfully cloned the event!' )
	).toBeVisible();
	await expect( row( page, 'Upcoming Summit' ) ).toHaveCount( 2 );

	// Delete: cancel sends nothing; a failure keeps the row; then it goes.
	const deletes: string[] = [];
	page.on( 'request', ( request ) => {
		if ( methodOf( request ) === 'DELETE' ) {
			deletes.push( request.url() );
		}
	} );
	menu = await openMenu( page, 'Draft Meetup' );
	await menu.getByRole( 'menuitem', { name: 'Delete' } ).click();
	await expect( page.getByText( 'Are you sure?' ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Cancel' } ).click();
	expect( deletes ).toEqual( [] );

	await page.route(
		`**/events/${ seededEvent( 'draft' ).id }**`,
		( route ) =>
			methodOf( route.request() ) === 'DELETE'
				? route.fulfill( {
						status: 500,
						json: { code: 'x', message: 'Broken' },
					} )
				: route.fallback()
	);
	menu = await openMenu( page, 'Draft Meetup' );
	await menu.getByRole( 'menuitem', { name: 'Delete' } ).click();
	await page.getByRole( 'button', { name: 'Yes' } ).click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.getByText( 'Failed to delete the event!' )
	).toBeVisible();
	await expect( row( page, 'Draft Meetup' ) ).toHaveCount( 1 );
	await page.unroute( `**/events/${ seededEvent( 'draft' ).id }**` );

	menu = await openMenu( page, 'Draft Meetup' );
	await menu.getByRole( 'menuitem', { name: 'Delete' } ).click();
	await page.getByRole( 'button', { name: 'Yes' } ).click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.getByText( 'Successfully deleted the event!' )
	).toBeVisible();
	await expect( row( page, 'Draft Meetup' ) ).toHaveCount( 0 );

	// Send Certificate: a dialog, then a notice.
	menu = await openMenu( page, 'Upcoming Summit' );
	await menu.getByRole( 'menuitem', { name: 'Send Certificate' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Send Certificate' } );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Send' } ).click();
	await expect(
		page
			.locator( '.components-snackbar' )
			.getByText( /Certificate sent to \d+ attendees?\./ )
	).toBeVisible();
	await expect( dialog ).toHaveCount( 0 );
} );

test( 'ADM-PERM-16..19, ADM-EVL-30: row actions follow permissions and the RSVP module', async ( {
	page,
} ) => {
	await sessionWithOnly( 'eventsmith_manage_event' );
	const limited = await ensureUser(
		'subscriber',
		'only-eventsmith-manage-event'
	);
	await logInPage( page, limited );
	await openList( page );
	await expect(
		row( page, 'Ongoing Expo' ).getByRole( 'link', { name: 'Scan Ticket' } )
	).toHaveCount( 0 );
	let menu = await openMenu( page, 'Ongoing Expo' );
	await expect( menu.getByRole( 'menuitem' ) ).toHaveText( [
		'Preview',
		'RSVP Report',
		'Clone',
		'Delete',
	] );

	const off = await adminRest( 'PUT', '/eventsmith/v2/settings', {
		modules: { rsvp: 'off' },
	} );
	expect( off.status ).toBe( 200 );
	try {
		await openList( page );
		menu = await openMenu( page, 'Ongoing Expo' );
		await expect( menu.getByRole( 'menuitem' ) ).toHaveText( [
			'Preview',
			'Clone',
			'Delete',
		] );
	} finally {
		await adminRest( 'PUT', '/eventsmith/v2/settings', {
			modules: { rsvp: 'on' },
		} );
	}
} );
