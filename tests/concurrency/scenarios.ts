/**
 * The concurrency scenarios as functions, sized by their caller: the
 * concurrency suite runs them on one PHP server, the production suite
 * (tests/production/) on two php-fpm nodes behind haproxy and Varnish.
 * Both point them at their site through EVENTSMITH_TEST_URL (siteUrl()).
 * Each asserts its invariants and returns its figures.
 */
import {
	expect,
	request as playwrightRequest,
	type APIResponse,
} from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { order, placeOrder, ticketedEvent } from '../support/bookings';
import { json, type Json } from '../support/json';
import { going, rsvpEvent, visitor } from '../support/rsvp';
import { SYNC, eventWithTickets, scanItem } from '../support/scanner-offline';
import { ADMIN, session, siteUrl } from '../support/wordpress';
import { burst, ledger } from './burst';

/**
 * RSVP capacity under a burst: `requests` visitors answer "going" at once
 * for `seats` places, `runs` times on fresh events.
 *
 * @param size          Sizes.
 * @param size.seats    Places of each event.
 * @param size.requests Simultaneous answers.
 * @param size.runs     Events.
 * @param during        Called once the first burst is under way (e.g. to stop a service).
 */
export async function rsvpOversell(
	size: { seats: number; requests: number; runs: number },
	during?: () => Promise< void >
) {
	const { seats, requests, runs } = size;
	const admin = await session( ADMIN );
	const guest = await visitor();
	let accepted = 0;
	let oversold = 0;
	for ( let run = 1; run <= runs; run++ ) {
		const eventId = await rsvpEvent( admin, `RSVP rush ${ run }`, seats );
		const pending = burst( requests, ( n ) =>
			guest.rsvp( eventId, going( n ) )
		);
		if ( run === 1 && during ) {
			await during();
		}
		const answers = await pending;
		const statuses = answers.map( ( answer ) => answer.status() );
		const won = statuses.filter( ( s ) => s === 201 ).length;
		expect( won, `run ${ run }: ${ statuses.join( ',' ) }` ).toBe( seats );
		expect( statuses.filter( ( s ) => s === 409 ) ).toHaveLength(
			requests - seats
		);
		for ( const refused of answers.filter( ( a ) => a.status() === 409 ) ) {
			expect( ( await json( refused ) ).message ).toBe(
				'Sorry, this event is full.'
			);
		}
		const rsvpReport = await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/rsvp-report?event_id=${ eventId }`
			)
		);
		expect( rsvpReport ).toMatchObject( {
			going: seats,
			attendees: seats,
		} );
		const attendees = await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ eventId }&per_page=1`
			)
		);
		expect( attendees.total_items ).toBe( seats );
		const rows = await ledger( admin, eventId );
		expect( rows ).toMatchObject( {
			attendees: seats,
			responses: seats,
			rsvp_seats: { capacity: String( seats ), taken: String( seats ) },
		} );
		accepted += won;
		oversold += Math.max( 0, rows.attendees - seats );
	}
	expect( oversold ).toBe( 0 );
	return { seats, requests, accepted: accepted / runs, oversold, runs };
}

/**
 * Ticket types under a burst: `requests` visitors order one ticket each, at
 * once, of types with the given seats, `runs` times on fresh events.
 *
 * @param size          Sizes.
 * @param size.seats    Seats of each type.
 * @param size.requests Simultaneous orders.
 * @param size.runs     Events.
 */
