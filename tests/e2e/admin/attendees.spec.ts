/**
 * Attendee screens (#/attendees, #/attendees/event/{id}, #/attendees/edit/{id}):
 * lists overall and per event with check-in status, search, delete that
 * frees the seat, the CSV link, and the editor's validation and saving.
 */
import { test } from '@playwright/test';
import { json } from '../../support/json';
import {
	ADMIN,
	logInPage,
	session,
	sessionWithOnly,
} from '../../support/wordpress';
import { bookAttendee, ticketedEvent } from './support/bookings';
import { DASHBOARD, expect, isApi, axe, rows } from './support/dashboard';
import * as reports from './support/reports';

reports.allowSlowReports();

test( 'ADM-ROUTE-11, ADM-ROUTE-12, ADM-RPT-03, ADM-HDR-10, GAP-03: attendees overall and per event, check-in status, search, CSV link, delete frees the seat', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const stamp = Date.now();
	const first = await ticketedEvent( admin, `Guests A ${ stamp }`, 10 );
	const second = await ticketedEvent( admin, `Guests B ${ stamp }`, 10 );
	const ann = await bookAttendee( admin, first, `Ann ${ stamp }` );
	await bookAttendee( admin, first, `Bob ${ stamp }` );
	await bookAttendee( admin, second, `Cid ${ stamp }` );
	const scan = await admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
		code: ann.ticket_code,
		event_id: first,
	} );
	expect( ( await json( scan ) ).data.status_code ).toBe( 2 );

	await reports.openReport( page, '/attendees' );
	await expect(
		page.getByRole( 'heading', { name: 'Attendees', exact: true } )
	).toBeVisible();
	await expect( page.getByRole( 'link', { name: 'Go Back' } ) ).toBeVisible();
	await reports.expectOneRowEach( page, [ 'Ann', 'Bob', 'Cid' ], stamp );
	await reports.expectColumns( page, [
		'Name',
		'Email',
		'Ticket type',
		'Event',
		'Check-in',
		'Ticket status',
	] );
	await expect(
		rows( page ).filter( { hasText: `Ann ${ stamp }` } )
	).toContainText( /Checked in \S/ );
	const bob = rows( page ).filter( { hasText: `Bob ${ stamp }` } );
	await expect( bob ).toContainText( 'Not checked in' );
	await expect( bob ).toContainText( 'Active' );
	await expect( bob ).toContainText( 'Standard' );
	const csv = page.getByRole( 'link', { name: 'Export CSV' } );
	await expect( csv ).toHaveAttribute(
		'href',
		/action=eventsmith_export_attendees&event_id=0&_wpnonce=[0-9a-f]{10}$/
	);
	expect( await axe( page ) ).toEqual( [] );

	// Per event: only that event's attendees; its CSV holds them.
	await page.goto( `${ DASHBOARD }#/attendees/event/${ first }` );
	await expect(
		page.getByRole( 'heading', { name: `Attendees: Guests A ${ stamp }` } )
	).toBeVisible();
	await expect( rows( page ) ).toHaveCount( 2 );
	await expect(
		rows( page ).filter( { hasText: `Cid ${ stamp }` } )
	).toHaveCount( 0 );
	const href = await page
		.getByRole( 'link', { name: 'Export CSV' } )
		.getAttribute( 'href' );
	const download = await page.request.get( href! );
	expect( download.status() ).toBe( 200 );
	expect( await download.text() ).toContain( `Bob ${ stamp }` );

	await page
		.getByRole( 'searchbox', { name: 'Search by name or email' } )
		.fill( `Bob ${ stamp }` );
	// The search is debounced: until its answer arrives both of the event's
	// rows are still listed, so wait for the filtered list, then act on Bob's
	// row by his unique name rather than on "the" row.
	await expect( rows( page ) ).toHaveCount( 1 );
	const target = rows( page ).filter( { hasText: `Bob ${ stamp }` } );
	await expect( target ).toHaveCount( 1 );

	// Delete asks first, then removes the row and frees the seat.
	const before = await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/ledger?event_id=${ first }`
		)
	);
	await target.getByRole( 'button', { name: 'Delete attendee' } ).click();
	await expect( page.getByRole( 'dialog' ) ).toContainText( 'Are you sure?' );
	await page
		.getByRole( 'dialog' )
		.getByRole( 'button', { name: 'Yes' } )
		.click();
	await expect(
		page.locator( '.components-snackbar', {
			hasText: 'Successfully deleted the attendee!',
		} )
	).toBeVisible();
	await expect( page.getByText( 'No attendees found.' ) ).toBeVisible();
	const after = await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/ledger?event_id=${ first }`
		)
	);
	expect( after.active_attendees ).toBe( before.active_attendees - 1 );
	await admin.request.dispose();
} );

