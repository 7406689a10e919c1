/**
 * Three door phones come back online at once and upload their offline
 * scans: 30 each, 90 in all, where 30 tickets were scanned on two phones.
 * Every phone also sends its upload twice at the same moment (the "online"
 * event and the timer both fire). Each ticket is checked in exactly once,
 * each doubly scanned ticket is reported as one conflict, and every
 * replayed scan id answers "already".
 */
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { json, type Json } from '../support/json';
import { ADMIN, session } from '../support/wordpress';
import { SYNC, eventWithTickets, scanItem } from '../support/scanner-offline';
import { burst, ledger, report } from './burst';

const DEVICES = 3;
const PER_DEVICE = 30;
const TICKETS = 60;

test( 'SCAN-OFFLINE-04 three phones upload 90 offline scans with 30 doubles at once: one check-in per ticket, 30 conflicts, replays change nothing', async () => {
	test.setTimeout( 180_000 );
	const admin = await session( ADMIN );
	const { eventId, attendees } = await eventWithTickets(
		admin,
		'Offline door rush',
		TICKETS
	);
	const codes = attendees.map( ( a ) => a.ticket_code as string );
	// Phone A: tickets 0–29; phone B: 30–59; phone C: 0–14 and 30–44.
	const scans = [
		codes.slice( 0, 30 ),
		codes.slice( 30, 60 ),
		[ ...codes.slice( 0, 15 ), ...codes.slice( 30, 45 ) ],
	].map( ( list ) => list.map( ( code ) => scanItem( code, randomUUID() ) ) );
	expect( scans.flat() ).toHaveLength( DEVICES * PER_DEVICE );

	// Each phone's upload, twice, all six at once.
	const responses = await burst( DEVICES * 2, ( n ) =>
		admin.rest( 'POST', SYNC, {
			event_id: eventId,
			device: `Phone ${ n % DEVICES }`,
			items: scans[ n % DEVICES ],
		} )
	);
	expect( responses.map( ( r ) => r.status() ) ).toEqual(
		Array( DEVICES * 2 ).fill( 200 )
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

	// Per scan id: exactly one first answer, one "already".
	const byId = new Map< string, string[] >();
	for ( const r of results ) {
		byId.set( r.client_id as string, [
			...( byId.get( r.client_id as string ) ?? [] ),
			r.result as string,
		] );
	}
	expect( byId.size ).toBe( DEVICES * PER_DEVICE );
	for ( const answers of byId.values() ) {
		expect( answers.filter( ( a ) => a === 'already' ) ).toHaveLength( 1 );
	}
	expect( count( 'already' ) ).toBe( DEVICES * PER_DEVICE );
	expect( count( 'checked_in' ) ).toBe( TICKETS );
	const duplicates = count( 'conflict' );
	expect( duplicates ).toBe( DEVICES * PER_DEVICE - TICKETS );
	expect( count( 'refused' ) ).toBe( 0 );

	const rows = await ledger( admin, eventId );
	const doubleCheckins =
		( rows.checkin_rows as number ) - ( rows.checked_in as number );
	expect( rows ).toMatchObject( {
		checked_in: TICKETS,
		checkin_rows: TICKETS,
	} );
	report( 'offline-sync', {
		devices: DEVICES,
		scans: DEVICES * PER_DEVICE,
		duplicates,
		double_checkins: doubleCheckins,
	} );
} );
