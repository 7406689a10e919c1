/**
 * RSVP report (#/rsvp-report, #/rsvp-report/{id}) and the invitation form
 * (#/rsvp-report/create, #/rsvp-report/create/{id}).
 */
import { test } from '@playwright/test';
import { json } from '../../support/json';
import { rsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, logInPage, session } from '../../support/wordpress';
import { DASHBOARD, expect, isApi, axe, rows } from './support/dashboard';
import * as reports from './support/reports';

reports.allowSlowReports();

test( 'ADM-ROUTE-25, ADM-ROUTE-26, ADM-RPT-04, ADM-HDR-07, GAP-02, GAP-20: RSVP answers overall and per event with going / not going counts and chart', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const stamp = Date.now();
	const first = await rsvpEvent( admin, `Party A ${ stamp }`, 50, 3 );
	const second = await rsvpEvent( admin, `Party B ${ stamp }`, 50 );
	const guest = await visitor();
	const answers = [
		guest.rsvp( first, {
			response: 'going',
			attendees: [
				{ name: `Eve ${ stamp }`, email: `eve${ stamp }@example.org` },
				{ name: `Fay ${ stamp }`, email: `fay${ stamp }@example.org` },
			],
		} ),
		guest.rsvp( first, {
			response: 'not_going',
			attendees: [
				{ name: `Gus ${ stamp }`, email: `gus${ stamp }@example.org` },
			],
			reason: 'Travelling that week',
		} ),
		guest.rsvp( second, {
			response: 'going',
			attendees: [
				{ name: `Hal ${ stamp }`, email: `hal${ stamp }@example.org` },
			],
		} ),
	];
	for ( const answer of answers ) {
		expect( ( await answer ).status() ).toBe( 201 );
	}
	await guest.context.dispose();

	await reports.openReport( page, '/rsvp-report' );
	await expect(
		page.getByRole( 'heading', { name: 'RSVP Report', exact: true } )
	).toBeVisible();
	const reminder = page.getByRole( 'link', { name: 'RSVP Reminder' } );
	await expect( reminder ).toHaveAttribute(
		'href',
		/#\/rsvp-report\/create$/
	);
	await expect(
		page
			.locator( '#eventsmith-dashboard' )
			.getByRole( 'link', { name: 'Add New' } )
	).toHaveCount( 0 );
	await reports.expectOneRowEach( page, [ 'Eve', 'Gus', 'Hal' ], stamp );
	await reports.expectColumns( page, [
		'Name',
		'Email',
		'Response',
		'Attendees',
		'Reason',
		'Date',
	] );
	expect( await axe( page ) ).toEqual( [] );

	// Per event: only its answers, its counts, and a chart saying so.
	await page.goto( `${ DASHBOARD }#/rsvp-report/${ first }` );
	await expect(
		page.getByRole( 'heading', { name: `RSVP Report: Party A ${ stamp }` } )
	).toBeVisible();
	await expect( rows( page ) ).toHaveCount( 2 );
	await expect(
		rows( page ).filter( { hasText: `Hal ${ stamp }` } )
	).toHaveCount( 0 );
	const eve = rows( page ).filter( { hasText: `Eve ${ stamp }` } );
	await expect( eve ).toContainText( 'Going' );
	await expect( eve.locator( 'td[data-colname="Attendees"]' ) ).toHaveText(
		'2'
	);
	const gus = rows( page ).filter( { hasText: `Gus ${ stamp }` } );
	await expect( gus ).toContainText( 'Not going' );
	await expect( gus ).toContainText( 'Travelling that week' );
	await expect(
		page.getByRole( 'img', { name: 'Responses. Going: 1, Not going: 1.' } )
	).toBeVisible();
	await expect(
		page.locator( '.eventsmith-report-totals div', {
			hasText: 'People coming',
		} )
	).toContainText( '2' );
	await expect(
		page.getByText( 'Showing 1 - 2 of 2 responses' )
	).toBeVisible();

	// 'RSVP Reminder' here opens the invitation form with this event chosen.
	await page.getByRole( 'link', { name: 'RSVP Reminder' } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `#/rsvp-report/create/${ first }$` )
	);
	await expect( page.getByLabel( 'Event', { exact: true } ) ).toHaveValue(
		String( first )
	);
	await admin.request.dispose();
} );

