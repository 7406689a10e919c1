/**
 * CSV import (issue 35, item 4, with the framework of item 5): a preview of
 * the first rows with a suggested column mapping, a mapped import whose bad
 * rows are refused by line naming the column, imported twice without
 * duplicates, updated from a changed row, undone; 400s naming the field; the
 * CLI; the plugin's own events CSV read back without loss (35.6); and a
 * 50 MB file imported with bounded memory.
 */
import { spawnSync } from 'node:child_process';
import {
	mkdtempSync,
	rmSync,
	writeFileSync,
	openSync,
	writeSync,
	closeSync,
	statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	session,
	sessionWithOnly,
	siteUrl,
	type Session,
} from '../../support/wordpress';
import { asSubscriber, blamed, runToken } from '../support/rest';
import { EXPORT, makeContent } from './support/eventsmith-content';
import { sessionAt, startSecondSite } from './support/second-site';

test.describe.configure( { mode: 'serial' } );

const IMPORTS = '/eventsmith/v2/imports';
const ROOT = join( __dirname, '..', '..', '..' );

/**
 * One CSV line: cells quoted when they hold the delimiter, a quote or a line break.
 *
 * @param cells     Cells.
 * @param delimiter Delimiter.
 */
function csvLine( cells: string[], delimiter = ',' ): string {
	return cells
		.map( ( cell ) =>
			/[",;\t\r\n]/.test( cell )
				? `"${ cell.replace( /"/g, '""' ) }"`
				: cell
		)
		.join( delimiter );
}

/**
 * RFC 4180 CSV into rows of cells.
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

async function upload(
	actor: Session,
	route: string,
	name: string,
	content: string | Buffer,
	fields: Record< string, string > = {}
) {
	return actor.request.post( `/wp-json${ route }`, {
		headers: { 'X-WP-Nonce': actor.nonce },
		multipart: {
			...fields,
			file: {
				name,
				mimeType: 'text/csv',
				buffer: Buffer.isBuffer( content )
					? content
					: Buffer.from( content, 'utf8' ),
			},
		},
	} );
}

async function createCsv(
	admin: Session,
	content: string | Buffer,
	fields: Record< string, string >
) {
	return upload( admin, IMPORTS, 'events.csv', content, {
		source: 'csv',
		...fields,
	} );
}

async function runBatches( admin: Session, id: number, batches = 1000 ) {
	return json(
		await admin.rest( 'POST', `/eventsmith-test/v1/imports/${ id }/run`, {
			batches,
		} )
	);
}

async function status( admin: Session, id: number ): Promise< Json > {
	return json( await admin.rest( 'GET', `${ IMPORTS }/${ id }` ) );
}

/**
 * Creates a CSV run (expecting 201), starts it and runs it to its end.
 *
 * @param admin   Administrator.
 * @param content CSV.
 * @param fields  source fields (what, mapping, date_format).
 */
async function importAll(
	admin: Session,
	content: string | Buffer,
	fields: Record< string, string >
): Promise< Json > {
	const created = await createCsv( admin, content, fields );
	expect( created.status(), await created.text() ).toBe( 201 );
	const id = ( await json( created ) ).id as number;
	expect(
		( await admin.rest( 'POST', `${ IMPORTS }/${ id }/start` ) ).status()
	).toBe( 200 );
	await runBatches( admin, id );
	return status( admin, id );
}

async function importedEvents(
	admin: Session,
	prefix: string
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
 * `wp …` on the integration site through the test WP-CLI runner.
 *
 * @param args Command words and options.
 */
function wp( ...args: string[] ) {
	const siteDir = join(
		ROOT,
		'.wp-native',
		`integration_${ new URL( siteUrl() ).port }`
	);
	return spawnSync(
		'php',
		[
			join( ROOT, 'tests', 'support', 'wp-cli-runner.php' ),
			siteDir,
			...args,
		],
		{ encoding: 'utf8', timeout: 120_000 }
	);
}

test( 'the preview shows the header, the first 5 rows, the suggested mapping and the fields; a BOM and semicolons are read (35.4)', async () => {
	const admin = await session( ADMIN );
	let text =
		'\uFEFF' +
		csvLine(
			[ 'Event name', 'Date', 'Start time', 'Venue', 'Notes' ],
			';'
		) +
		'\r\n';
	for ( let i = 1; i <= 7; i++ ) {
		text +=
			csvLine(
				[ `Talk ${ i }`, `0${ i }/03/2027`, '18:00', 'Hall; east', '' ],
				';'
			) + '\r\n';
	}
	const response = await upload(
		admin,
		`${ IMPORTS }/csv-preview`,
		'talks.csv',
		text,
		{ what: 'events' }
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	const preview = await json( response );
	expect( preview.headers ).toEqual( [
		'Event name',
		'Date',
		'Start time',
		'Venue',
		'Notes',
	] );
	expect( preview.delimiter ).toBe( ';' );
	expect( preview.rows ).toHaveLength( 5 );
	expect( preview.rows[ 0 ] ).toEqual( {
		line: 2,
		cells: [ 'Talk 1', '01/03/2027', '18:00', 'Hall; east', '' ],
	} );
	expect( preview.mapping ).toEqual( {
		'Event name': 'title',
		Date: 'start_date',
		'Start time': 'start_time',
		Venue: 'address',
	} );
	const fields = preview.fields as Json[];
	expect( fields.find( ( f ) => f.field === 'title' ) ).toMatchObject( {
		required: true,
	} );
	expect( fields.map( ( f ) => f.field ) ).toEqual(
		expect.arrayContaining( [
			'description',
			'end_date',
			'timezone',
			'all_day',
			'online_url',
			'categories',
			'tags',
			'capacity',
			'cancelled',
			'ticket_types',
		] )
	);

	const attendees = await json(
		await upload(
			admin,
			`${ IMPORTS }/csv-preview`,
			'people.csv',
			'Event,Full name,E-mail address\nGala,Ann,ann@example.org\n',
			{ what: 'attendees' }
		)
	);
	expect( attendees.mapping ).toEqual( {
		Event: 'event',
		'Full name': 'name',
		'E-mail address': 'email',
	} );
} );

test( 'a mapped import: bad rows refused by line naming the column, the rest imports; twice creates nothing twice; a changed row updates; undo (35.4, 35.5)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'csv' );
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
	const header = [ 'Ref', 'Name', 'When', 'At', 'Where', 'Kinds', 'Details' ];
	const rows = ( brunch: string ) =>
		[
			csvLine( header ),
			csvLine( [
				`${ token }-1`,
				`Jazz night ${ token }`,
				'25/03/2027',
				'7:30 pm',
				'Blue hall',
				`Music ${ token }, Jazz ${ token }`,
				'Two\nlines',
			] ),
			csvLine( [
				`${ token }-2`,
				`Quiz ${ token }`,
				'31/02/2027',
				'20:00',
				'',
				'',
				'',
			] ),
			csvLine( [
				`${ token }-3`,
				brunch,
				'07/03/2027',
				'11:00',
				'Cafe',
				'',
				'',
			] ),
			'',
			csvLine( [ `${ token }-4`, '', '08/03/2027', '', '', '', '' ] ),
			csvLine( [
				`${ token }-5`,
				`Late ${ token }`,
				'09/03/2027',
				'25:00',
				'',
				'',
				'',
			] ),
		].join( '\n' ) + '\n';
	const fields = {
		what: 'events',
		date_format: 'd/m/Y',
		mapping: JSON.stringify( {
			Ref: 'id',
			Name: 'title',
			When: 'start_date',
			At: 'start_time',
			Where: 'address',
			Kinds: 'categories',
			Details: 'description',
		} ),
	};
	const text = rows( `Brunch ${ token }` );

	const created = await createCsv( admin, text, fields );
	expect( created.status(), await created.text() ).toBe( 201 );
	const run = await json( created );
	expect( run.source_kind ).toBe( 'csv' );
	expect( run.dry_run ).toEqual( {
		total: 5,
		create: 2,
		update: 0,
		skip: 0,
		fail: 3,
	} );
	expect(
		( run.report as Json[] ).map( ( r ) => [ r.line, r.reason ] )
	).toEqual( [
		[ 4, 'When "31/02/2027" is not a date.' ],
		[ 7, 'Name is empty: an event needs a title.' ],
		[ 8, 'At "25:00" is not a time (14:30 or 2:30 pm).' ],
	] );
	expect( ( await importedEvents( admin, token ) )[ `${ token }-1` ] ).toBe(
		undefined
	);

	expect(
		(
			await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/start` )
		).status()
	).toBe( 200 );
	await runBatches( admin, run.id );
	const done = await status( admin, run.id );
	expect( done.status ).toBe( 'done' );
	expect( done.counts ).toMatchObject( { created: 2, failed: 3 } );
	expect( ( done.report as Json[] ).map( ( r ) => r.line ) ).toEqual( [
		4, 7, 8,
	] );
	const ids = await importedEvents( admin, token );
	const jazz = await event( admin, ids[ `${ token }-1` ] );
	expect( jazz ).toMatchObject( {
		title: `Jazz night ${ token }`,
		start_date: '2027-03-25',
		start_time: '19:30',
	} );
	expect( JSON.stringify( jazz.location ) ).toContain( 'Blue hall' );
	expect( jazz.description ).toContain( 'Two\nlines' );
	expect( jazz.categories ).toHaveLength( 2 );
	const brunch = await event( admin, ids[ `${ token }-3` ] );
	expect( brunch.start_date ).toBe( '2027-03-07' );

	// Twice: nothing twice.
	const again = await importAll( admin, text, fields );
	expect( again.dry_run ).toMatchObject( { create: 0, skip: 2, fail: 3 } );
	expect( again.counts ).toMatchObject( { created: 0, skipped: 2 } );
	expect( Object.keys( await importedEvents( admin, token ) ) ).toHaveLength(
		2
	);

	// A changed row updates its event.
	const changed = await importAll(
		admin,
		rows( `Brunch late ${ token }` ),
		fields
	);
	expect( changed.counts ).toMatchObject( {
		created: 0,
		updated: 1,
		skipped: 1,
	} );
	expect( ( await event( admin, ids[ `${ token }-3` ] ) ).title ).toBe(
		`Brunch late ${ token }`
	);

	// Undo removes what the first run created, categories included, and nothing else.
	const undone = await json(
		await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/undo` )
	);
	expect( undone.status ).toBe( 'undone' );
	expect(
		(
			await admin.rest(
				'GET',
				`/eventsmith/v2/events/${ ids[ `${ token }-1` ] }`
			)
		).status()
	).toBe( 404 );
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/events/${ mine }` )
		).status()
	).toBe( 200 );
	const categories = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/categories?search=${ encodeURIComponent( token ) }`
		)
	);
	expect( JSON.stringify( categories ) ).not.toContain( `Jazz ${ token }` );
} );

