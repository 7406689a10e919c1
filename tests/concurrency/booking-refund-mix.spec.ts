/**
 * Bookings and refunds racing on one limited event: whatever the
 * interleaving, sold tickets, attendees and free seats agree, nothing is
 * oversold and each refund releases its seats exactly once.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../support/json';
import { ADMIN, session } from '../support/wordpress';
import { placeOrder, ticketedEvent } from '../support/bookings';
import { burst, ledger, report } from './burst';

const TICKETS = 20;
const BOOKED_BEFORE = 10;
const REFUNDED = 5;
const REQUESTS = 50;

test( 'GAP-05 50 simultaneous bookings and refunds on a 20-ticket event end consistent', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Booking rush', TICKETS );
	const before: Json[] = [];
	for ( let n = 0; n < BOOKED_BEFORE; n++ ) {
		const response = await placeOrder( admin, eventId, n );
		expect( response.status() ).toBe( 201 );
		before.push( await json( response ) );
	}

	// Each of five bookings is refunded twice; the other 40 requests are new bookings.
	const refundTargets = before.slice( 0, REFUNDED );
	const answers = await burst( REQUESTS, ( n ) =>
		n < REFUNDED * 2
			? admin.rest(
					'POST',
					`/eventsmith/v2/bookings/${
						refundTargets[ n % REFUNDED ]!.id
					}/refund`
				)
			: placeOrder( admin, eventId, 100 + n )
	);
	const refunds = answers.slice( 0, REFUNDED * 2 ).map( ( a ) => a.status() );
	const bookings = answers.slice( REFUNDED * 2 ).map( ( a ) => a.status() );
	expect( refunds.filter( ( s ) => s === 200 ) ).toHaveLength( REFUNDED );
	expect( refunds.filter( ( s ) => s === 409 ) ).toHaveLength( REFUNDED );
	const booked = bookings.filter( ( s ) => s === 201 ).length;
	expect( booked + bookings.filter( ( s ) => s === 409 ).length ).toBe(
		bookings.length
	);
	// At least the seats free before the burst were sold; at most those plus the refunded ones.
	expect( booked ).toBeGreaterThanOrEqual( TICKETS - BOOKED_BEFORE );
	expect( booked ).toBeLessThanOrEqual( TICKETS - BOOKED_BEFORE + REFUNDED );

	const rows = await ledger( admin, eventId );
	const sold = BOOKED_BEFORE - REFUNDED + booked;
	expect( rows ).toMatchObject( {
		bookings: BOOKED_BEFORE + booked,
		completed_bookings: sold,
		completed_tickets: sold,
		active_attendees: sold,
		refunded_attendees: REFUNDED,
		bookings_short_of_attendees: 0,
		attendees_without_booking: 0,
	} );
	expect( Number( rows.event_seats.taken ) ).toBe( sold );
	expect( sold ).toBeLessThanOrEqual( TICKETS );

	const purchaseReport = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings?event_id=${ eventId }`
		)
	);
	expect( purchaseReport.totals ).toMatchObject( {
		tickets: sold,
		by_status: { refunded: REFUNDED },
	} );

	// The free seats are exactly what is left: they can be booked, and no more.
	const free = TICKETS - sold;
	if ( free > 0 ) {
		expect(
			( await placeOrder( admin, eventId, 999, free ) ).status()
		).toBe( 201 );
	}
	expect( ( await placeOrder( admin, eventId, 1000 ) ).status() ).toBe( 409 );

	report( 'booking-refund-mix', {
		requests: REQUESTS,
		booked,
		refunded: REFUNDED,
		sold,
		free,
		oversold: Math.max( 0, sold - TICKETS ),
	} );
} );
