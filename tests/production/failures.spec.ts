/**
 * A web node dies mid-checkout: its whole php-fpm pool is killed (kill -9)
 * while a visitor's order holds its transaction open. No half order is left
 * (every booking has all its tickets or does not exist, no seat is taken),
 * the other node keeps selling, and the node comes back.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ledger } from '../concurrency/burst';
import { CLEAN_LEDGER, pausedBooking } from '../concurrency/scenarios';
import { ticketedEvent } from '../support/bookings';
import { json, type Json } from '../support/json';
import { ADMIN, session, siteUrl } from '../support/wordpress';
import { control, record, stack, status } from './stack';

/**
 * The web node (1 or 2) whose php-fpm pool runs a process.
 * @param pid
 */
function nodeOf( pid: number ): number {
	const parent = Number(
		readFileSync( `/proc/${ pid }/stat`, 'utf8' )
			.split( ') ' )[ 1 ]!
			.split( ' ' )[ 1 ]
	);
	const { pids } = stack();
	if ( parent === pids.fpm1 ) {
		return 1;
	}
	expect( parent, `process ${ pid } belongs to a web node's pool` ).toBe(
		pids.fpm2
	);
	return 2;
}

const checkout = ( type: Json, n: number, quantity: number ) => ( {
	buyer_name: `Buyer ${ n }`,
	buyer_email: `buyer${ n }@example.com`,
	tickets: { [ type.id ]: quantity },
	attendees: Array.from( { length: quantity }, ( _, a ) => ( {
		ticket_type_id: type.id,
		name: `Guest ${ n }.${ a }`,
		email: `guest${ n }.${ a }@example.com`,
	} ) ),
} );

test( 'GAP-05 a web node killed (kill -9 of its php-fpm pool) mid-checkout leaves no half order; the other node keeps selling', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Node failure sale', 10 );
	const [ type ] = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{
				ticket_types: [ { name: 'Standard', capacity: 10 } ],
			}
		)
	);
	const guest = await playwrightRequest.newContext( { baseURL: siteUrl() } );
	const route = `/wp-json/eventsmith/v2/public/events/${ eventId }/checkout`;

	const { pid, answer } = await pausedBooking( ( headers ) =>
		guest.post( route, {
			data: checkout( type, 1, 3 ),
			headers,
			timeout: 90_000,
		} )
	);
	const node = nodeOf( pid );
	await control( 'node-kill', node );
	expect( await answer, 'the checkout on the dead node answered' ).not.toBe(
		201
	);

	const rows = await ledger( admin, eventId );
	const halfOrders =
		( rows.bookings_without_attendees as number ) +
		( rows.bookings_short_of_attendees as number ) +
		( rows.attendees_without_booking as number );
	expect( rows, 'rows left by the killed node' ).toMatchObject(
		CLEAN_LEDGER
	);

	// haproxy's health check takes the dead node out of the pool (three failed checks, a second apart).
	await expect
		.poll(
			async () => {
				for ( let n = 0; n < 4; n++ ) {
					const live = await fetch(
						`${ stack().haproxyUrl }/wp-json/eventsmith-test/v1/production/status`
					);
					if ( live.status !== 200 ) {
						return false;
					}
				}
				return true;
			},
			{
				timeout: 15_000,
				intervals: [ 250 ],
				message: 'haproxy sends everything to the live node',
			}
		)
		.toBe( true );

	// The surviving node sells every seat.
	const sale = await guest.post( route, { data: checkout( type, 2, 10 ) } );
	expect( sale.status(), await sale.text() ).toBe( 201 );
	await guest.dispose();

	await control( 'node-start', node );
	await expect
		.poll(
			async () => {
				const seen = new Set< number >();
				for ( let n = 0; n < 4; n++ ) {
					seen.add( ( await status() ).node );
				}
				return seen.size;
			},
			{ timeout: 30_000, message: 'both nodes serve again' }
		)
		.toBe( 2 );
	process.stdout.write(
		`production node-killed: node=${ node } half_orders=${ halfOrders }\n`
	);
	record( { half_orders: halfOrders } );
} );
