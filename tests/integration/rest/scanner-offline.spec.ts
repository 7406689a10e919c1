/**
 * The offline door scanner's routes: the snapshot holds hashes of the ticket
 * codes and never a code; the upload of offline scans checks each ticket in
 * once, answers a replayed scan id with "already" and no effect, and reports
 * a ticket checked in on two devices as a conflict (also in the attendee
 * list); counters; and who may call them.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
	type Session,
} from '../../support/wordpress';
import {
	SYNC,
	countsRoute,
	eventWithTickets,
	scanItem,
	snapshotRoute,
	ticketHash,
} from '../../support/scanner-offline';

let admin: Session;

test.beforeAll( async () => {
	admin = await session( ADMIN );
} );

test( 'SCAN-OFFLINE-01 the snapshot lists each active ticket by the SHA-256 of its code, with name, type and check-in flag, and no code', async () => {
	const { eventId, attendees } = await eventWithTickets(
		admin,
		'Snapshot night',
		3
	);
	await admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
		code: attendees[ 0 ]!.ticket_code,
		event_id: eventId,
	} );
	const response = await admin.rest( 'GET', snapshotRoute( eventId ) );
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const text = await response.text();
	for ( const attendee of attendees ) {
		expect( text ).not.toContain( attendee.ticket_code as string );
	}
	const body = JSON.parse( text ) as Json;
	expect( body ).toMatchObject( {
		event_id: eventId,
		event_name: 'Snapshot night',
		hash: 'sha256',
	} );
	expect( body.tickets ).toHaveLength( 3 );
	const byHash = new Map(
		( body.tickets as Json[] ).map( ( t ) => [ t.hash as string, t ] )
	);
	attendees.forEach( ( attendee, index ) => {
		const ticket = byHash.get(
			ticketHash( attendee.ticket_code as string )
		);
		expect( ticket, `ticket ${ index }` ).toMatchObject( {
			name: attendee.name,
			ticket_type: 'Standard',
			checked_in: index === 0,
		} );
		expect( Object.keys( ticket! ).sort() ).toEqual( [
			'checked_in',
			'hash',
			'name',
			'ticket_type',
		] );
	} );
	const counts = await json(
		await admin.rest( 'GET', countsRoute( eventId ) )
	);
	expect( counts ).toEqual( { event_id: eventId, checked_in: 1, sold: 3 } );
	expect(
		( await admin.rest( 'GET', snapshotRoute( 999999999 ) ) ).status()
	).toBe( 404 );
} );

test( 'SCAN-OFFLINE-02 only staff with the QR-scan permission may read the snapshot and counters or upload scans', async () => {
	const { eventId } = await eventWithTickets( admin, 'Snapshot guard', 1 );
	const visitor = await session( null );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	const attendeeStaff = await sessionWithOnly( 'eventsmith_manage_attendee' );
	const door = await sessionWithOnly( 'eventsmith_manage_qr_scan' );
	const calls: Array< [ string, string, unknown? ] > = [
		[ 'GET', snapshotRoute( eventId ) ],
		[ 'GET', countsRoute( eventId ) ],
		[ 'POST', SYNC, { event_id: eventId, items: [] } ],
	];
	for ( const [ method, route, data ] of calls ) {
		expect( ( await visitor.rest( method, route, data ) ).status() ).toBe(
			401
		);
		expect(
			( await subscriber.rest( method, route, data ) ).status()
		).toBe( 403 );
		expect(
			( await attendeeStaff.rest( method, route, data ) ).status()
		).toBe( 403 );
		expect( ( await door.rest( method, route, data ) ).status() ).toBe(
			200
		);
	}
} );

test( 'SCAN-OFFLINE-03 an upload checks tickets in at their scan time; a replayed scan id changes nothing; a ticket checked in elsewhere first is a conflict, also in the attendee list', async () => {
	const { eventId, attendees } = await eventWithTickets(
		admin,
		'Sync hall',
		3
	);
	const [ a, b, c ] = attendees.map( ( x ) => x.ticket_code as string );
	const scannedAt = new Date( Date.now() - 5 * 60_000 );
	scannedAt.setMilliseconds( 0 );
	const first = scanItem( a!, undefined, scannedAt.toISOString() );
	const second = scanItem( b! );
	// Another device checked c in online first.
	await admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
		code: c,
		event_id: eventId,
	} );
	const late = scanItem( c! );
	const unknown = scanItem( 'f'.repeat( 32 ) );

	const response = await admin.rest( 'POST', SYNC, {
		event_id: eventId,
		device: 'Phone 1',
		items: [ first, second, late, unknown, { client_id: 'nope', code: a } ],
	} );
	expect( response.status() ).toBe( 200 );
	const { results } = await json( response );
	expect( results ).toHaveLength( 4 );
	expect( results[ 0 ] ).toMatchObject( {
		client_id: first.client_id,
		result: 'checked_in',
	} );
	expect( results[ 1 ] ).toMatchObject( { result: 'checked_in' } );
	expect( results[ 2 ] ).toMatchObject( {
		client_id: late.client_id,
		result: 'conflict',
		name: attendees[ 2 ]!.name,
	} );
	expect( results[ 2 ].first_checked_in_at ).toMatch(
		/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/
	);
	expect( results[ 2 ].message ).toBe(
		`Checked in on another device first, at ${ results[ 2 ].first_checked_in_at } UTC.`
	);
	expect( results[ 3 ] ).toMatchObject( { result: 'refused' } );

	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }&per_page=10`
		)
	);
	const byCode = new Map(
		( list.items as Json[] ).map( ( x ) => [ x.ticket_code as string, x ] )
	);
	// The offline scan's own time is the check-in time.
	expect( byCode.get( a! )!.checked_in_at ).toBe(
		scannedAt.toISOString().slice( 0, 19 ).replace( 'T', ' ' )
	);
	expect( byCode.get( a! )!.sync_conflict_at ).toBeNull();
	expect( byCode.get( c! )!.sync_conflict_at ).toBeTruthy();

	// The same upload again: every scan id is known, nothing changes.
	const before = await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/ledger?event_id=${ eventId }`
		)
	);
	const replay = await json(
		await admin.rest( 'POST', SYNC, {
			event_id: eventId,
			items: [ first, second, late ],
		} )
	);
	expect(
		( replay.results as Json[] ).map( ( r ) => [ r.result, r.previous ] )
	).toEqual( [
		[ 'already', 'checked_in' ],
		[ 'already', 'checked_in' ],
		[ 'already', 'conflict' ],
	] );
	const after = await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/ledger?event_id=${ eventId }`
		)
	);
	expect( after ).toEqual( before );
	expect( after ).toMatchObject( { checked_in: 3, checkin_rows: 3 } );
} );
