/**
 * A 50 MB .ics imports with bounded memory (issue 35, "Bad input and
 * failure"): the dry run reads the whole file in one request and each
 * batch reads 25 events from its byte offset; each request's peak memory
 * stays under 256 MB (the requests run with that limit, as production
 * does). The file is made in a temporary folder: ~28,000 events as
 * Outlook writes them (each with its HTML copy of the description in
 * X-ALT-DESC, time zones, series, changed occurrences, whole days, folded
 * lines), broken events here and there, and near its end an event carrying
 * a 2 MB attachment.
 */
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

test.describe.configure( { mode: 'serial' } );

const IMPORTS = '/eventsmith/v2/imports';
const LIMIT = 256 * 1024 * 1024;
const SIZE = 50 * 1024 * 1024;
const MEMORY = { 'X-Eventsmith-Test-Memory': '1' };

const TIMEZONE =
	'BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\nBEGIN:DAYLIGHT\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nTZNAME:CEST\r\nDTSTART:19700329T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET\r\nDTSTART:19701025T030000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n';

/**
 * A content line folded at 75 octets.
 * @param line
 */
const fold = ( line: string ) =>
	line.match( /.{1,74}/g )!.join( '\r\n ' ) + '\r\n';

type Made = {
	path: string;
	events: number;
	records: number;
	broken: number[];
	/** Byte offset and line of the last 100 events. */
	tail: { position: number; line: number; events: number };
};

/**
 * Writes the calendar: returns what a reader should find in it.
 * @param dir
 * @param token
 */
async function makeCalendar( dir: string, token: string ): Promise< Made > {
	const path = join( dir, `big-${ token }.ics` );
	const out = createWriteStream( path );
	let bytes = 0;
	let lines = 1;
	const write = ( text: string ) => {
		bytes += Buffer.byteLength( text );
		lines += ( text.match( /\n/g ) ?? [] ).length;
		out.write( text );
	};
	write(
		'BEGIN:VCALENDAR\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\nX-WR-CALNAME:Everything\r\nX-WR-TIMEZONE:Europe/Berlin\r\n' +
			TIMEZONE
	);
	const text =
		'Talks\\, workshops and a shared dinner; bring a friend. '.repeat( 8 );
	const description =
		fold( 'DESCRIPTION:' + text ) +
		fold(
			'X-ALT-DESC;FMTTYPE=text/html:<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2//EN">\\n<HTML>\\n<HEAD>\\n<META NAME="Generator" CONTENT="MS Exchange Server version 16.0.17328.20000">\\n<TITLE></TITLE>\\n</HEAD>\\n<BODY>\\n<P DIR=LTR><SPAN LANG="en-us"><FONT FACE="Calibri">' +
				text +
				'</FONT></SPAN></P>\\n\\n</BODY>\\n</HTML>'
		);
	let events = 0;
	let records = 0;
	const broken: number[] = [];
	let tail = { position: 0, line: 0, events: 0 };
	for ( let i = 0; ; i++ ) {
		if ( bytes >= SIZE - 1_000_000 && tail.position === 0 ) {
			tail = { position: bytes, line: lines, events: 0 };
		}
		if ( tail.position > 0 && tail.events >= 100 ) {
			break;
		}
		const day = String( ( i % 28 ) + 1 ).padStart( 2, '0' );
		const month = String( ( Math.floor( i / 28 ) % 12 ) + 1 ).padStart(
			2,
			'0'
		);
		const uid = `UID:big-${ i }-${ token }@example.org\r\n`;
		let event = `BEGIN:VEVENT\r\n${ uid }DTSTAMP:20261128T101010Z\r\n`;
		if ( i % 5000 === 4999 && tail.position === 0 ) {
			// Broken: a date nobody can read.
			event += `DTSTART;TZID=Europe/Berlin:2027-${ month }-${ day } evening\r\n`;
			broken.push( lines );
		} else if ( i % 40 === 0 ) {
			event += `DTSTART;TZID=Europe/Berlin:2028${ month }${ day }T190000\r\nDTEND;TZID=Europe/Berlin:2028${ month }${ day }T210000\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\n`;
		} else if ( i % 40 === 1 ) {
			// The second date of the series just before, moved by an hour.
			const previous = new Date(
				Date.UTC( 2028, Number( month ) - 1, Number( day ) )
			);
			previous.setUTCDate( previous.getUTCDate() + 7 );
			const moved = previous
				.toISOString()
				.slice( 0, 10 )
				.replace( /-/g, '' );
			event = `BEGIN:VEVENT\r\nUID:big-${ i - 1 }-${ token }@example.org\r\nDTSTAMP:20261128T101010Z\r\nRECURRENCE-ID;TZID=Europe/Berlin:${ moved }T190000\r\nDTSTART;TZID=Europe/Berlin:${ moved }T200000\r\nDTEND;TZID=Europe/Berlin:${ moved }T220000\r\n`;
		} else if ( i % 10 === 2 ) {
			event += `DTSTART;VALUE=DATE:2027${ month }${ day }\r\nDTEND;VALUE=DATE:2027${ month }${ day === '28' ? '28' : String( Number( day ) + 1 ).padStart( 2, '0' ) }\r\n`;
		} else {
			event += `DTSTART;TZID=Europe/Berlin:2027${ month }${ day }T100000\r\nDTEND;TZID=Europe/Berlin:2027${ month }${ day }T113000\r\n`;
		}
		event += `SUMMARY:Event ${ i } ${ token }\r\n${ description }LOCATION:Hall ${ i % 9 }\\, Main street ${ i % 50 }\r\nCATEGORIES:Talks\r\n`;
		if ( tail.position > 0 && tail.events === 50 ) {
			// A calendar app's inline attachment: 2 MB of base64 on folded lines.
			event += fold(
				'ATTACH;VALUE=BINARY;ENCODING=BASE64;FMTTYPE=application/pdf:' +
					Buffer.alloc( 1_500_000, i ).toString( 'base64' )
			);
		}
		event += 'END:VEVENT\r\n';
		write( event );
		events++;
		records++;
		if ( tail.position > 0 ) {
			tail.events++;
		}
	}
	write( 'END:VCALENDAR\r\n' );
	await new Promise( ( resolve ) => out.end( resolve ) );
	return { path, events, records, broken, tail };
}