test( 'bad input is a 400 naming the field; only event staff may preview and import (35.4)', async () => {
	const admin = await session( ADMIN );
	const good = 'title,start_date\nA,2027-01-01\n';
	const expect400 = async (
		response: Awaited< ReturnType< typeof createCsv > >,
		field: string
	) => {
		expect( response.status(), await response.text() ).toBe( 400 );
		expect( blamed( await json( response ) ) ).toContain( field );
	};
	await expect400(
		await admin.rest( 'POST', IMPORTS, { source: 'csv' } ),
		'file'
	);
	await expect400(
		await createCsv( admin, good, {
			mapping: JSON.stringify( { title: 'title', Begins: 'start_date' } ),
		} ),
		'mapping'
	);
	await expect400(
		await createCsv( admin, good, {
			mapping: JSON.stringify( { title: 'title', start_date: '' } ),
		} ),
		'mapping'
	);
	await expect400(
		await createCsv( admin, good, {
			mapping: JSON.stringify( { title: 'title', start_date: 'colour' } ),
		} ),
		'mapping'
	);
	await expect400(
		await createCsv( admin, good, { mapping: '{not json' } ),
		'mapping'
	);
	await expect400(
		await createCsv( admin, good, { what: 'people' } ),
		'what'
	);
	await expect400(
		await createCsv( admin, 'title,start_date\nAttendees,2027-01-01\n', {
			what: 'attendees',
		} ),
		'mapping'
	);
	// Latin-1, not UTF-8.
	await expect400(
		await createCsv(
			admin,
			Buffer.from( 'title,start_date\nCaf\xe9,2027-01-01\n', 'latin1' ),
			{}
		),
		'file'
	);
	await expect400(
		await upload(
			admin,
			`${ IMPORTS }/csv-preview`,
			'x.csv',
			Buffer.from( 'Caf\xe9,Date\n', 'latin1' ),
			{ what: 'events' }
		),
		'file'
	);
	await expect400(
		await admin.rest( 'POST', `${ IMPORTS }/csv-preview`, {} ),
		'file'
	);

	const subscriber = await asSubscriber();
	expect(
		(
			await upload(
				subscriber,
				`${ IMPORTS }/csv-preview`,
				'x.csv',
				good,
				{
					what: 'events',
				}
			)
		).status()
	).toBe( 403 );
	const staff = await sessionWithOnly( 'eventsmith_manage_event' );
	expect(
		(
			await upload( staff, `${ IMPORTS }/csv-preview`, 'x.csv', good, {
				what: 'events',
			} )
		).status()
	).toBe( 200 );
} );

