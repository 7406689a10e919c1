/**
 * REST POST /events/{id}/send-certificate: emails each active attendee of
 * an event (once per address) that the certificate is ready.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
	type Session,
} from '../../support/wordpress';

async function event( admin: Session, title: string, template: number ) {
	const response = await admin.rest( 'POST', '/eventsmith/v2/events', {
		title,
		start_date: '2031-11-01',
		start_time: '10:00',
		end_date: '2031-11-01',
		end_time: '17:00',
		timezone: 'UTC',
		total_ticket: 20,
		certificate_template: template,
	} );
	expect( response.status() ).toBe( 201 );
	return ( await json( response ) ).id as number;
}

async function book(
	admin: Session,
	eventId: number,
	who: string,
	quantity: number
) {
	const response = await admin.rest( 'POST', '/eventsmith/v2/bookings', {
		event_id: eventId,
		customer_name: who,
		customer_email: `${ who }@example.org`,
		lines: [ { ticket_type: 'Standard', quantity, price: 10 } ],
		currency: 'eur',
	} );
	expect( response.status() ).toBe( 201 );
	return ( await json( response ) ).id as number;
}

test( 'GAP-27 certificates are mailed once per active attendee address, need a template and the event permission', async () => {
	const admin = await session( ADMIN );
	const template = await json(
		await admin.rest( 'POST', '/eventsmith/v2/templates', {
			name: 'Certificate',
			type: 'certificate',
		} )
	);
	const eventId = await event( admin, 'Certified workshop', template.id );
	const route = `/eventsmith/v2/events/${ eventId }/send-certificate`;

	expect(
		( await ( await session( null ) ).rest( 'POST', route ) ).status()
	).toBe( 401 );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect( ( await subscriber.rest( 'POST', route ) ).status() ).toBe( 403 );
	const orders = await sessionWithOnly( 'eventsmith_manage_order' );
	expect( ( await orders.rest( 'POST', route ) ).status() ).toBe( 403 );

	await book( admin, eventId, 'ann', 2 );
	const refunded = await book( admin, eventId, 'bo', 1 );
	await book( admin, eventId, 'cy', 1 );
	expect(
		(
			await admin.rest(
				'POST',
				`/eventsmith/v2/bookings/${ refunded }/refund`
			)
		).status()
	).toBe( 200 );
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );

	const staff = await sessionWithOnly( 'eventsmith_manage_event' );
	const sent = await staff.rest( 'POST', route );
	expect( sent.status() ).toBe( 200 );
	expect( await json( sent ) ).toEqual( { sent: 2, failed: [] } );
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

	const plain = await event( admin, 'No certificate', 0 );
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
