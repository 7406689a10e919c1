/**
 * iCal import (issue 35, items 3 and 5): an uploaded Google Calendar export
 * is counted by a dry run, imported in background batches, imported again
 * without duplicates, updated from a changed source, and undone; a big file
 * is stopped and resumed; a subscribed feed served by a local server is
 * checked again, marks events it dropped, and answers 404, HTML and
 * timeouts with a report while keeping what was imported.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

test.describe.configure( { mode: 'serial' } );

const IMPORTS = '/eventsmith/v2/imports';
const FEED_PORT = Number( process.env.EVENTSMITH_FEED_PORT ?? 9862 );
const GOOGLE = readFileSync(
	join( __dirname, 'fixtures', 'google-export.ics' ),
	'utf8'
);

/**
 * The fixture with this run's UIDs, so a re-run of the spec starts afresh.
 * @param text
 * @param token
 */
const withToken = ( text: string, token: string ) =>
	text.replace( /^UID:(.*)$/gm, `UID:$1-${ token }` );

async function upload( admin: Session, name: string, text: string ) {
	return admin.request.post( `/wp-json${ IMPORTS }`, {
		headers: { 'X-WP-Nonce': admin.nonce },
		multipart: {
			file: {
				name,
				mimeType: 'text/calendar',
				buffer: Buffer.from( text, 'utf8' ),
			},
		},
	} );
}

async function runBatches( admin: Session, id: number, batches = 100 ) {
	return json(
		await admin.rest( 'POST', `/eventsmith-test/v1/imports/${ id }/run`, {
			batches,
		} )
	);
}

async function status( admin: Session, id: number ): Promise< Json > {
	return json( await admin.rest( 'GET', `${ IMPORTS }/${ id }` ) );
}

