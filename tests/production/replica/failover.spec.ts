/**
 * A database server stops on the replica stack (36.3, "Bad input and
 * failure"): the replica stopping mid-run sends reads to the primary
 * (LudicrousDB's fail-over) with nothing lost; the primary stopping makes
 * writes fail cleanly, 503 with a message, and leaves no half order.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ledger } from '../../concurrency/burst';
import { rsvpOversell } from '../../concurrency/scenarios';
import { ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { ADMIN, session, siteUrl } from '../../support/wordpress';
import { control, record, stack } from '../stack';
import { page } from '../visitor';
import { caughtUp, replicationRunning, sql } from './database';

test.describe.configure( { mode: 'serial' } );

const VISITOR = '127.0.0.31';

async function readFrom(): Promise< string > {
	const response = await fetch(
		`${ stack().haproxyUrl }/wp-json/eventsmith-test/v1/production/database`
	);
	return ( await response.json() ).read_from;
}

test( 'the replica stopping during an RSVP burst: reads go to the primary, no oversell, nothing lost (36.3)', async () => {
	let stopped = false;
	const figures = await rsvpOversell(
		{ seats: 15, requests: 40, runs: 1 },
		async () => {
			await new Promise( ( r ) => setTimeout( r, 150 ) );
			await control( 'db-kill', 'replica' );
			stopped = true;
		}
	);
	expect( stopped ).toBe( true );
	// Visitors keep reading, from the primary now.
	expect( await readFrom() ).toBe( 'primary' );
	expect( ( await page( VISITOR, '/events/?replica-down=1' ) ).status ).toBe(
		200
	);
	record( { replica_down_oversold: figures.oversold } );

	// The replica comes back, catches up, and holds every row the primary has.
	await control( 'db-start', 'replica' );
	await expect.poll( () => replicationRunning() ).toBe( true );
	caughtUp();
	const count = ( role: 'primary' | 'replica' ) =>
		sql(
			role,
			'SELECT (SELECT COUNT(*) FROM wp_eventsmith_attendees) + (SELECT COUNT(*) FROM wp_eventsmith_rsvp_responses) + (SELECT COUNT(*) FROM wp_posts)'
		);
	expect( count( 'replica' ) ).toBe( count( 'primary' ) );
	await expect
		.poll( readFrom, {
			timeout: 30_000,
			message: 'reads go back to the replica',
		} )
		.toBe( 'replica' );
	process.stdout.write(
		`replica replica-down rsvp-oversell: seats=${ figures.seats } requests=${ figures.requests } accepted=${ figures.accepted } oversold=${ figures.oversold }\n`
	);
} );

test( 'the primary stopping: writes answer 503 with a message, visitors still read, and no half order is left (36.3)', async () => {
	test.setTimeout( 120_000 );
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Primary down sale', 30 );
	const types: Json[] = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{
				ticket_types: [ { name: 'Standard', capacity: 30 } ],
			}
		)
	);
	const type = types[ 0 ]!;
	caughtUp();
	const guest = await playwrightRequest.newContext( { baseURL: siteUrl() } );
	const route = `/wp-json/eventsmith/v2/public/events/${ eventId }/checkout`;
	const order = ( n: number ) => ( {
		data: {
			buyer_name: `Buyer ${ n }`,
			buyer_email: `down${ n }@example.com`,
			tickets: { [ type.id ]: 2 },
			attendees: [ 0, 1 ].map( ( a ) => ( {
				ticket_type_id: type.id,
				name: `Guest ${ n }.${ a }`,
				email: `down${ n }.${ a }@example.com`,
			} ) ),
		},
	} );

	// The primary dies while orders are being placed: they keep coming, one
	// every 100 ms, some before the kill, some while it happens, some after.
	const sent = [];
	let killed: Promise< void > | undefined;
	for ( let n = 0; n < 14; n++ ) {
		sent.push( guest.post( route, order( n ) ) );
		if ( n === 5 ) {
			killed = control( 'db-kill', 'primary' );
		}
		await new Promise( ( r ) => setTimeout( r, 100 ) );
	}
	await killed;
	const pending = Promise.all( sent );
	const answers = await pending;
	const statuses = answers.map( ( a ) => a.status() );
	expect(
		statuses.filter( ( s ) => s !== 201 && s !== 503 ),
		statuses.join( ',' )
	).toEqual( [] );

	// While it is down: a write answers 503 with a message; pages still come from the replica.
	const refused = await guest.post( route, order( 99 ) );
	expect( refused.status() ).toBe( 503 );
	const error = await json( refused );
	expect( error.code ).toBe( 'eventsmith_database_unavailable' );
	expect( error.message ).toContain( 'Nothing was saved' );
	expect( ( await page( VISITOR, '/events/?primary-down=1' ) ).status ).toBe(
		200
	);

	await control( 'db-start', 'primary' );
	await expect
		.poll(
			async () =>
				(
					await admin.rest(
						'GET',
						`/eventsmith-test/v1/ledger?event_id=${ eventId }`
					)
				).status(),
			{ timeout: 60_000, message: 'the site writes again' }
		)
		.toBe( 200 );
	caughtUp();
	const rows = await ledger( admin, eventId );
	const halfOrders =
		( rows.bookings_without_attendees as number ) +
		( rows.bookings_short_of_attendees as number ) +
		( rows.attendees_without_booking as number );
	const accepted = statuses.filter( ( s ) => s === 201 ).length;
	process.stdout.write(
		`replica primary-down: orders=${ statuses.length } accepted=${ accepted } refused_503=${ statuses.filter( ( s ) => s === 503 ).length } bookings=${ rows.bookings } half_orders=${ halfOrders }\n`
	);
	record( { primary_down_half_orders: halfOrders } );
	expect( halfOrders ).toBe( 0 );
	// Every accepted order is there; an order whose answer was lost with the server may be there too, whole.
	expect( rows.bookings as number ).toBeGreaterThanOrEqual( accepted );
	expect( rows.attendees ).toBe( 2 * ( rows.bookings as number ) );
	// The seats taken are the tickets stored (no row yet when no order got through).
	expect( Number( rows.event_seats?.taken ?? 0 ) ).toBe( rows.attendees );

	// And it sells again.
	const sale = await guest.post( route, order( 100 ) );
	expect( sale.status(), await sale.text() ).toBe( 201 );
	await guest.dispose();
} );