test( 'wp eventsmith import csv maps columns, prints the dry run, progress and the final counts (35.4)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'cli' );
	const dir = mkdtempSync( join( tmpdir(), 'eventsmith-csv-' ) );
	try {
		const file = join( dir, 'talks.csv' );
		writeFileSync(
			file,
			[
				'Ref\tHeadline\tOn',
				`${ token }-a\tTalk A ${ token }\t03/25/2027`,
				`${ token }-b\tTalk B ${ token }\t13/25/2027`,
				`${ token }-c\tTalk C ${ token }\t2027-03-27`,
			].join( '\n' ) + '\n'
		);
		const map = '--map=Ref=id,Headline=title,On=start_date';
		const dry = wp( 'eventsmith', 'import', 'csv', file, map, '--dry-run' );
		expect( dry.status, dry.stderr ).toBe( 0 );
		expect( dry.stderr ).toMatch(
			/Import \d+, dry run: create=2 update=0 skip=0 fail=1/
		);
		expect( dry.stderr ).toContain( 'line 3' );
		expect( dry.stderr ).toContain( 'On "13/25/2027" is not a date.' );
		expect( dry.stderr ).not.toContain( 'Success' );

		const run = wp( 'eventsmith', 'import', 'csv', file, map );
		expect( run.status, run.stderr ).toBe( 0 );
		expect( run.stderr ).toContain(
			'3/3 created=2 updated=0 skipped=0 failed=1'
		);
		const success =
			/Success: Import (\d+) done: created=2 updated=0 skipped=0 failed=1/.exec(
				run.stderr
			);
		expect( success, run.stderr ).not.toBeNull();
		const ids = await importedEvents( admin, token );
		expect(
			( await event( admin, ids[ `${ token }-a` ] ) ).start_date
		).toBe( '2027-03-25' );

		const unmapped = wp(
			'eventsmith',
			'import',
			'csv',
			file,
			'--map=Headline=title',
			'--dry-run'
		);
		expect( unmapped.status ).toBe( 1 );
		expect( unmapped.stderr ).toContain( 'start_date' );
		const attendees = wp(
			'eventsmith',
			'import',
			'csv',
			file,
			'--what=attendees',
			'--dry-run'
		);
		expect( attendees.status ).toBe( 1 );
		await admin.rest( 'POST', `${ IMPORTS }/${ success![ 1 ] }/undo` );
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
} );

