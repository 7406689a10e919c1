/**
 * Scanning with a camera: Chromium's fake camera plays a Y4M video of a
 * ticket's QR code, written at test time (see writeFakeVideo).
 */
import { test, type Page } from '@playwright/test';
import { expect } from '../admin/support/dashboard';
import {
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
	withFakeCamera,
	verifyAddress,
	writeFakeVideo,
} from './support';

test.describe.configure( { timeout: 240_000 } );

withFakeCamera();

const videoIsLive = ( page: Page ) =>
	page
		.locator( '.eventsmith-scanner__video' )
		.evaluate(
			( video: HTMLVideoElement ) =>
				video.srcObject instanceof MediaStream &&
				video.srcObject
					.getVideoTracks()
					.some( ( track ) => track.readyState === 'live' )
		);

test( 'SCAN-03, SCAN-04, SCAN-26: Start turns the camera on and becomes Stop; Stop releases it and returns to Start', async ( {
	page,
} ) => {
	writeFakeVideo( null );
	await openScanner( page );
	await toggle( page, 'Start' ).click();
	await expect( toggle( page, 'Stop' ) ).toBeVisible();
	await expect.poll( () => videoIsLive( page ) ).toBe( true );
	// The scan region is two thirds of the smaller side of the picture, on screen too.
	const video = await page
		.locator( '.eventsmith-scanner__video' )
		.boundingBox();
	const expected = ( 2 / 3 ) * Math.min( video!.width, video!.height );
	await expect
		.poll( async () => {
			const region = await page
				.locator( '.eventsmith-scanner__region' )
				.boundingBox();
			return Math.abs( ( region?.width ?? 0 ) - expected );
		} )
		.toBeLessThan( 3 );
	await expect( dialog( page ) ).toHaveCount( 0 );

	await toggle( page, 'Stop' ).click();
	await expect( toggle( page, 'Start' ) ).toBeVisible();
	await expect.poll( () => videoIsLive( page ) ).toBe( false );
} );

test( 'SCAN-07, SCAN-09, SCAN-16, SCAN-18, SCAN-20, SCAN-23, SCAN-24: scanning a ticket checks it in; scanning it again warns with the first check-in time', async ( {
	page,
} ) => {
	const stamp = Date.now();
	const title = `Camera Gala ${ stamp }`;
	const eventId = await ticketedEvent( title );
	const guest = await ticket( eventId, `Ann Camera ${ stamp }`, 'VIP' );
	writeFakeVideo( verifyAddress( guest.ticket_code ) );
	await verificationStyle( 'on' );

	const sent = verifications( page );
	await openScanner( page, eventId );
	await toggle( page, 'Start' ).click();

	const modal = page.locator( '.eventsmith-scanner-modal' );
	await expect( modal ).toHaveClass( /is-success/, { timeout: 60_000 } );
	await expect( dialog( page ) ).toContainText( 'Checked in. Welcome!' );
	const details = dialog( page ).locator(
		'.eventsmith-scanner-modal__details'
	);
	await expect( details ).toContainText( `Ann Camera ${ stamp }` );
	await expect( details ).toContainText( title );
	await expect( details ).toContainText( 'VIP' );
	await expect(
		dialog( page ).getByRole( 'link', {
			name: 'Back to attendee list',
		} )
	).toBeVisible();
	// The scanner stopped: one request, to the scanned address.
	await expect( toggle( page, 'Start' ) ).toBeAttached();
	expect( sent ).toHaveLength( 1 );
	const url = new URL( urlAt( sent, 0 ) );
	expect( url.searchParams.get( 'eventsmith_verify' ) ).toBe(
		guest.ticket_code
	);
	expect( url.searchParams.get( 'event_id' ) ).toBe( String( eventId ) );
	await expectAccessible( page );

	const checkedIn = ( await attendee( eventId, `Ann Camera ${ stamp }` ) )
		.checked_in_at as string;
	expect( checkedIn ).toBeTruthy();

	// Scan again: the same ticket warns, naming the first check-in.
	await dialog( page ).getByRole( 'button', { name: 'Scan again' } ).click();
	await expect( modal ).toHaveClass( /is-warning/, { timeout: 60_000 } );
	await expect( dialog( page ) ).toContainText(
		`Already checked in at ${ checkedIn.replace( 'T', ' ' ).slice( 0, 19 ) } UTC.`
	);
	await expect( details ).toContainText( `Ann Camera ${ stamp }` );
	expect( sent ).toHaveLength( 2 );
} );