test( 'ADM-ROUTE-13, ADM-PERM-06: the attendee editor validates inline, sends nothing when invalid, keeps the form on a server error and saves', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const stamp = Date.now();
	const eventId = await ticketedEvent( admin, `Editing ${ stamp }`, 10 );
	const attendee = await bookAttendee( admin, eventId, `Dee ${ stamp }` );
	const staff = await sessionWithOnly( 'eventsmith_manage_attendee' );
	await staff.request.dispose();
	await logInPage( page, {
		username: 'only-eventsmith-manage-attendee',
		password: 'only-eventsmith-manage-attendee-Pass-123!',
	} );

	const writes: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.method() !== 'GET' &&
			isApi( '/attendees/' )( new URL( request.url() ) )
		) {
			// api-fetch sends PUT as POST with a method-override header.
			writes.push(
				request.headers()[ 'x-http-method-override' ] ??
					request.method()
			);
		}
	} );

	await page.goto( `${ DASHBOARD }#/attendees/edit/${ attendee.id }` );
	await expect(
		page.getByRole( 'heading', { name: 'Edit Attendee' } )
	).toBeVisible();
	await expect( page.getByRole( 'link', { name: 'Go Back' } ) ).toBeVisible();
	const name = page.getByLabel( 'Name' );
	const email = page.getByLabel( 'Email' );
	await expect( name ).toHaveValue( `Dee ${ stamp }` );

	await name.fill( '' );
	await email.fill( 'not-an-email' );
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.getByText( 'Attendee Name is Required!' )
	).toBeVisible();
	await expect(
		page.getByText( 'Please enter a valid email address.' )
	).toBeVisible();
	expect( writes ).toEqual( [] );
	expect( await axe( page ) ).toEqual( [] );

	await name.fill( `Dana ${ stamp }` );
	await email.fill( 'dana@example.org' );
	await page.getByLabel( 'Phone' ).fill( '+1 555 0100' );
	await page.route( isApi( `/attendees/${ attendee.id }` ), ( route ) =>
		route.request().method() === 'GET'
			? route.fallback()
			: route.fulfill( {
					status: 500,
					contentType: 'application/json',
					body: JSON.stringify( {
						code: 'x',
						message: 'Database is read-only',
					} ),
				} )
	);
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page
			.locator( '.eventsmith-attendee-form' )
			.getByText( 'Database is read-only' )
	).toBeVisible();
	await expect( name ).toHaveValue( `Dana ${ stamp }` );
	await page.unroute( isApi( `/attendees/${ attendee.id }` ) );

	writes.length = 0;
	await page.getByRole( 'button', { name: 'Save' } ).dblclick();
	await expect(
		page.locator( '.components-snackbar', {
			hasText: 'Successfully updated the attendee!',
		} )
	).toBeVisible();
	expect( writes ).toEqual( [ 'PUT' ] );
	const saved = await json(
		await admin.rest( 'GET', `/eventsmith/v2/attendees/${ attendee.id }` )
	);
	expect( saved ).toMatchObject( {
		name: `Dana ${ stamp }`,
		email: 'dana@example.org',
		phone: '+1 555 0100',
	} );

	await page.goto( `${ DASHBOARD }#/attendees/event/${ eventId }` );
	await expect(
		rows( page ).filter( { hasText: `Dana ${ stamp }` } )
	).toHaveCount( 1 );
	await admin.request.dispose();
} );
