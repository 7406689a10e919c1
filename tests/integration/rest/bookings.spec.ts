/**
 * REST /bookings: the purchase report, refunds and invoices. Overselling
 * under real bursts is covered by tests/concurrency/.
 */
import { expect, test } from '@playwright/test';
import { order, placeOrder, ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';
import { statusOf } from '../support/rest';

test( 'GAP-07 bookings need the order permission', async () => {
	expect(
		await statusOf(
			await session( null ),
			'GET',
			'/eventsmith/v2/bookings'
		)
	).toBe( 401 );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect(
		await statusOf( subscriber, 'GET', '/eventsmith/v2/bookings' )
	).toBe( 403 );
	const staff = await sessionWithOnly( 'eventsmith_manage_order' );
	expect( await statusOf( staff, 'GET', '/eventsmith/v2/bookings' ) ).toBe(
		200
	);
} );

test( 'the purchase report searches, filters and totals; refund releases the seats once; invoices go to completed bookings only', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Booking report', 4 );
	const first = await json( await placeOrder( admin, eventId, 1, 2 ) );
	await placeOrder( admin, eventId, 2, 2 );
	expect( first ).toMatchObject( {
		status: 'completed',
		quantity: 2,
		total: 50,
		currency: 'EUR',
		customer_email: 'buyer1@example.org',
	} );
	expect( ( await placeOrder( admin, eventId, 3 ) ).status() ).toBe( 409 );

	const report = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings?event_id=${ eventId }`
		)
	);
	expect( report.total_items ).toBe( 2 );
	expect( report.totals ).toMatchObject( {
		tickets: 4,
		revenue: 100,
		by_status: { completed: 2 },
	} );
	const searched = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings?event_id=${ eventId }&search=buyer2`
		)
	);
	expect( searched.items.map( ( b: Json ) => b.customer_name ) ).toEqual( [
		'Buyer 2',
	] );

	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );
	expect(
		await json(
			await admin.rest(
				'POST',
				`/eventsmith/v2/bookings/${ first.id }/resend-invoice`
			)
		)
	).toEqual( { sent: true } );
	const mail = await json< Json[] >(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	expect( mail[ 0 ] ).toMatchObject( {
		to: 'buyer1@example.org',
		subject: `Invoice #${ first.id } — Booking report`,
	} );

	const refunds = await Promise.all(
		[ 1, 2, 3 ].map( () =>
			admin.rest( 'POST', `/eventsmith/v2/bookings/${ first.id }/refund` )
		)
	);
	expect( refunds.map( ( r ) => r.status() ).sort() ).toEqual( [
		200, 409, 409,
	] );
	expect(
		await statusOf(
			admin,
			'POST',
			`/eventsmith/v2/bookings/${ first.id }/resend-invoice`
		)
	).toBe( 409 );

	const refunded = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings?event_id=${ eventId }&status=refunded`
		)
	);
	expect( refunded.items.map( ( b: Json ) => b.id ) ).toEqual( [ first.id ] );
	expect( ( await placeOrder( admin, eventId, 4, 2 ) ).status() ).toBe( 201 );
	expect( ( await placeOrder( admin, eventId, 5 ) ).status() ).toBe( 409 );
} );

test( 'bad bookings answer 400 naming the field; unknown ids 404', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Booking checks', -1 );
	for ( const [ change, field ] of [
		[ { customer_email: 'nope' }, 'customer_email' ],
		[ { customer_name: '' }, 'customer_name' ],
		[ { lines: [ { quantity: 0, price: 1 } ] }, 'lines' ],
		[ { lines: [] }, 'lines' ],
	] as Array< [ Json, string ] > ) {
		const response = await admin.rest( 'POST', '/eventsmith/v2/bookings', {
			...order( eventId, 1 ),
			...change,
		} );
		expect( response.status(), field ).toBe( 400 );
		expect(
			Object.keys( ( await json( response ) ).data.params ),
			field
		).toContain( field );
	}
	expect(
		await statusOf( admin, 'GET', '/eventsmith/v2/bookings/999999' )
	).toBe( 404 );
	expect(
		await statusOf( admin, 'POST', '/eventsmith/v2/bookings/999999/refund' )
	).toBe( 404 );
} );

test( 'cancelling a booked ticket gives its seat back once; a later refund releases only the tickets still held', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Seat return', 3 );
	const booked = await placeOrder( admin, eventId, 1, 3 );
	expect( booked.status() ).toBe( 201 );
	const booking = await json( booked );
	expect( ( await placeOrder( admin, eventId, 2, 1 ) ).status() ).toBe( 409 );

	const { items } = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	expect( items ).toHaveLength( 3 );
	const cancelled = items[ 0 ].id;
	expect(
		await statusOf(
			admin,
			'DELETE',
			`/eventsmith/v2/attendees/${ cancelled }`
		)
	).toBe( 200 );
	// Cancelling twice frees nothing more.
	expect(
		await statusOf(
			admin,
			'DELETE',
			`/eventsmith/v2/attendees/${ cancelled }`
		)
	).toBe( 404 );

	const second = await placeOrder( admin, eventId, 3, 1 );
	expect( second.status() ).toBe( 201 );
	expect( ( await placeOrder( admin, eventId, 4, 1 ) ).status() ).toBe( 409 );

	// The refund gives back the two tickets the first booking still held, not three.
	expect(
		await statusOf(
			admin,
			'POST',
			`/eventsmith/v2/bookings/${ booking.id }/refund`
		)
	).toBe( 200 );
	const afterRefund = await placeOrder( admin, eventId, 5, 2 );
	expect( afterRefund.status() ).toBe( 201 );
	expect( ( await placeOrder( admin, eventId, 6, 1 ) ).status() ).toBe( 409 );
} );

test( 'ADM-EVL sold column: an event counts the tickets its bookings hold, less refunds and cancellations', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Sold count', 10 );
	const sold = async () =>
		(
			await json(
				await admin.rest( 'GET', `/eventsmith/v2/events/${ eventId }` )
			)
		).sold_tickets;
	expect( await sold() ).toBe( 0 );

	const first = await json( await placeOrder( admin, eventId, 1, 3 ) );
	await placeOrder( admin, eventId, 2, 2 );
	expect( await sold() ).toBe( 5 );

	await admin.rest( 'POST', `/eventsmith/v2/bookings/${ first.id }/refund` );
	expect( await sold() ).toBe( 2 );

	const { items } = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	const held = items.find( ( a: Json ) => a.status === 'active' );
	await admin.rest( 'DELETE', `/eventsmith/v2/attendees/${ held.id }` );
	expect( await sold() ).toBe( 1 );

	const list = await json(
		await admin.rest(
			'GET',
			'/eventsmith/v2/events?search_keyword=Sold%20count'
		)
	);
	expect( list.items[ 0 ] ).toMatchObject( {
		id: eventId,
		sold_tickets: 1,
		total_ticket: 10,
	} );
} );
