/**
 * Interrupted-booking scenarios: a booking whose request ends or is killed
 * inside its transaction leaves no rows and takes no seats.
 */
import { expect, type APIResponse } from '@playwright/test';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { order, placeOrder, ticketedEvent } from '../support/bookings';
import { ADMIN, session, siteUrl } from '../support/wordpress';
import { ledger } from './burst';

/** What an event's ledger shows when an interrupted booking left nothing. */
export const CLEAN_LEDGER = {
	bookings: 0,
	attendees: 0,
	bookings_without_attendees: 0,
	bookings_short_of_attendees: 0,
	attendees_without_booking: 0,
	event_seats: { capacity: '10', taken: '0' },
};

/**
 * Sends a booking request that pauses inside its transaction (before its
 * second ticket row) and resolves with the pid of the PHP process holding it.
 *
 * @param send Sends the request with the given extra headers.
 * @return The paused process and the request's eventual HTTP status (0: no answer).
 */
export async function pausedBooking(
	send: ( headers: Record< string, string > ) => Promise< APIResponse >
) {
	// The paused worker writes its process id to a file named after this run
	// (asking the server could queue behind the sleeping request).
	const token = `run${ Date.now() }${ process.pid }`;
	const pidFile = join(
		tmpdir(),
		`eventsmith-test-paused-${ new URL( siteUrl() ).port }-${ token }.pid`
	);
	const answer = send( {
		'X-Eventsmith-Test-Interrupt': 'pause',
		'X-Eventsmith-Test-Token': token,
	} ).then(
		( response ) => response.status(),
		() => 0
	);
	let pid = 0;
	await expect
		.poll(
			() => {
				pid = existsSync( pidFile )
					? Number( readFileSync( pidFile, 'utf8' ) )
					: 0;
				return pid;
			},
			{ timeout: 60_000 }
		)
		.toBeGreaterThan( 0 );
	rmSync( pidFile, { force: true } );
	return { pid, answer };
}

/**
 * A booking interrupted inside its transaction leaves nothing behind: once
 * the request ends itself half-way, once its process is killed.
 *
 * @param kill Kills the paused process (default: SIGKILL to that one worker).
 */
export async function killedRequest(
	kill: ( pid: number ) => Promise< void > | void = ( pid ) =>
		process.kill( pid, 'SIGKILL' )
) {
	const admin = await session( ADMIN );
	const diedEvent = await ticketedEvent( admin, 'Interrupted sale', 10 );
	const died = await admin.request.fetch( '/wp-json/eventsmith/v2/bookings', {
		method: 'POST',
		headers: {
			'X-WP-Nonce': admin.nonce,
			'X-Eventsmith-Test-Interrupt': 'die',
		},
		data: order( diedEvent, 1, 3 ),
	} );
	expect(
		died.status(),
		`the interrupted booking answered: ${ await died.text() }`
	).not.toBe( 201 );
	expect(
		await ledger( admin, diedEvent ),
		'rows left by the interrupted booking'
	).toMatchObject( CLEAN_LEDGER );

	const killedEvent = await ticketedEvent( admin, 'Killed sale', 10 );
	const { pid, answer } = await pausedBooking( ( headers ) =>
		admin.request.fetch( '/wp-json/eventsmith/v2/bookings', {
			method: 'POST',
			headers: { 'X-WP-Nonce': admin.nonce, ...headers },
			data: order( killedEvent, 2, 3 ),
			timeout: 90_000,
		} )
	);
	await kill( pid );
	expect( await answer, 'the killed booking answered' ).not.toBe( 201 );
	expect(
		await ledger( admin, killedEvent ),
		'rows left by the killed booking'
	).toMatchObject( CLEAN_LEDGER );

	// The seats are all still there: the whole event can be booked.
	for ( const eventId of [ diedEvent, killedEvent ] ) {
		const sale = await placeOrder( admin, eventId, 3, 10 );
		expect(
			sale.status(),
			`booking all 10 seats of event ${ eventId }: ${ await sale.text() }`
		).toBe( 201 );
	}
	return {
		interrupted: 2,
		orphan_bookings: 0,
		orphan_attendees: 0,
		seats_taken: 0,
	};
}
