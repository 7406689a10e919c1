/**
 * The door-staff ticket scanner (admin.php?page=eventsmith-scanner) in
 * headless Chromium, which has no camera: opened from the event list's
 * scan-ticket action, Start verifies the current page address. Scanning
 * with a camera is in scanner-camera.spec.ts.
 */
import { test } from '@playwright/test';
import { json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	logInPage,
	session,
	sessionWithOnly,
} from '../../support/wordpress';
import { DASHBOARD, expect } from '../admin/support/dashboard';
import {
	COMMON_MESSAGE,
	NO_TICKET_HERE,
	SCANNER,
	attendee,
	dialog,
	expectAccessible,
	openScanner,
	ticket,
	ticketedEvent,
	toggle,
	urlAt,
	verificationStyle,
	verifications,
	verifyAddress,
} from './support';

// Playground answers one request at a time: admin pages take a while.
test.describe.configure( { timeout: 240_000 } );

test( 'SCAN-01, SCAN-02, GAP-21: the scan-ticket row action opens the scanner of that event: a card with the camera view and Start', async ( {
	page,
} ) => {
	const title = `Door Night ${ Date.now() }`;
	const eventId = await ticketedEvent( title );
	await logInPage( page, ADMIN );
	await page.goto( `${ DASHBOARD }#/events` );
	const row = page
		.locator( '.eventsmith-list__table tbody tr' )
		.filter( { hasText: title } );
	const link = row.getByRole( 'link', { name: 'Scan Ticket' } );
	await expect( link ).toBeVisible( { timeout: 60_000 } );
	const href = ( await link.getAttribute( 'href' ) ) ?? '';
	expect( href ).toContain( `page=eventsmith-scanner&event_id=${ eventId }` );

	await page.goto( href );
	await expect(
		page.getByRole( 'heading', { name: 'Scan tickets', level: 1 } )
	).toBeVisible();
	await expect( page.locator( '#attendee-event' ) ).toHaveAttribute(
		'data-event-id',
		String( eventId )
	);
	await expect( page.locator( '#attendee-event' ) ).toContainText( title );
	// The hidden page keeps the Eventsmith menu open and highlighted.
	await expect( page.locator( '#toplevel_page_eventsmith' ) ).toHaveClass(
		/wp-has-current-submenu/
	);
	await expect( page.locator( '.eventsmith-scanner__video' ) ).toBeVisible();
	await expect( toggle( page, 'Start' ) ).toBeEnabled();
	await expect(
		page.getByText( 'The camera is off. Press Start' )
	).toBeVisible();
	await expectAccessible( page );
} );

test( 'SCAN-05, SCAN-08, SCAN-18, SCAN-19, SCAN-22, SCAN-23, SCAN-27: Start without a camera verifies the current page address, with a loader, and shows its warning', async ( {
	page,
} ) => {
	const eventId = await ticketedEvent( `No Camera ${ Date.now() }` );
	const sent = verifications( page );
	await openScanner( page, eventId );
	const nonce = JSON.parse(
		( await page
			.locator( '#eventsmith-scanner' )
			.getAttribute( 'data-settings' ) ) ?? '{}'
	).scanner_nonce;
	expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );
	const address = page.url();

	// Hold the answer a moment so the loader can be seen.
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route(
		( url ) => url.searchParams.get( 'action' ) === 'scanner_verification',
		async ( route ) => {
			await held;
			await route.continue();
		}
	);
	await toggle( page, 'Start' ).click();
	await expect( dialog( page ) ).toBeVisible();
	await expect(
		dialog( page ).getByRole( 'heading', { name: 'Checking the ticket…' } )
	).toBeVisible();
	await expect( dialog( page ) ).toContainText( 'Waiting for the answer…' );
	await expect(
		dialog( page ).locator( '.components-spinner' )
	).toBeVisible();
	release();

	await expect( dialog( page ) ).toContainText( NO_TICKET_HERE );
	await expect( page.locator( '.eventsmith-scanner-modal' ) ).toHaveClass(
		/is-warning/
	);
	expect( sent ).toHaveLength( 1 );
	const url = new URL( urlAt( sent, 0 ) );
	expect( url.pathname ).toBe( '/wp-admin/admin.php' );
	expect( url.searchParams.get( 'page' ) ).toBe( 'eventsmith-scanner' );
	expect( url.searchParams.get( 'scanner_active' ) ).toBe( '1' );
	expect( url.searchParams.get( 'action' ) ).toBe( 'scanner_verification' );
	expect( url.searchParams.get( 'security' ) ).toBe( nonce );
	expect( url.searchParams.get( 'event_id' ) ).toBe( String( eventId ) );
	expect( url.searchParams.has( 'ticket_info' ) ).toBe( false );

	// Scan again and Cancel; back to the event's attendee list.
	await expect(
		dialog( page ).getByRole( 'button', { name: 'Scan again' } )
	).toBeVisible();
	await expect(
		dialog( page ).getByRole( 'link', {
			name: 'Back to attendee list',
		} )
	).toHaveAttribute(
		'href',
		new RegExp(
			`admin\\.php\\?page=eventsmith#/attendees/event/${ eventId }$`
		)
	);
	await expectAccessible( page );
	await dialog( page ).getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( dialog( page ) ).toHaveCount( 0 );
	await expect( toggle( page, 'Start' ) ).toBeFocused();
	// No client routes: the address never changed.
	expect( page.url() ).toBe( address );

	// A tampered nonce is refused with a non-success answer.
	const admin = await session( ADMIN );
	const refused = await admin.request.get(
		`${ SCANNER }&scanner_active=1&action=scanner_verification&security=0000000000`
	);
	expect( refused.status() ).toBe( 403 );
	expect( ( await json( refused ) ).data.status_code ).not.toBe( 2 );
	await admin.request.dispose();
} );

