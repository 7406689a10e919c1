/**
 * Issue 35, item 6: the site export. Events with ticket types, a series,
 * speakers, a schedule and attendees are made over REST, then exported as
 * JSON, CSV and one .ics through GET /eventsmith/v2/export, and read back.
 */
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { json, type Json } from '../../support/json';
import { book, booking } from '../../support/bookings';
import { createEvent, oneDay } from '../../support/events';
import { uploadImage } from '../../support/media';
import {
	ADMIN,
	session,
	sessionWithOnly,
	siteUrl,
	type Session,
} from '../../support/wordpress';
import { blamed, createResource, runToken } from '../support/rest';

const EXPORT = '/eventsmith/v2/export';
const RUN = runToken( 'exp' );

/**
 * RFC 4180 CSV into rows of cells (quotes doubled inside quoted cells).
 *
 * @param text CSV text.
 */
function parseCsv( text: string ): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	for ( let i = 0; i < text.length; i++ ) {
		const c = text[ i ];
		if ( quoted ) {
			if ( c === '"' && text[ i + 1 ] === '"' ) {
				cell += '"';
				i++;
			} else if ( c === '"' ) {
				quoted = false;
			} else {
				cell += c;
			}
		} else if ( c === '"' ) {
			quoted = true;
		} else if ( c === ',' ) {
			row.push( cell );
			cell = '';
		} else if ( c === '\n' ) {
			row.push( cell );
			rows.push( row );
			row = [];
			cell = '';
		} else if ( c !== '\r' ) {
			cell += c;
		}
	}
	if ( cell !== '' || row.length > 0 ) {
		row.push( cell );
		rows.push( row );
	}
	return rows;
}

/**
 * A CSV's rows as objects keyed by the header.
 *
 * @param text CSV text.
 */
function csvRecords( text: string ): Array< Record< string, string > > {
	const [ header, ...rows ] = parseCsv( text );
	return rows.map( ( cells ) =>
		Object.fromEntries(
			( header ?? [] ).map( ( name, i ) => [ name, cells[ i ] ?? '' ] )
		)
	);
}

type Site = {
	gala: Json;
	series: Json;
	speaker: Json;
	organizer: Json;
	schedule: Json;
	category: Json;
	tag: Json;
	codes: string[];
};

let site: Site;

/**
 * Makes this run's content: a ticketed event with everything, a weekly series,
 * a speaker, an organizer, a schedule and two attendees, one checked in.
 *
 * @param admin Administrator session.
 */
