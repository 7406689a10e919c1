/**
 * Where reads go on the replica stack (issue 36, item 3): visitors read
 * from the replica, every read that decides a write reads the primary, a
 * user who just saved reads the primary for the lag window, and an edited
 * event page is fresh within the purge window plus the lag.
 *
 * "Frozen" below: the replica's SQL thread is stopped, so whatever is
 * written then exists on the primary only. A read of it from the replica
 * finds nothing, which makes every check here fail if that read went there.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { record, stack } from '../stack';
import { page, visit } from '../visitor';
import { caughtUp, freezeReplica, sql, thawReplica } from './database';

test.describe.configure( { mode: 'serial' } );

const VISITOR = '127.0.0.30';
/** How long a purge may take to show (as in tests/production/pages.spec.ts). */
const PURGE_WINDOW_MS = 3000;
/** The second purge's delay on a replicated site (the `eventsmith_replica_lag` filter's default). */
const REPLICA_LAG_SETTING_MS = 3000;

type Routing = { drop_in: string; read_from: string; pinned: string };

/**
 * Which server answered a request's reads (through haproxy: never cached).
 *
 * @param method  GET or POST.
 * @param headers Further headers (a cookie).
 */
async function routing(
	method = 'GET',
	headers: Record< string, string > = {}
): Promise< Routing > {
	const response = await fetch(
		`${ stack().haproxyUrl }/wp-json/eventsmith-test/v1/production/database`,
		{ method, headers }
	);
	expect( response.status ).toBe( 200 );
	return ( await response.json() ) as Routing;
}

/** The day after tomorrow, YYYY-MM-DD (UTC). */
function soonDay(): string {
	return new Date( Date.now() + 2 * 86_400_000 ).toISOString().slice( 0, 10 );
}

