/**
 * The concurrency scenarios (tests/concurrency/scenarios.ts) on the
 * production stack: every request goes through Varnish and haproxy, which
 * spreads them over both web nodes; Redis holds the object cache. Sized
 * smaller than in the concurrency suite (same invariants, fewer runs).
 * Then the RSVP burst again with Redis killed while it runs.
 */
import { expect, test } from '@playwright/test';
import {
	doubleCheckin,
	killedRequest,
	offlineSync,
	rsvpOversell,
	ticketTypesOversell,
} from '../concurrency/scenarios';
import { report } from '../concurrency/burst';
import { control, record, status } from './stack';

test.describe.configure( { mode: 'serial' } );

test( 'the stack serves from both web nodes with the Redis object cache', async () => {
	const seen = new Set< number >();
	for ( let n = 0; n < 6; n++ ) {
		const answer = await status();
		expect( answer.object_cache, 'a persistent object cache' ).toBe( true );
		expect( answer.redis, 'the object cache reaches Redis' ).toBe( true );
		seen.add( answer.node );
	}
	expect( seen.size, 'haproxy spreads requests over both nodes' ).toBe( 2 );
	record( { nodes: seen.size, object_cache: 'redis' } );
} );

test( 'RSVP-17 simultaneous RSVPs over two nodes never oversell', async () => {
	const figures = await rsvpOversell( { seats: 20, requests: 80, runs: 1 } );
	report( 'production rsvp-oversell', figures );
	record( { rsvp_oversold: figures.oversold } );
} );

test( 'simultaneous orders of three ticket types over two nodes sell exactly their seats', async () => {
	const figures = await ticketTypesOversell( {
		seats: [ 5, 10, 15 ],
		requests: 90,
		runs: 1,
	} );
	process.stdout.write(
		`production ticket-types-oversell: requests=${ figures.requests } accepted=${ figures.accepted } oversold=${ figures.oversold }\n`
	);
	record( { ticket_oversold: figures.oversold } );
} );

test( 'SCAN-16 one ticket scanned at 40 doors at once over two nodes: one check-in', async () => {
	const figures = await doubleCheckin( 40 );
	report( 'production double-checkin', figures );
	record( { scan_double_checkins: figures.double_checkins } );
} );

test( 'SCAN-OFFLINE-04 offline uploads at once over two nodes: one check-in per ticket', async () => {
	const figures = await offlineSync();
	report( 'production offline-sync', figures );
	record( { sync_double_checkins: figures.double_checkins } );
} );

test( 'GAP-05 a booking killed mid-transaction on one node leaves no half-written rows', async () => {
	report( 'production killed-request', await killedRequest() );
} );

test( 'RSVP-17 Redis killed during an RSVP burst: still no oversell, the site keeps answering, the cache comes back', async () => {
	let stoppedAt = 0;
	const figures = await rsvpOversell(
		{ seats: 20, requests: 80, runs: 1 },
		async () => {
			await new Promise( ( r ) => setTimeout( r, 150 ) );
			await control( 'redis-stop' );
			stoppedAt = Date.now();
		}
	);
	expect( stoppedAt ).toBeGreaterThan( 0 );
	const down = await status();
	expect( down.redis, 'Redis is down: the cache falls back to memory' ).toBe(
		false
	);
	report( 'production redis-down rsvp-oversell', figures );
	record( { redis_down_oversold: figures.oversold } );
	await control( 'redis-start' );
	expect( ( await status() ).redis, 'Redis is back' ).toBe( true );
} );