async function importedEvents(
	admin: Session,
	prefix = ''
): Promise< Record< string, number > > {
	return ( await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/imports/events?prefix=${ encodeURIComponent( prefix ) }`
		)
	) ) as Record< string, number >;
}

async function event(
	admin: Session,
	id: number | undefined
): Promise< Json > {
	return json( await admin.rest( 'GET', `/eventsmith/v2/events/${ id }` ) );
}

/**
 * Uploads, starts and runs an import to its end; returns its final state.
 * @param admin
 * @param name
 * @param text
 */
async function importAll( admin: Session, name: string, text: string ) {
	const created = await upload( admin, name, text );
	expect( created.status() ).toBe( 201 );
	const id = ( await json( created ) ).id as number;
	expect(
		( await admin.rest( 'POST', `${ IMPORTS }/${ id }/start` ) ).status()
	).toBe( 200 );
	await runBatches( admin, id );
	return status( admin, id );
}

test( 'an uploaded Google Calendar export: dry run, import, import again, update, undo (35.3, 35.5)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'g' );
	const text = withToken( GOOGLE, token );

	// Something that exists before and must survive the undo.
	const mine = (
		await json(
			await admin.rest( 'POST', '/eventsmith/v2/events', {
				title: `Kept ${ token }`,
				start_date: '2027-05-01',
				start_time: '10:00',
				end_date: '2027-05-01',
				end_time: '11:00',
				timezone: 'UTC',
			} )
		)
	).id as number;

	const created = await upload( admin, 'community.ics', text );
	expect( created.status() ).toBe( 201 );
	const run = await json( created );
	expect( run.status ).toBe( 'dry_run' );
	// 6 VEVENTs become 9 events (a BYSETPOS series split in 4); one is malformed.
	expect( run.dry_run ).toEqual( {
		total: 10,
		create: 9,
		update: 0,
		skip: 0,
		fail: 1,
	} );
	const dry = await json(
		await admin.rest( 'GET', `${ IMPORTS }/${ run.id }/dry-run` )
	);
	expect( dry.counts ).toEqual( run.dry_run );
	expect( dry.report ).toEqual(
		expect.arrayContaining( [
			expect.objectContaining( {
				line: 101,
				action: 'fail',
				uid: `broken-date@google.com-${ token }`,
			} ),
			expect.objectContaining( {
				line: 92,
				reason: expect.stringContaining( 'BYSETPOS' ),
			} ),
		] )
	);
	// The dry run wrote nothing.
	expect( await importedEvents( admin, '' ) ).not.toHaveProperty(
		`floating-breakfast@example.org-${ token }`
	);

	expect(
		(
			await json(
				await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/start` )
			)
		).status
	).toBe( 'queued' );
	// Starting twice is a conflict.
	expect(
		(
			await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/start` )
		).status()
	).toBe( 409 );
	await runBatches( admin, run.id );
	const done = await status( admin, run.id );
	expect( done.status ).toBe( 'done' );
	expect( done.counts ).toMatchObject( {
		created: 9,
		updated: 0,
		skipped: 0,
		failed: 1,
	} );
	expect( done.progress ).toEqual( {
		processed: 10,
		total: 10,
		percent: 100,
	} );
	expect( done.report ).toEqual(
		expect.arrayContaining( [
			expect.objectContaining( { line: 101, action: 'fail' } ),
		] )
	);

	const ids = Object.fromEntries(
		Object.entries( await importedEvents( admin, '' ) ).filter( ( [ k ] ) =>
			k.includes( token )
		)
	);
	expect( Object.keys( ids ) ).toHaveLength( 9 );
	const series = await event(
		admin,
		ids[ `5k2t1v0l8m3n4o5p6q7r8s9t0u@google.com-${ token }` ]
	);
	expect( series ).toMatchObject( {
		title: 'PHP User Group',
		start_date: '2027-01-12',
		start_time: '19:00',
		end_time: '21:00',
		timezone: 'Europe/Berlin',
		recurring_enabled: 'yes',
		recurrence: {
			freq: 'weekly',
			by_day: [ 'TU' ],
			count: 10,
			exclusions: [ '2027-01-26', '2027-02-09' ],
		},
	} );
	expect( series.categories ).toHaveLength( 2 );
	const changed = await event(
		admin,
		ids[ `5k2t1v0l8m3n4o5p6q7r8s9t0u@google.com-${ token }/20270209` ]
	);
	expect( changed ).toMatchObject( {
		title: 'PHP User Group: lightning talks',
		start_time: '20:00',
	} );
	expect(
		await event(
			admin,
			ids[ `9z8y7x6w5v4u3t2s1r0q@google.com-${ token }` ]
		)
	).toMatchObject( {
		cancelled: true,
		// 17:00 UTC, in the site's timezone (the test site's is UTC).
		start_date: '2027-03-15',
		start_time: '17:00',
		timezone: 'UTC',
	} );
	expect(
		await event(
			admin,
			ids[ `0a1b2c3d4e5f6g7h8i9j0k1l2m@google.com-${ token }` ]
		)
	).toMatchObject( {
		start_date: '2027-03-01',
		end_date: '2027-03-03',
		start_time: '00:00',
		end_time: '23:59',
	} );

	// Importing the same file again creates nothing twice.
	const again = await importAll( admin, 'community.ics', text );
	expect( again.dry_run ).toMatchObject( {
		create: 0,
		update: 0,
		skip: 9,
		fail: 1,
	} );
	expect( again.counts ).toMatchObject( {
		created: 0,
		updated: 0,
		skipped: 9,
		failed: 1,
	} );

	// A changed source updates its copy (a new SEQUENCE and title).
	const edited = text.replace(
		"SUMMARY:Founders' breakfast",
		"SEQUENCE:1\r\nSUMMARY:Founders' breakfast (moved)"
	);
	const updated = await importAll( admin, 'community.ics', edited );
	expect( updated.counts ).toMatchObject( {
		created: 0,
		updated: 1,
		skipped: 8,
	} );
	const breakfast = ids[ `floating-breakfast@example.org-${ token }` ];
	expect( ( await event( admin, breakfast ) ).title ).toBe(
		"Founders' breakfast (moved)"
	);

	// Undo of the first run removes its 9 events and nothing else; the later runs created nothing.
	const undone = await json(
		await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/undo` )
	);
	expect( undone.status ).toBe( 'undone' );
	expect( undone.counts.removed ).toBeGreaterThanOrEqual( 9 );
	for ( const id of Object.values( ids ) ) {
		expect(
			(
				await admin.rest( 'GET', `/eventsmith/v2/events/${ id }` )
			).status()
		).toBe( 404 );
	}
	expect( ( await event( admin, mine ) ).title ).toBe( `Kept ${ token }` );
	expect(
		( await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/undo` ) ).status()
	).toBe( 409 );
} );

test( 'a file of 60 events runs in batches of 25, can be stopped and resumed, imports nothing twice, and is removed in batches (35.5)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'b' );
	let text = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n';
	for ( let i = 0; i < 60; i++ ) {
		const day = String( ( i % 28 ) + 1 ).padStart( 2, '0' );
		text += `BEGIN:VEVENT\r\nUID:bulk-${ i }-${ token }\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:202708${ day }T100000Z\r\nDTEND:202708${ day }T110000Z\r\nSUMMARY:Bulk ${ i }\r\nEND:VEVENT\r\n`;
	}
	text += 'END:VCALENDAR\r\n';
	const run = await json( await upload( admin, 'bulk.ics', text ) );
	expect( run.dry_run ).toMatchObject( { total: 60, create: 60 } );
	await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/start` );

	expect( await runBatches( admin, run.id, 1 ) ).toEqual( {
		batches: 1,
		scheduled: true,
	} );
	let now = await status( admin, run.id );
	expect( now.status ).toBe( 'running' );
	expect( now.progress ).toMatchObject( {
		processed: 25,
		total: 60,
		percent: 41,
	} );

	expect(
		(
			await json(
				await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/stop` )
			)
		).status
	).toBe( 'stopped' );
	expect( await runBatches( admin, run.id ) ).toEqual( {
		batches: 0,
		scheduled: false,
	} );
	expect( ( await status( admin, run.id ) ).counts.created ).toBe( 25 );

	await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/start` );
	await runBatches( admin, run.id );
	now = await status( admin, run.id );
	expect( now.status ).toBe( 'done' );
	expect( now.counts ).toMatchObject( { created: 60, failed: 0 } );
	expect(
		Object.keys( await importedEvents( admin, 'bulk-' ) ).filter( ( k ) =>
			k.endsWith( token )
		)
	).toHaveLength( 60 );

	// Removing 60 events at 25 a batch: the request removes the first 25, WP-Cron the rest.
	const undoing = await json(
		await admin.request.fetch( `/wp-json${ IMPORTS }/${ run.id }/undo`, {
			method: 'POST',
			headers: {
				'X-WP-Nonce': admin.nonce,
				'X-Eventsmith-Test-Undo-Batch': '25',
			},
		} )
	);
	expect( undoing.status ).toBe( 'undoing' );
	expect( undoing.counts.removed ).toBe( 25 );
	expect(
		( await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/undo` ) ).status()
	).toBe( 409 );
	await admin.rest( 'POST', `/eventsmith-test/v1/imports/${ run.id }/run`, {
		undo: true,
	} );
	now = await status( admin, run.id );
	expect( now.status ).toBe( 'undone' );
	expect( now.counts.removed ).toBe( 60 );
	expect(
		Object.keys( await importedEvents( admin, 'bulk-' ) ).filter( ( k ) =>
			k.endsWith( token )
		)
	).toHaveLength( 0 );
} );

test.describe( 'a subscribed feed', () => {
	let server: Server;
	let mode: 'ok' | '404' | 'html' | 'hang' = 'ok';
	let body = '';
	const token = runToken( 'f' );
	const feed = ( events: string[] ) =>
		'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n' +
		events.join( '' ) +
		'END:VCALENDAR\r\n';
	const vevent = ( uid: string, summary: string, day: string ) =>
		`BEGIN:VEVENT\r\nUID:${ uid }-${ token }\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:202709${ day }T180000Z\r\nDTEND:202709${ day }T200000Z\r\nSUMMARY:${ summary }\r\nEND:VEVENT\r\n`;

	test.beforeAll( async () => {
		server = createServer( ( request, response ) => {
			if ( mode === 'hang' ) {
				setTimeout( () => response.end( body ), 8000 );
				return;
			}
			if ( mode === '404' ) {
				response.writeHead( 404, { 'Content-Type': 'text/plain' } );
				response.end( 'Not found' );
				return;
			}
			if ( mode === 'html' ) {
				response.writeHead( 200, { 'Content-Type': 'text/html' } );
				response.end( '<!doctype html><title>Log in</title>' );
				return;
			}
			response.writeHead( 200, { 'Content-Type': 'text/calendar' } );
			response.end( body );
		} );
		await new Promise< void >( ( resolve ) =>
			server.listen( FEED_PORT, '127.0.0.1', resolve )
		);
	} );
	test.afterAll( async () => {
		server.closeAllConnections();
		await new Promise( ( resolve ) => server.close( resolve ) );
	} );

	test( 'is checked again: changes update, dropped events are kept and marked, 404, HTML and timeouts are reported (35.3)', async () => {
		const admin = await session( ADMIN );
		const url = `http://127.0.0.1:${ FEED_PORT }/eventsmith-test-feed/club.ics`;
		mode = '404';
		const refused = await admin.rest( 'POST', IMPORTS, { url } );
		expect( refused.status() ).toBe( 400 );
		expect( ( await json( refused ) ).data.params.url ).toContain( '404' );

		mode = 'ok';
		body = feed( [
			vevent( 'talk', 'Club talk', '10' ),
			vevent( 'walk', 'Club walk', '11' ),
			vevent( 'quiz', 'Club quiz', '12' ),
		] );
		const created = await admin.rest( 'POST', IMPORTS, {
			url,
			subscription: 'hourly',
		} );
		expect( created.status() ).toBe( 201 );
		const run = await json( created );
		expect( run ).toMatchObject( {
			subscription: 'hourly',
			dry_run: { create: 3 },
		} );
		await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/start` );
		await runBatches( admin, run.id );
		expect( ( await status( admin, run.id ) ).counts.created ).toBe( 3 );
		const ids = await importedEvents( admin, '' );
		const walk = ids[ `walk-${ token }` ];
		const talk = ids[ `talk-${ token }` ];

		// The feed drops the walk and renames the talk.
		body = feed( [
			vevent( 'talk', 'Club talk (new speaker)', '10' ),
			vevent( 'quiz', 'Club quiz', '12' ),
		] );
		await admin.rest( 'POST', '/eventsmith-test/v1/imports/check-feeds' );
		await runBatches( admin, run.id );
		let now = await status( admin, run.id );
		expect( now.status ).toBe( 'done' );
		expect( now.counts ).toMatchObject( {
			created: 0,
			updated: 1,
			skipped: 1,
		} );
		expect( ( await event( admin, talk ) ).title ).toBe(
			'Club talk (new speaker)'
		);
		const gone = await json(
			await admin.rest(
				'GET',
				`/eventsmith-test/v1/imports/event/${ walk }`
			)
		);
		expect( gone.exists ).toBe( true );
		expect( gone.removed ).not.toBe( '' );

		for ( const [ failure, message ] of [
			[ '404', '404' ],
			[ 'html', 'text/html' ],
			[ 'hang', 'could not be fetched' ],
		] as const ) {
			mode = failure;
			await admin.rest(
				'POST',
				'/eventsmith-test/v1/imports/check-feeds'
			);
			now = await status( admin, run.id );
			expect( now.status, failure ).toBe( 'failed' );
			expect( now.error, failure ).toContain( message );
			expect( now.report[ 0 ].reason, failure ).toContain( message );
			expect( ( await event( admin, talk ) ).title ).toBe(
				'Club talk (new speaker)'
			);
		}

		// The next check retries and succeeds.
		mode = 'ok';
		await admin.rest( 'POST', '/eventsmith-test/v1/imports/check-feeds' );
		await runBatches( admin, run.id );
		now = await status( admin, run.id );
		expect( now.status ).toBe( 'done' );
		expect( now.counts ).toMatchObject( { skipped: 2, failed: 0 } );

		// Undo removes the subscription's three events and ends it.
		const undone = await json(
			await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/undo` )
		);
		expect( undone ).toMatchObject( {
			status: 'undone',
			subscription: '',
		} );
		expect(
			(
				await admin.rest( 'GET', `/eventsmith/v2/events/${ walk }` )
			).status()
		).toBe( 404 );
	} );
} );