/**
 * The rows of an export CSV whose title holds a token, keyed by title.
 *
 * @param text  CSV text.
 * @param token Token.
 */
function rowsWith(
	text: string,
	token: string
): { header: string[]; rows: string[][] } {
	const [ header, ...rows ] = parseCsv( text );
	const title = header!.indexOf( 'title' );
	return {
		header: header!,
		rows: rows.filter( ( row ) =>
			( row[ title ] ?? '' ).includes( token )
		),
	};
}

/**
 * An exported event row as compared across sites: the export ids (the event's,
 * its occurrences' and ticket types') left out.
 *
 * @param header Header.
 * @param row    Row.
 */
function comparable(
	header: string[],
	row: string[]
): Record< string, unknown > {
	const out: Record< string, unknown > = {};
	header.forEach( ( name, i ) => {
		const cell = row[ i ] ?? '';
		if ( name === 'id' ) {
			return;
		}
		if (
			[ 'occurrences', 'ticket_types' ].includes( name ) &&
			cell !== ''
		) {
			out[ name ] = ( JSON.parse( cell ) as Json[] ).map(
				( { id, ...rest } ) => rest
			);
			return;
		}
		out[ name ] = cell;
	} );
	return out;
}

test( 'our own events CSV reads back without loss: export, remove the events, import, export again (35.4, 35.6)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'rt' );
	const category = json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: `Trip ${ token }`,
		} )
	);
	const tag = json(
		await admin.rest( 'POST', '/eventsmith/v2/tags', {
			name: `Night ${ token }`,
		} )
	);
	const made: number[] = [];
	const make = async ( fields: Json ) => {
		const response = await admin.rest(
			'POST',
			'/eventsmith/v2/events',
			fields
		);
		expect( response.status(), await response.text() ).toBe( 201 );
		made.push( ( await json( response ) ).id as number );
	};
	await make( {
		title: `Gala, "smart" ${ token }`,
		description: '<p>Dress "smart",\nplease.</p>',
		start_date: '2031-10-01',
		start_time: '19:00',
		end_date: '2031-10-02',
		end_time: '01:30',
		timezone: 'Europe/Berlin',
		total_ticket: 100,
		categories: [ ( await category ).id ],
		tags: [ ( await tag ).id ],
		location: {
			address: { address: 'Hall 1; Main street' },
			online_url: 'https://meet.example/gala',
		},
		online_link_public: 'no',
		rsvp: { enabled: true, capacity: 30, max_per_submission: 2 },
		reminder_hours: '48',
	} );
	await make( {
		title: `=SUM(A1) all day ${ token }`,
		start_date: '2031-11-05',
		start_time: '00:00',
		end_date: '2031-11-06',
		end_time: '23:59',
		timezone: 'UTC+5:30',
		cancelled: true,
	} );
	await make( {
		title: `Night run ${ token }`,
		start_date: '2031-03-03',
		start_time: '18:00',
		end_date: '2031-03-03',
		end_time: '20:00',
		timezone: 'America/New_York',
		recurring_enabled: 'yes',
		recurrence: {
			freq: 'weekly',
			interval: 1,
			by_day: [ 'MO' ],
			count: 4,
			exclusions: [ '2031-03-10' ],
		},
	} );

	const before = rowsWith(
		await (
			await admin.rest( 'GET', '/eventsmith/v2/export?format=csv' )
		).text(),
		token
	);
	expect( before.rows ).toHaveLength( 3 );
	for ( const id of made ) {
		expect(
			(
				await admin.rest( 'DELETE', `/eventsmith/v2/events/${ id }` )
			).status()
		).toBe( 200 );
	}
	const file =
		[ before.header, ...before.rows ]
			.map( ( row ) => csvLine( row ) )
			.join( '\r\n' ) + '\r\n';
	// The export's own headers map themselves: no mapping is sent.
	const done = await importAll( admin, file, { what: 'events' } );
	expect( done.status ).toBe( 'done' );
	expect( done.counts ).toMatchObject( { created: 3, failed: 0 } );

	const after = rowsWith(
		await (
			await admin.rest( 'GET', '/eventsmith/v2/export?format=csv' )
		).text(),
		token
	);
	expect( after.header ).toEqual( before.header );
	const byTitle = ( side: typeof before ) =>
		side.rows
			.map( ( row ) => comparable( side.header, row ) )
			.sort( ( a, b ) =>
				String( a.title ).localeCompare( String( b.title ) )
			);
	expect( byTitle( after ) ).toEqual( byTitle( before ) );
	await admin.rest( 'POST', `${ IMPORTS }/${ done.id }/undo` );
} );

