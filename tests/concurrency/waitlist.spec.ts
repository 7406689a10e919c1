/**
 * Waitlist under a real burst: a ticket type of 20 seats is sold out and 100
 * people wait. All 20 orders are refunded at the same moment from parallel
 * PHP workers; each freed seat is offered once, to the first 20 in line. All
 * 20 claim at once, half of them with a double click: 20 tickets, nobody
 * gets two, nothing is oversold.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../support/json';
import { soldOutType, waitlistRoute, CLAIM } from '../support/waitlist';
import { ADMIN, session } from '../support/wordpress';
import { burst, report } from './burst';

const SEATS = 20;
const WAITING = 100;

test( 'waitlist: 20 seats freed at once go to the first 20 of 100 waiting; simultaneous and double claims take 20 seats', async () => {
	test.setTimeout( 300_000 );
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, typeId, bookings } = await soldOutType(
		admin,
		'Waitlist rush',
		SEATS
	);

	const joins = await burst( WAITING, ( n ) =>
		guest.rest( 'POST', waitlistRoute( eventId ), {
			name: `Waiting ${ n }`,
			email: `waiting${ n }@example.com`,
			ticket_type_id: typeId,
		} )
	);
	const waiting = joins.filter( ( j ) => j.status() === 201 ).length;
	expect( waiting ).toBe( WAITING );
	const line = (
		await json( await admin.rest( 'GET', waitlistRoute( eventId ) ) )
	).items as Json[];
	const first = new Set( line.slice( 0, SEATS ).map( ( e ) => e.email ) );

	await admin.rest( 'POST', '/eventsmith-test/v1/waitlist/capture', {
		on: 1,
	} );
	const refunds = await burst( SEATS, ( n ) =>
		admin.rest(
			'POST',
			`/eventsmith/v2/bookings/${ bookings[ n ] }/refund`
		)
	);
	const seatsFreed = refunds.filter( ( r ) => r.status() === 200 ).length;
	expect( seatsFreed ).toBe( SEATS );

	const offers = ( await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/waitlist/offers' )
	) ) as Json[];
	await admin.rest( 'POST', '/eventsmith-test/v1/waitlist/capture', {
		on: 0,
	} );
	expect( offers ).toHaveLength( SEATS );
	expect( new Set( offers.map( ( o ) => o.to ) ) ).toEqual( first );

	// Everyone claims at once; every other person clicks twice.
	const clicks = offers.flatMap( ( offer, n ) =>
		n % 2 === 0 ? [ offer.token, offer.token ] : [ offer.token ]
	);
	const claims = await burst( clicks.length, ( n ) =>
		guest.rest( 'POST', CLAIM, { token: clicks[ n ] } )
	);
	const statuses = claims.map( ( c ) => c.status() );
	expect( statuses.filter( ( s ) => s === 201 ) ).toHaveLength( SEATS );
	expect( statuses.filter( ( s ) => s === 200 ) ).toHaveLength(
		clicks.length - SEATS
	);

	const attendees = (
		await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ eventId }&per_page=100`
			)
		)
	).items as Json[];
	const active = attendees.filter( ( a ) => a.status === 'active' );
	const perEmail = new Map< string, number >();
	for ( const attendee of active ) {
		perEmail.set(
			attendee.email,
			( perEmail.get( attendee.email ) ?? 0 ) + 1
		);
	}
	const claimedTwice = [ ...perEmail.values() ].filter(
		( count ) => count > 1
	).length;
	const oversold = Math.max( 0, active.length - SEATS );
	const types = await json(
		await guest.rest(
			'GET',
			`/eventsmith/v2/public/events/${ eventId }/ticket-types`
		)
	);
	expect( types[ 0 ].remaining ).toBe( 0 );
	expect( claimedTwice ).toBe( 0 );
	expect( oversold ).toBe( 0 );
	expect( active ).toHaveLength( SEATS );
	report( 'waitlist', {
		seats_freed: seatsFreed,
		waiting,
		offers: offers.length,
		claimed_twice: claimedTwice,
		oversold,
	} );
} );
