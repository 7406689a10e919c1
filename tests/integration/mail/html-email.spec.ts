/**
 * HTML e-mails (issue 27.2): the ticket and RSVP e-mails are
 * multipart/alternative (plain text and HTML from one template) with the
 * event's .ics attached, read here from the raw MIME message PHPMailer builds.
 * The HTML runs no script, every link in it opens, and no link carries a
 * nonce or any secret beyond the ticket's own code. The settings preview
 * renders the same template for staff who may change the settings.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import ICAL from 'ical.js';
import { json, type Json } from '../../support/json';
import { parseMime, type MimePart } from '../../support/mime';
import { ticketedEvent } from '../../support/bookings';
import { createRsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, session, siteUrl } from '../../support/wordpress';
import { runToken } from '../support/rest';

const MAILBOX = '/eventsmith-test/v1/mail';
const PREVIEW = '/eventsmith/v2/settings/mail-preview';

/** Query arguments a link in an e-mail may carry. */
const ALLOWED_ARGS = [ 'eventsmith_ticket', 'eventsmith_calendar', 'p' ];

function part( parts: MimePart[], type: string ): MimePart {
	const found = parts.find( ( p ) => p.type === type );
	expect( found, `a ${ type } part` ).toBeTruthy();
	return found!;
}

/**
 * The addresses an e-mail's HTML links or loads; pictures sent inside the
 * message (`cid:`, the tickets' QR codes) are not addresses.
 *
 * @param html The HTML part.
 */
function links( html: string ): string[] {
	return [ ...html.matchAll( /\s(?:href|src)="([^"]+)"/g ) ]
		.map( ( m ) => m[ 1 ]!.replace( /&amp;/g, '&' ) )
		.filter( ( link ) => ! link.startsWith( 'cid:' ) );
}

test( "MAIL-HTML-01: the RSVP confirmation is HTML and plain text with the event's .ics; no script, every link opens and carries no secret", async () => {
	const admin = await session( ADMIN );
	const event = await createRsvpEvent( admin, 'Mail & Tunes', {
		capacity: 20,
		max: 2,
	} );
	expect(
		(
			await admin.rest( 'PUT', `/eventsmith/v2/events/${ event.id }`, {
				timezone: 'Europe/Berlin',
				location: { address: { address: 'Hall <b>2</b>, Main St 1' } },
			} )
		).status()
	).toBe( 200 );
	const address = `${ runToken( 'html' ).toLowerCase() }@example.org`;
	await admin.rest( 'GET', MAILBOX );

	const guest = await visitor();
	expect(
		(
			await guest.rsvp( event.id, {
				response: 'going',
				attendees: [
					{ name: 'Ann <script>alert(1)</script>', email: address },
				],
			} )
		).status()
	).toBe( 201 );
	const mail = (
		await json< Json[] >( await admin.rest( 'GET', MAILBOX ) )
	).filter( ( m ) => m.to === address );
	expect( mail ).toHaveLength( 1 );
	const raw: string = mail[ 0 ]!.mime;
	expect( raw.toLowerCase() ).not.toContain( '<script' );

	const { headers, parts } = parseMime( raw );
	expect( headers[ 'content-type' ] ).toMatch( /^multipart\/mixed/ );
	const text = part( parts, 'text/plain' ).body;
	const html = part( parts, 'text/html' ).body;
	expect( raw ).toMatch( /Content-Type: multipart\/alternative/ );

	// The same staff text in both parts; the HTML escapes what it shows.
	expect( text ).toContain( 'Hello Ann, thank you for your RSVP.' );
	expect( html ).toContain( 'Hello Ann, thank you for your RSVP.' );
	expect( html ).toContain( 'Mail &amp; Tunes' );
	expect( html ).toContain( 'September 1, 2031 6:00 pm (Europe/Berlin)' );
	expect( html ).toContain( 'Hall &lt;b&gt;2&lt;/b&gt;, Main St 1' );
	expect( html ).not.toContain( '<b>2</b>' );
	expect( html ).toContain( 'max-width:600px' );
	expect( html ).toMatch( />View your ticket<\/a>/ );

	// The calendar file of the event page's "add to calendar".
	const ics = part( parts, 'text/calendar' );
	expect( ics.filename ).toMatch( /\.ics$/ );
	const vevent = new ICAL.Component(
		ICAL.parse( ics.body )
	).getFirstSubcomponent( 'vevent' );
	const entry = new ICAL.Event( vevent! );
	expect( entry.summary ).toBe( 'Mail & Tunes' );
	expect( entry.startDate.toJSDate().toISOString() ).toBe(
		'2031-09-01T16:00:00.000Z'
	);

	// Every link opens for the guest (no login), and none carries a nonce or key.
	const anonymous = await playwrightRequest.newContext();
	const found = links( html );
	expect( found.length ).toBeGreaterThanOrEqual( 3 );
	for ( const link of found ) {
		const url = new URL( link );
		expect( url.origin ).toBe( new URL( siteUrl() ).origin );
		for ( const arg of url.searchParams.keys() ) {
			expect( ALLOWED_ARGS, `${ link } carries ${ arg }` ).toContain(
				arg
			);
		}
		expect( link ).not.toMatch( /nonce|user_id|key=/i );
		const opened = await anonymous.get( link, { maxRedirects: 5 } );
		expect( opened.status(), link ).toBe( 200 );
	}
	await anonymous.dispose();
} );