test( 'only staff with the event permission may import, and bad input names the field (35.5)', async () => {
	const anonymous = await session( null );
	expect( ( await anonymous.rest( 'GET', IMPORTS ) ).status() ).toBe( 401 );
	const admin = await session( ADMIN );
	const empty = await admin.rest( 'POST', IMPORTS, {} );
	expect( empty.status() ).toBe( 400 );
	expect( ( await json( empty ) ).data.params ).toHaveProperty( 'file' );
	const notIcs = await upload( admin, 'notes.ics', 'hello' );
	expect( notIcs.status() ).toBe( 400 );
	expect( ( await json( notIcs ) ).data.params ).toHaveProperty( 'file' );
	const privateUrl = await admin.rest( 'POST', IMPORTS, {
		url: 'http://127.0.0.1:9/calendar.ics',
	} );
	expect( privateUrl.status() ).toBe( 400 );
	expect( ( await json( privateUrl ) ).data.params ).toHaveProperty( 'url' );
	expect(
		( await admin.rest( 'GET', `${ IMPORTS }/999999` ) ).status()
	).toBe( 404 );
} );

test( 'wp eventsmith import ics prints the dry run, progress and the final counts; import undo removes it (35.5)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'c' );
	const text = withToken( GOOGLE, token );
	const dry = await json(
		await admin.rest( 'POST', '/eventsmith-test/v1/imports/cli', {
			ics: text,
			dry_run: true,
		} )
	);
	expect( dry.lines[ 0 ] ).toMatch(
		/^Import \d+, dry run: create=9 update=0 skip=0 fail=1$/
	);
	expect( dry.lines.join( '\n' ) ).toMatch( /line 101 broken-date/ );
	expect( dry.lines.join( '\n' ) ).not.toMatch( /Success/ );

	const run = await json(
		await admin.rest( 'POST', '/eventsmith-test/v1/imports/cli', {
			ics: text,
			dry_run: false,
		} )
	);
	expect( run.lines ).toContain(
		'10/10 created=9 updated=0 skipped=0 failed=1'
	);
	expect( run.lines[ run.lines.length - 1 ] ).toMatch(
		/^Success: Import (\d+) done: created=9 updated=0 skipped=0 failed=1$/
	);
	const id = Number(
		/Import (\d+) done/.exec( run.lines[ run.lines.length - 1 ] )![ 1 ]
	);
	const undo = await json(
		await admin.rest( 'POST', '/eventsmith-test/v1/imports/cli', {
			command: 'undo',
			id,
		} )
	);
	// Nine events, and the categories the file brought.
	expect( undo.lines ).toHaveLength( 1 );
	const removed = new RegExp(
		`^Success: Import ${ id } undone: removed=(\\d+)$`
	).exec( undo.lines[ 0 ] );
	expect( Number( removed?.[ 1 ] ) ).toBeGreaterThanOrEqual( 9 );
	expect(
		Object.keys( await importedEvents( admin ) ).filter( ( k ) =>
			k.endsWith( token )
		)
	).toHaveLength( 0 );
} );

