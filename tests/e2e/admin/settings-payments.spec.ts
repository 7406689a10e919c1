/**
 * Settings → Payments in the browser (issue 34.3): turning a method on and
 * ordering it, a masked secret that typing replaces, and the buyer's choice
 * of method on the ticket form at phone width, by keyboard. Screenshots of
 * both go to EVENTSMITH_SHOTS when it is set.
 */
import { test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { expect, snackbar } from './support/dashboard';
import { asAdministrator } from './support/lists';
import { openSettings, resetSettings } from './support/settings';

const SHOTS = process.env.EVENTSMITH_SHOTS ?? '';

asAdministrator();
test.afterAll( async () => {
	await resetSettings();
	const admin = await session( ADMIN );
	await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		payment_methods: [ 'pay_later' ],
		stripe_test_secret_key: '',
	} );
	await admin.request.dispose();
} );

test( 'staff turn Stripe on before pay later; the saved secret shows masked and Remove clears it (34.3)', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		payment_methods: [ 'pay_later' ],
		stripe_test_secret_key: 'sk_test_e2eSecretKey4321',
	} );
	await admin.request.dispose();
	for ( const width of [ 1280, 782 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		const screen = await openSettings( page );
		const section = screen.getByRole( 'region', { name: 'Payments' } );
		await expect( section ).toBeVisible();
		const secret = section.getByLabel( 'Test secret key' );
		await expect( secret ).toHaveValue( '' );
		await expect( secret ).toHaveAttribute( 'placeholder', '••••••••4321' );
		await expect(
			section.getByText( '/eventsmith/v2/payments/stripe/webhook', {
				exact: false,
			} )
		).toBeVisible();
		if ( SHOTS ) {
			await section.screenshot( {
				path: `${ SHOTS }/payments-section-${ width }.png`,
			} );
		}
	}
	await page.setViewportSize( { width: 1280, height: 900 } );
	const screen = await openSettings( page );
	const section = screen.getByRole( 'region', { name: 'Payments' } );
	await section.getByLabel( 'Card (Stripe)' ).check();
	await section
		.getByRole( 'button', { name: 'Move Card (Stripe) up' } )
		.click();
	await screen.getByRole( 'button', { name: 'Save Settings' } ).click();
	await expect( snackbar( page, 'Settings saved.' ) ).toBeVisible();
	const check = await session( ADMIN );
	const stored = await json(
		await check.rest( 'GET', '/eventsmith/v2/settings' )
	);
	expect( stored.payment_methods ).toEqual( [ 'stripe', 'pay_later' ] );
	expect( stored.stripe_test_secret_key ).toBe( '••••••••4321' );
	await check.request.dispose();
} );

test( 'a buyer at 390 px chooses how to pay by keyboard; the order keeps the method (34.3)', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		payment_methods: [ 'stripe', 'pay_later' ],
		stripe_test_secret_key: 'sk_test_e2eSecretKey4321',
	} );
	const event = await createEvent( admin, {
		title: `Pay by choice ${ Date.now().toString( 36 ) }`,
		...oneDay( '2031-06-10', '09:00', '17:00' ),
		total_ticket: 20,
	} );
	await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }/ticket-types`,
		{ ticket_types: [ { name: 'Seat', price: '20.00', capacity: 10 } ] }
	);
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.goto( event.link );
	const form = page.locator( '.wp-block-eventsmith-ticket-form' );
	const methods = form.getByRole( 'group', {
		name: 'How would you like to pay?',
	} );
	await expect( methods ).toBeHidden();
	await form.getByLabel( /Seat/ ).fill( '1' );
	await expect( methods ).toBeVisible();
	const card = methods.getByRole( 'radio', { name: 'Card (Stripe)' } );
	const later = methods.getByRole( 'radio', {
		name: 'Pay later / bank transfer',
	} );
	await expect( card ).toBeChecked();
	await card.focus();
	await page.keyboard.press( 'ArrowDown' );
	await expect( later ).toBeChecked();
	await expect( later ).toBeFocused();
	const box = await methods.boundingBox();
	expect( box?.width ?? 999 ).toBeLessThanOrEqual( 390 );
	await form
		.getByRole( 'group', { name: /Attendee 1/ } )
		.getByLabel( 'Name' )
		.fill( 'Ada' );
	await form
		.getByRole( 'group', { name: /Attendee 1/ } )
		.getByLabel( 'Email' )
		.fill( 'ada@example.org' );
	await form.getByLabel( 'Your name' ).fill( 'Ada Buyer' );
	await form.getByLabel( 'Your email' ).fill( 'ada@example.com' );
	if ( SHOTS ) {
		await form.screenshot( {
			path: `${ SHOTS }/ticket-form-methods-390.png`,
		} );
	}
	const answer = page.waitForResponse( /\/checkout/ );
	await form.getByRole( 'button', { name: 'Get tickets' } ).click();
	const placed = await ( await answer ).json();
	expect( placed.status ).toBe( 'pending' );
	const booking = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings/${ placed.booking_id }`
		)
	);
	expect( booking.payment_method ).toBe( 'pay_later' );
	await admin.request.dispose();
} );