test( 'SCAN-21, SCAN-24: an answer that is not JSON shows the failed state with scanner_common_msg', async ( {
	page,
} ) => {
	await openScanner( page );
	await page.route(
		( url ) => url.searchParams.get( 'action' ) === 'scanner_verification',
		( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'text/html',
				body: '<p>Fatal error</p>',
			} )
	);
	await toggle( page, 'Start' ).click();
	await expect( dialog( page ) ).toContainText( COMMON_MESSAGE );
	await expect( page.locator( '.eventsmith-scanner-modal' ) ).toHaveClass(
		/is-failed/
	);
	await expect(
		dialog( page ).getByRole( 'heading', {
			name: 'Could not check the ticket',
		} )
	).toBeVisible();
} );

test( 'SCAN-17: status_code 3 sends the browser to content.redirect_url', async ( {
	page,
} ) => {
	await openScanner( page );
	await page.route(
		( url ) => url.searchParams.get( 'action' ) === 'scanner_verification',
		( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'application/json',
				body: JSON.stringify( {
					data: {
						status_code: 3,
						messages: [ '' ],
						content: { redirect_url: '/?scanner-redirected=1' },
					},
				} ),
			} )
	);
	await toggle( page, 'Start' ).click();
	await page.waitForURL( /scanner-redirected=1/ );
} );

test( 'SCAN-06: the verify address opened by door staff carries its answer on Start; one tap checks the ticket in without the camera', async ( {
	page,
} ) => {
	const stamp = Date.now();
	const title = `Phone Door ${ stamp }`;
	const eventId = await ticketedEvent( title );
	const guest = await ticket( eventId, `Cy Phone ${ stamp }`, 'Standing' );
	await verificationStyle( 'on' );
	const sent = verifications( page );
	await logInPage( page, ADMIN );
	await page.goto( verifyAddress( guest.ticket_code ) );
	await expect(
		page.getByRole( 'heading', { name: 'Ticket verification' } )
	).toBeVisible();
	await expect( page.locator( 'main' ) ).toContainText(
		`Cy Phone ${ stamp }`
	);
	const start = toggle( page, 'Start' );
	await expect( start ).toBeEnabled();
	// Opening the address only shows the ticket.
	expect(
		( await attendee( eventId, `Cy Phone ${ stamp }` ) ).checked_in_at
	).toBeFalsy();
	// The page's Start button carries the info answer (the app reads it).
	const html = await (
		await page.context().request.get( verifyAddress( guest.ticket_code ) )
	).text();
	expect( html ).toMatch(
		/<button[^>]+eventsmith-scanner__start[^>]+data-response="[^"]*&quot;status_code&quot;:2/
	);

	await start.click();
	const modal = page.locator( '.eventsmith-scanner-modal' );
	await expect( modal ).toHaveClass( /is-success/ );
	await expect( dialog( page ) ).toContainText( 'Checked in. Welcome!' );
	await expect( dialog( page ) ).toContainText( title );
	await expect( dialog( page ) ).toContainText( 'Standing' );
	expect( sent ).toHaveLength( 1 );
	expect( urlAt( sent, 0 ) ).toContain(
		`eventsmith_verify=${ guest.ticket_code }&`
	);
	expect(
		( await attendee( eventId, `Cy Phone ${ stamp }` ) ).checked_in_at
	).toBeTruthy();
	await expectAccessible( page, 'main' );
} );

test( 'GAP-16: only users with the QR-scan permission open the scanner or get answers from it', async () => {
	const scanner = await sessionWithOnly( 'eventsmith_manage_qr_scan' );
	const allowed = await scanner.request.get( SCANNER );
	expect( allowed.status() ).toBe( 200 );
	const html = await allowed.text();
	expect( html ).toContain( 'id="eventsmith-scanner"' );
	// No attendee list permission: no link back to it.
	expect( html ).toContain( '&quot;attendees_url&quot;:&quot;&quot;' );
	await scanner.request.dispose();

	const subscriber = await session( await ensureUser( 'subscriber' ) );
	const denied = await subscriber.request.get( SCANNER );
	expect( denied.status() ).toBe( 403 );
	expect( await denied.text() ).not.toContain( 'eventsmith-scanner"' );
	const answer = await subscriber.request.get(
		`${ SCANNER }&scanner_active=1&action=scanner_verification&security=x`
	);
	expect( answer.status() ).toBe( 403 );
	await subscriber.request.dispose();
} );
