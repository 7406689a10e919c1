/**
 * One ticket scanned at 100 doors at once: exactly one check-in.
 */
import { expect, test } from '@playwright/test';
import { json } from '../support/json';
import { going, rsvpEvent, visitor } from '../support/rsvp';
import { ADMIN, session } from '../support/wordpress';
import { burst, ledger, report } from './burst';

const REQUESTS = 100;

test( 'SCAN-16 SCAN-18 100 simultaneous scans of one ticket: one success, 99 "already checked in" with the first time', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Door rush', 10 );
	const guest = await visitor();
	const [ code ] = ( await json( await guest.rsvp( eventId, going( 1 ) ) ) )
		.tickets;

	const scans = await burst( REQUESTS, ( n ) =>
		admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
			code,
			event_id: eventId,
			device: `Gate ${ n % 4 }`,
		} )
	);
	expect( scans.map( ( scan ) => scan.status() ) ).toEqual(
		Array( REQUESTS ).fill( 200 )
	);
	const bodies = await Promise.all( scans.map( ( scan ) => json( scan ) ) );
	const winners = bodies.filter( ( b ) => b.data.status_code === 2 );
	const late = bodies.filter( ( b ) => b.data.status_code === 4 );
	expect( winners ).toHaveLength( 1 );
	expect( late ).toHaveLength( REQUESTS - 1 );
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
		refused_scan_rows: REQUESTS - 1,
	} );
	report( 'double-checkin', {
		requests: REQUESTS,
		successes: winners.length,
	} );
} );