test( 'SCAN-10, SCAN-11, SCAN-12, SCAN-13, SCAN-14, SCAN-15: two-step mode asks first; reject offers scan again and cancel; confirm checks in and scanning restarts', async ( {
	page,
} ) => {
	const stamp = Date.now();
	const title = `Two Step Ball ${ stamp }`;
	const eventId = await ticketedEvent( title );
	const guest = await ticket( eventId, `Bo Confirm ${ stamp }`, 'Balcony' );
	writeFakeVideo( verifyAddress( guest.ticket_code ) );
	await verificationStyle( 'off' );
	try {
		const sent = verifications( page );
		await openScanner( page, eventId );
		await toggle( page, 'Start' ).click();

		const modal = page.locator( '.eventsmith-scanner-modal' );
		await expect( modal ).toHaveClass( /is-question/, {
			timeout: 60_000,
		} );
		expect(
			new URL( urlAt( sent, 0 ) ).searchParams.get( 'ticket_info' )
		).toBe( '1' );
		const details = dialog( page ).locator(
			'.eventsmith-scanner-modal__details'
		);
		await expect( details ).toContainText( `Bo Confirm ${ stamp }` );
		await expect( details ).toContainText( title );
		await expect( details ).toContainText( 'Balcony' );
		await expect( dialog( page ) ).toContainText(
			'Confirm to check this attendee in.'
		);
		await expectAccessible( page );

		// Reject: only scan again and cancel remain.
		await dialog( page ).getByRole( 'button', { name: 'Reject' } ).click();
		await expect(
			dialog( page ).getByRole( 'button', { name: 'Confirm' } )
		).toHaveCount( 0 );
		await expect(
			dialog( page ).getByRole( 'button', { name: 'Reject' } )
		).toHaveCount( 0 );
		await expect(
			dialog( page ).getByRole( 'button', { name: 'Scan again' } )
		).toBeVisible();
		// Cancel closes the modal.
		await dialog( page ).getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( dialog( page ) ).toHaveCount( 0 );
		expect(
			( await attendee( eventId, `Bo Confirm ${ stamp }` ) ).checked_in_at
		).toBeFalsy();

		// Scan again restarts the camera and asks again; confirm checks in.
		await toggle( page, 'Start' ).click();
		await expect( modal ).toHaveClass( /is-question/, {
			timeout: 60_000,
		} );
		await dialog( page ).getByRole( 'button', { name: 'Reject' } ).click();
		await dialog( page )
			.getByRole( 'button', { name: 'Scan again' } )
			.click();
		await expect( modal ).toHaveClass( /is-question/, {
			timeout: 60_000,
		} );
		const before = sent.length;
		await dialog( page ).getByRole( 'button', { name: 'Confirm' } ).click();
		await expect( modal ).toHaveClass( /is-success/ );
		await expect( dialog( page ) ).toContainText( 'Checked in. Welcome!' );
		const confirm = new URL( urlAt( sent, before ) );
		expect( confirm.searchParams.has( 'ticket_info' ) ).toBe( false );
		// Scanning restarted behind the result.
		await expect( toggle( page, 'Stop' ) ).toBeAttached();
		expect(
			( await attendee( eventId, `Bo Confirm ${ stamp }` ) ).checked_in_at
		).toBeTruthy();
	} finally {
		await verificationStyle( 'on' );
	}
} );
