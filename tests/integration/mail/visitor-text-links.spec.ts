/**
 * The site cannot be made to send a stranger's link (issue 32.7): what a
 * visitor types (their name, a guest's name) is shown as text in the HTML
 * e-mail and never made a link; the addresses the plugin builds (tickets,
 * the event page) still are.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { parseMime } from '../../support/mime';
import { createRsvpEvent, visitor } from '../../support/rsvp';
import { soldOutType, takeMail, waitlistRoute } from '../../support/waitlist';
import { ADMIN, session } from '../../support/wordpress';
import { runToken } from '../support/rest';

function htmlOf( mail: Json ): string {
	const found = parseMime( mail.mime ).parts.find(
		( p ) => p.type === 'text/html'
	);
	expect( found, 'an HTML part' ).toBeTruthy();
	return found!.body;
}

const hrefs = ( html: string ) =>
	[ ...html.matchAll( /<a\s[^>]*href="([^"]+)"/g ) ].map( ( m ) =>
		m[ 1 ]!.replace( /&amp;/g, '&' )
	);

test( 'an RSVP guest named like a web address gets no link to it in the HTML e-mail; the ticket links stay (32.7)', async () => {
	const admin = await session( ADMIN );
	const event = await createRsvpEvent( admin, 'Link-free names', {
		capacity: 20,
		max: 3,
	} );
	const address = `${ runToken( 'links' ).toLowerCase() }@example.org`;
	await takeMail( admin );
	const guest = await visitor();
	const answer = await guest.rsvp( event.id, {
		response: 'going',
		attendees: [
			{ name: 'http://evil.test/win', email: address },
			{ name: 'www.evil.test', email: 'second@example.org' },
			{ name: 'https://evil.test/prize.', email: 'third@example.org' },
		],
	} );
	expect( answer.status(), await answer.text() ).toBe( 201 );
	const codes: string[] = ( await json( answer ) ).tickets;
	const mail = ( await takeMail( admin ) ).filter(
		( m ) => m.to === address
	);
	expect( mail ).toHaveLength( 1 );
	const html = htmlOf( mail[ 0 ]! );
	expect( html ).toContain( 'http://evil.test/win' );
	expect( html ).toContain( 'www.evil.test' );
	const linked = hrefs( html );
	expect( linked.filter( ( href ) => href.includes( 'evil.test' ) ) ).toEqual(
		[]
	);
	expect( mail[ 0 ]!.mime ).not.toMatch( /href=(3D)?"https?:\/\/evil\.test/ );
	for ( const code of codes ) {
		expect(
			linked.some( ( href ) => href.includes( code ) ),
			`ticket ${ code } linked`
		).toBe( true );
	}
} );

test( 'a waitlist name that is a web address is no link in the confirmation (32.7)', async () => {
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, typeId } = await soldOutType(
		admin,
		'Link-free waitlist',
		1
	);
	const address = `${ runToken( 'wl-links' ).toLowerCase() }@example.org`;
	await takeMail( admin );
	const joined = await guest.rest( 'POST', waitlistRoute( eventId ), {
		name: 'https://evil.test/claim-now',
		email: address,
		ticket_type_id: typeId,
	} );
	expect( joined.status(), await joined.text() ).toBe( 201 );
	const mail = ( await takeMail( admin ) ).filter(
		( m ) => m.to === address
	);
	expect( mail ).toHaveLength( 1 );
	const html = htmlOf( mail[ 0 ]! );
	expect( html ).toContain( 'https://evil.test/claim-now' );
	expect(
		hrefs( html ).filter( ( h ) => h.includes( 'evil.test' ) )
	).toEqual( [] );
} );
