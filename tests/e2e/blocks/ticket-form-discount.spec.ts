/**
 * Discount codes in the browser (issue 34, item 5): staff create a code on
 * the dashboard's Discount codes screen; a visitor opens "Have a code?" on
 * the ticket form, a wrong code is refused by the server, the right one
 * shows the server's new total, and the order is placed with it; the list
 * then shows the use, and deleting asks first.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { ADMIN, logInPage, session } from '../../support/wordpress';

const DASHBOARD = '/wp-admin/admin.php?page=eventsmith';

test( 'staff create a code on the dashboard; a visitor applies it on the ticket form and orders at the server price (34.5)', async ( {
	page,
	browser,
} ) => {
	const admin = await session( ADMIN );
	const stamp = Date.now().toString( 36 );
	const title = `Discount fair ${ stamp }`;
	const event = await createEvent( admin, {
		title,
		...oneDay( '2031-07-10', '09:00', '17:00' ),
		total_ticket: 20,
	} );
	const saved = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }/ticket-types`,
		{ ticket_types: [ { name: 'Day pass', price: '40.00', capacity: 10 } ] }
	);
	expect( saved.status(), await saved.text() ).toBe( 200 );
	const code = `HALF${ stamp }`.toUpperCase();

	// Staff: the Discount codes screen, its form checked as typed, then saved.
	await logInPage( page, ADMIN );
	await page.goto( `${ DASHBOARD }#/discount-codes/new` );
	await expect(
		page.getByRole( 'heading', { name: 'Add discount code' } )
	).toBeVisible( { timeout: 30_000 } );
	await page.getByLabel( 'Code', { exact: true } ).fill( code.toLowerCase() );
	await page.getByLabel( 'Percentage off' ).fill( '150' );
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.getByText( 'A percentage must be more than 0 and at most 100.' )
	).toBeVisible();
	await page.getByLabel( 'Percentage off' ).fill( '50' );
	await page.getByLabel( 'Event', { exact: true } ).selectOption( {
		label: title,
	} );
	// The event's ticket types are offered by name; ticking one limits the code to it.
	await page.getByRole( 'checkbox', { name: 'Day pass' } ).check();
	await page.getByLabel( 'Usage limit (empty for unlimited)' ).fill( '5' );
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.locator( '.components-snackbar', {
			hasText: 'Successfully saved the discount code!',
		} )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Edit discount code' } )
	).toBeVisible();
	await expect( page.getByText( 'Uses: 0 / 5' ) ).toBeVisible();
	await expect(
		page.getByRole( 'checkbox', { name: 'Day pass' } )
	).toBeChecked();
	const stored = await admin.rest( 'GET', '/eventsmith/v2/discount-codes' );
	const types = ( await json( saved ) ) as Array< { id: number } >;
	expect(
		(
			( await json( stored ) ).items as Array< Record< string, unknown > >
		 ).find( ( item ) => item.code === code )?.ticket_type_ids
	).toEqual( [ types[ 0 ]?.id ] );

	// A visitor: "Have a code?" on the ticket form.
	const visitor = await browser.newPage();
	await visitor.goto( event.link );
	const form = visitor.locator( '.wp-block-eventsmith-ticket-form' );
	await form.getByLabel( /Day pass/ ).fill( '2' );
	await form
		.getByLabel( 'Fill in the attendee details for me (bulk order)' )
		.check();
	await form.getByLabel( 'Your name' ).fill( 'Ada Buyer' );
	await form.getByLabel( 'Your email' ).fill( `ada-${ stamp }@example.com` );
	const total = form.locator( '[data-total]' );
	await expect( total ).toContainText( '80.00' );
	await form.getByText( 'Have a code?' ).click();
	await form.getByLabel( 'Discount code' ).fill( 'NOPE-NOPE' );
	await form.getByRole( 'button', { name: 'Apply' } ).click();
	await expect( form.locator( '[data-discount-error]' ) ).toContainText(
		'this code does not exist'
	);
	await form.getByLabel( 'Discount code' ).fill( code.toLowerCase() );
	await form.getByRole( 'button', { name: 'Apply' } ).click();
	await expect( form.locator( '[data-discount-note]' ) ).toContainText(
		`Code ${ code }`
	);
	await expect( total ).toContainText( '40.00' );

	const sent = visitor.waitForRequest( /\/checkout/ );
	await form.getByRole( 'button', { name: 'Get tickets' } ).click();
	const body = ( await sent ).postDataJSON();
	expect( body.discount_code ).toBe( code.toLowerCase() );
	expect( JSON.stringify( body ) ).not.toContain( '40.00' );
	await expect(
		form.getByText(
			'Thank you! Your order is reserved and awaits payment.'
		)
	).toBeVisible();
	await visitor.close();

	const orders = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings?event_id=${ event.id }`
		)
	);
	expect( orders.items[ 0 ] ).toMatchObject( {
		total: 40,
		discount_code: code,
		discount_total: 40,
	} );

	// The list shows the use against the limit; deleting asks first.
	await page.goto( `${ DASHBOARD }#/discount-codes` );
	const row = page.locator( 'tr', { hasText: code } );
	await expect( row ).toContainText( '1 / 5' );
	await expect( row ).toContainText( '50 %' );
	await row.getByRole( 'button', { name: 'Delete discount code' } ).click();
	await expect( page.getByRole( 'dialog' ) ).toContainText( 'Are you sure?' );
	await page
		.getByRole( 'dialog' )
		.getByRole( 'button', { name: 'Yes' } )
		.click();
	await expect(
		page.locator( '.components-snackbar', {
			hasText: 'Successfully deleted the discount code!',
		} )
	).toBeVisible();
	await expect( page.locator( 'tr', { hasText: code } ) ).toHaveCount( 0 );
	await admin.request.dispose();
} );