async function makeSite( admin: Session ): Promise< Site > {
	const category = await createResource( admin, '/eventsmith/v2/categories', {
		name: `Sport & Fun ${ RUN }`,
	} );
	const tag = await createResource( admin, '/eventsmith/v2/tags', {
		name: `Night ${ RUN }`,
	} );
	const speaker = await createResource( admin, '/eventsmith/v2/speakers', {
		name: `Ada ${ RUN }`,
		speaker_group: [ `Keynote ${ RUN }` ],
		category: [ 'speaker' ],
		designation: 'Engineer',
	} );
	const organizer = await createResource( admin, '/eventsmith/v2/speakers', {
		name: `Org ${ RUN }`,
		category: [ 'organizer' ],
	} );
	const schedule = await createResource( admin, '/eventsmith/v2/schedules', {
		program_title: `Day one ${ RUN }`,
		date: '2031-10-01',
		sessions: [
			{
				start_time: '19:00',
				end_time: '20:00',
				title: 'Opening',
				objective: 'Welcome',
				speakers: [ speaker.id ],
				location: 'Hall A',
			},
		],
	} );
	const image = await uploadImage( admin, `export-${ RUN }` );
	const gala = await createEvent( admin, {
		title: `Gala ${ RUN }`,
		description: '<p>Dress "smart", please.</p>',
		...oneDay( '2031-10-01', '19:00', '23:00', 'Europe/Berlin' ),
		total_ticket: 100,
		categories: [ category.id ],
		tags: [ tag.id ],
		featured_image: image,
		location: {
			address: { address: 'Hall 1, Main street' },
			online_url: 'https://meet.example/gala',
		},
		speakers: [ speaker.id ],
		organizers: [ organizer.id ],
		schedules: [ schedule.id ],
	} );
	const types = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ gala.id }/ticket-types`,
		{
			ticket_types: [
				{
					name: 'Early',
					price: '12.50',
					capacity: 40,
					sale_start: '2031-01-01 00:00:00',
					sale_end: '2031-09-01 12:00:00',
					min_per_order: 1,
					max_per_order: 4,
				},
				{ name: 'Crew', hidden: true },
			],
		}
	);
	expect( types.status(), await types.text() ).toBe( 200 );
	const series = await createEvent( admin, {
		title: `Night run ${ RUN }`,
		...oneDay( '2031-03-03', '18:00', '20:00', 'Europe/Berlin' ),
		recurring_enabled: 'yes',
		recurrence: {
			freq: 'weekly',
			interval: 1,
			by_day: [ 'MO' ],
			count: 3,
			exclusions: [],
		},
	} );
	await book(
		admin,
		booking( gala.id, `Bo ${ RUN }`, 'bo@example.org', {
			ticket_type: 'Early',
			price: 12.5,
			quantity: 2,
		} )
	);
	const attendees = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ gala.id }&per_page=10`
		)
	);
	const codes = ( attendees.items as Json[] ).map( ( a ) => a.ticket_code );
	expect( codes ).toHaveLength( 2 );
	const scan = await json(
		await admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
			code: codes[ 0 ],
			event_id: gala.id,
			device: 'Gate A',
		} )
	);
	expect( scan.data.status_code ).toBe( 2 );
	return {
		gala,
		series,
		speaker,
		organizer,
		schedule,
		category,
		tag,
		codes: codes as string[],
	};
}

test.beforeAll( async () => {
	test.setTimeout( 120_000 );
	site = await makeSite( await session( ADMIN ) );
} );

