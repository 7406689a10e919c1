/**
 * iCal round trips (issue 35, item 3): a Google Calendar export and the
 * plugin's own feed are imported, the site's .ics is exported, and ical.js
 * (a parser the plugin does not use) reads both sides: every event is there
 * with the same title, the same start and end instants (compared in UTC;
 * whole days as dates), the same all-day-ness, the same recurrence dates
 * (expanded by ical.js's iterator, and equal to the site's own occurrences)
 * and the same status.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { json, type Json } from '../../support/json';
import { createEvent, oneDay } from '../../support/events';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

test.describe.configure( { mode: 'serial' } );

const IMPORTS = '/eventsmith/v2/imports';
const GOOGLE = readFileSync(
	join( __dirname, 'fixtures', 'google-calendar.ics' ),
	'utf8'
);

/** One VEVENT as ical.js reads it, in terms both sides can be compared in. */
type Seen = {
	title: string;
	allDay: boolean;
	start: string;
	end: string;
	status: string;
	dates: string[] | null;
};

/**
 * An ical.js time: an ISO instant in UTC, or YYYY-MM-DD for a date.
 * @param time
 */
const instant = ( time: ICAL.Time ) =>
	time.isDate ? time.toString() : time.toJSDate().toISOString();

/**
 * Every start of a recurring event, by ical.js's iterator (EXDATEs left out).
 * @param event
 */
function expand( event: ICAL.Event ): string[] {
	const dates: string[] = [];
	const iterator = event.iterator();
	for (
		let next = iterator.next();
		next && dates.length < 500;
		next = iterator.next()
	) {
		dates.push( instant( next ) );
	}
	return dates;
}

function seen( event: ICAL.Event ): Seen {
	return {
		title: event.summary,
		allDay: event.startDate.isDate,
		start: instant( event.startDate ),
		end: instant( event.endDate ),
		status: String(
			event.component.getFirstPropertyValue( 'status' ) ?? 'CONFIRMED'
		).toUpperCase(),
		dates: event.isRecurring() ? expand( event ) : null,
	};
}

/**
 * The VEVENTs of a calendar by UID (a changed occurrence under UID/YYYYMMDD of its RECURRENCE-ID).
 * @param text
 */
function byUid( text: string ): Map< string, ICAL.Event > {
	const calendar = new ICAL.Component( ICAL.parse( text ) );
	const out = new Map< string, ICAL.Event >();
	for ( const component of calendar.getAllSubcomponents( 'vevent' ) ) {
		const event = new ICAL.Event( component );
		const key = event.recurrenceId
			? `${ event.uid }/${ event.recurrenceId
					.toString()
					.slice( 0, 10 )
					.replace( /-/g, '' ) }`
			: event.uid;
		out.set( key, event );
	}
	return out;
}

/**
 * The exported VEVENT of a site event (UID event-<id>@host).
 * @param exported
 * @param id
 */
function exportedEvent(
	exported: Map< string, ICAL.Event >,
	id: number
): ICAL.Event {
	const found = [ ...exported.entries() ].find( ( [ uid ] ) =>
		uid.startsWith( `event-${ id }@` )
	);
	expect( found, `event ${ id } is in the site's .ics` ).toBeDefined();
	return found![ 1 ];
}

async function siteIcs( admin: Session ): Promise< string > {
	const response = await admin.rest(
		'GET',
		'/eventsmith/v2/export?format=ics'
	);
	expect( response.status() ).toBe( 200 );
	return response.text();
}

