/**
 * The invoice page of an order (PDF-07, PDF-08): reached from the checkout
 * answer, the order e-mail and the purchase report; shows the seller, the
 * order number, buyer, lines and total with the order's status; offers Print
 * and a Download PDF named invoice.pdf (A4), after which the page reloads.
 * A forged address shows nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

const token = runToken( 'invoice' );
let admin: Session;
let order: Json;

test.beforeAll( async () => {
	admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, `Invoice gala ${ token }`, 20 );
	const types = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{
				ticket_types: [
					{ name: 'Stalls', price: 25, capacity: 10 },
					{ name: 'Box', price: 60, capacity: 5 },
				],
			}
		)
	);
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );
	const attendee = ( type: Json, name: string ) => ( {
		ticket_type_id: type.id,
		name,
		email: 'ivo@example.com',
	} );
	const visitor = await session( null );
	const answer = await visitor.request.post(
		`/wp-json/eventsmith/v2/public/events/${ eventId }/checkout`,
		{
			data: {
				buyer_name: 'Ivo Invoice',
				buyer_email: 'ivo@example.com',
				tickets: { [ types[ 0 ].id ]: 2, [ types[ 1 ].id ]: 1 },
				attendees: [
					attendee( types[ 0 ], 'Ivo Invoice' ),
					attendee( types[ 0 ], 'Ina Invoice' ),
					attendee( types[ 1 ], 'Ida Invoice' ),
				],
			},
		}
	);
	expect( answer.status(), await answer.text() ).toBe( 201 );
	order = await json( answer );
} );

test( 'PDF-07 the buyer opens the invoice of a pending order from the checkout answer and the e-mail: lines, total, status and how to pay', async ( {
	page,
} ) => {
	expect( order.status ).toBe( 'pending' );
	expect( String( order.invoice_url ) ).toMatch(
		new RegExp(
			`\\?eventsmith_invoice=${ order.booking_id }-[0-9a-f]{32}$`
		)
	);
	const mail = await json< Json[] >(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	const message = String(
		mail.find( ( m ) => m.to === 'ivo@example.com' )?.message ?? ''
	);
	expect( message ).toContain( `Your invoice: ${ order.invoice_url }` );

	const response = await page.goto( String( order.invoice_url ) );
	expect( response?.status() ).toBe( 200 );
	expect( response?.headers()[ 'x-robots-tag' ] ).toContain( 'noindex' );
	expect( response?.headers()[ 'referrer-policy' ] ).toBe( 'no-referrer' );
	await expect(
		page.getByRole( 'heading', { name: `Invoice #${ order.booking_id }` } )
	).toBeVisible();
	const rows = page.locator( 'tbody tr' );
	await expect( rows ).toHaveText( [
		/Stalls\s*2\s*25\.00 USD\s*50\.00 USD/,
		/Box\s*1\s*60\.00 USD\s*60\.00 USD/,
	] );
	await expect( page.locator( 'tfoot' ) ).toContainText( '110.00 USD' );
	await expect( page.getByText( 'Awaiting payment' ) ).toBeVisible();
	// How to pay: the same words the pay-later e-mail gave.
	const howToPay = page.locator( '.eventsmith-invoice__instructions' );
	await expect( howToPay ).toContainText(
		'Your seats are held until we receive your payment.'
	);
	await expect( howToPay ).toContainText(
		`Amount due: 110.00 USD. Please quote order #${ order.booking_id } as the reference.`
	);
	expect( message ).toContain( ( await howToPay.textContent() )!.trim() );
	await expect( page.getByText( 'ivo@example.com' ) ).toBeVisible();
	await expect( page.getByRole( 'button', { name: 'Print' } ) ).toBeVisible();
} );

test( 'PDF-08 Download PDF saves an A4 invoice.pdf that pdfinfo reads, then the page reloads; once paid the invoice says so', async ( {
	page,
} ) => {
	const paid = await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ order.booking_id }/mark-paid`
	);
	expect( paid.status(), await paid.text() ).toBe( 200 );
	const staff = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings/${ order.booking_id }`
		)
	);
	expect( staff.invoice_url ).toBe( order.invoice_url );

	await page.goto( String( order.invoice_url ) );
	await expect( page.getByText( 'Paid', { exact: true } ) ).toBeVisible();
	await expect(
		page.locator( '.eventsmith-invoice__instructions' )
	).toHaveCount( 0 );
	const reloaded = page.waitForEvent( 'load' );
	const [ file ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'button', { name: 'Download PDF' } ).click(),
	] );
	expect( file.suggestedFilename() ).toBe( 'invoice.pdf' );
	const path = join(
		mkdtempSync( join( tmpdir(), 'eventsmith-invoice-' ) ),
		'invoice.pdf'
	);
	await file.saveAs( path );
	const info = execFileSync( 'pdfinfo', [ path ], { encoding: 'utf8' } );
	expect( info ).toMatch( /Pages:\s+1/ );
	expect( info ).toMatch( /Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/ );
	await reloaded;
} );

test( 'PDF-07 a forged invoice address shows nothing of the order', async () => {
	const visitor = await session( null );
	const [ , signature ] = String( order.invoice_url )
		.split( '-' )
		.slice( -2 );
	for ( const key of [
		`${ Number( order.booking_id ) + 1 }-${ signature }`,
		`${ order.booking_id }-${ '0'.repeat( 32 ) }`,
		String( order.booking_id ),
	] ) {
		const response = await visitor.request.get(
			`/?eventsmith_invoice=${ key }`
		);
		expect( response.status(), key ).toBe( 404 );
		const body = await response.text();
		expect( body ).toContain( 'This invoice does not exist.' );
		expect( body ).not.toContain( 'Ivo Invoice' );
	}
} );

test( 'the seller details of the settings head the invoice; emptied, the site name comes back', async ( {
	page,
} ) => {
	const settings = '/eventsmith/v2/settings';
	expect(
		(
			await admin.rest( 'PUT', settings, {
				seller_details: 'Box Office Ltd\n1 Main Street\nVAT GB123',
			} )
		).status()
	).toBe( 200 );
	try {
		await page.goto( String( order.invoice_url ) );
		const seller = page.locator( '.eventsmith-invoice__seller' );
		await expect( seller.locator( 'strong' ) ).toHaveText(
			'Box Office Ltd'
		);
		await expect( seller ).toContainText( '1 Main Street' );
		await expect( seller ).toContainText( 'VAT GB123' );
	} finally {
		await admin.rest( 'PUT', settings, { seller_details: '' } );
	}
	await page.goto( String( order.invoice_url ) );
	await expect(
		page.locator( '.eventsmith-invoice__seller strong' )
	).toHaveText( 'Eventsmith' );
} );