test( 'JSON export holds events with ticket types, a series with its occurrences, speakers, schedules and attendees with orders (35.6)', async () => {
	const admin = await session( ADMIN );
	const response = await admin.rest(
		'GET',
		`${ EXPORT }?format=json&what=all`
	);
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'content-type' ] ).toContain(
		'application/json'
	);
	expect( response.headers()[ 'content-disposition' ] ).toMatch(
		/^attachment; filename="eventsmith-all-\d{4}-\d{2}-\d{2}\.json"$/
	);
	const doc = await json( response );
	expect( doc ).toMatchObject( { format: 'eventsmith', version: 1 } );
	expect( doc.site ).toMatch( /^http/ );
	expect( doc.exported_at ).toMatch(
		/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/
	);

	const events = doc.events as Json[];
	const gala = events.find( ( e ) => e.id === site.gala.id ) as Json;
	expect( gala ).toMatchObject( {
		title: `Gala ${ RUN }`,
		status: 'publish',
		start_date: '2031-10-01',
		start_time: '19:00',
		end_date: '2031-10-01',
		end_time: '23:00',
		timezone: 'Europe/Berlin',
		all_day: false,
		capacity: 100,
		location: {
			address: 'Hall 1, Main street',
			online_url: 'https://meet.example/gala',
		},
		categories: [
			{ slug: site.category.slug, name: `Sport & Fun ${ RUN }` },
		],
		tags: [ { slug: site.tag.slug, name: `Night ${ RUN }` } ],
		recurrence: null,
		occurrences: [],
		speakers: [ site.speaker.id ],
		organizers: [ site.organizer.id ],
		schedules: [ site.schedule.id ],
	} );
	expect( gala.content ).toContain( 'Dress "smart", please.' );
	expect( gala.featured_image ).toMatch(
		new RegExp( `export-${ RUN }.*\\.jpg$` )
	);
	expect( gala.ticket_types ).toEqual( [
		expect.objectContaining( {
			name: 'Early',
			price: '12.50',
			capacity: 40,
			sale_start: '2031-01-01T00:00:00Z',
			sale_end: '2031-09-01T12:00:00Z',
			min_per_order: 1,
			max_per_order: 4,
			hidden: false,
		} ),
		expect.objectContaining( {
			name: 'Crew',
			price: '0.00',
			capacity: -1,
			hidden: true,
		} ),
	] );

	const series = events.find( ( e ) => e.id === site.series.id ) as Json;
	expect( series.recurrence.rrule ).toBe(
		'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=3'
	);
	expect(
		( series.occurrences as Json[] ).map( ( o ) => o.start_date )
	).toEqual( [ '2031-03-03', '2031-03-10', '2031-03-17' ] );
	// Occurrences come with their series, never as events of their own.
	const occurrenceIds = ( series.occurrences as Json[] ).map( ( o ) => o.id );
	expect( events.filter( ( e ) => occurrenceIds.includes( e.id ) ) ).toEqual(
		[]
	);

	const speaker = ( doc.speakers as Json[] ).find(
		( s ) => s.id === site.speaker.id
	);
	expect( speaker ).toMatchObject( {
		name: `Ada ${ RUN }`,
		roles: [ 'speaker' ],
		designation: 'Engineer',
		groups: [ { name: `Keynote ${ RUN }` } ],
	} );
	const schedule = ( doc.schedules as Json[] ).find(
		( s ) => s.id === site.schedule.id
	);
	expect( schedule ).toMatchObject( {
		title: `Day one ${ RUN }`,
		date: '2031-10-01',
		sessions: [
			{
				title: 'Opening',
				start_time: '19:00',
				speakers: [ site.speaker.id ],
				location: 'Hall A',
			},
		],
	} );

	const attendees = ( doc.attendees as Json[] ).filter(
		( a ) => a.event === site.gala.id
	);
	expect( attendees ).toHaveLength( 2 );
	const scanned = attendees.find(
		( a ) => a.ticket_code === site.codes[ 0 ]
	) as Json;
	expect( scanned.status ).toBe( 'active' );
	expect( scanned.ticket_type ).toBe( 'Early' );
	expect( scanned.checked_in_at ).toMatch( /Z$/ );
	expect( scanned.checkins ).toEqual( [ scanned.checked_in_at ] );
	expect( scanned.order ).toMatchObject( {
		total: '25.00',
		currency: 'EUR',
		quantity: 2,
		customer_email: 'bo@example.org',
	} );
	const other = attendees.find(
		( a ) => a.ticket_code === site.codes[ 1 ]
	) as Json;
	expect( other.checked_in_at ).toBeNull();
	expect( other.checkins ).toEqual( [] );
	expect( other.order.id ).toBe( scanned.order.id );
} );