async function occurrences( admin: Session, parent: number ) {
	return ( await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/imports/occurrences?parent=${ parent }`
		)
	) ) as unknown as Json[];
}

async function importAll( admin: Session, name: string, text: string ) {
	const created = await admin.request.post( `/wp-json${ IMPORTS }`, {
		headers: { 'X-WP-Nonce': admin.nonce },
		multipart: {
			file: {
				name,
				mimeType: 'text/calendar',
				buffer: Buffer.from( text, 'utf8' ),
			},
		},
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	const id = ( await json( created ) ).id as number;
	await admin.rest( 'POST', `${ IMPORTS }/${ id }/start` );
	await admin.rest( 'POST', `/eventsmith-test/v1/imports/${ id }/run`, {
		batches: 100,
	} );
	const run = await json( await admin.rest( 'GET', `${ IMPORTS }/${ id }` ) );
	expect( run.status ).toBe( 'done' );
	return run;
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

/**
 * A site event's occurrences as ical.js would list them: UTC instants, or dates for whole days.
 * @param admin
 * @param id
 * @param allDay
 */
async function siteDates( admin: Session, id: number, allDay: boolean ) {
	const rows = await occurrences( admin, id );
	if ( ! allDay ) {
		return rows.map( ( row ) => String( row.start ) );
	}
	// Whole days: the occurrence's own local day.
	const out: string[] = [];
	for ( const row of rows ) {
		const occurrence = await json(
			await admin.rest( 'GET', `/eventsmith/v2/events/${ row.id }` )
		);
		out.push( String( occurrence.start_date ) );
	}
	return out;
}

test( 'a Google Calendar export imported and exported again reads the same in ical.js (35.3)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'rt' );
	const text = GOOGLE.replace( /^UID:(.*)$/gm, `UID:$1-${ token }` );
	const run = await importAll( admin, 'makers-guild.ics', text );
	// 6 VEVENTs and one changed occurrence; nothing split, nothing refused.
	expect( run.counts ).toMatchObject( { created: 7, failed: 0 } );
	expect( run.report ).toEqual( [] );

	const ids = Object.fromEntries(
		Object.entries( await importedEvents( admin, '' ) ).filter(
			( [ key ] ) => key.includes( `-${ token }` )
		)
	);
	const source = byUid( text );
	expect( Object.keys( ids ).sort() ).toEqual( [ ...source.keys() ].sort() );

	const exported = byUid( await siteIcs( admin ) );
	// The dates a changed occurrence took out of its series (RECURRENCE-ID, as ical.js yields it).
	const moved = new Map< string, string[] >();
	for ( const event of source.values() ) {
		if ( event.recurrenceId ) {
			moved.set( event.uid, [
				...( moved.get( event.uid ) ?? [] ),
				instant( event.recurrenceId ),
			] );
		}
	}
	for ( const [ key, event ] of source ) {
		const expected = seen( event );
		if ( expected.dates ) {
			expected.dates = expected.dates.filter(
				( date ) => ! ( moved.get( event.uid ) ?? [] ).includes( date )
			);
		}
		const actual = seen( exportedEvent( exported, ids[ key ]! ) );
		expect( actual, key ).toEqual( expected );
		if ( expected.dates ) {
			expect(
				await siteDates( admin, ids[ key ]!, expected.allDay ),
				`${ key }: the site's occurrences`
			).toEqual( expected.dates );
		}
	}
	// The series crosses the change to daylight saving time in New York (14 March): same wall clock.
	const weekly = seen(
		exportedEvent(
			exported,
			ids[ `3q1c8v0k5m2n7b4x9z6l1j8h0g@google.com-${ token }` ]!
		)
	);
	expect( weekly.dates ).toHaveLength( 10 );
	expect( weekly.dates![ 0 ] ).toBe( '2027-01-06T23:30:00.000Z' );
	expect( weekly.dates![ 9 ] ).toBe( '2027-03-24T22:30:00.000Z' );
	const berlin = seen(
		exportedEvent(
			exported,
			ids[ `2w3e4r5t6y7u8i9o0p1a2s3d4f@google.com-${ token }` ]!
		)
	);
	expect( berlin.dates ).toEqual( [
		'2027-05-09T08:00:00.000Z',
		'2027-06-13T08:00:00.000Z',
		'2027-07-11T08:00:00.000Z',
		'2027-08-08T08:00:00.000Z',
		'2027-09-12T08:00:00.000Z',
	] );

	const undone = await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/undo` );
	expect( undone.status() ).toBe( 200 );
} );

test( "the plugin's own feed imported into the site and exported again reads the same in ical.js (35.3)", async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'own' );
	const made = [
		await createEvent( admin, {
			title: `Single ${ token }`,
			status: 'publish',
			...oneDay( '2027-07-01', '10:00', '12:30', 'Europe/Paris' ),
		} ),
		await createEvent( admin, {
			title: `Two whole days, with a comma, and a; semicolon ${ token }`,
			status: 'publish',
			start_date: '2027-07-03',
			start_time: '00:00',
			end_date: '2027-07-04',
			end_time: '23:59',
			timezone: 'Asia/Tokyo',
		} ),
		await createEvent( admin, {
			title: `Series with exclusions ${ token }`,
			status: 'publish',
			// Crosses the end of daylight saving time in Chicago (7 November 2027).
			...oneDay( '2027-10-25', '09:30', '10:15', 'America/Chicago' ),
			recurring_enabled: 'yes',
			recurrence: {
				freq: 'weekly',
				interval: 1,
				by_day: [ 'MO', 'TH' ],
				count: 6,
				exclusions: [ '2027-11-01' ],
			},
		} ),
		await createEvent( admin, {
			title: `Monthly until ${ token }`,
			status: 'publish',
			...oneDay( '2027-09-14', '19:00', '21:00', 'Europe/London' ),
			recurring_enabled: 'yes',
			recurrence: {
				freq: 'monthly',
				interval: 1,
				by_day: [ '2TU' ],
				until: '2027-12-31',
				exclusions: [],
			},
		} ),
		await createEvent( admin, {
			title: `Whole-day series ${ token }`,
			status: 'publish',
			start_date: '2027-08-02',
			start_time: '00:00',
			end_date: '2027-08-02',
			end_time: '23:59',
			timezone: 'UTC',
			recurring_enabled: 'yes',
			recurrence: {
				freq: 'daily',
				interval: 1,
				count: 4,
				exclusions: [ '2027-08-03' ],
			},
		} ),
		await createEvent( admin, {
			title: `Called off ${ token }`,
			status: 'publish',
			cancelled: true,
			...oneDay( '2027-07-20', '18:00', '19:00', 'UTC' ),
		} ),
	];
	const mine = made.map( ( event ) => event.id as number );

	// The plugin's feed, cut down to these events (the site holds others).
	const feed = await siteIcs( admin );
	const keep = ( block: string ) =>
		mine.some( ( id ) => block.includes( `\r\nUID:event-${ id }@` ) );
	const own = feed.replace(
		/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g,
		( block ) => ( keep( block ) ? block : '' )
	);
	expect( own.match( /BEGIN:VEVENT/g ) ).toHaveLength( 6 );
	expect( own ).toContain( 'DTSTART;VALUE=DATE:20270703' );
	expect( own ).toContain( 'STATUS:CANCELLED' );

	const run = await importAll( admin, 'eventsmith-events.ics', own );
	expect( run.counts ).toMatchObject( { created: 6, failed: 0 } );

	const originals = byUid( own );
	const exported = byUid( await siteIcs( admin ) );
	for ( const id of mine ) {
		const original = exportedEvent( originals, id );
		const copies = await importedEvents( admin, original.uid );
		expect( Object.keys( copies ), original.summary ).toEqual( [
			original.uid,
		] );
		const copy = copies[ original.uid ]!;
		expect( copy ).not.toBe( id );
		const expected = seen( original );
		const actual = seen( exportedEvent( exported, copy ) );
		expect( actual, original.summary ).toEqual( expected );
		if ( expected.dates ) {
			expect(
				await siteDates( admin, copy, expected.allDay ),
				`${ original.summary }: the copy's occurrences`
			).toEqual( expected.dates );
			expect(
				await siteDates( admin, id, expected.allDay ),
				`${ original.summary }: the original's occurrences`
			).toEqual( expected.dates );
		}
	}
	const series = seen( exportedEvent( originals, mine[ 2 ]! ) );
	expect( series.dates ).toEqual( [
		'2027-10-25T14:30:00.000Z',
		'2027-10-28T14:30:00.000Z',
		'2027-11-04T14:30:00.000Z',
		'2027-11-08T15:30:00.000Z',
		'2027-11-11T15:30:00.000Z',
	] );
	expect( seen( exportedEvent( originals, mine[ 4 ]! ) ) ).toMatchObject( {
		allDay: true,
		start: '2027-08-02',
		end: '2027-08-03',
		dates: [ '2027-08-02', '2027-08-04', '2027-08-05' ],
	} );

	await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/undo` );
	await admin.rest(
		'DELETE',
		`/eventsmith/v2/events?ids=${ mine.join( ',' ) }`
	);
} );