test( 'a 50 MB CSV imports with bounded memory: the dry run and every batch peak under 256 MB (35.4)', async () => {
	test.setTimeout( 180_000 );
	const admin = await session( ADMIN );
	const token = runToken( 'big' );
	const dir = mkdtempSync( join( tmpdir(), 'eventsmith-csv-big-' ) );
	const MB = 1024 * 1024;
	let id = 0;
	try {
		// 100 events, each with a 20 KB description and 510 KB of notes nobody imports.
		const file = join( dir, 'big.csv' );
		const out = openSync( file, 'w' );
		writeSync(
			out,
			csvLine( [
				'id',
				'title',
				'start_date',
				'start_time',
				'description',
				'Notes',
			] ) + '\n'
		);
		const paragraph = `<p>${ 'Lorem ipsum dolor sit amet, "consectetur" adipiscing elit. '.repeat( 20 ) }</p>\n`;
		const description = paragraph.repeat(
			Math.ceil( 20_000 / paragraph.length )
		);
		const notes = 'n, '.repeat( 510_000 / 3 );
		const ROWS = 100;
		for ( let i = 0; i < ROWS; i++ ) {
			const day = String( ( i % 28 ) + 1 ).padStart( 2, '0' );
			writeSync(
				out,
				csvLine( [
					`${ token }-${ i }`,
					`Big ${ token } ${ i }`,
					`2032-02-${ day }`,
					'10:00',
					description,
					notes,
				] ) + '\n'
			);
		}
		closeSync( out );
		expect( statSync( file ).size ).toBeGreaterThan( 50 * MB );

		const peak = async () =>
			(
				await json(
					await admin.rest( 'GET', '/eventsmith-test/v1/peak-memory' )
				)
			).bytes as number;
		const measured = ( route: string, data: Json ) =>
			admin.request.fetch( `/wp-json${ route }`, {
				method: 'POST',
				headers: {
					'X-WP-Nonce': admin.nonce,
					'X-Eventsmith-Test-Memory': '1',
				},
				data,
			} );

		const created = await measured(
			'/eventsmith-test/v1/imports/csv-local',
			{
				path: file,
				what: 'events',
				mapping: {
					id: 'id',
					title: 'title',
					start_date: 'start_date',
					start_time: 'start_time',
					description: 'description',
					Notes: '',
				},
			}
		);
		expect( created.status(), await created.text() ).toBe( 200 );
		id = ( await json( created ) ).id as number;
		const dryPeak = await peak();
		const run = await status( admin, id );
		expect( run.dry_run ).toEqual( {
			total: ROWS,
			create: ROWS,
			update: 0,
			skip: 0,
			fail: 0,
		} );
		expect( dryPeak ).toBeLessThan( 256 * MB );

		expect(
			(
				await admin.rest( 'POST', `${ IMPORTS }/${ id }/start` )
			).status()
		).toBe( 200 );
		const peaks: number[] = [];
		for ( let batch = 0; batch < 100; batch++ ) {
			const ran = await json(
				await measured( `/eventsmith-test/v1/imports/${ id }/run`, {
					batches: 1,
				} )
			);
			peaks.push( await peak() );
			if ( ! ran.scheduled ) {
				break;
			}
		}
		const done = await status( admin, id );
		expect( done.status ).toBe( 'done' );
		expect( done.counts ).toMatchObject( { created: ROWS, failed: 0 } );
		expect( peaks ).toHaveLength( ROWS / 25 );
		expect( Math.max( ...peaks ) ).toBeLessThan( 256 * MB );
		// Neither the dry run nor a batch holds the file: both stay well under its size.
		console.log(
			`50 MB CSV: dry run peak ${ ( dryPeak / MB ).toFixed( 1 ) } MB, batch peak ${ ( Math.max( ...peaks ) / MB ).toFixed( 1 ) } MB`
		);
		expect( dryPeak ).toBeLessThan( 40 * MB );
		expect( Math.max( ...peaks ) ).toBeLessThan( 40 * MB );

		const undone = await json(
			await admin.rest( 'POST', `${ IMPORTS }/${ id }/undo` )
		);
		expect( undone.counts.removed ).toBe( ROWS );
		id = 0;
	} finally {
		if ( id ) {
			await admin.rest( 'POST', `${ IMPORTS }/${ id }/stop` );
			await admin.rest( 'POST', `${ IMPORTS }/${ id }/undo` );
		}
		rmSync( dir, { recursive: true, force: true } );
	}
} );