test( 'CSV export: one row per event with ticket types as JSON, one row per attendee with its order; formulas guarded (35.6)', async () => {
	const admin = await session( ADMIN );
	const formula = await createEvent( admin, {
		title: `=HYPERLINK("http://x") ${ RUN }`,
		...oneDay( '2031-12-01', '10:00', '11:00' ),
	} );
	const eventsCsv = await admin.rest( 'GET', `${ EXPORT }?format=csv` );
	expect( eventsCsv.status() ).toBe( 200 );
	expect( eventsCsv.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	expect( eventsCsv.headers()[ 'content-disposition' ] ).toContain(
		'eventsmith-events-'
	);
	const events = csvRecords( await eventsCsv.text() );
	const gala = events.find( ( e ) => e.id === String( site.gala.id ) );
	expect( gala ).toMatchObject( {
		title: `Gala ${ RUN }`,
		start_date: '2031-10-01',
		timezone: 'Europe/Berlin',
		address: 'Hall 1, Main street',
		capacity: '100',
		speakers: String( site.speaker.id ),
		schedules: String( site.schedule.id ),
		rrule: '',
	} );
	expect( JSON.parse( gala!.ticket_types! ) ).toEqual( [
		expect.objectContaining( {
			name: 'Early',
			price: '12.50',
			capacity: 40,
		} ),
		expect.objectContaining( { name: 'Crew', hidden: true } ),
	] );
	expect( JSON.parse( gala!.categories! ) ).toEqual( [
		{
			slug: site.category.slug,
			name: `Sport & Fun ${ RUN }`,
			parent: '',
		},
	] );
	// A spreadsheet shows it as text instead of running it; an importer takes the quote off.
	expect( events.find( ( e ) => e.id === String( formula.id ) )?.title ).toBe(
		`'=HYPERLINK("http://x") ${ RUN }`
	);
	const series = events.find( ( e ) => e.id === String( site.series.id ) );
	expect( series!.rrule ).toBe( 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;COUNT=3' );
	expect( JSON.parse( series!.occurrences! ) ).toHaveLength( 3 );

	const attendeesCsv = await admin.rest(
		'GET',
		`${ EXPORT }?format=csv&what=attendees`
	);
	expect( attendeesCsv.status() ).toBe( 200 );
	const attendees = csvRecords( await attendeesCsv.text() ).filter(
		( a ) => a.event === String( site.gala.id )
	);
	expect( attendees ).toHaveLength( 2 );
	const scanned = attendees.find(
		( a ) => a.ticket_code === site.codes[ 0 ]
	);
	expect( scanned ).toMatchObject( {
		event_title: `Gala ${ RUN }`,
		ticket_type: 'Early',
		status: 'active',
		order_total: '25.00',
		order_currency: 'EUR',
		order_quantity: '2',
	} );
	expect( scanned!.checked_in_at ).toMatch( /Z$/ );
	expect( scanned!.checkins ).toBe( scanned!.checked_in_at );
} );

test( 'the site as one .ics: published events, a series as RRULE, read by ical.js (35.6)', async () => {
	const admin = await session( ADMIN );
	const response = await admin.rest( 'GET', `${ EXPORT }?format=ics` );
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'content-type' ] ).toContain( 'text/calendar' );
	expect( response.headers()[ 'content-disposition' ] ).toMatch(
		/eventsmith-events-\d{4}-\d{2}-\d{2}\.ics/
	);
	const calendar = new ICAL.Component( ICAL.parse( await response.text() ) );
	const vevents = calendar.getAllSubcomponents( 'vevent' );
	const summary = ( v: ICAL.Component ) =>
		String( v.getFirstPropertyValue( 'summary' ) );
	const gala = vevents.find( ( v ) => summary( v ) === `Gala ${ RUN }` );
	expect( gala ).toBeDefined();
	const galaEvent = new ICAL.Event( gala! );
	expect( galaEvent.startDate.toJSDate().toISOString() ).toBe(
		'2031-10-01T17:00:00.000Z'
	);
	expect( String( gala!.getFirstPropertyValue( 'location' ) ) ).toBe(
		'Hall 1, Main street'
	);
	const runs = vevents.filter(
		( v ) => summary( v ) === `Night run ${ RUN }`
	);
	expect( runs, 'a series once, not once per occurrence' ).toHaveLength( 1 );
	const series = new ICAL.Event( runs[ 0 ]! );
	expect( series.isRecurring() ).toBe( true );
	const expand = series.iterator();
	const dates: string[] = [];
	for ( let next = expand.next(); next; next = expand.next() ) {
		dates.push( next.toJSDate().toISOString() );
	}
	// 18:00 in Berlin: UTC+1 until 30 March 2031.
	expect( dates ).toEqual( [
		'2031-03-03T17:00:00.000Z',
		'2031-03-10T17:00:00.000Z',
		'2031-03-17T17:00:00.000Z',
	] );
	expect(
		calendar
			.getAllSubcomponents( 'vtimezone' )
			.map( ( z ) => z.getFirstPropertyValue( 'tzid' ) )
	).toContain( 'Europe/Berlin' );
} );

