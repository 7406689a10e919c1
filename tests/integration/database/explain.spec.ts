/**
 * 26.6: the hot queries use indexes at 100,000 rows. The plugin's tables
 * (and the events' posts) are filled to 100k rows from MariaDB's sequence
 * engine; then the real requests run (the dashboard's unfiltered event list,
 * the REST list, the events archive, a checkout, a check-in scan and the
 * scanner's snapshot) while a test-only filter records the SQL they send to
 * our tables; each statement is EXPLAINed and must not scan a big table.
 */
import { expect, test } from '@playwright/test';
import { ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

const ROWS = 100000;
/** The tables filled to 100k rows. */
const BIG = [
	'posts',
	'eventsmith_event_index',
	'eventsmith_bookings',
	'eventsmith_attendees',
	'eventsmith_checkins',
	'eventsmith_capacity',
	'eventsmith_ticket_types',
];
/** Rows one step of a hot query may examine. */
const MOST_ROWS = 1000;

type PlanRow = {
	table: string | null;
	type: string | null;
	key: string | null;
	rows: string | number | null;
	Extra: string | null;
};
type Plan = { label: string; sql: string; plan: PlanRow[] };

const token = runToken( 'explain' );
let admin: Session;

test.describe.configure( { timeout: 120000 } );

test.afterAll( async () => {
	if ( admin ) {
		const removed = await json(
			await admin.rest( 'DELETE', '/eventsmith-test/v1/explain/seed' )
		);
		console.log( `removed the rows in ${ removed.seconds } s` );
	}
} );

test( '26.6 the hot queries of events, checkout, check-in and the scanner use indexes at 100k rows', async ( {
	request,
} ) => {
	admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, `Explain gala ${ token }`, 50 );
	const types = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{ ticket_types: [ { name: 'Floor', price: 0, capacity: 50 } ] }
		)
	);
	const seeded = await json(
		await admin.rest( 'POST', '/eventsmith-test/v1/explain/seed', {
			rows: ROWS,
			event_id: eventId,
		} )
	);
	expect( seeded.error ).toBe( '' );
	expect( seeded.rows ).toBe( ROWS );
	// How long the filling takes, for the suite's budget.
	console.log(
		`seeded ${ ROWS } rows per table in ${ seeded.seconds } s`,
		seeded.times
	);

	const capture = ( label: string ) => ( {
		'X-WP-Nonce': admin.nonce,
		'X-Eventsmith-Capture': label,
	} );
	const get = async ( label: string, path: string ) => {
		const response = await admin.request.get( path, {
			headers: capture( label ),
		} );
		expect( response.status(), `${ label }: ${ path }` ).toBe( 200 );
		return response;
	};
	await get(
		'dashboard',
		'/wp-json/eventsmith/v2/events?status=all&paged=1&per_page=10'
	);
	const list = await json(
		await get( 'rest', '/wp-json/eventsmith/v2/events' )
	);
	expect( Number( list.total_items ) ).toBeGreaterThan( ROWS / 2 );
	const archive = await request.get( '/events/', {
		headers: { 'X-Eventsmith-Capture': 'archive' },
	} );
	expect( archive.status() ).toBe( 200 );

	const checkout = await request.post(
		`/wp-json/eventsmith/v2/public/events/${ eventId }/checkout`,
		{
			headers: { 'X-Eventsmith-Capture': 'checkout' },
			data: {
				buyer_name: 'Ezra Explain',
				buyer_email: 'ezra@example.com',
				tickets: { [ types[ 0 ].id ]: 1 },
				attendees: [
					{
						ticket_type_id: types[ 0 ].id,
						name: 'Ezra Explain',
						email: 'ezra@example.com',
					},
				],
			},
		}
	);
	expect( checkout.status(), await checkout.text() ).toBe( 201 );
	const order: Json = await json( checkout );
	// A free ticket: the order completes and its answer carries the ticket's code.
	const code =
		JSON.stringify( order.tickets ).match( /[0-9a-f]{32}/ )?.[ 0 ] ?? '';
	expect( code ).toMatch( /^[0-9a-f]{32}$/ );
	const scan = await admin.request.post(
		'/wp-json/eventsmith/v2/tickets/verify',
		{
			headers: capture( 'checkin' ),
			data: { code, event_id: eventId, device: 'Gate A' },
		}
	);
	expect( scan.status(), await scan.text() ).toBe( 200 );
	await get(
		'snapshot',
		`/wp-json/eventsmith/v2/scanner/events/${ eventId }/snapshot`
	);

	const plans = await json< Plan[] >(
		await admin.rest( 'GET', '/eventsmith-test/v1/explain' )
	);
	const labels = new Set( plans.map( ( p ) => p.label ) );
	for ( const label of [
		'dashboard',
		'rest',
		'archive',
		'checkout',
		'checkin',
		'snapshot',
	] ) {
		expect( labels, `${ label } sent SQL to our tables` ).toContain(
			label
		);
	}
	const problems: string[] = [];
	for ( const { label, sql, plan } of plans ) {
		for ( const row of plan ) {
			const table = String( row.table ?? '' );
			const big = BIG.find( ( name ) =>
				new RegExp( `(^|_)${ name }$` ).test( table )
			);
			if ( ! big ) {
				continue;
			}
			const covering = /Using index/.test( row.Extra ?? '' );
			// An aggregate (a count, the first upcoming date) may read a range of an index that answers it alone.
			const aggregate =
				/^\s*SELECT\s+[(\s]*(SELECT\s+)?(COUNT|SUM|MIN|MAX)\s*\(/i.test(
					sql
				);
			// So may the first row in the key's own order (no sort), which stops at its first match.
			const firstInKeyOrder =
				/ORDER BY\s+[\w.]+(\s+(ASC|DESC))?\s+LIMIT 1\s*$/i.test(
					sql
				) && ! /filesort/.test( row.Extra ?? '' );
			if (
				row.type === 'ALL' ||
				row.key === null ||
				( Number( row.rows ) > MOST_ROWS &&
					! ( ( aggregate || firstInKeyOrder ) && covering ) )
			) {
				problems.push(
					`${ label }: ${ table } type=${ row.type } key=${ row.key } rows=${ row.rows } ${ row.Extra ?? '' }\n  ${ sql }`
				);
			}
		}
	}
	console.log(
		`${ plans.length } statements explained:`,
		Object.fromEntries(
			[ ...labels ].map( ( l ) => [
				l,
				plans.filter( ( p ) => p.label === l ).length,
			] )
		)
	);
	expect( problems ).toEqual( [] );
} );