test( 'our own events and attendees CSVs read back on a fresh site: ticket types, a series, orders, refunds and check-ins export again the same (35.4, 35.6)', async () => {
	test.setTimeout( 480_000 );
	const token = runToken( 'rta' );
	const [ second, content ] = await Promise.all( [
		startSecondSite(),
		session( ADMIN ).then( ( admin ) => makeContent( admin, token ) ),
	] );
	try {
		const admin = await session( ADMIN );
		const csvOf = async ( actor: Session, what: string ) =>
			(
				await actor.rest(
					'GET',
					`${ EXPORT }?format=csv&what=${ what }`
				)
			).text();
		const events = rowsWith( await csvOf( admin, 'events' ), token );
		expect( events.rows ).toHaveLength( 3 );
		const [ attendeeHeader, ...attendeeRows ] = parseCsv(
			await csvOf( admin, 'attendees' )
		);
		const eventColumn = attendeeHeader!.indexOf( 'event' );
		const galaRows = attendeeRows.filter(
			( row ) => row[ eventColumn ] === String( content.gala )
		);
		expect( galaRows ).toHaveLength( 4 );
		const fileOf = ( header: string[], rows: string[][] ) =>
			[ header, ...rows ]
				.map( ( row ) => csvLine( row ) )
				.join( '\r\n' ) + '\r\n';

		// On the fresh site: the events first, then their attendees (the export's headers map themselves).
		const there = await sessionAt( second.url, ADMIN );
		// The second site may download the first site's images (both are on 127.0.0.1).
		await there.rest(
			'POST',
			'/eventsmith-test/v1/imports/allow-local-media',
			{ allow: true }
		);
		const imported = await importAll(
			there,
			fileOf( events.header, events.rows ),
			{ what: 'events' }
		);
		expect( imported.counts ).toMatchObject( { failed: 0 } );
		expect( imported.report ).toEqual( [] );
		const people = await importAll(
			there,
			fileOf( attendeeHeader!, galaRows ),
			{ what: 'attendees' }
		);
		expect( people.status ).toBe( 'done' );
		expect( people.counts ).toMatchObject( { failed: 0 } );

		const eventsAfter = rowsWith( await csvOf( there, 'events' ), token );
		const without = ( side: typeof events ) =>
			side.rows
				.map( ( row ) => {
					const out = comparable( side.header, row );
					// Speakers and schedules are not in the CSV (docs/import-export.md): JSON moves them.
					for ( const column of [
						'speakers',
						'organizers',
						'schedules',
					] ) {
						delete out[ column ];
					}
					out.featured_image = String( out.featured_image )
						.split( '/' )
						.pop();
					return out;
				} )
				.sort( ( a, b ) =>
					String( a.title ).localeCompare( String( b.title ) )
				);
		expect( without( eventsAfter ) ).toEqual( without( events ) );

		// Attendees: ids aside (the event, ticket type and order by what they name), the same.
		const [ afterHeader, ...afterRows ] = parseCsv(
			await csvOf( there, 'attendees' )
		);
		expect( afterHeader ).toEqual( attendeeHeader );
		const titleColumn = attendeeHeader!.indexOf( 'event_title' );
		const comparableAttendee = ( row: string[] ) =>
			Object.fromEntries(
				attendeeHeader!
					.map( ( name, i ) => [ name, row[ i ] ?? '' ] )
					.filter(
						( [ name ] ) =>
							! [
								'id',
								'event',
								'ticket_type_id',
								'order_id',
								'rsvp_id',
							].includes( name! )
					)
					.map( ( [ name, cell ] ) => [
						name,
						name === 'order_line_items' && cell !== ''
							? ( JSON.parse( cell! ) as Json[] ).map(
									( { ticket_type_id: typeId, ...rest } ) =>
										typeId === undefined ? rest : rest
								)
							: cell,
					] )
			);
		const sorted = ( rows: string[][] ) =>
			rows
				.map( comparableAttendee )
				.sort( ( a, b ) =>
					`${ a.name }${ a.ticket_code }`.localeCompare(
						`${ b.name }${ b.ticket_code }`
					)
				);
		const mine = afterRows.filter( ( row ) =>
			( row[ titleColumn ] ?? '' ).includes( token )
		);
		expect( sorted( mine ) ).toEqual( sorted( galaRows ) );

		// Again: nothing twice.
		const again = await importAll(
			there,
			fileOf( attendeeHeader!, galaRows ),
			{ what: 'attendees' }
		);
		expect( again.counts ).toMatchObject( { created: 0, failed: 0 } );
	} finally {
		second.stop();
	}
} );