test( 'ADM-ROUTE-27, ADM-HDR-12, GAP-02: the invitation form validates inline, sends once and reports errors', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const stamp = Date.now();
	const eventId = await rsvpEvent( admin, `Invite ${ stamp }`, 50 );
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );

	const posts: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'POST' &&
			isApi( '/rsvp-invitations' )( new URL( request.url() ) )
		) {
			posts.push( request.postData() ?? '' );
		}
	} );
	await logInPage( page, ADMIN );
	await page.goto( `${ DASHBOARD }#/rsvp-report/create` );
	await expect(
		page.getByRole( 'heading', { name: 'RSVP Invitation' } )
	).toBeVisible();
	await expect( page.getByRole( 'link', { name: 'Go Back' } ) ).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'RSVP Reminder' } )
	).toHaveCount( 0 );

	await page.getByRole( 'button', { name: 'Send' } ).click();
	await expect( page.getByText( 'Event is Required!' ) ).toBeVisible();
	await expect(
		page.getByText( 'Recipient Emails are Required!' )
	).toBeVisible();
	await page
		.getByLabel( 'Event', { exact: true } )
		.selectOption( String( eventId ) );
	const recipients = page.getByLabel( 'Recipient emails' );
	await recipients.fill( `one${ stamp }@example.org\nnope` );
	await page.getByRole( 'button', { name: 'Send' } ).click();
	await expect(
		page.getByText( 'Not valid email addresses: nope' )
	).toBeVisible();
	expect( posts ).toEqual( [] );
	expect( await axe( page ) ).toEqual( [] );

	// A server failure is listed and the form stays filled.
	await recipients.fill(
		`One${ stamp }@example.org, two${ stamp }@example.org\none${ stamp }@example.org`
	);
	await page.getByLabel( 'Reminder' ).check();
	await page.getByLabel( 'Message' ).fill( 'See you there!' );
	await page.route( isApi( '/rsvp-invitations' ), ( route ) =>
		route.fulfill( {
			status: 500,
			contentType: 'application/json',
			body: JSON.stringify( {
				code: 'x',
				message: 'Mail server unavailable',
			} ),
		} )
	);
	await page.getByRole( 'button', { name: 'Send' } ).click();
	await expect(
		page
			.locator( '.eventsmith-invitation-form' )
			.getByText( 'Mail server unavailable' )
	).toBeVisible();
	await expect( recipients ).toHaveValue( /two/ );
	await page.unroute( isApi( '/rsvp-invitations' ) );

	posts.length = 0;
	await page.getByRole( 'button', { name: 'Send' } ).dblclick();
	await expect(
		page.locator( '.components-snackbar', {
			hasText: '2 emails are queued and go out in the background.',
		} )
	).toBeVisible();
	expect( posts ).toHaveLength( 1 );
	expect( JSON.parse( posts[ 0 ]! ) ).toEqual( {
		event_id: eventId,
		emails: [ `one${ stamp }@example.org`, `two${ stamp }@example.org` ],
		kind: 'reminder',
		message: 'See you there!',
	} );
	const mail = await json< Array< { to: string | string[] } > >(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	const to = mail.flatMap( ( m ) =>
		Array.isArray( m.to ) ? m.to : [ m.to ]
	);
	expect( to ).toEqual(
		expect.arrayContaining( [
			`one${ stamp }@example.org`,
			`two${ stamp }@example.org`,
		] )
	);
	// MAIL-QUEUE: the screen follows the background queue until every email went out.
	await expect(
		page.getByRole( 'region', { name: 'Mail queue' } )
	).toContainText( /\b(\d+) of \1 emails sent, 0 failed\./, {
		timeout: 15_000,
	} );
	await admin.request.dispose();
} );