test( 'an import killed mid-batch resumes where it stopped, with nothing imported twice (35.5)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'k' );
	let text = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n';
	for ( let i = 0; i < 30; i++ ) {
		const day = String( ( i % 28 ) + 1 ).padStart( 2, '0' );
		text += `BEGIN:VEVENT\r\nUID:killed-${ i }-${ token }\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:202710${ day }T100000Z\r\nSUMMARY:Killed ${ token } ${ i }\r\nEND:VEVENT\r\n`;
	}
	text += 'END:VCALENDAR\r\n';
	const run = await json( await upload( admin, 'killed.ics', text ) );
	await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/start` );

	// The worker dies while saving the third event of its batch.
	await admin.request
		.fetch( `/wp-json/eventsmith-test/v1/imports/${ run.id }/run`, {
			method: 'POST',
			headers: {
				'X-WP-Nonce': admin.nonce,
				'X-Eventsmith-Test-Interrupt': 'die-importing',
			},
			data: { batches: 1 },
		} )
		.catch( () => null );
	let now = await status( admin, run.id );
	expect( now.status ).toBe( 'running' );
	expect( now.counts.created ).toBe( 2 );
	expect( now.progress.processed ).toBe( 2 );
	// While the dead worker's lock holds, no other batch takes the run.
	expect( await runBatches( admin, run.id, 1 ) ).toEqual( {
		batches: 1,
		scheduled: true,
	} );
	expect( ( await status( admin, run.id ) ).counts.created ).toBe( 2 );

	// The watchdog event left by the dead batch resumes it once the lock has expired.
	const resumed = await json(
		await admin.rest(
			'POST',
			`/eventsmith-test/v1/imports/${ run.id }/run`,
			{ expire_lock: true }
		)
	);
	expect( resumed.batches ).toBeGreaterThanOrEqual( 1 );
	now = await status( admin, run.id );
	expect( now.status ).toBe( 'done' );
	expect( now.counts ).toMatchObject( { created: 30, failed: 0 } );
	const listed = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/events?search_keyword=${ token }&per_page=100`
		)
	);
	const titles = ( listed.items as Json[] ).map( ( item ) => item.title );
	expect( titles ).toHaveLength( 30 );
	expect( new Set( titles ).size ).toBe( 30 );
	await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/undo` );
} );