test( 'a mapped attendees CSV names its events by id, slug or title; an unknown event or a bad email is refused by line (35.4)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'att' );
	const created = await admin.rest( 'POST', '/eventsmith/v2/events', {
		title: `Meetup ${ token }`,
		start_date: '2031-06-01',
		start_time: '18:00',
		end_date: '2031-06-01',
		end_time: '20:00',
		timezone: 'UTC',
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	const meetup = await json( created );
	const slug =
		(
			await json(
				await admin.rest(
					'GET',
					`/eventsmith/v2/events/${ meetup.id }`
				)
			)
		).slug ?? `meetup-${ token }`;
	const text =
		[
			csvLine( [ 'Which', 'Full name', 'E-mail', 'Checked in' ] ),
			csvLine( [
				String( meetup.id ),
				`Ann ${ token }`,
				'ann@example.org',
				'2031-06-01 18:05',
			] ),
			csvLine( [ slug, `Bob ${ token }`, 'bob@example.org', '' ] ),
			csvLine( [
				`Meetup ${ token }`,
				`Cy ${ token }`,
				'cy@example.org',
				'',
			] ),
			csvLine( [
				`Nowhere ${ token }`,
				`Di ${ token }`,
				'di@example.org',
				'',
			] ),
			csvLine( [
				String( meetup.id ),
				`Ed ${ token }`,
				'not-an-email',
				'',
			] ),
		].join( '\n' ) + '\n';
	const fields = {
		what: 'attendees',
		mapping: JSON.stringify( {
			Which: 'event',
			'Full name': 'name',
			'E-mail': 'email',
			'Checked in': 'checked_in_at',
		} ),
	};
	const done = await importAll( admin, text, fields );
	expect( done.dry_run ).toMatchObject( { create: 3, fail: 2 } );
	expect( done.status ).toBe( 'done' );
	expect( done.counts ).toMatchObject( { created: 3, failed: 2 } );
	expect(
		( done.report as Json[] ).map( ( r ) => [ r.line, r.reason ] )
	).toEqual( [
		[
			5,
			`Which "Nowhere ${ token }" is not an event of this site (give its id, slug or exact title, or import its events first).`,
		],
		[ 6, 'E-mail "not-an-email" is not an email address.' ],
	] );
	const attendees = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ meetup.id }&per_page=10`
		)
	);
	const names = ( attendees.items as Json[] ).map( ( a ) => a.name ).sort();
	expect( names ).toEqual( [
		`Ann ${ token }`,
		`Bob ${ token }`,
		`Cy ${ token }`,
	] );

	// Twice: nothing twice; undo removes them and nothing else.
	const again = await importAll( admin, text, fields );
	expect( again.counts ).toMatchObject( { created: 0, skipped: 3 } );
	await admin.rest( 'POST', `${ IMPORTS }/${ done.id }/undo` );
	const left = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ meetup.id }&per_page=10`
		)
	);
	expect( left.items ).toEqual( [] );
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/events/${ meetup.id }` )
		).status()
	).toBe( 200 );
} );
