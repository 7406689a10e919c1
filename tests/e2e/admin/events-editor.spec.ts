/**
 * The event editor: #/events/create and #/events/create/{id}/{step}.
 */
import { test, type Page, type Request } from '@playwright/test';
import { ADMIN, logInPage } from '../../support/wordpress';
import {
	DASHBOARD,
	expect,
	expectAccessible,
	methodOf,
} from './support/dashboard';
import { adminRest } from './support/events';

function writes( page: Page ): Request[] {
	const seen: Request[] = [];
	page.on( 'request', ( request ) => {
		const url = request.url();
		if (
			[ 'POST', 'PUT' ].includes( methodOf( request ) ) &&
			/eventsmith(%2F|\/)v2(%2F|\/)events/.test( url )
		) {
			seen.push( request );
		}
	} );
	return seen;
}

test( 'ADM-ROUTE-03, GAP-06: the create form validates inline and sends nothing when invalid', async ( {
	page,
} ) => {
	await logInPage( page, ADMIN );
	const sent = writes( page );
	await page.goto( `${ DASHBOARD }#/events/create` );
	await expect( page.getByLabel( 'Event Title' ) ).toBeVisible();
	await expect( page.getByRole( 'link', { name: 'Basic' } ) ).toHaveAttribute(
		'aria-current',
		'step'
	);

	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect( page.getByText( 'Event Title is Required!' ) ).toBeVisible();
	await expect(
		page.getByText( 'Event Start Date is Required!' )
	).toBeVisible();

	await page.getByLabel( 'Event Title' ).fill( 'Backwards' );
	await page.getByLabel( 'Start Date' ).fill( '2031-05-10' );
	await page.getByLabel( 'End Date' ).fill( '2031-05-09' );
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.getByText( 'The event cannot end before it starts.' )
	).toBeVisible();
	await expect( page.getByText( 'Event Title is Required!' ) ).toHaveCount(
		0
	);
	expect( sent ).toEqual( [] );

	await expectAccessible( page );
} );

test( 'ADM-ROUTE-04, ADM-ROUTE-05, GAP-04: create a draft, move to its basic step, save steps once each, keep the form on a server error', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	await logInPage( page, ADMIN );
	const sent = writes( page );
	await page.goto( `${ DASHBOARD }#/events/create` );
	await page.getByLabel( 'Event Title' ).fill( 'Editor Launch' );
	await page.getByLabel( 'Start Date' ).fill( '2031-06-01' );
	await page.getByLabel( 'Start Time' ).fill( '10:00' );
	await page.getByLabel( 'End Date' ).fill( '2031-06-01' );
	await page.getByLabel( 'End Time' ).fill( '12:30' );
	await page.getByLabel( 'Timezone' ).fill( 'Europe/Berlin' );
	await page.getByLabel( 'Location' ).fill( 'Main Street 1' );

	// A server error leaves the form filled.
	await page.route( '**/eventsmith/v2/events**', ( route ) =>
		route.request().method() === 'POST'
			? route.fulfill( {
					status: 500,
					json: { code: 'x', message: 'The database is away.' },
				} )
			: route.fallback()
	);
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'The database is away.' } )
	).toBeVisible();
	await expect( page.getByLabel( 'Event Title' ) ).toHaveValue(
		'Editor Launch'
	);
	await page.unroute( '**/eventsmith/v2/events**' );

	// A double click sends one request.
	sent.length = 0;
	await page.getByRole( 'button', { name: 'Save' } ).dblclick();
	await expect( page ).toHaveURL( /#\/events\/create\/\d+\/basic$/ );
	expect( sent.filter( ( r ) => methodOf( r ) === 'POST' ) ).toHaveLength(
		1
	);
	const id = Number( /create\/(\d+)\/basic/.exec( page.url() )?.[ 1 ] );
	const stored = await adminRest( 'GET', `/eventsmith/v2/events/${ id }` );
	expect( stored.body ).toMatchObject( {
		title: 'Editor Launch',
		post_status: 'draft',
		start_date: '2031-06-01',
		start_time: '10:00',
		end_time: '12:30',
		timezone: 'Europe/Berlin',
		location: { address: { address: 'Main Street 1' } },
	} );

	// Edit and reload: the change persists.
	await expect( page.getByLabel( 'Event Title' ) ).toHaveValue(
		'Editor Launch'
	);
	await page.getByLabel( 'Event Title' ).fill( 'Editor Launch 2' );
	sent.length = 0;
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'Saved' } )
	).toBeVisible();
	expect( sent.map( ( r ) => methodOf( r ) ) ).toEqual( [ 'PUT' ] );
	await page.reload();
	await expect( page.getByLabel( 'Event Title' ) ).toHaveValue(
		'Editor Launch 2'
	);

	// Without a step slug the basic step is active.
	await page.goto( `${ DASHBOARD }#/events/create/${ id }` );
	await expect( page.getByRole( 'link', { name: 'Basic' } ) ).toHaveAttribute(
		'aria-current',
		'step'
	);
	await expect( page.getByLabel( 'Event Title' ) ).toHaveValue(
		'Editor Launch 2'
	);

	// Another step saves only its own fields.
	await page.getByRole( 'link', { name: 'Tickets & Capacity' } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `#/events/create/${ id }/tickets$` )
	);
	await page.getByLabel( 'Unlimited tickets' ).uncheck();
	await page.getByLabel( 'Total tickets' ).fill( '25' );
	sent.length = 0;
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'Saved' } )
	).toBeVisible();
	// The step's own fields: the total and the attendee fields (none here).
	expect( sent.map( ( r ) => r.postDataJSON() ) ).toEqual( [
		{ total_ticket: 25, attendee_fields: [] },
	] );
	expect(
		( await adminRest( 'GET', `/eventsmith/v2/events/${ id }` ) ).body
			.total_ticket
	).toBe( 25 );

	// Recurrence step.
	await page.getByRole( 'link', { name: 'Date & Recurrence' } ).click();
	await page.getByLabel( 'Repeat this event' ).check();
	await page.getByLabel( 'Repeats' ).selectOption( 'daily' );
	await page.getByRole( 'spinbutton', { name: 'Occurrences' } ).fill( '3' );
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'Saved' } )
	).toBeVisible();
	const series = ( await adminRest( 'GET', `/eventsmith/v2/events/${ id }` ) )
		.body;
	expect( series.recurring_enabled ).toBe( 'yes' );
	expect( series.recurrence ).toMatchObject( {
		freq: 'daily',
		interval: 1,
		count: 3,
	} );

	// The list shows the new draft.
	await page.goto( `${ DASHBOARD }#/events` );
	await expect(
		page.getByText( 'Editor Launch 2', { exact: true } ).first()
	).toBeVisible();
} );
