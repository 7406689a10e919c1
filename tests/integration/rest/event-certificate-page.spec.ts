/**
 * The certificate page `{home}/?eventsmith_certificate={code}`: the event's
 * published certificate template rendered for one attendee, reached from the
 * Send Certificate e-mail (GAP-27).
 */
import { expect, test } from '@playwright/test';
import { book, booking, ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { createResource, statusOf } from '../support/rest';
import { TEMPLATES, text } from '../support/templates';

/**
 * The certificate page as a visitor gets it.
 *
 * @param code Ticket code.
 */
async function certificatePage( code: string ) {
	return ( await session( null ) ).request.get(
		`/?eventsmith_certificate=${ code }`
	);
}

/**
 * The ticket codes of the certificate addresses in an e-mail.
 *
 * @param message The e-mail's text.
 */
const codesIn = ( message: string ) =>
	[ ...message.matchAll( /\?eventsmith_certificate=([0-9a-f]+)/g ) ].map(
		( found ) => found[ 1 ]!
	);

test( 'GAP-27 the certificate e-mail links each attendee to their own certificate, rendered from the published template', async () => {
	const admin = await session( ADMIN );
	const template = await createResource( admin, TEMPLATES, {
		name: 'Gala certificate',
		type: 'certificate',
		content:
			'<!-- wp:paragraph --><p>Certificate for {{attendee_name}} at {{event_title}}</p><!-- /wp:paragraph -->',
	} );
	await admin.rest( 'PATCH', `${ TEMPLATES }/${ template.id }`, {
		status: 'publish',
	} );
	const eventId = await ticketedEvent( admin, 'Certified gala', 20, {
		certificate_template: template.id,
	} );
	const made: Record< string, Json > = {};
	for ( const [ who, quantity ] of [
		[ 'Ann Lee', 2 ],
		[ 'Cy Park', 1 ],
	] as const ) {
		made[ who ] = await book(
			admin,
			booking( eventId, who, `${ who.split( ' ' )[ 0 ] }@Example.org`, {
				ticket_type: 'Standard',
				quantity,
				price: 10,
			} )
		);
	}
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );
	const sent = await admin.rest(
		'POST',
		`/eventsmith/v2/events/${ eventId }/send-certificate`
	);
	expect( await json( sent ) ).toEqual( { sent: 1, queued: 1, failed: [] } );
	const mail = await json< Json[] >(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	const to = ( address: string ) =>
		String( mail.find( ( m ) => m.to === address )?.message ?? '' );
	expect( to( 'ann@example.org' ) ).toContain( 'save it as PDF' );

	// Ann booked two tickets: both certificates are in her e-mail.
	const annCodes = codesIn( to( 'ann@example.org' ) );
	const [ cyCode ] = codesIn( to( 'cy@example.org' ) );
	expect( annCodes ).toHaveLength( 2 );
	expect( new Set( annCodes ).size ).toBe( 2 );
	for ( const code of [ ...annCodes, cyCode! ] ) {
		const page = await certificatePage( code );
		expect( page.status(), code ).toBe( 200 );
		const html = await page.text();
		expect( html ).not.toContain( '{{' );
		// Printing (or saving as PDF) gives one landscape certificate sheet.
		expect( html ).toContain( '@page{size:842px 595px;margin:0;}' );
		expect( text( html ) ).toContain(
			`Certificate for ${
				code === cyCode ? 'Cy Park' : 'Ann Lee'
			} at Certified gala`
		);
	}

	// Unknown codes, refunded tickets and a template taken back to draft: 404.
	expect(
		( await certificatePage( '0123456789abcdef0123456789abcdef' ) ).status()
	).toBe( 404 );
	expect(
		await statusOf(
			admin,
			'POST',
			`/eventsmith/v2/bookings/${ made[ 'Cy Park' ]!.id }/refund`
		)
	).toBe( 200 );
	expect( ( await certificatePage( cyCode! ) ).status() ).toBe( 404 );
	await admin.rest( 'PATCH', `${ TEMPLATES }/${ template.id }`, {
		status: 'draft',
	} );
	expect( ( await certificatePage( annCodes[ 0 ]! ) ).status() ).toBe( 404 );
} );
