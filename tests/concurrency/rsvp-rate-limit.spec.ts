/**
 * The RSVP rate limit under a burst: 30 answers from one visitor at the same
 * moment, with a limit of 10, accept exactly 10, three times over (the
 * counter is one atomic statement; two requests never share the last slot).
 */
import { expect, test } from '@playwright/test';
import { going, rsvpEvent, visitor } from '../support/rsvp';
import { ADMIN, session } from '../support/wordpress';
import { burst, ledger, report } from './burst';

const LIMIT = 10;
const REQUESTS = 30;
const RUNS = 3;

test( 'RSVP-17 30 simultaneous answers from one visitor with a limit of 10 accept exactly 10, three times over', async () => {
	test.setTimeout( 120_000 );
	const admin = await session( ADMIN );
	await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
		limit: LIMIT,
	} );
	const guest = await visitor();
	let over = 0;
	let allowed = 0;
	try {
		for ( let run = 1; run <= RUNS; run++ ) {
			const eventId = await rsvpEvent( admin, `Rate rush ${ run }`, 100 );
			const answers = await burst( REQUESTS, ( n ) =>
				guest.rsvp( eventId, going( n ) )
			);
			const statuses = answers.map( ( answer ) => answer.status() );
			const won = statuses.filter( ( s ) => s === 201 ).length;
			expect( won, `run ${ run }` ).toBe( LIMIT );
			expect( statuses.filter( ( s ) => s === 429 ) ).toHaveLength(
				REQUESTS - LIMIT
			);
			const rows = await ledger( admin, eventId );
			expect( rows.responses ).toBe( LIMIT );
			over += Math.max( 0, rows.responses - LIMIT );
			allowed = won;
		}
	} finally {
		await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
			limit: 1000,
		} );
	}
	expect( over ).toBe( 0 );
	report( 'rsvp-rate-limit', {
		requests: REQUESTS,
		allowed,
		over,
	} );
} );
