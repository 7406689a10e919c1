/**
 * REST POST /events/{id}/send-certificate: emails each active attendee of
 * an event (once per address) a link to each of their certificates.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { book, booking, ticketedEvent } from '../../support/bookings';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';
import { statusOf } from '../support/rest';

test( 'GAP-27 certificates are mailed once per active attendee address, need a template and the event permission', async () => {
	const admin = await session( ADMIN );
	const template = await json(
		await admin.rest( 'POST', '/eventsmith/v2/templates', {
			name: 'Certificate',
			type: 'certificate',
		} )
	);
	const eventId = await ticketedEvent( admin, 'Certified workshop', 20, {
		certificate_template: template.id,
	} );
	const route = `/eventsmith/v2/events/${ eventId }/send-certificate`;

	expect(
		( await ( await session( null ) ).rest( 'POST', route ) ).status()
	).toBe( 401 );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect( ( await subscriber.rest( 'POST', route ) ).status() ).toBe( 403 );
	const orders = await sessionWithOnly( 'eventsmith_manage_order' );
	expect( ( await orders.rest( 'POST', route ) ).status() ).toBe( 403 );

	const ids: Record< string, number > = {};
	for ( const [ who, quantity ] of [
		[ 'ann', 2 ],
		[ 'bo', 1 ],
		[ 'cy', 1 ],
	] as const ) {
		const made = await book(
			admin,
			booking( eventId, who, `${ who }@example.org`, {
				ticket_type: 'Standard',
				quantity,
				price: 10,
			} )
		);
		ids[ who ] = made.id;
	}
	const refund = `/eventsmith/v2/bookings/${ ids.bo }/refund`;
	expect( await statusOf( admin, 'POST', refund ) ).toBe( 200 );
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );

	const staff = await sessionWithOnly( 'eventsmith_manage_event' );
	const sent = await staff.rest( 'POST', route );
	expect( sent.status() ).toBe( 200 );
	// The request sends one; the other waits for the mail queue's batch.
	expect( await json( sent ) ).toEqual( { sent: 1, queued: 1, failed: [] } );
	const mail = await json< Json[] >(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	expect( mail.map( ( m ) => m.to ).sort() ).toEqual( [
		'ann@example.org',
		'cy@example.org',
	] );
	expect( mail[ 0 ]?.subject ).toBe( 'Your certificate: Certified workshop' );
	expect( mail[ 0 ]?.message ).toContain(
		'certificate of attendance is ready'
	);
	// HTML like every e-mail about an event; one certificate gets a button to it.
	const cy = mail.find( ( m ) => m.to === 'cy@example.org' )!;
	expect( cy.html ).toContain( 'Open your certificate' );
	expect( cy.html ).toMatch( /eventsmith_certificate=[A-Za-z0-9]+/ );

	const plain = await ticketedEvent( admin, 'No certificate', 20, {
		certificate_template: 0,
	} );
	const none = await admin.rest(
		'POST',
		`/eventsmith/v2/events/${ plain }/send-certificate`
	);
	expect( none.status() ).toBe( 409 );
	expect(
		(
			await admin.rest(
				'POST',
				'/eventsmith/v2/events/999999/send-certificate'
			)
		).status()
	).toBe( 404 );
} );
