/**
 * A booking interrupted inside its transaction leaves nothing behind: no
 * order without its tickets, no tickets without their order, no seats taken.
 * Once the PHP request ends itself half-way (a fatal stop), once its worker
 * process is killed while it holds the transaction open.
 */
import { expect, test } from '@playwright/test';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, session, siteUrl } from '../support/wordpress';
import { order, placeOrder, ticketedEvent } from '../support/bookings';
import { ledger, report } from './burst';

const clean = {
	bookings: 0,
	attendees: 0,
	bookings_without_attendees: 0,
	bookings_short_of_attendees: 0,
	attendees_without_booking: 0,
	event_seats: { capacity: '10', taken: '0' },
};

test( 'GAP-05 a booking request killed mid-transaction leaves no half-written rows', async () => {
	test.setTimeout( 180_000 );
	const admin = await session( ADMIN );

	// 1. The request stops itself after writing the order and its first ticket.
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
	).toMatchObject( clean );

	// 2. The worker process is killed while the transaction is open.
	const killedEvent = await ticketedEvent( admin, 'Killed sale', 10 );
	// The paused worker writes its process id to a file named after this run
	// (asking the server could queue behind the sleeping request).
	const token = `run${ Date.now() }${ process.pid }`;
	const pidFile = join(
		tmpdir(),
		`eventsmith-test-paused-${ new URL( siteUrl() ).port }-${ token }.pid`
	);
	const pending = admin.request
		.fetch( '/wp-json/eventsmith/v2/bookings', {
			method: 'POST',
			headers: {
				'X-WP-Nonce': admin.nonce,
				'X-Eventsmith-Test-Interrupt': 'pause',
				'X-Eventsmith-Test-Token': token,
			},
			data: order( killedEvent, 2, 3 ),
			timeout: 90_000,
		} )
		.then(
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
	process.kill( pid, 'SIGKILL' );
	expect( await pending, 'the killed booking answered' ).not.toBe( 201 );
	expect(
		await ledger( admin, killedEvent ),
		'rows left by the killed booking'
	).toMatchObject( clean );

	// The seats are all still there: the whole event can be booked.
	for ( const eventId of [ diedEvent, killedEvent ] ) {
		const sale = await placeOrder( admin, eventId, 3, 10 );
		expect(
			sale.status(),
			`booking all 10 seats of event ${ eventId }: ${ await sale.text() }`
		).toBe( 201 );
	}
	report( 'killed-request', {
		interrupted: 2,
		orphan_bookings: 0,
		orphan_attendees: 0,
		seats_taken: 0,
	} );
} );
