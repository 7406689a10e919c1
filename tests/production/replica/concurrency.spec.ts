/**
 * The concurrency scenarios on the replica stack (36.3): every request goes
 * through Varnish and haproxy to two web nodes whose reads go to a replica
 * two seconds behind the primary. Seats, check-ins and waitlist places are
 * decided on the primary, so the zeros hold. Staff reports of what visitors
 * just did are read after the replica caught up (they may lag, by design:
 * docs/production.md).
 */
import { expect, test } from '@playwright/test';
import {
	doubleCheckin,
	rsvpOversell,
	ticketTypesOversell,
} from '../../concurrency/scenarios';
import { burst, report } from '../../concurrency/burst';
import { json, type Json } from '../../support/json';
import { soldOutType, waitlistRoute, CLAIM } from '../../support/waitlist';
import { ADMIN, session } from '../../support/wordpress';
import { record } from '../stack';
import { caughtUp } from './database';

test.describe.configure( { mode: 'serial' } );

const settle = () => caughtUp();

test( 'RSVP-17 simultaneous RSVPs with reads on a delayed replica never oversell (36.3)', async () => {
	const figures = await rsvpOversell(
		{ seats: 15, requests: 50, runs: 1 },
		undefined,
		settle
	);
	report( 'replica rsvp-oversell', figures );
	record( { rsvp_oversold: figures.oversold } );
} );

test( 'simultaneous orders of two ticket types with reads on a delayed replica sell exactly their seats (36.3)', async () => {
	const figures = await ticketTypesOversell(
		{ seats: [ 5, 10 ], requests: 40, runs: 1 },
		settle
	);
	process.stdout.write(
		`replica ticket-types-oversell: requests=${ figures.requests } accepted=${ figures.accepted } oversold=${ figures.oversold }\n`
	);
	record( { ticket_oversold: figures.oversold } );
} );

test( 'SCAN-16 a ticket sold a moment ago, scanned at 30 doors at once: one check-in (36.3)', async () => {
	// The RSVP and the scans follow each other within the replica's lag: the scans find the ticket on the primary.
	const figures = await doubleCheckin( 30 );
	report( 'replica double-checkin', figures );
	record( { scan_double_checkins: figures.double_checkins } );
} );

test( 'waitlist: seats freed at once go to the first in line; simultaneous and double claims take exactly the seats (36.3)', async () => {
	test.setTimeout( 180_000 );
	const seats = 5;
	const admin = await session( ADMIN );
	const guest = await session( null );
	const { eventId, typeId, bookings } = await soldOutType(
		admin,
		'Replica waitlist rush',
		seats
	);
	const joins = await burst( 15, ( n ) =>
		guest.rest( 'POST', waitlistRoute( eventId ), {
			name: `Waiting ${ n }`,
			email: `waiting${ n }@example.com`,
			ticket_type_id: typeId,
		} )
	);
	expect( joins.filter( ( j ) => j.status() === 201 ) ).toHaveLength( 15 );
	await caughtUp();
	const line = (
		await json( await admin.rest( 'GET', waitlistRoute( eventId ) ) )
	).items as Json[];
	const first = new Set( line.slice( 0, seats ).map( ( e ) => e.email ) );

	await admin.rest( 'POST', '/eventsmith-test/v1/waitlist/capture', {
		on: 1,
	} );
	const refunds = await burst( seats, ( n ) =>
		admin.rest(
			'POST',
			`/eventsmith/v2/bookings/${ bookings[ n ] }/refund`
		)
	);
	expect( refunds.filter( ( r ) => r.status() === 200 ) ).toHaveLength(
		seats
	);
	const offers = ( await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/waitlist/offers' )
	) ) as Json[];
	await admin.rest( 'POST', '/eventsmith-test/v1/waitlist/capture', {
		on: 0,
	} );
	expect( offers ).toHaveLength( seats );
	expect( new Set( offers.map( ( o ) => o.to ) ) ).toEqual( first );

	// Claimed at once, within the lag of the offers: every claim reads its offer from the primary.
	const clicks = offers.flatMap( ( offer, n ) =>
		n % 2 === 0 ? [ offer.token, offer.token ] : [ offer.token ]
	);
	const claims = await burst( clicks.length, ( n ) =>
		guest.rest( 'POST', CLAIM, { token: clicks[ n ] } )
	);
	const statuses = claims.map( ( c ) => c.status() );
	expect( statuses.filter( ( s ) => s === 201 ) ).toHaveLength( seats );
	expect( statuses.filter( ( s ) => s === 200 ) ).toHaveLength(
		clicks.length - seats
	);

	await caughtUp();
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
		( c ) => c > 1
	).length;
	const oversold = Math.max( 0, active.length - seats );
	report( 'replica waitlist', {
		seats_freed: seats,
		waiting: 15,
		offers: offers.length,
		claimed_twice: claimedTwice,
		oversold,
	} );
	record( {
		waitlist_claimed_twice: claimedTwice,
		waitlist_oversold: oversold,
	} );
	expect( claimedTwice ).toBe( 0 );
	expect( oversold ).toBe( 0 );
	expect( active ).toHaveLength( seats );
} );