test( 'who may export: events need the event permission, attendees the attendee permission; bad input is 400 naming the field (35.6)', async () => {
	const anonymous = await session( null );
	expect( ( await anonymous.rest( 'GET', EXPORT ) ).status() ).toBe( 401 );

	const eventStaff = await sessionWithOnly( 'eventsmith_manage_event' );
	expect(
		( await eventStaff.rest( 'GET', `${ EXPORT }?format=csv` ) ).status()
	).toBe( 200 );
	const refused = await eventStaff.rest(
		'GET',
		`${ EXPORT }?format=csv&what=attendees`
	);
	expect( refused.status() ).toBe( 403 );
	expect( await refused.text() ).not.toContain( 'bo@example.org' );
	expect(
		( await eventStaff.rest( 'GET', `${ EXPORT }?what=all` ) ).status()
	).toBe( 403 );

	const attendeeStaff = await sessionWithOnly( 'eventsmith_manage_attendee' );
	const attendees = await attendeeStaff.rest(
		'GET',
		`${ EXPORT }?format=json&what=attendees`
	);
	expect( attendees.status() ).toBe( 200 );
	const doc = await json( attendees );
	expect( doc.events ).toEqual( [] );
	expect(
		( doc.attendees as Json[] ).some( ( a ) => a.event === site.gala.id )
	).toBe( true );
	expect(
		( await attendeeStaff.rest( 'GET', `${ EXPORT }?format=ics` ) ).status()
	).toBe( 403 );

	const admin = await session( ADMIN );
	for ( const [ query, field ] of [
		[ 'format=xml', 'format' ],
		[ 'format=csv&what=all', 'what' ],
		[ 'format=ics&what=attendees', 'what' ],
		[ 'what=people', 'what' ],
	] as const ) {
		const bad = await admin.rest( 'GET', `${ EXPORT }?${ query }` );
		expect( bad.status(), query ).toBe( 400 );
		expect( blamed( await json( bad ) ), query ).toEqual( [ field ] );
	}
} );

test( 'the attendee export streams: 20,000 more attendees with orders add no more than a few MB of peak memory (35.6)', async () => {
	test.setTimeout( 240_000 );
	const admin = await session( ADMIN );
	const peakOf = async ( query: string, rows: number ) => {
		const response = await admin.request.get(
			`/wp-json${ EXPORT }?${ query }`,
			{
				headers: {
					'X-WP-Nonce': admin.nonce,
					'X-Eventsmith-Test-Memory': '1',
				},
				timeout: 120_000,
			}
		);
		expect( response.status() ).toBe( 200 );
		const text = await response.text();
		if ( rows > 0 ) {
			expect( text ).toContain( `bulk${ rows - 1 }@example.org` );
		}
		return (
			await json(
				await admin.rest( 'GET', '/eventsmith-test/v1/peak-memory' )
			)
		).bytes as number;
	};
	const before = {
		json: await peakOf( 'format=json&what=attendees', 0 ),
		csv: await peakOf( 'format=csv&what=attendees', 0 ),
	};
	const ROWS = 20_000;
	const { id: bulkEvent } = await createEvent( admin, {
		title: `Bulk ${ RUN }`,
		...oneDay( '2031-11-01', '10:00', '12:00' ),
	} );
	const bulk = await admin.request.post(
		'/wp-json/eventsmith-test/v1/bulk-tickets',
		{
			headers: { 'X-WP-Nonce': admin.nonce },
			data: { event_id: bulkEvent, count: ROWS },
			timeout: 120_000,
		}
	);
	expect( bulk.status() ).toBe( 200 );
	try {
		for ( const format of [ 'json', 'csv' ] as const ) {
			const after = await peakOf(
				`format=${ format }&what=attendees`,
				ROWS
			);
			expect( before[ format ] ).toBeGreaterThan( 0 );
			// 20,000 attendees with their orders are over 10 MB of JSON: holding them would show here.
			expect( after - before[ format ], format ).toBeLessThan(
				4 * 1024 * 1024
			);
		}
	} finally {
		await admin.rest(
			'DELETE',
			`/eventsmith-test/v1/bulk-tickets?event_id=${ bulkEvent }`
		);
	}
} );

