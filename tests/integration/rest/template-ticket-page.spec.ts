/**
 * The public ticket page and its QR verify address: the ticket rendered for
 * its holder (with the event's own ticket template when it has one), and the
 * verify address answering the scanner only for staff.
 */
import { expect, test } from '@playwright/test';
import { book, booking } from '../../support/bookings';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { session, siteUrl } from '../../support/wordpress';
import { renderFixtureOnce, SHOWN_NAME } from '../support/render';
import { createResource, statusOf } from '../support/rest';
import { TEMPLATES, text } from '../support/templates';

const fixture = renderFixtureOnce();

/**
 * The ticket page of a ticket code, as a visitor gets it.
 *
 * @param code Ticket code.
 */
async function ticketPage( code: string ) {
	return ( await session( null ) ).request.get(
		`/?eventsmith_ticket=${ code }`
	);
}

test( 'QR-01 the ticket page renders the ticket with the QR of the verify address; unknown codes are 404', async () => {
	const { attendee } = fixture();
	const page = await ticketPage( attendee.ticket_code );
	expect( page.status() ).toBe( 200 );
	const html = await page.text();
	expect( html ).not.toContain( '{{' );
	expect( text( html ) ).toContain( 'Render Summit' );
	expect( text( html ) ).toContain( SHOWN_NAME );
	const verify = `${ siteUrl() }/?eventsmith_verify=${ attendee.ticket_code }`;
	// The code is drawn on the server (decoded in the ticket page's browser test): no QR script.
	expect( html ).toMatch(
		/<svg class="eventsmith-qr-code__image"[^>]*aria-label="Ticket QR code"/
	);
	expect( html ).toContain(
		`<a class="eventsmith-qr-code__link" href="${ verify }">`
	);
	expect( html ).not.toMatch( /template-editor\/ticket-qr\.js/ );

	for ( const unknown of [ '0123456789abcdef0123456789abcdef', 'nope' ] ) {
		expect( ( await ticketPage( unknown ) ).status(), unknown ).toBe( 404 );
	}
} );

test( 'QR-02 the verify address answers the scanner only for staff with a nonce', async () => {
	const { admin, eventId, attendee } = fixture();
	const verify = `/?eventsmith_verify=${ attendee.ticket_code }&scanner_active=1&action=scanner_verification&ticket_info=1&event_id=${ eventId }`;
	const visitor = await session( null );
	const refused = await visitor.request.get( `${ verify }&security=x` );
	expect( refused.status() ).toBe( 401 );
	expect( ( await json( refused ) ).data.status_code ).not.toBe( 2 );
	const badNonce = await admin.request.get(
		`${ verify }&security=0000000000`
	);
	expect( badNonce.status() ).toBe( 403 );
} );

test( "an event's ticket template, set over REST, is what its ticket page shows, with the attendee's values", async () => {
	const { admin } = fixture();
	const event = await createEvent( admin, {
		title: 'Ticketed Gala',
		...oneDay( '2031-09-01', '19:00', '23:00' ),
		total_ticket: 5,
	} );
	const grace = booking( event.id, 'Grace Holder', 'grace@example.org', {
		ticket_type: 'Balcony',
		price: 10,
	} );
	await book( admin, grace );
	const holder = (
		await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ event.id }`
			)
		)
	).items[ 0 ];
	const template = await createResource( admin, TEMPLATES, {
		name: 'Gala ticket',
		type: 'ticket',
		content:
			'<!-- wp:paragraph --><p>GALA PASS for {{attendee_name}} ({{ticket_type}}) at {{event_title}}</p><!-- /wp:paragraph -->' +
			'<!-- wp:eventsmith/qr-code {"size":120} /-->',
	} );
	expect(
		await statusOf( admin, 'PUT', `${ TEMPLATES }/${ template.id }`, {
			status: 'publish',
		} )
	).toBe( 200 );

	const shownTicket = async () =>
		( await ticketPage( holder.ticket_code ) ).text();
	// Without a ticket template: the default layout.
	expect( text( await shownTicket() ) ).not.toContain( 'GALA PASS' );

	const set = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }`,
		{
			ticket_template: template.id,
		}
	);
	expect( set.status() ).toBe( 200 );
	expect( ( await json( set ) ).ticket_template ).toBe( template.id );

	const shown = await shownTicket();
	expect( text( shown ) ).toContain(
		'GALA PASS for Grace Holder (Balcony) at Ticketed Gala'
	);
	expect( shown ).toContain(
		`href="${ siteUrl() }/?eventsmith_verify=${ holder.ticket_code }"`
	);
	expect( shown ).toContain( '<svg class="eventsmith-qr-code__image"' );
} );
