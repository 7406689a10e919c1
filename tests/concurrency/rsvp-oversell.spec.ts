/**
 * RSVP capacity under a real burst: 200 visitors answer "going" at the same
 * moment for 50 places, five times on fresh events.
 */
import { expect, test } from '@playwright/test';
import { json } from '../support/json';
import { going, rsvpEvent, visitor } from '../support/rsvp';
import { ADMIN, session } from '../support/wordpress';
import { burst, ledger, report } from './burst';

const SEATS = 50;
const REQUESTS = 200;
const RUNS = 5;

test( 'RSVP-17 200 simultaneous answers for 50 places accept exactly 50, five times over', async () => {
	// A thousand requests: generous on a busy two-core machine.
	test.setTimeout( 300_000 );
	const admin = await session( ADMIN );
	const guest = await visitor();
	let accepted = 0;
	let oversold = 0;
	for ( let run = 1; run <= RUNS; run++ ) {
		const eventId = await rsvpEvent( admin, `RSVP rush ${ run }`, SEATS );
		const answers = await burst( REQUESTS, ( n ) =>
			guest.rsvp( eventId, going( n ) )
		);
		const statuses = answers.map( ( answer ) => answer.status() );
		const won = statuses.filter( ( s ) => s === 201 ).length;
		expect( won, `run ${ run }` ).toBe( SEATS );
		expect( statuses.filter( ( s ) => s === 409 ) ).toHaveLength(
			REQUESTS - SEATS
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
			going: SEATS,
			attendees: SEATS,
		} );
		const attendees = await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ eventId }&per_page=1`
			)
		);
		expect( attendees.total_items ).toBe( SEATS );
		const rows = await ledger( admin, eventId );
		expect( rows ).toMatchObject( {
			attendees: SEATS,
			responses: SEATS,
			rsvp_seats: { capacity: String( SEATS ), taken: String( SEATS ) },
		} );
		accepted += won;
		oversold += Math.max( 0, rows.attendees - SEATS );
	}
	expect( oversold ).toBe( 0 );
	report( 'rsvp-oversell', {
		seats: SEATS,
		requests: REQUESTS,
		accepted: accepted / RUNS,
		oversold,
		runs: RUNS,
	} );
} );
