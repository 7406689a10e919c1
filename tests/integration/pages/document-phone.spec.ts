/**
 * Ticket and certificate pages on a phone (issue item 24.5): the design is
 * zoomed to the screen's width, so nothing scrolls sideways and the whole
 * document shows; print and the PDF keep the design's own size. The ticket's
 * QR code is drawn by the server and still reads as the verify address.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { book, booking, ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { decodeQrImages } from '../../support/qr-decode';
import { ADMIN, session, siteUrl } from '../../support/wordpress';
import { createResource } from '../support/rest';
import { TEMPLATES } from '../support/templates';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * The first ticket code of a new booking for a new event.
 *
 * @param fields Further fields of the event.
 * @param who    The attendee's name.
 */
async function ticketCode( fields: Json, who: string ): Promise< string > {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, `Phone ${ who }`, 5, fields );
	await book(
		admin,
		booking( eventId, who, 'phone@example.org', {
			ticket_type: 'Standard',
			price: 10,
		} )
	);
	const attendees = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	return attendees.items[ 0 ].ticket_code;
}

/**
 * The document page's horizontal overflow and the design's box on screen.
 *
 * @param page The page.
 */
const measure = ( page: Page ) =>
	page.evaluate( () => {
		const design = document
			.querySelector( '.eventsmith-template-page' )!
			.getBoundingClientRect();
		return {
			scrollWidth: document.documentElement.scrollWidth,
			left: design.left,
			right: design.right,
			width: design.width,
		};
	} );

/**
 * The page size pdfinfo reads from a saved PDF.
 *
 * @param page The ticket page.
 * @param name The button that saves the PDF.
 */
async function pdfPageSize( page: Page, name: string ): Promise< string > {
	const [ file ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'button', { name } ).click(),
	] );
	const path = join(
		mkdtempSync( join( tmpdir(), 'eventsmith-pdf-' ) ),
		'd.pdf'
	);
	await file.saveAs( path );
	const info = execFileSync( 'pdfinfo', [ path ], { encoding: 'utf8' } );
	return /Page size:\s+(.*)/.exec( info )?.[ 1 ] ?? '';
}

test( 'the ticket page fits a 390 px phone without sideways scrolling; print and the PDF keep the design size; its QR reads', async ( {
	page,
} ) => {
	const code = await ticketCode( {}, 'Nia Phone' );
	await page.setViewportSize( DESKTOP );
	await page.goto( `/?eventsmith_ticket=${ code }` );
	const wide = await measure( page );
	const desktopPdf = await pdfPageSize( page, 'Download PDF' );
	expect( desktopPdf ).toMatch( /^\d/ );

	await page.setViewportSize( PHONE );
	await page.goto( `/?eventsmith_ticket=${ code }` );
	const narrow = await measure( page );
	expect( narrow.scrollWidth ).toBeLessThanOrEqual( PHONE.width );
	expect( narrow.left ).toBeGreaterThanOrEqual( 0 );
	expect( narrow.right ).toBeLessThanOrEqual( PHONE.width );
	// Scaled, not cropped or reflowed: the same design, as wide as the screen allows.
	expect( narrow.width ).toBeGreaterThan( PHONE.width - 40 );
	expect( narrow.width ).toBeLessThan( wide.width );
	await expect( page.getByText( 'Nia Phone' ).first() ).toBeInViewport();
	await expect(
		page.getByRole( 'button', { name: 'Download PDF' } )
	).toBeInViewport();
	expect(
		await decodeQrImages( page, 'svg.eventsmith-qr-code__image' )
	).toEqual( [ `${ siteUrl() }/?eventsmith_verify=${ code }` ] );

	// The PDF made on the phone has the design's page size, as on a desktop.
	expect( await pdfPageSize( page, 'Download PDF' ) ).toBe( desktopPdf );
	expect( ( await measure( page ) ).width ).toBeCloseTo( narrow.width, 0 );

	await page.emulateMedia( { media: 'print' } );
	expect( ( await measure( page ) ).width ).toBeCloseTo( wide.width, 0 );
	await page.emulateMedia( { media: 'screen' } );
} );

test( 'the certificate page fits a 390 px phone and prints at its design size', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const template = await createResource( admin, TEMPLATES, {
		name: 'Phone certificate',
		type: 'certificate',
		content:
			'<!-- wp:paragraph --><p>Certificate for {{attendee_name}}</p><!-- /wp:paragraph -->',
	} );
	await admin.rest( 'PATCH', `${ TEMPLATES }/${ template.id }`, {
		status: 'publish',
	} );
	const code = await ticketCode(
		{ certificate_template: template.id },
		'Cal Phone'
	);
	await page.setViewportSize( PHONE );
	await page.goto( `/?eventsmith_certificate=${ code }` );
	await expect(
		page.getByText( 'Certificate for Cal Phone' )
	).toBeInViewport();
	const narrow = await measure( page );
	expect( narrow.scrollWidth ).toBeLessThanOrEqual( PHONE.width );
	expect( narrow.right ).toBeLessThanOrEqual( PHONE.width );
	await page.emulateMedia( { media: 'print' } );
	expect( ( await measure( page ) ).width ).toBeGreaterThanOrEqual( 595 );
} );

test( 'the invoice page fits a 390 px phone without sideways scrolling', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Phone invoice gala', 5 );
	const types = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{ ticket_types: [ { name: 'Stalls', price: 25, capacity: 5 } ] }
		)
	);
	const answer = await (
		await session( null )
	).request.post(
		`/wp-json/eventsmith/v2/public/events/${ eventId }/checkout`,
		{
			data: {
				buyer_name: 'Ivy Phone',
				buyer_email: 'ivy@example.com',
				tickets: { [ types[ 0 ].id ]: 1 },
				attendees: [
					{
						ticket_type_id: types[ 0 ].id,
						name: 'Ivy Phone',
						email: 'ivy@example.com',
					},
				],
			},
		}
	);
	expect( answer.status(), await answer.text() ).toBe( 201 );
	await page.setViewportSize( PHONE );
	await page.goto( String( ( await json( answer ) ).invoice_url ) );
	await expect( page.locator( 'tfoot' ) ).toContainText( '25.00' );
	expect(
		await page.evaluate( () => document.documentElement.scrollWidth )
	).toBeLessThanOrEqual( PHONE.width );
	const box = await page
		.locator( '[data-eventsmith-document]' )
		.boundingBox();
	expect( ( box?.x ?? -1 ) + ( box?.width ?? 999 ) ).toBeLessThanOrEqual(
		PHONE.width
	);
} );