async function ticketedEvent(
	admin: Session,
	title: string,
	types: Json[]
): Promise< { id: number; link: string; types: Json[] } > {
	const event = await createEvent( admin, {
		title,
		...oneDay( soonDay(), '18:00', '22:00' ),
		total_ticket: -1,
	} );
	const saved = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }/ticket-types`,
		{ ticket_types: types }
	);
	expect( saved.status(), await saved.text() ).toBe( 200 );
	return { id: event.id, link: event.link, types: await json( saved ) };
}

const checkout = ( type: Json, n: number, extra: Json = {} ) => ( {
	buyer_name: `Buyer ${ n }`,
	buyer_email: `replica-buyer${ n }@example.com`,
	tickets: { [ type.id ]: 1 },
	attendees: [
		{
			ticket_type_id: type.id,
			name: `Guest ${ n }`,
			email: `replica-guest${ n }@example.com`,
		},
	],
	...extra,
} );

test( 'visitors read from the replica; a write, and a signed-in user right after saving, read from the primary (36.3)', async () => {
	expect( await routing() ).toEqual( {
		drop_in: 'LudicrousDB',
		read_from: 'replica',
		pinned: '',
	} );
	expect( await routing( 'POST' ) ).toMatchObject( {
		read_from: 'primary',
		pinned: 'write',
	} );
	// A cookie a visitor makes up does not move them to the primary.
	const forged = `eventsmith_primary_until=${ Math.floor( Date.now() / 1000 ) + 60 }.0123456789abcdef`;
	expect( await routing( 'GET', { Cookie: forged } ) ).toMatchObject( {
		read_from: 'replica',
	} );

	const admin = await session( ADMIN );
	// The dashboard's Heartbeat polling (a POST every few seconds) is no save: no pin.
	await admin.request.post( '/wp-admin/admin-ajax.php', {
		form: { action: 'heartbeat', interval: '60' },
	} );
	expect(
		( await admin.request.storageState() ).cookies.map( ( c ) => c.name )
	).not.toContain( 'eventsmith_primary_until' );
	await createEvent( admin, {
		title: 'Pinned by a save',
		...oneDay( soonDay(), '10:00', '11:00' ),
	} );
	const cookies = await admin.request.storageState();
	const pin = cookies.cookies.find(
		( c ) => c.name === 'eventsmith_primary_until'
	);
	expect( pin, 'the save set the pin cookie' ).toBeDefined();
	expect( pin!.httpOnly ).toBe( true );
	expect(
		await json(
			await admin.rest( 'GET', '/eventsmith-test/v1/production/database' )
		)
	).toMatchObject( { read_from: 'primary', pinned: 'recent-write' } );
} );

test( 'every read that decides a write reads the primary: booking, capacity, check-in, waitlist, discount uses, import origins (36.3)', async () => {
	test.setTimeout( 120_000 );
	const admin = await session( ADMIN );
	const guest = await session( null );
	const stamp = Date.now().toString( 36 );
	freezeReplica();
	try {
		const event = await ticketedEvent( admin, `Frozen sale ${ stamp }`, [
			{ name: 'Last seat', capacity: 1 },
			{ name: 'Open', capacity: 10, price: '30.00' },
		] );
		const [ last, open ] = event.types as [ Json, Json ];
		const route = `/eventsmith/v2/public/events/${ event.id }/checkout`;

		// The replica has neither the event's ticket types nor its seats.
		expect(
			sql(
				'replica',
				`SELECT COUNT(*) FROM wp_eventsmith_ticket_types WHERE event_id = ${ event.id }`
			)
		).toBe( '0' );
		expect( await routing() ).toMatchObject( { read_from: 'replica' } );

		// Booking and the seat check: the last seat sells once.
		const first = await guest.rest( 'POST', route, checkout( last, 1 ) );
		expect( first.status(), await first.text() ).toBe( 201 );
		const second = await guest.rest( 'POST', route, checkout( last, 2 ) );
		expect( second.status(), await second.text() ).toBe( 409 );

		// Check-in of the ticket just sold: found, checked in once.
		const ticket = sql(
			'primary',
			`SELECT ticket_code FROM wp_eventsmith_attendees WHERE event_id = ${ event.id }`
		);
		expect( ticket ).not.toBe( '' );
		const scan = async () =>
			json(
				await admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
					code: ticket,
					event_id: event.id,
					device: 'Gate 1',
				} )
			);
		expect( ( await scan() ).data.status_code ).toBe( 2 );
		expect( ( await scan() ).data.status_code ).toBe( 4 );

		// The waitlist of the sold-out type takes a place.
		const joined = await guest.rest(
			'POST',
			`/eventsmith/v2/events/${ event.id }/waitlist`,
			{
				name: 'Waiting',
				email: 'replica-waiting@example.com',
				ticket_type_id: last.id,
			}
		);
		expect( joined.status(), await joined.text() ).toBe( 201 );

		// A discount code made a moment ago, for one use: used once, then refused.
		const codeName = `FROZEN${ stamp }`.toUpperCase();
		const made = await admin.rest(
			'POST',
			'/eventsmith/v2/discount-codes',
			{
				code: codeName,
				kind: 'percent',
				amount: 50,
				event_id: event.id,
				max_uses: 1,
			}
		);
		expect( made.status(), await made.text() ).toBe( 201 );
		const discounted = await guest.rest(
			'POST',
			route,
			checkout( open, 3, { discount_code: codeName } )
		);
		expect( discounted.status(), await discounted.text() ).toBe( 201 );
		const again = await guest.rest(
			'POST',
			route,
			checkout( open, 4, { discount_code: codeName } )
		);
		expect( again.status(), await again.text() ).toBe( 400 );
		expect( Object.keys( ( await json( again ) ).data.params ) ).toEqual( [
			'discount_code',
		] );

		// An import run twice, the source changed in between: the second
		// finds the first's origin and updates the event it made.
		const ics = ( summary: string ) =>
			[
				'BEGIN:VCALENDAR',
				'VERSION:2.0',
				'PRODID:-//Eventsmith tests//EN',
				'BEGIN:VEVENT',
				`UID:replica-${ stamp }@example.com`,
				'DTSTAMP:20270101T000000Z',
				'DTSTART:20270301T180000Z',
				'DTEND:20270301T200000Z',
				`SUMMARY:${ summary }`,
				'END:VEVENT',
				'END:VCALENDAR',
				'',
			].join( '\r\n' );
		const importOnce = async ( summary: string ) => {
			const uploaded = await admin.request.post(
				'/wp-json/eventsmith/v2/imports',
				{
					headers: { 'X-WP-Nonce': admin.nonce },
					multipart: {
						file: {
							name: 'replica.ics',
							mimeType: 'text/calendar',
							buffer: Buffer.from( ics( summary ), 'utf8' ),
						},
					},
				}
			);
			expect( uploaded.status(), await uploaded.text() ).toBe( 201 );
			const id = ( await json( uploaded ) ).id as number;
			expect(
				(
					await admin.rest(
						'POST',
						`/eventsmith/v2/imports/${ id }/start`
					)
				).status()
			).toBe( 200 );
			await admin.rest(
				'POST',
				`/eventsmith-test/v1/imports/${ id }/run`,
				{
					batches: 10,
				}
			);
			return (
				await json(
					await admin.rest( 'GET', `/eventsmith/v2/imports/${ id }` )
				)
			).counts as Json;
		};
		expect( await importOnce( `Imported ${ stamp }` ) ).toMatchObject( {
			created: 1,
			updated: 0,
		} );
		expect(
			await importOnce( `Imported ${ stamp }, moved` )
		).toMatchObject( {
			created: 0,
			updated: 1,
		} );

		// All of it is still missing on the replica: it was decided on the primary.
		expect(
			sql(
				'replica',
				`SELECT COUNT(*) FROM wp_eventsmith_bookings WHERE event_id = ${ event.id }`
			)
		).toBe( '0' );
		expect(
			sql(
				'primary',
				`SELECT COUNT(*) FROM wp_eventsmith_bookings WHERE event_id = ${ event.id }`
			)
		).toBe( '2' );
	} finally {
		thawReplica();
	}
} );

test( 'staff see their own edit on the next screen, while others read the replica\u2019s copy (36.3)', async () => {
	const editor = await session( ADMIN );
	const stamp = Date.now().toString( 36 );
	const event = await createEvent( editor, {
		title: `Harbour lecture ${ stamp }`,
		...oneDay( soonDay(), '18:00', '20:00' ),
	} );
	caughtUp();
	const search = `/eventsmith/v2/events?search_keyword=${ encodeURIComponent(
		`${ stamp } room two`
	) }`;
	freezeReplica();
	try {
		const renamed = `Harbour lecture ${ stamp } room two`;
		const saved = await editor.rest(
			'PUT',
			`/eventsmith/v2/events/${ event.id }`,
			{ title: renamed }
		);
		expect( saved.status() ).toBe( 200 );

		// The editor's next screens: the event and the list, both with the edit.
		expect(
			(
				await json(
					await editor.rest(
						'GET',
						`/eventsmith/v2/events/${ event.id }`
					)
				)
			).title
		).toBe( renamed );
		const list = await json( await editor.rest( 'GET', search ) );
		expect( list.items.map( ( e: Json ) => e.id ) ).toEqual( [ event.id ] );

		// A colleague who saved nothing (a context of its own, with the
		// cookies of the login only) reads the replica: not there yet.
		const colleague = await session( ADMIN );
		expect(
			( await colleague.request.storageState() ).cookies.map(
				( c ) => c.name
			)
		).not.toContain( 'eventsmith_primary_until' );
		const theirs = await json(
			await colleague.rest( 'GET', `${ search }&per_page=5` )
		);
		expect( theirs.items ).toEqual( [] );
	} finally {
		thawReplica();
	}
	// Once the replica has it, so does everyone else.
	const colleague = await session( ADMIN );
	const theirs = await json(
		await colleague.rest( 'GET', `${ search }&per_page=6` )
	);
	expect( theirs.items.map( ( e: Json ) => e.id ) ).toEqual( [ event.id ] );
} );

test( 'an event page and the archive edited by staff show the change within the purge window plus the lag, and stay fresh (36.3)', async () => {
	const admin = await session( ADMIN );
	const stamp = Date.now().toString( 36 );
	const event = await createEvent( admin, {
		title: `Quay concert ${ stamp }`,
		...oneDay( soonDay(), '19:00', '21:00' ),
	} );
	const archive = '/events/';
	caughtUp();
	for ( const path of [ event.link, archive ] ) {
		await page( VISITOR, path );
		expect( ( await page( VISITOR, path ) ).headers[ 'x-cache' ] ).toBe(
			'HIT'
		);
	}
	const renamed = `Quay gala ${ stamp }`;
	const savedAt = Date.now();
	expect(
		(
			await admin.rest( 'PUT', `/eventsmith/v2/events/${ event.id }`, {
				title: renamed,
			} )
		).status()
	).toBe( 200 );
	// Visitors keep asking from the moment of the save: what they get while
	// the replica lags must not stay in the cache.
	const limit = PURGE_WINDOW_MS + REPLICA_LAG_SETTING_MS;
	const freshAfter: Record< string, number > = {};
	while ( Date.now() - savedAt < limit + 2000 ) {
		for ( const path of [ event.link, archive ] ) {
			const shows = ( await page( VISITOR, path ) ).body.includes(
				renamed
			);
			if ( shows && freshAfter[ path ] === undefined ) {
				freshAfter[ path ] = Date.now() - savedAt;
			} else if ( ! shows ) {
				delete freshAfter[ path ];
			}
		}
		await new Promise( ( r ) => setTimeout( r, 150 ) );
	}
	process.stdout.write(
		`replica purge: page_fresh_after_ms=${ freshAfter[ event.link ] ?? -1 } archive_fresh_after_ms=${ freshAfter[ archive ] ?? -1 } limit_ms=${ limit }\n`
	);
	const stale = [ event.link, archive ].filter(
		( path ) =>
			freshAfter[ path ] === undefined || freshAfter[ path ]! > limit
	);
	record( { replica_stale_pages: stale.length } );
	expect( stale, 'pages stale after the purge window plus the lag' ).toEqual(
		[]
	);
	expect( ( await visit( VISITOR, 'GET', event.link ) ).body ).toContain(
		renamed
	);
} );
