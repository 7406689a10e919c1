/**
 * The scanner page's settings form: staff who may change settings choose
 * whether the scanner asks before checking a ticket in
 * (attendee_verification_style 'off') or checks in at once ('on').
 */
import { test } from '@playwright/test';
import { json } from '../../support/json';
import { ADMIN, session, sessionWithOnly } from '../../support/wordpress';
import { expect } from '../admin/support/dashboard';
import {
	SCANNER,
	expectAccessible,
	openScanner,
	ticketedEvent,
	verificationStyle,
} from './support';

test.describe.configure( { timeout: 240_000 } );

test.afterAll( async () => {
	await verificationStyle( 'on' );
} );

/** The setting as the REST API reads it. */
async function storedStyle(): Promise< string > {
	const admin = await session( ADMIN );
	const settings = await json(
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	);
	await admin.request.dispose();
	return settings.attendee_verification_style as string;
}

test( 'SCAN-10: an administrator switches the scanner to ask first and back, staying on the door of the event', async ( {
	page,
} ) => {
	await verificationStyle( 'on' );
	const eventId = await ticketedEvent( 'Door settings gala' );
	await openScanner( page, eventId );
	const form = page.locator( '.eventsmith-scanner-mode' );
	await expect(
		form.getByRole( 'heading', { name: 'Scanner settings' } )
	).toBeVisible();
	const askFirst = form.getByRole( 'checkbox', {
		name: 'Ask before checking a ticket in',
	} );
	await expect( askFirst ).not.toBeChecked();
	await expectAccessible( page, '.eventsmith-scanner-page' );

	await askFirst.check();
	await form.getByRole( 'button', { name: 'Save scanner settings' } ).click();
	await expect( page.getByText( 'Scanner settings saved.' ) ).toBeVisible();
	await expect( page ).toHaveURL( new RegExp( `event_id=${ eventId }` ) );
	await expect( askFirst ).toBeChecked();
	expect( await storedStyle() ).toBe( 'off' );
	// The scanner itself now runs in two-step mode.
	await expect( page.locator( '#eventsmith-scanner' ) ).toHaveAttribute(
		'data-settings',
		/"attendee_verification_style":"off"/
	);

	await askFirst.uncheck();
	await form.getByRole( 'button', { name: 'Save scanner settings' } ).click();
	await expect( page.getByText( 'Scanner settings saved.' ) ).toBeVisible();
	await expect( askFirst ).not.toBeChecked();
	expect( await storedStyle() ).toBe( 'on' );
} );

test( 'GAP-16: door staff without the settings permission get no settings form and cannot post it', async () => {
	const staff = await sessionWithOnly( 'eventsmith_manage_qr_scan' );
	const html = await ( await staff.request.get( SCANNER ) ).text();
	expect( html ).toContain( 'id="eventsmith-scanner"' );
	expect( html ).not.toContain( 'Scanner settings' );
	const posted = await staff.request.post( '/wp-admin/admin-post.php', {
		form: { action: 'eventsmith_scanner_mode', ask_first: '1' },
	} );
	expect( posted.status() ).toBe( 403 );
	await staff.request.dispose();
	expect( await storedStyle() ).toBe( 'on' );
} );
