/**
 * The purchase report (#/purchase-report, #/purchase-report/{id}): bookings
 * overall and per event, search and status filter, totals and the sales
 * chart, Resend Invoice / Refund Booking on completed bookings only, the
 * CSV link, and the screen for staff holding only the order permission.
 */
import { test } from '@playwright/test';
import { json } from '../../support/json';
import {
	ADMIN,
	logInPage,
	session,
	sessionWithOnly,
} from '../../support/wordpress';
import { book, ticketedEvent } from './support/bookings';
import { DASHBOARD, expect, isApi, axe, rows } from './support/dashboard';
import { answerDialog } from './support/lists';
import * as reports from './support/reports';

reports.allowSlowReports();

const isRefund = ( url: URL ) =>
	/\/eventsmith\/v2\/bookings\/\d+\/refund/.test(
		decodeURIComponent( url.href )
	);

test( 'ADM-ROUTE-23, ADM-ROUTE-24, ADM-RPT-02, ADM-HDR-11, GAP-01, GAP-05: bookings overall and per event with search, status filter, totals, chart and CSV link', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const stamp = Date.now();
	const first = await ticketedEvent( admin, `Report A ${ stamp }`, 20 );
	const second = await ticketedEvent( admin, `Report B ${ stamp }`, 20 );
	expect( ( await book( admin, first, `Ann ${ stamp }`, 2 ) ).status() ).toBe(
		201
	);
	expect( ( await book( admin, first, `Bob ${ stamp }` ) ).status() ).toBe(
		201
	);
	expect( ( await book( admin, second, `Cid ${ stamp }` ) ).status() ).toBe(
		201
	);

	// The report answers tickets sold per day for the chart.
	const report = await json(
		await admin.rest( 'GET', `/eventsmith/v2/bookings?event_id=${ first }` )
	);
	const today = new Date().toISOString().slice( 0, 10 );
	expect( report.by_day ).toEqual( [
		{ day: today, tickets: 3, revenue: 75 },
	] );

	await reports.openReport( page, '/purchase-report' );
	await expect(
		page.getByRole( 'heading', { name: 'Purchase Report' } )
	).toBeVisible();
	await expect( page.getByRole( 'link', { name: 'Go Back' } ) ).toBeVisible();
	await reports.expectOneRowEach( page, [ 'Ann', 'Bob', 'Cid' ], stamp );
	await reports.expectColumns( page, [
		'Booking',
		'Customer',
		'Event',
		'Tickets',
		'Total',
		'Payment',
		'Status',
		'Date',
	] );
	const ann = rows( page ).filter( { hasText: `Ann ${ stamp }` } );
	await expect( ann ).toContainText( '€50.00' );
	await expect( ann ).toContainText( 'Completed' );
	await expect( ann ).toContainText( `Report A ${ stamp }` );
	await expect(
		page.getByText( /Showing 1 - \d+ of \d+ bookings/ )
	).toBeVisible();

	const csv = page.getByRole( 'link', { name: 'Export CSV' } );
	await expect( csv ).toHaveAttribute(
		'href',
		/admin-post\.php\?action=eventsmith_export_bookings&event_id=0&_wpnonce=[0-9a-f]{10}$/
	);

	// Search waits for typing to stop, then narrows the list.
	await page
		.getByRole( 'searchbox', { name: 'Search by customer name or email' } )
		.fill( `Bob ${ stamp }` );
	await expect( rows( page ) ).toHaveCount( 1 );
	await expect( rows( page ) ).toContainText( `Bob ${ stamp }` );

	await page.getByLabel( 'Status' ).selectOption( { label: 'Refunded' } );
	await expect( page.getByText( 'No bookings found.' ) ).toBeVisible();
	expect( await axe( page ) ).toEqual( [] );

	// Per event: only that event's bookings, its totals and chart.
	await page.goto( `${ DASHBOARD }#/purchase-report/${ first }` );
	await expect(
		page.getByRole( 'heading', { name: `Bookings: Report A ${ stamp }` } )
	).toBeVisible();
	await expect( rows( page ) ).toHaveCount( 2 );
	await expect(
		rows( page ).filter( { hasText: `Cid ${ stamp }` } )
	).toHaveCount( 0 );
	const totals = page.locator( '.eventsmith-report-totals' );
	await expect(
		totals.locator( 'div', { hasText: 'Tickets sold' } )
	).toContainText( '3' );
	await expect(
		totals.locator( 'div', { hasText: 'Revenue' } )
	).toContainText( '€75.00' );
	await expect(
		page.getByRole( 'img', { name: /^Tickets sold by day\. .+: 3\.$/ } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Export CSV' } )
	).toHaveAttribute( 'href', new RegExp( `event_id=${ first }&` ) );
	await expect( page ).toHaveURL(
		new RegExp( `#/purchase-report/${ first }$` )
	);
	await admin.request.dispose();
} );

