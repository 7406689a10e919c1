/**
 * The .ics half of `npm run bench:import`: a 5,000-event calendar as Google
 * Calendar writes it (a VTIMEZONE; timed events in Berlin, New York and UTC;
 * whole days; weekly series of four dates, some with a changed occurrence;
 * descriptions on folded lines, locations, categories) imported with
 * `wp eventsmith import ics`: the dry run, then every batch. Prints the
 * dry run's time, the import's, events per second and the peak memory the
 * command reports.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runWp } from './import-run.mjs';

const EVENTS = Number( process.env.BENCH_ICS_EVENTS || 5000 );

const BERLIN =
	'BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\nX-LIC-LOCATION:Europe/Berlin\r\nBEGIN:DAYLIGHT\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nTZNAME:CEST\r\nDTSTART:19700329T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r\nEND:DAYLIGHT\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nTZNAME:CET\r\nDTSTART:19701025T030000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n';

const fold = ( line ) => line.match( /.{1,74}/g ).join( '\r\n ' ) + '\r\n';
const ymd = ( date ) => date.toISOString().slice( 0, 10 ).replace( /-/g, '' );

/**
 * The calendar: EVENTS VEVENTs (a changed occurrence counts as one).
 */
export function calendar() {
	let text =
		'BEGIN:VCALENDAR\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:Bench\r\nX-WR-TIMEZONE:Europe/Berlin\r\n' +
		BERLIN;
	const categories = [ 'Talks', 'Workshops', 'Meetups', 'Music', 'Sport' ];
	for ( let i = 0; i < EVENTS; i++ ) {
		const day = new Date( Date.UTC( 2027, 0, 1 + ( i % 700 ) ) );
		const uid = `UID:bench-${ i }@google.com\r\n`;
		let dates;
		if ( i % 20 === 0 ) {
			dates = `DTSTART;TZID=Europe/Berlin:${ ymd( day ) }T190000\r\nDTEND;TZID=Europe/Berlin:${ ymd( day ) }T210000\r\nRRULE:FREQ=WEEKLY;COUNT=4\r\n`;
		} else if ( i % 20 === 1 ) {
			// The second date of the series before, an hour later.
			const moved = new Date( day );
			moved.setUTCDate( moved.getUTCDate() + 6 );
			text += `BEGIN:VEVENT\r\nUID:bench-${ i - 1 }@google.com\r\nDTSTAMP:20261128T101010Z\r\nRECURRENCE-ID;TZID=Europe/Berlin:${ ymd( moved ) }T190000\r\nDTSTART;TZID=Europe/Berlin:${ ymd( moved ) }T200000\r\nDTEND;TZID=Europe/Berlin:${ ymd( moved ) }T220000\r\nSUMMARY:Bench series ${ i - 1 } (moved)\r\nEND:VEVENT\r\n`;
			continue;
		} else if ( i % 10 === 2 ) {
			const next = new Date( day );
			next.setUTCDate( next.getUTCDate() + 1 + ( i % 3 ) );
			dates = `DTSTART;VALUE=DATE:${ ymd( day ) }\r\nDTEND;VALUE=DATE:${ ymd( next ) }\r\n`;
		} else if ( i % 3 === 0 ) {
			dates = `DTSTART:${ ymd( day ) }T170000Z\r\nDTEND:${ ymd( day ) }T183000Z\r\n`;
		} else {
			const zone = i % 3 === 1 ? 'Europe/Berlin' : 'America/New_York';
			dates = `DTSTART;TZID=${ zone }:${ ymd( day ) }T100000\r\nDTEND;TZID=${ zone }:${ ymd( day ) }T113000\r\n`;
		}
		text +=
			`BEGIN:VEVENT\r\n${ dates }DTSTAMP:20261128T101010Z\r\n${ uid }CREATED:20261101T090000Z\r\n` +
			fold(
				`DESCRIPTION:Session ${ i }: talks\\, workshops and time to meet.\\nBring a laptop\\, we pair on open source. ` +
					'Doors open half an hour before. '.repeat( 3 )
			) +
			`LAST-MODIFIED:20261102T090000Z\r\nLOCATION:Hall ${ i % 12 }\\, Hauptstraße ${ i % 80 }\\, 10827 Berlin\r\nSEQUENCE:0\r\nSTATUS:CONFIRMED\r\nSUMMARY:Bench ${ i % 20 === 0 ? 'series' : 'event' } ${ i }\r\nCATEGORIES:${ categories[ i % 5 ] }\r\nTRANSP:OPAQUE\r\nEND:VEVENT\r\n`;
	}
	return text + 'END:VCALENDAR\r\n';
}

export default async function bench( site ) {
	const dir = mkdtempSync( join( tmpdir(), 'eventsmith-bench-ics-' ) );
	try {
		const file = join( dir, 'bench.ics' );
		writeFileSync( file, calendar() );
		const { lines, ms } = await runWp( site, [
			'eventsmith',
			'import',
			'ics',
			file,
		] );
		const find = ( pattern ) =>
			lines.find( ( l ) => pattern.test( l.text ) );
		const dry = find( /^Import \d+, dry run:/ );
		const done = find( /^Success: Import \d+ done:/ );
		const peak = find( /^Peak memory: / );
		if ( ! dry || ! done ) {
			throw new Error(
				`Unexpected output:\n${ lines.map( ( l ) => l.text ).join( '\n' ) }`
			);
		}
		const created = Number( /created=(\d+)/.exec( done.text )[ 1 ] );
		const failed = Number( /failed=(\d+)/.exec( done.text )[ 1 ] );
		const mb = peak ? /([\d.]+) MB/.exec( peak.text )[ 1 ] : '?';
		console.log( `  ${ dry.text }\n  ${ done.text }` );
		if ( failed ) {
			throw new Error( `${ failed } events failed to import.` );
		}
		return [
			{
				step: 'dry run',
				items: EVENTS,
				seconds: ( dry.ms / 1000 ).toFixed( 1 ),
				'items/s': Math.round( EVENTS / ( dry.ms / 1000 ) ),
				'peak MB': '',
			},
			{
				step: 'import (batches of 25)',
				items: created,
				seconds: ( ( done.ms - dry.ms ) / 1000 ).toFixed( 1 ),
				'items/s': Math.round(
					created / ( ( done.ms - dry.ms ) / 1000 )
				),
				'peak MB': '',
			},
			{
				step: 'total',
				items: created,
				seconds: ( ms / 1000 ).toFixed( 1 ),
				'items/s': Math.round( created / ( ms / 1000 ) ),
				'peak MB': mb,
			},
		];
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
}
