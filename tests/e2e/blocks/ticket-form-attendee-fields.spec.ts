/**
 * The event's extra attendee fields: staff add them in the editor's Tickets
 * & Capacity step, the ticket form asks each attendee, checks as the visitor
 * types, fills them with the bulk checkbox, and the answers reach the
 * attendee list.
 */
import { test } from '@playwright/test';
import { eventAround } from '../../support/events';
import { ADMIN, logInPage } from '../../support/wordpress';
import { DASHBOARD, expect, methodOf } from '../admin/support/dashboard';
import { adminRest, seedEvent } from '../admin/support/events';

test( 'attendee fields: added in the Tickets & Capacity step, asked per attendee in the ticket form, stored with the attendee', async ( {
	page,
} ) => {
	test.setTimeout( 240_000 );
	const event = await seedEvent( {
		...eventAround(
			`Attendee fields ${ Date.now().toString( 36 ) }`,
			'UTC',
			1,
			10 * 1440,
			10 * 1440 + 240
		),
		total_ticket: 20,
	} );
	const types = await adminRest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }/ticket-types`,
		{ ticket_types: [ { name: 'Day pass', capacity: 10 } ] }
	);
	expect( types.status ).toBe( 200 );

	// Staff: two questions, saved with the step.
	await logInPage( page, ADMIN );
	await page.goto( `${ DASHBOARD }#/events/create/${ event.id }/tickets` );
	const section = page.getByRole( 'region', {
		name: 'Attendee fields',
		exact: true,
	} );
	await expect( section.getByText( 'No extra fields.' ) ).toBeVisible( {
		timeout: 60_000,
	} );
	await section.getByRole( 'button', { name: 'Add field' } ).click();
	await expect( section.getByLabel( 'Label' ) ).toBeFocused();
	await section.getByLabel( 'Label' ).fill( 'Company' );
	await section.getByLabel( 'Required' ).check();
	await section.getByRole( 'button', { name: 'Add field' } ).click();
	const second = section
		.locator( '.eventsmith-attendee-fields__row' )
		.nth( 1 );
	await second.getByLabel( 'Label' ).fill( 'T-shirt size' );
	await second.getByLabel( 'Type' ).selectOption( 'select' );
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect( second.getByText( 'Enter 1 to 20 choices.' ) ).toBeVisible();
	await second.getByLabel( 'Choices' ).fill( 'S, M\nL' );
	const saved = page.waitForResponse(
		( r ) =>
			methodOf( r.request() ) === 'PUT' &&
			decodeURIComponent( r.url() ).includes( `/events/${ event.id }` ) &&
			! r.url().includes( 'ticket-types' )
	);
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	expect( ( await saved ).status() ).toBe( 200 );
	await section.scrollIntoViewIfNeeded();
	await page.screenshot( {
		path: test.info().outputPath( 'attendee-fields-1280.png' ),
		fullPage: true,
	} );
	await page.setViewportSize( { width: 782, height: 900 } );
	await page.screenshot( {
		path: test.info().outputPath( 'attendee-fields-782.png' ),
		fullPage: true,
	} );
	await page.setViewportSize( { width: 1280, height: 900 } );

	// Visitor: the questions in the attendee block.
	await page.goto( event.link );
	const form = page.locator( '.wp-block-eventsmith-ticket-form' );
	await form.getByLabel( /Day pass/ ).fill( '1' );
	const attendee = form.getByRole( 'group', {
		name: 'Attendee 1: Day pass',
	} );
	const company = attendee.getByLabel( /^Company/ );
	const size = attendee.getByLabel( /^T-shirt size/ );
	await expect( company ).toHaveAttribute( 'aria-required', 'true' );
	await company.fill( 'x' );
	await company.fill( '' );
	await expect(
		attendee.getByText( 'Please fill in this field.' )
	).toBeVisible();

	// BULK-02: numbered values, the first choice.
	await form
		.getByLabel( 'Fill in the attendee details for me (bulk order)' )
		.check();
	await expect( company ).toHaveValue( 'Value 1' );
	await expect( size ).toHaveValue( 'S' );

	await company.fill( 'Acme' );
	await size.selectOption( 'M' );
	await form.getByLabel( 'Your name' ).fill( 'Ada Buyer' );
	await form.getByLabel( 'Your email' ).fill( 'ada@example.com' );
	await page.screenshot( {
		path: test.info().outputPath( 'ticket-form-attendee-fields.png' ),
		fullPage: true,
	} );
	const answered = page.waitForResponse( /\/checkout/ );
	await form.getByRole( 'button', { name: 'Get tickets' } ).click();
	expect( ( await answered ).status() ).toBe( 201 );

	const list = await adminRest(
		'GET',
		`/eventsmith/v2/attendees?event_id=${ event.id }`
	);
	expect( list.body.items[ 0 ].extra ).toEqual( {
		company: 'Acme',
		t_shirt_size: 'M',
	} );
} );
