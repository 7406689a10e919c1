/**
 * The invoice PDF is written as text (PDF-08): a 10-line order's file holds
 * the order number, the seller, every line with its quantity, unit price and
 * amount, and the total as text that pdftotext reads; it is one A4 page under
 * 100 KB. German umlauts and the euro sign are text too; a name outside the
 * standard font's letters (Polish) is drawn as a picture at its place.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BOOKINGS, book, ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

const token = runToken( 'invoice-text' );
const SETTINGS = '/eventsmith/v2/settings';
const SELLER = [
	'Müller Veranstaltungen GmbH',
	'Hauptstraße 1, 10115 Berlin',
	'Preise in € inkl. MwSt.',
];
const LINES = [
	{ ticket_type: 'Frühbucher', price: 25, quantity: 2 },
	{ ticket_type: 'Stehplatz Süd', price: 18.5, quantity: 4 },
	{ ticket_type: 'Loge', price: 120, quantity: 1 },
	{ ticket_type: 'Ermäßigt (Schüler)', price: 9.9, quantity: 3 },
	{ ticket_type: 'Familienkarte', price: 59, quantity: 1 },
	{ ticket_type: 'Workshop Café', price: 35, quantity: 2 },
	{ ticket_type: 'Gutschein 10 €', price: 10, quantity: 5 },
	// An ampersand and quotes in a name reach the PDF as they are (the page's data escapes them).
	{ ticket_type: 'Parkplatz & "Nord"', price: 7, quantity: 2 },
	{ ticket_type: 'VIP-Empfang', price: 250, quantity: 1 },
	{ ticket_type: 'Łódź Pass', price: 12, quantity: 1 },
];

let admin: Session;
let order: Json;

test.beforeAll( async () => {
	admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, `Sommerfest ${ token }`, 100 );
	order = await book( admin, {
		event_id: eventId,
		customer_name: 'Jürgen Groß',
		customer_email: 'juergen@example.com',
		currency: 'eur',
		lines: LINES,
	} );
	expect(
		(
			await admin.rest( 'PUT', SETTINGS, {
				seller_details: SELLER.join( '\n' ),
			} )
		).status()
	).toBe( 200 );
} );

test.afterAll( async () => {
	await admin.rest( 'PUT', SETTINGS, { seller_details: '' } );
} );

test( 'PDF-08 the invoice PDF of a 10-line order is text pdftotext reads: number, seller, each line, total; one A4 page under 100 KB', async ( {
	page,
} ) => {
	const staff = await json(
		await admin.rest( 'GET', `${ BOOKINGS }/${ order.id }` )
	);
	await page.goto( String( staff.invoice_url ) );
	const total = ( await page.locator( 'tfoot td' ).textContent() )!.trim();
	expect( total ).toBe( '728.70 EUR' );
	const [ file ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'button', { name: 'Download PDF' } ).click(),
	] );
	expect( file.suggestedFilename() ).toBe( 'invoice.pdf' );
	const path = join(
		mkdtempSync( join( tmpdir(), 'eventsmith-invoice-text-' ) ),
		'invoice.pdf'
	);
	await file.saveAs( path );

	expect( statSync( path ).size ).toBeLessThanOrEqual( 100 * 1024 );
	const info = execFileSync( 'pdfinfo', [ path ], { encoding: 'utf8' } );
	expect( info ).toMatch( /Pages:\s+1\n/ );
	expect( info ).toMatch( /Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/ );

	const text = execFileSync( 'pdftotext', [ '-layout', path, '-' ], {
		encoding: 'utf8',
	} );
	expect( text ).toContain( `Invoice #${ order.id }` );
	for ( const line of SELLER ) {
		expect( text ).toContain( line );
	}
	expect( text ).toContain( 'Jürgen Groß' );
	expect( text ).toContain( `Sommerfest ${ token }` );
	// Each line reads across as on the page: ticket, quantity, unit price, amount.
	const money = ( n: number ) =>
		n.toLocaleString( 'en-US', { minimumFractionDigits: 2 } ) + ' EUR';
	for ( const line of LINES.slice( 0, 9 ) ) {
		expect( text ).toMatch(
			new RegExp(
				[
					line.ticket_type.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ),
					String( line.quantity ),
					money( line.price ),
					money( line.price * line.quantity ),
				].join( '\\s+' )
			)
		);
	}
	expect( text ).toMatch( new RegExp( `Total\\s+${ total }` ) );
	expect( text ).toMatch( /Paid|Awaiting payment/ );

	// The Polish name is no text the standard font could write: a picture of it stands in its row.
	expect( text ).toMatch( /\n\s+1\s+12\.00 EUR\s+12\.00 EUR/ );
	expect( text ).not.toContain( 'Aód' );
	const images = execFileSync( 'pdfimages', [ '-list', path ], {
		encoding: 'utf8',
	} )
		.trim()
		.split( '\n' )
		.slice( 2 )
		.filter( ( row ) => row.trim().split( /\s+/ )[ 2 ] === 'image' );
	expect( images ).toHaveLength( 1 );
} );