test( 'wp eventsmith export writes the same export to a file or to standard output; a wrong format is an error (35.6)', async () => {
	const root = join( __dirname, '..', '..', '..' );
	const siteDir = join(
		root,
		'.wp-native',
		`integration_${ new URL( siteUrl() ).port }`
	);
	const wp = ( ...args: string[] ) =>
		spawnSync(
			'php',
			[
				join( root, 'tests', 'support', 'wp-cli-runner.php' ),
				siteDir,
				'eventsmith',
				'export',
				...args,
			],
			{ encoding: 'utf8', timeout: 120_000 }
		);
	const dir = mkdtempSync( join( tmpdir(), 'eventsmith-export-' ) );
	try {
		const file = join( dir, 'site.json' );
		const written = wp( 'json', `--file=${ file }` );
		expect( written.status, written.stderr ).toBe( 0 );
		expect( written.stderr ).toContain( `Success: Wrote ${ file }` );
		const doc = JSON.parse( readFileSync( file, 'utf8' ) );
		expect( doc.format ).toBe( 'eventsmith' );
		// JSON from the command line holds everything unless --what says otherwise.
		expect(
			( doc.events as Json[] ).some( ( e ) => e.id === site.gala.id )
		).toBe( true );
		expect(
			( doc.attendees as Json[] ).filter(
				( a ) => a.event === site.gala.id
			)
		).toHaveLength( 2 );

		const csv = wp( 'csv', '--what=attendees' );
		expect( csv.status, csv.stderr ).toBe( 0 );
		const rows = csvRecords( csv.stdout ).filter(
			( a ) => a.event === String( site.gala.id )
		);
		expect( rows.map( ( a ) => a.ticket_code ).sort() ).toEqual(
			[ ...site.codes ].sort()
		);

		const ics = wp( 'ics' );
		expect( ics.status, ics.stderr ).toBe( 0 );
		expect( ics.stdout ).toMatch( /^BEGIN:VCALENDAR\r\n/ );
		expect( ics.stdout ).toContain( `SUMMARY:Gala ${ RUN }` );

		const wrong = wp( 'xml' );
		expect( wrong.status ).toBe( 1 );
		expect( wrong.stderr ).toContain( 'format must be json, csv or ics' );
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
} );

test( 'the Eventsmith menu has an Export entry for event staff, and the dashboard carries the export address (35.6)', async () => {
	const eventStaff = await sessionWithOnly( 'eventsmith_manage_event' );
	const page = await eventStaff.request.get(
		'/wp-admin/admin.php?page=eventsmith'
	);
	expect( page.status() ).toBe( 200 );
	const html = await page.text();
	expect( html ).toContain( 'admin.php?page=eventsmith#/export' );
	expect( html ).toMatch( /"export":"[^"]*eventsmith\\?\/v2\\?\/export"/ );
	expect( html ).toMatch( /"rest":"[0-9a-f]{10}"/ );

	const scheduleStaff = await sessionWithOnly( 'eventsmith_manage_schedule' );
	const other = await scheduleStaff.request.get(
		'/wp-admin/admin.php?page=eventsmith'
	);
	expect( await other.text() ).not.toContain(
		'admin.php?page=eventsmith#/export'
	);
} );

test( 'an events export asks the database a fixed number of times per batch, not once per event (35.6)', async () => {
	test.setTimeout( 180_000 );
	const admin = await session( ADMIN );
	const queries = async () => {
		const response = await admin.request.get(
			`/wp-json${ EXPORT }?format=json&what=events`,
			{
				headers: {
					'X-WP-Nonce': admin.nonce,
					'X-Eventsmith-Test-Memory': '1',
				},
			}
		);
		expect( response.status() ).toBe( 200 );
		await response.body();
		return (
			await json(
				await admin.rest( 'GET', '/eventsmith-test/v1/peak-memory' )
			)
		).queries as number;
	};
	const before = await queries();
	const MORE = 12;
	for ( let n = 0; n < MORE; n++ ) {
		const event = await createEvent( admin, {
			title: `Batch ${ n } ${ RUN }`,
			...oneDay( '2031-06-01', '10:00', '12:00', 'Europe/Berlin' ),
			categories: [ site.category.id ],
			tags: [ site.tag.id ],
			speakers: [ site.speaker.id ],
			location: { address: { address: `Room ${ n }` } },
		} );
		const types = await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ event.id }/ticket-types`,
			{ ticket_types: [ { name: 'Entry', price: '5' } ] }
		);
		expect( types.status() ).toBe( 200 );
	}
	const after = await queries();
	expect( before ).toBeGreaterThan( 0 );
	// Twelve more events in the same batch: a query per event would add twelve or more.
	expect( after - before ).toBeLessThan( MORE / 2 );
} );
