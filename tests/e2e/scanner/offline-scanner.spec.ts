/**
 * The ticket scanner block on a front-end page: visitors get a login link;
 * door staff get the scanner with the event's counters, and it keeps
 * checking tickets in with the network cut (against the snapshot it
 * downloaded on opening), then uploads the scans when the network returns.
 * Chromium's fake camera plays the ticket's QR code.
 */
import { test, type Page } from '@playwright/test';
import { ADMIN, logInPage, session } from '../../support/wordpress';
import { json } from '../../support/json';
import { expect } from '../admin/support/dashboard';
import {
	attendee,
	dialog,
	ticket,
	ticketedEvent,
	toggle,
	verificationStyle,
	withFakeCamera,
	verifyAddress,
	writeFakeVideo,
} from './support';

test.describe.configure( { timeout: 240_000 } );

withFakeCamera();

/**
 * A published page holding the scanner block.
 *
 * @param title   Page title.
 * @param eventId The block's event (0: staff pick).
 */
async function scannerPage(
	title: string,
	eventId: number
): Promise< string > {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'POST', '/wp/v2/pages', {
		title,
		status: 'publish',
		content: `<!-- wp:eventsmith/ticket-scanner {"eventId":${ eventId }} /-->`,
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const link = ( await json( response ) ).link as string;
	await admin.request.dispose();
	return link;
}

const counter = ( page: Page, which: 'checked-in' | 'sold' ) =>
	page.locator( `[data-count="${ which }"]` );

test( 'SCAN-BLOCK-01 visitors see a login link that comes back to the page, not the scanner', async ( {
	page,
} ) => {
	const link = await scannerPage( `Door login ${ Date.now() }`, 0 );
	await page.goto( link );
	const block = page.locator( '.wp-block-eventsmith-ticket-scanner' );
	await expect( block ).toContainText(
		'Door staff: log in to scan tickets.'
	);
	const login = block.getByRole( 'link', { name: 'Log in' } );
	const href = new URL( ( await login.getAttribute( 'href' ) )! );
	expect( href.pathname ).toContain( 'wp-login.php' );
	expect( href.searchParams.get( 'redirect_to' ) ).toBe( link );
	await expect( page.locator( '.eventsmith-scanner' ) ).toHaveCount( 0 );
} );

test( 'SCAN-BLOCK-02 offline: with the network cut a scanned ticket is checked in from the snapshot, and uploaded when the network returns', async ( {
	page,
	context,
} ) => {
	const stamp = Date.now();
	const title = `Offline Gala ${ stamp }`;
	const eventId = await ticketedEvent( title );
	const guest = await ticket( eventId, `Olive Offline ${ stamp }`, 'Floor' );
	await ticket( eventId, `Second Guest ${ stamp }`, 'Floor' );
	writeFakeVideo( verifyAddress( guest.ticket_code as string ) );
	await verificationStyle( 'on' );
	const link = await scannerPage( `Door ${ stamp }`, eventId );

	await logInPage( page, ADMIN );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.goto( link );
	await expect( toggle( page, 'Start' ) ).toBeEnabled();
	await expect( counter( page, 'sold' ) ).toHaveText( '2' );
	await expect( counter( page, 'checked-in' ) ).toHaveText( '0' );
	await expect(
		page.getByText( 'Online. The offline list is ready.' )
	).toBeVisible();
	// The snapshot holds hashes: the ticket code is nowhere on the device.
	const stored = await page.evaluate(
		() =>
			new Promise< string >( ( resolve ) => {
				const request = indexedDB.open( 'eventsmith-scanner' );
				request.onsuccess = () => {
					const read = request.result
						.transaction( 'snapshots' )
						.objectStore( 'snapshots' )
						.getAll();
					read.onsuccess = () =>
						resolve( JSON.stringify( read.result ) );
				};
			} )
	);
	expect( stored ).toContain( `Olive Offline ${ stamp }` );
	expect( stored ).not.toContain( guest.ticket_code as string );
	await page.screenshot( {
		path: `test-results/scanner-block-390-${ process.env.EVENTSMITH_TEST_PORT ?? 'x' }.png`,
		fullPage: true,
	} );

	await context.setOffline( true );
	await expect(
		page.getByText(
			'Offline: tickets are checked against the list on this device.'
		)
	).toBeVisible();
	await toggle( page, 'Start' ).click();
	const modal = page.locator( '.eventsmith-scanner-modal' );
	await expect( modal ).toHaveClass( /is-success/, { timeout: 60_000 } );
	await expect( dialog( page ) ).toContainText(
		'Checked in offline. The scan is uploaded when the connection returns.'
	);
	await expect( dialog( page ) ).toContainText( `Olive Offline ${ stamp }` );
	await page.screenshot( {
		path: `test-results/scanner-block-390-offline-${ process.env.EVENTSMITH_TEST_PORT ?? 'x' }.png`,
	} );
	await dialog( page ).getByRole( 'button', { name: 'Cancel' } ).click();
	await expect(
		page.getByText( '1 scan waiting for upload.' )
	).toBeVisible();
	await expect( counter( page, 'checked-in' ) ).toHaveText( '1' );
	// Not on the server yet.
	expect(
		( await attendee( eventId, `Olive Offline ${ stamp }` ) ).checked_in_at
	).toBeFalsy();

	await context.setOffline( false );
	await expect
		.poll(
			async () =>
				( await attendee( eventId, `Olive Offline ${ stamp }` ) )
					.checked_in_at,
			{ timeout: 30_000 }
		)
		.toBeTruthy();
	await expect(
		page.getByText( 'Online. The offline list is ready.' )
	).toBeVisible();
	await expect( page.getByText( /waiting for upload/ ) ).toHaveCount( 0 );
	await expect( counter( page, 'checked-in' ) ).toHaveText( '1' );
} );