async function peak( admin: Session ): Promise< number > {
	return Number(
		(
			await json(
				await admin.rest( 'GET', '/eventsmith-test/v1/peak-memory' )
			)
		).bytes
	);
}

async function runOneBatch( admin: Session, id: number ): Promise< Json > {
	const response = await admin.request.post(
		`/wp-json/eventsmith-test/v1/imports/${ id }/run`,
		{
			headers: { 'X-WP-Nonce': admin.nonce, ...MEMORY },
			data: { batches: 1, memory_limit: '256M' },
		}
	);
	expect( response.status() ).toBe( 200 );
	return json( response );
}

test( 'a 50 MB .ics: the dry run and each batch stay under 256 MB of memory (35.5)', async () => {
	test.setTimeout( 300_000 );
	const admin = await session( ADMIN );
	const token = runToken( 'big' );
	const dir = mkdtempSync( join( tmpdir(), 'eventsmith-big-ics-' ) );
	try {
		const made = await makeCalendar( dir, token );
		expect( statSync( made.path ).size ).toBeGreaterThanOrEqual( SIZE );

		const began = Date.now();
		const created = await admin.request.post(
			'/wp-json/eventsmith-test/v1/imports/from-path',
			{
				headers: { 'X-WP-Nonce': admin.nonce, ...MEMORY },
				data: { path: made.path },
				timeout: 240_000,
			}
		);
		expect( created.status(), await created.text() ).toBe( 200 );
		const run = await json( created );
		const dryRun = await peak( admin );
		console.log(
			`50 MB dry run: ${ made.events } events in ${ (
				( Date.now() - began ) /
				1000
			).toFixed( 1 ) } s, peak ${ ( dryRun / 1048576 ).toFixed( 1 ) } MB`
		);
		expect( dryRun ).toBeLessThan( LIMIT );
		expect( run.preview ).toMatchObject( {
			total: made.records,
			fail: made.broken.length,
		} );
		expect(
			( run.report as Json[] )
				.filter( ( row ) => row.action === 'fail' )
				.map( ( row ) => row.line )
		).toEqual( made.broken );

		await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/start` );
		const peaks: number[] = [];
		for ( let i = 0; i < 3; i++ ) {
			await runOneBatch( admin, run.id as number );
			peaks.push( await peak( admin ) );
		}
		expect(
			(
				await json(
					await admin.rest( 'GET', `${ IMPORTS }/${ run.id }` )
				)
			).progress.processed
		).toBe( 75 );

		// The end of the file, with its 2 MB attachment: 100 events, 4 batches.
		await admin.rest(
			'POST',
			`/eventsmith-test/v1/imports/${ run.id }/seek`,
			made.tail
		);
		for ( let batch = 0; batch < 10; batch++ ) {
			const ran = await runOneBatch( admin, run.id as number );
			peaks.push( await peak( admin ) );
			if ( ! ran.scheduled ) {
				break;
			}
		}
		console.log(
			`50 MB batches: peak ${ ( Math.max( ...peaks ) / 1048576 ).toFixed(
				1
			) } MB`
		);
		for ( const bytes of peaks ) {
			expect( bytes ).toBeGreaterThan( 0 );
			expect( bytes ).toBeLessThan( LIMIT );
		}
		const done = await json(
			await admin.rest( 'GET', `${ IMPORTS }/${ run.id }` )
		);
		expect( done.status ).toBe( 'done' );
		expect( done.counts ).toMatchObject( {
			created: 75 + made.tail.events,
			failed: 0,
		} );
		await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/undo` );
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
} );