test( 'ADM-RPT-01: Resend Invoice and Refund Booking only on completed bookings; a refund asks first and frees the seats', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const stamp = Date.now();
	const eventId = await ticketedEvent( admin, `Refunds ${ stamp }`, 2 );
	expect(
		( await book( admin, eventId, `Full ${ stamp }`, 2 ) ).status()
	).toBe( 201 );
	expect( ( await book( admin, eventId, `Late ${ stamp }` ) ).status() ).toBe(
		409
	);

	await logInPage( page, ADMIN );
	await page.goto( `${ DASHBOARD }#/purchase-report/${ eventId }` );
	const row = rows( page ).filter( { hasText: `Full ${ stamp }` } );
	await expect(
		row.getByRole( 'button', { name: 'Resend Invoice' } )
	).toBeVisible();

	await row.getByRole( 'button', { name: 'Resend Invoice' } ).click();
	await expect(
		page.locator( '.components-snackbar', { hasText: 'Invoice sent.' } )
	).toBeVisible();

	// A failing refund shows the server's message and changes nothing.
	await page.route( isRefund, ( route ) =>
		route.fulfill( {
			status: 500,
			contentType: 'application/json',
			body: JSON.stringify( {
				code: 'x',
				message: 'Payment gateway unreachable',
			} ),
		} )
	);
	await row.getByRole( 'button', { name: 'Refund Booking' } ).click();
	await answerDialog( page, 'Yes' );
	await expect(
		page.locator( '.components-snackbar', {
			hasText:
				/Failed to refund the booking! Payment gateway unreachable/,
		} )
	).toBeVisible();
	await page.unroute( isRefund );

	// Cancel keeps the booking; Yes refunds it.
	await row.getByRole( 'button', { name: 'Refund Booking' } ).click();
	await expect( page.getByRole( 'dialog' ) ).toContainText( 'Are you sure?' );
	await answerDialog( page, 'Cancel' );
	await expect( row ).toContainText( 'Completed' );
	await row.getByRole( 'button', { name: 'Refund Booking' } ).click();
	await answerDialog( page, 'Yes' );
	await expect(
		page.locator( '.components-snackbar', { hasText: 'Booking refunded.' } )
	).toBeVisible();
	await expect( row ).toContainText( 'Refunded' );
	await expect( row.getByRole( 'button' ) ).toHaveCount( 0 );
	await expect(
		page.locator( '.eventsmith-report-totals div', { hasText: 'Refunded' } )
	).toContainText( '1' );

	// The seats are free again.
	expect( ( await book( admin, eventId, `Late ${ stamp }` ) ).status() ).toBe(
		201
	);

	// Pending and failed bookings offer neither action either.
	await page.route( isApi( '/bookings' ), async ( route ) => {
		const response = await route.fetch();
		const body = await response.json();
		body.items = body.items.map(
			( item: { status: string }, n: number ) => ( {
				...item,
				status: [ 'pending', 'failed', 'completed' ][ n % 3 ],
			} )
		);
		await route.fulfill( { response, json: body } );
	} );
	await page.reload();
	await expect( rows( page ) ).toHaveCount( 2 );
	const completed = rows( page ).filter( { hasText: 'Completed' } );
	const others = rows( page ).filter( { hasNotText: 'Completed' } );
	await expect( others ).toHaveCount( 2 - ( await completed.count() ) );
	await expect(
		others.getByRole( 'button', { name: 'Refund Booking' } )
	).toHaveCount( 0 );
	await expect(
		others.getByRole( 'button', { name: 'Resend Invoice' } )
	).toHaveCount( 0 );
	await expect( rows( page ).filter( { hasText: 'Pending' } ) ).toHaveCount(
		1
	);
	await expect( rows( page ).filter( { hasText: 'Failed' } ) ).toHaveCount(
		1
	);
	await admin.request.dispose();
} );

test( 'ADM-PERM-07: staff with only the order permission open the purchase report', async ( {
	page,
} ) => {
	const staff = await sessionWithOnly( 'eventsmith_manage_order' );
	await staff.request.dispose();
	await logInPage( page, {
		username: 'only-eventsmith-manage-order',
		password: 'only-eventsmith-manage-order-Pass-123!',
	} );
	await page.goto( `${ DASHBOARD }#/purchase-report` );
	await expect(
		page.getByRole( 'heading', { name: 'Purchase Report' } )
	).toBeVisible();
	await expect(
		page.getByText( 'Access Denied! Redirecting...' )
	).toHaveCount( 0 );
	await expect(
		page.getByText( /Showing \d+ - \d+ of \d+ bookings/ )
	).toBeVisible();
} );
