/**
 * The ticket e-mail carries the tickets (issue 32.11), as readme.txt
 * promises: each ticket's QR code is a PNG drawn on the server and sent
 * inside the message (the HTML shows it by `cid:`; most mail clients show no
 * SVG and block remote pictures), next to a link to the ticket's page with
 * its PDF. The picture is read from the captured MIME message and decoded
 * as a phone camera would (tests/support/qr-decode.ts): it says the verify
 * address the door scanner reads. The message goes through the mail queue
 * (sent from its stored row), so a queued message carries the codes too.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { parseMime, type MimePart } from '../../support/mime';
import { ticketedEvent } from '../../support/bookings';
import { decodeQrImages } from '../../support/qr-decode';
import { createRsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, session, siteUrl } from '../../support/wordpress';
import { runToken } from '../support/rest';

const MAILBOX = '/eventsmith-test/v1/mail';

type Inline = { cid: string; png: Buffer };

/**
 * The pictures the HTML shows by `cid:`, each matched with its image/png part.
 *
 * @param raw The whole message.
 */
function inlinePictures( raw: string ): { html: string; pictures: Inline[] } {
	const { parts } = parseMime( raw );
	const html = parts.find( ( p ) => p.type === 'text/html' )!.body;
	const cids = [ ...html.matchAll( /<img[^>]+src="cid:([^"]+)"/g ) ].map(
		( m ) => m[ 1 ]!
	);
	const pictures = cids.map( ( cid ) => {
		const found = parts.find(
			( p: MimePart ) =>
				( p.headers[ 'content-id' ] ?? '' ).replace( /[<>]/g, '' ) ===
				cid
		);
		expect( found, `a part with Content-ID <${ cid }>` ).toBeTruthy();
		expect( found!.type ).toBe( 'image/png' );
		expect( found!.headers[ 'content-disposition' ] ?? '' ).toMatch(
			/^inline/
		);
		return { cid, png: found!.bytes };
	} );
	return { html, pictures };
}

/**
 * What each picture encodes, read in the browser as a camera would.
 *
 * @param page     A page of the site (the decoder runs there).
 * @param pictures The pictures.
 */
async function decode(
	page: import( '@playwright/test' ).Page,
	pictures: Inline[]
): Promise< ( string | null )[] > {
	await page.evaluate(
		( sources ) => {
			for ( const src of sources ) {
				const image = document.createElement( 'img' );
				image.className = 'mail-qr';
				image.src = src;
				document.body.append( image );
			}
		},
		pictures.map(
			( p ) => `data:image/png;base64,${ p.png.toString( 'base64' ) }`
		)
	);
	return decodeQrImages( page, 'img.mail-qr' );
}

/**
 * The ticket code of a ticket page's address.
 *
 * @param url Ticket page.
 */
const codeOf = ( url: string ) =>
	new URL( url ).searchParams.get( 'eventsmith_ticket' )!;

test( "MAIL-HTML-03 an order e-mail shows each ticket's QR code as an inline PNG that scans as its verify address, with a link to its page (32.11)", async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'QR Harbour', 10 );
	const types = await json< Json[] >(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{ ticket_types: [ { name: 'Deck', capacity: 5 } ] }
		)
	);
	const buyer = `${ runToken( 'qr' ).toLowerCase() }@example.org`;
	await admin.rest( 'GET', MAILBOX );

	const placed = await (
		await session( null )
	).rest( 'POST', `/eventsmith/v2/public/events/${ eventId }/checkout`, {
		buyer_name: 'Quinn Buyer',
		buyer_email: buyer,
		tickets: { [ types[ 0 ]!.id ]: 2 },
		attendees: [
			{
				ticket_type_id: types[ 0 ]!.id,
				name: 'Quinn Buyer',
				email: buyer,
			},
			{ ticket_type_id: types[ 0 ]!.id, name: 'Rae Guest', email: buyer },
		],
	} );
	expect( placed.status(), await placed.text() ).toBe( 201 );
	const ticketUrls: string[] = ( await json( placed ) ).tickets.map(
		( t: Json ) => t.url
	);
	expect( ticketUrls ).toHaveLength( 2 );

	const mail = (
		await json< Json[] >( await admin.rest( 'GET', MAILBOX ) )
	).filter( ( m ) => m.to === buyer );
	expect( mail ).toHaveLength( 1 );
	const { html, pictures } = inlinePictures( mail[ 0 ]!.mime );
	expect( pictures ).toHaveLength( 2 );
	expect( new Set( pictures.map( ( p ) => p.cid ) ).size ).toBe( 2 );
	for ( const picture of pictures ) {
		// A real PNG, drawn on the server.
		expect( picture.png.subarray( 0, 8 ).toString( 'hex' ) ).toBe(
			'89504e470d0a1a0a'
		);
	}
	// Each ticket's page (with its PDF) is linked next to its code.
	for ( const url of ticketUrls ) {
		expect( html.replace( /&amp;/g, '&' ) ).toContain( `href="${ url }"` );
	}
	expect( html ).toContain( 'Quinn Buyer (Deck)' );
	expect( html ).toContain( 'Rae Guest (Deck)' );

	await page.goto( ticketUrls[ 0 ]! );
	expect( await decode( page, pictures ) ).toEqual(
		ticketUrls.map(
			( url ) => `${ siteUrl() }/?eventsmith_verify=${ codeOf( url ) }`
		)
	);
} );

test( 'MAIL-HTML-01 the RSVP confirmation carries the QR code of each ticket too (32.11)', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const event = await createRsvpEvent( admin, 'QR Tunes', {
		capacity: 20,
		max: 2,
	} );
	const address = `${ runToken( 'qrrsvp' ).toLowerCase() }@example.org`;
	await admin.rest( 'GET', MAILBOX );
	const answered = await (
		await visitor()
	).rsvp( event.id, {
		response: 'going',
		attendees: [ { name: 'Ann Scanner', email: address } ],
	} );
	expect( answered.status() ).toBe( 201 );
	const mail = (
		await json< Json[] >( await admin.rest( 'GET', MAILBOX ) )
	).filter( ( m ) => m.to === address );
	expect( mail ).toHaveLength( 1 );
	const { html, pictures } = inlinePictures( mail[ 0 ]!.mime );
	expect( pictures ).toHaveLength( 1 );
	const ticketUrl = /href="([^"]*eventsmith_ticket=[^"]+)"/
		.exec( html )![ 1 ]!
		.replace( /&amp;/g, '&' );
	await page.goto( ticketUrl );
	expect( await decode( page, pictures ) ).toEqual( [
		`${ siteUrl() }/?eventsmith_verify=${ codeOf( ticketUrl ) }`,
	] );
} );