export async function ticketTypesOversell( size: {
	seats: number[];
	requests: number;
	runs: number;
} ) {
	const { seats, requests, runs } = size;
	const sold = seats.reduce( ( sum, n ) => sum + n, 0 );
	const admin = await session( ADMIN );
	const guest = await playwrightRequest.newContext( { baseURL: siteUrl() } );
	let accepted = 0;
	let oversold = 0;
	for ( let run = 1; run <= runs; run++ ) {
		const eventId = await ticketedEvent(
			admin,
			`Ticket rush ${ run }`,
			100
		);
		const types: Json[] = await json(
			await admin.rest(
				'PUT',
				`/eventsmith/v2/events/${ eventId }/ticket-types`,
				{
					ticket_types: seats.map( ( capacity, n ) => ( {
						name: `Type ${ n + 1 }`,
						capacity,
					} ) ),
				}
			)
		);
		const answers = await burst( requests, ( n ) => {
			const type = types[ n % types.length ] as Json;
			return guest.post(
				`/wp-json/eventsmith/v2/public/events/${ eventId }/checkout`,
				{
					data: {
						buyer_name: `Buyer ${ n }`,
						buyer_email: `buyer${ n }@example.com`,
						tickets: { [ type.id ]: 1 },
						attendees: [
							{
								ticket_type_id: type.id,
								name: `Attendee ${ n }`,
								email: `attendee${ n }@example.com`,
							},
						],
					},
				}
			);
		} );
		const statuses = answers.map( ( answer ) => answer.status() );
		const won = statuses.filter( ( s ) => s === 201 ).length;
		expect( won, `run ${ run }` ).toBe( sold );
		expect( statuses.filter( ( s ) => s === 409 ) ).toHaveLength(
			requests - sold
		);
		const left = await json(
			await guest.get(
				`/wp-json/eventsmith/v2/public/events/${ eventId }/ticket-types`
			)
		);
		expect( left.map( ( t: Json ) => t.remaining ) ).toEqual(
			seats.map( () => 0 )
		);
		const attendees = await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ eventId }&per_page=1`
			)
		);
		accepted += won;
		oversold += Math.max( 0, attendees.total_items - sold );
		expect( attendees.total_items ).toBe( sold );
	}
	await guest.dispose();
	expect( oversold ).toBe( 0 );
	return { seats, requests, accepted: accepted / runs, oversold, runs };
}

/**
 * One ticket scanned at `requests` doors at once: exactly one check-in.
 *
 * @param requests Simultaneous scans.
 */
export async function doubleCheckin( requests: number ) {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Door rush', 10 );
	const guest = await visitor();
	const [ code ] = ( await json( await guest.rsvp( eventId, going( 1 ) ) ) )
		.tickets;
	const scans = await burst( requests, ( n ) =>
		admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
			code,
			event_id: eventId,
			device: `Gate ${ n % 4 }`,
		} )
	);
	expect( scans.map( ( scan ) => scan.status() ) ).toEqual(
		Array( requests ).fill( 200 )
	);
	const bodies = await Promise.all( scans.map( ( scan ) => json( scan ) ) );
	const winners = bodies.filter( ( b ) => b.data.status_code === 2 );
	const late = bodies.filter( ( b ) => b.data.status_code === 4 );
	expect( winners ).toHaveLength( 1 );
	expect( late ).toHaveLength( requests - 1 );
	const first = winners[ 0 ]!.data.content.checked_in_at;
	for ( const body of late ) {
		expect( body.data.messages[ 0 ] ).toBe(
			`Already checked in at ${ first } UTC.`
		);
		expect( body.data.content.checked_in_at ).toBe( first );
	}
	const rows = await ledger( admin, eventId );
	expect( rows ).toMatchObject( {
		checked_in: 1,
		checkin_rows: 1,
		refused_scan_rows: requests - 1,
	} );
	return {
		requests,
		successes: winners.length,
		double_checkins: ( rows.checkin_rows as number ) - 1,
	};
}

/**
 * Three door phones upload their offline scans at once (each twice): 30
 * each, 90 in all, 30 tickets scanned on two phones.
 */
export async function offlineSync() {
	const devices = 3;
	const perDevice = 30;
	const tickets = 60;
	const admin = await session( ADMIN );
	const { eventId, attendees } = await eventWithTickets(
		admin,
		'Offline door rush',
		tickets
	);
	const codes = attendees.map( ( a ) => a.ticket_code as string );
	// Phone A: tickets 0–29; phone B: 30–59; phone C: 0–14 and 30–44.
	const scans = [
		codes.slice( 0, 30 ),
		codes.slice( 30, 60 ),
		[ ...codes.slice( 0, 15 ), ...codes.slice( 30, 45 ) ],
	].map( ( list ) => list.map( ( code ) => scanItem( code, randomUUID() ) ) );
	expect( scans.flat() ).toHaveLength( devices * perDevice );
	const responses = await burst( devices * 2, ( n ) =>
		admin.rest( 'POST', SYNC, {
			event_id: eventId,
			device: `Phone ${ n % devices }`,
			items: scans[ n % devices ],
		} )
	);
	expect( responses.map( ( r ) => r.status() ) ).toEqual(
		Array( devices * 2 ).fill( 200 )
	);
	const results = (
		await Promise.all(
			responses.map(
				async ( r ) => ( await json( r ) ).results as Json[]
			)
		)
	).flat();
	const count = ( result: string ) =>
		results.filter( ( r ) => r.result === result ).length;
	const byId = new Map< string, string[] >();
	for ( const r of results ) {
		byId.set( r.client_id as string, [
			...( byId.get( r.client_id as string ) ?? [] ),
			r.result as string,
		] );
	}
	expect( byId.size ).toBe( devices * perDevice );
	for ( const answers of byId.values() ) {
		expect( answers.filter( ( a ) => a === 'already' ) ).toHaveLength( 1 );
	}
	expect( count( 'already' ) ).toBe( devices * perDevice );
	expect( count( 'checked_in' ) ).toBe( tickets );
	const duplicates = count( 'conflict' );
	expect( duplicates ).toBe( devices * perDevice - tickets );
	expect( count( 'refused' ) ).toBe( 0 );
	const rows = await ledger( admin, eventId );
	const doubleCheckins =
		( rows.checkin_rows as number ) - ( rows.checked_in as number );
	expect( rows ).toMatchObject( {
		checked_in: tickets,
		checkin_rows: tickets,
	} );
	return {
		devices,
		scans: devices * perDevice,
		duplicates,
		double_checkins: doubleCheckins,
	};
}

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
