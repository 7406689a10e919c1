/**
 * The certificates widget (SC-18, PDF-01): every visitor gets a "Ticket ID"
 * form opening that ticket's certificate page; a signed-in visitor also sees
 * the certificates of the tickets held under their e-mail address, only for
 * published events whose certificate template is published, with the
 * details the widget's options choose. Block and shortcode print the same.
 */
import { expect, test } from '@playwright/test';
import { book, booking, ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { publishPage } from '../../support/pages';
import {
	ADMIN,
	ensureUser,
	session,
	type Session,
} from '../../support/wordpress';
import { createResource, runToken } from '../support/rest';
import { TEMPLATES } from '../support/templates';

const token = runToken( 'cert' );
let admin: Session;
let certified: number;
let uncertified: number;
let holderCode: string;

/**
 * The ticket codes of an e-mail address at an event.
 *
 * @param eventId Event.
 * @param email   Address.
 */
async function codesOf( eventId: number, email: string ): Promise< string[] > {
	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	return ( list.items as Json[] )
		.filter( ( a ) => String( a.email ).toLowerCase() === email )
		.map( ( a ) => String( a.ticket_code ) );
}

/**
 * A page's HTML as a session sees it.
 *
 * @param who     Session (anonymous or signed in).
 * @param content Page content.
 */
async function pageAs( who: Session, content: string ): Promise< string > {
	const url = await publishPage( `Certificates ${ token }`, content );
	const response = await who.request.get( url );
	expect( response.status() ).toBe( 200 );
	return response.text();
}

/**
 * The widget's markup within a page.
 * @param html
 */
const widget = ( html: string ) => {
	const start = html.indexOf(
		'<div class="wp-block-eventsmith-certificates'
	);
	expect( start, 'the widget is on the page' ).toBeGreaterThan( -1 );
	return html.slice( start, html.indexOf( '</form>', start ) + 7 );
};

test.beforeAll( async () => {
	admin = await session( ADMIN );
	const template = await createResource( admin, TEMPLATES, {
		name: `Certificate ${ token }`,
		type: 'certificate',
		content:
			'<!-- wp:paragraph --><p>Well done {{attendee_name}} at {{event_title}}</p><!-- /wp:paragraph -->',
	} );
	await admin.rest( 'PATCH', `${ TEMPLATES }/${ template.id }`, {
		status: 'publish',
	} );
	certified = await ticketedEvent( admin, `Certified ${ token }`, 20, {
		certificate_template: template.id,
	} );
	uncertified = await ticketedEvent( admin, `Plain ${ token }`, 20 );
	await ensureUser( 'subscriber', 'cert-holder' );
	for ( const eventId of [ certified, uncertified ] ) {
		await book(
			admin,
			booking( eventId, 'Cert Holder', 'Cert-Holder@Example.org', {
				ticket_type: 'Standard',
				price: 10,
			} )
		);
	}
	holderCode =
		( await codesOf( certified, 'cert-holder@example.org' ) )[ 0 ] ?? '';
} );

test( "SC-18 PDF-01 a visitor gets the ticket ID form only, and it opens that ticket's certificate", async () => {
	const visitor = await session( null );
	const html = widget(
		await pageAs( visitor, '<!-- wp:eventsmith/certificates /-->' )
	);
	expect( html ).toContain( 'name="eventsmith_certificate"' );
	expect( html ).toContain( '>Ticket ID</label>' );
	expect( html ).toContain( 'Get certificate' );
	expect( html ).not.toContain( 'Your certificates' );
	expect( html ).not.toContain( holderCode );

	// What submitting the form asks for: the certificate page of the code typed.
	const certificate = await visitor.request.get(
		`/?eventsmith_certificate=${ holderCode.toUpperCase() }`
	);
	expect( certificate.status() ).toBe( 200 );
	expect( await certificate.text() ).toContain(
		`Well done Cert Holder at Certified ${ token }`
	);
} );

test( 'SC-18 a signed-in holder sees the certificates of their own tickets, only where the event gives one', async () => {
	const holder = await session(
		await ensureUser( 'subscriber', 'cert-holder' )
	);
	const html = widget(
		await pageAs( holder, '<!-- wp:eventsmith/certificates /-->' )
	);
	expect( html ).toContain( 'Your certificates' );
	expect( html ).toContain( `Certified ${ token }` );
	expect( html ).not.toContain( `Plain ${ token }` );
	expect( html ).toContain( `Ticket ID: ${ holderCode }` );
	expect( html ).toContain( 'Wed 1 October 2031' );
	expect( html ).toContain( '10:00 am–5:00 pm (UTC)' );
	expect( html ).toContain( `/?eventsmith_certificate=${ holderCode }"` );
	expect( ( html.match( /Download certificate</g ) ?? [] ).length ).toBe( 1 );

	// The options hide what they name; the shortcode prints the same as the block.
	const trimmed = widget(
		await pageAs(
			holder,
			'<!-- wp:eventsmith/certificates {"showDate":false,"showTime":false,"showTicketId":false} /-->'
		)
	);
	const fromShortcode = widget(
		await pageAs(
			holder,
			'<!-- wp:shortcode -->[eventsmith_certificate show_date="no" show_time="no" show_ticket_id="no"]<!-- /wp:shortcode -->'
		)
	);
	expect( trimmed ).not.toContain( 'Ticket ID:' );
	expect( trimmed ).not.toContain( '2031' );
	expect( trimmed ).toContain( `Certified ${ token }` );
	expect( fromShortcode.replace( /-\d+/g, '' ) ).toBe(
		trimmed.replace( /-\d+/g, '' )
	);
} );

test( "SC-18 another signed-in user sees none of the holder's certificates, and says so", async () => {
	const other = await session(
		await ensureUser( 'subscriber', 'cert-other' )
	);
	const html = widget(
		await pageAs( other, '<!-- wp:eventsmith/certificates /-->' )
	);
	expect( html ).toContain(
		'No certificates yet. They appear here when an event you have a ticket for offers one.'
	);
	expect( html ).not.toContain( holderCode );
	expect( html ).not.toContain( `Certified ${ token }` );
} );
