/**
 * Check-in scenarios: one ticket scanned at many doors at once, and door
 * phones uploading overlapping offline scans at once; each ticket is
 * checked in once.
 */
import { expect } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { json, type Json } from '../support/json';
import { going, rsvpEvent, visitor } from '../support/rsvp';
import { SYNC, eventWithTickets, scanItem } from '../support/scanner-offline';
import { ADMIN, session } from '../support/wordpress';
import { burst, ledger } from './burst';

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