test( "MAIL-HTML-03: a visitor's free ticket order e-mails HTML and plain text with the ticket button and the event's .ics", async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Harbour Talks', 10 );
	const types = await json< Json[] >(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{ ticket_types: [ { name: 'Talk', capacity: 5 } ] }
		)
	);
	const buyer = `${ runToken( 'ticket' ).toLowerCase() }@example.org`;
	await admin.rest( 'GET', MAILBOX );

	const guest = await session( null );
	const placed = await guest.rest(
		'POST',
		`/eventsmith/v2/public/events/${ eventId }/checkout`,
		{
			buyer_name: 'Bea Buyer',
			buyer_email: buyer,
			tickets: { [ types[ 0 ]!.id ]: 1 },
			attendees: [
				{
					ticket_type_id: types[ 0 ]!.id,
					name: 'Bea Buyer',
					email: buyer,
				},
			],
		}
	);
	expect( placed.status(), await placed.text() ).toBe( 201 );
	const ticketUrl: string = ( await json( placed ) ).tickets[ 0 ].url;

	const mail = (
		await json< Json[] >( await admin.rest( 'GET', MAILBOX ) )
	).filter( ( m ) => m.to === buyer );
	expect( mail ).toHaveLength( 1 );
	const { parts } = parseMime( mail[ 0 ]!.mime );
	const text = part( parts, 'text/plain' ).body;
	const html = part( parts, 'text/html' ).body;
	expect( text ).toContain( ticketUrl );
	expect( html ).toContain( 'Harbour Talks' );
	expect( html ).toMatch( />View your ticket<\/a>/ );
	expect( links( html ) ).toContain( ticketUrl );
	expect( html.toLowerCase() ).not.toContain( '<script' );

	const ics = part( parts, 'text/calendar' );
	const entry = new ICAL.Event(
		new ICAL.Component( ICAL.parse( ics.body ) ).getFirstSubcomponent(
			'vevent'
		)!
	);
	expect( entry.summary ).toBe( 'Harbour Talks' );
	expect( entry.startDate.toJSDate().toISOString() ).toBe(
		'2031-10-01T10:00:00.000Z'
	);
} );

test( 'MAIL-HTML-02: the settings preview renders each e-mail for staff who may change the settings, and refuses an unknown kind naming it', async () => {
	const admin = await session( ADMIN );
	const bad = await admin.rest( 'GET', `${ PREVIEW }?kind=newsletter` );
	expect( bad.status() ).toBe( 400 );
	expect( ( await json( bad ) ).data.params ).toHaveProperty( 'kind' );
	const missing = await admin.rest( 'GET', PREVIEW );
	expect( missing.status() ).toBe( 400 );
	expect( ( await json( missing ) ).data.params ).toHaveProperty( 'kind' );

	const preview = await json(
		await admin.rest( 'GET', `${ PREVIEW }?kind=event_reminder` )
	);
	expect( preview.subject ).toMatch( /^Coming up: / );
	expect( preview.html ).toContain( '<table role="presentation"' );
	expect( preview.html ).toContain( 'Hello Alex Example' );
	expect( preview.html.toLowerCase() ).not.toContain( '<script' );
	expect( preview.text ).toContain( 'Hello Alex Example' );

	const anonymous = await session( null );
	expect(
		(
			await anonymous.rest( 'GET', `${ PREVIEW }?kind=order_tickets` )
		).status()
	).toBe( 401 );
} );
