/**
 * Importing Eventsmith's own JSON export (issue 35, items 1, 5 and 6): the
 * export of this site, given another site's address, is read back with its
 * ticket types, orders, attendees (codes, statuses, check-ins), RSVPs, a
 * series' dates, speakers and schedules. Sold seats count as if sold here,
 * nothing is mailed, a second import creates nothing, and undoing removes only
 * what the run created and gives the seats back.
 */
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { json, type Json } from '../../support/json';
import { booking } from '../../support/bookings';
import { visitor } from '../../support/rsvp';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';
import {
	IMPORTS,
	asExport,
	exportAll,
	importExport,
	makeContent,
	only,
	origins,
	uploadExport,
	type Content,
} from './support/eventsmith-content';

test.describe.configure( { mode: 'serial' } );

const RUN = runToken( 'esj' );
const SITE = `https://elsewhere-${ RUN.toLowerCase() }.example/`;
const PREFIX = `https://elsewhere-${ RUN.toLowerCase() }.example#`;

let content: Content;
let doc: Json;

test.beforeAll( async () => {
	test.setTimeout( 180_000 );
	const admin = await session( ADMIN );
	content = await makeContent( admin, RUN );
	doc = only( await exportAll( admin ), content );
	doc.site = SITE;
	// Codes nobody here holds are kept; a malformed one gets a new code.
	for ( const attendee of doc.attendees as Json[] ) {
		attendee.ticket_code = randomBytes( 16 ).toString( 'hex' );
	}
	( ( doc.attendees as Json[] )[ 1 ] as Json ).ticket_code = 'not-a-code';
	// The organizer's photo lives at a private address: refused, reported, the rest imports.
	( doc.speakers as Json[] ).find(
		( s ) => s.id === content.speakers[ 1 ]
	)!.image = 'http://10.0.0.1/photo.jpg';
} );

async function mailTo( admin: Session, addresses: string[] ) {
	const mail = ( await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	) ) as Json[];
	return mail.filter( ( m ) =>
		addresses.some( ( a ) => JSON.stringify( m ).includes( a ) )
	);
}

async function seats( admin: Session, scope: string ): Promise< Json > {
	return json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/imports/seats?scope=${ encodeURIComponent( scope ) }`
		)
	);
}

test( 'a file that is not an Eventsmith export of version 1 is refused with 400 naming file (35.5)', async () => {
	const admin = await session( ADMIN );
	for ( const text of [
		'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
		JSON.stringify( { format: 'other', version: 1, events: [] } ),
		asExport( { ...doc, version: 2 } ),
		JSON.stringify( doc, null, 2 ),
	] ) {
		const response = await uploadExport( admin, 'bad.json', text );
		expect( response.status(), text.slice( 0, 60 ) ).toBe( 400 );
		const body = await json( response );
		expect(
			body.data.params ?? body.data.field ?? body.message
		).toBeTruthy();
		expect( JSON.stringify( body ) ).toContain( 'file' );
	}
	const none = await admin.request.post( `/wp-json${ IMPORTS }`, {
		headers: { 'X-WP-Nonce': admin.nonce },
		multipart: { source: 'eventsmith' },
	} );
	expect( none.status() ).toBe( 400 );
} );

test( 'the export is imported with ticket types, orders, attendees, check-ins and RSVPs; full stays full; nothing is mailed; twice creates nothing twice; undo gives the seats back (35.1, 35.5, 35.6)', async () => {
	test.setTimeout( 180_000 );
	const admin = await session( ADMIN );
	const events = doc.events as Json[];
	const attendees = doc.attendees as Json[];
	const gala = events.find( ( e ) => e.id === content.gala ) as Json;
	const series = events.find( ( e ) => e.id === content.series ) as Json;

	// First the events, speakers and schedules alone.
	const first = await importExport(
		admin,
		'events.json',
		asExport( { ...doc, attendees: [], rsvps: [] } )
	);
	expect( first.status ).toBe( 'done' );
	const typeCount = events.reduce(
		( n, e ) => n + ( e.ticket_types as Json[] ).length,
		0
	);
	expect( first.counts ).toMatchObject( {
		created: events.length + typeCount + 3,
		failed: 0,
	} );
	expect( JSON.stringify( first.report ) ).toContain( '10.0.0.1' );
	const eventIds = await origins( admin, 'event', PREFIX );
	const galaHere = eventIds[ `${ PREFIX }${ content.gala }` ] as number;
	const seriesHere = eventIds[ `${ PREFIX }${ content.series }` ];
	expect( galaHere ).toBeGreaterThan( 0 );
	const galaEvent = await json(
		await admin.rest( 'GET', `/eventsmith/v2/events/${ galaHere }` )
	);
	expect( galaEvent ).toMatchObject( {
		title: gala.title,
		start_date: '2031-10-01',
		start_time: '19:00',
		timezone: 'Europe/Berlin',
		total_ticket: 3,
	} );
	const speakersHere = await origins( admin, 'speaker', PREFIX );
	expect( galaEvent.speakers ).toEqual( [
		speakersHere[ `${ PREFIX }${ content.speakers[ 0 ] }` ],
	] );
	// Each date of the series is known by its day, the changed one with its own time.
	const dates = await origins(
		admin,
		'occurrence',
		`${ PREFIX }${ content.series }/`
	);
	expect( Object.keys( dates ).sort() ).toEqual(
		( series.occurrences as Json[] ).map(
			( o ) => `${ PREFIX }${ content.series }/${ o.start_date }`
		)
	);
	const moved = ( series.occurrences as Json[] )[ 1 ] as Json;
	const movedHere = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/events/${ dates[ `${ PREFIX }${ content.series }/${ moved.start_date }` ] }`
		)
	);
	expect( movedHere ).toMatchObject( {
		parent: seriesHere,
		start_time: '19:30',
		end_time: '21:00',
	} );

	// Then everything: what is there is skipped, the sales are created.
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );
	const orderCount = new Set(
		attendees.filter( ( a ) => a.order ).map( ( a ) => a.order.id )
	).size;
	const created = await uploadExport( admin, 'all.json', asExport( doc ) );
	expect( created.status() ).toBe( 201 );
	const dry = await json( created );
	expect( dry.dry_run ).toMatchObject( {
		create: orderCount + attendees.length + ( doc.rsvps as Json[] ).length,
		update: 0,
		fail: 0,
	} );
	const all = await importExport( admin, 'all.json', asExport( doc ) );
	expect( all.status ).toBe( 'done' );
	expect( all.counts ).toMatchObject( {
		created: orderCount + attendees.length + ( doc.rsvps as Json[] ).length,
		failed: 0,
	} );
	expect( JSON.stringify( all.report ) ).toContain( 'ticket_code' );

	// The full event is full here too, and its seats are the ones sold there.
	expect(
		(
			await admin.rest(
				'POST',
				'/eventsmith/v2/bookings',
				booking( galaHere, 'Late', 'late@example.org', {
					ticket_type: 'Seat',
					price: 12.5,
				} )
			)
		).status()
	).toBe( 409 );
	expect( await seats( admin, `event:${ galaHere }` ) ).toEqual( {
		capacity: 3,
		taken: 3,
	} );
	const here = (
		await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ galaHere }&per_page=20`
			)
		)
	).items as Json[];
	const theirs = attendees.filter( ( a ) => a.event === content.gala );
	expect( here ).toHaveLength( theirs.length );
	for ( const attendee of theirs ) {
		const copy = here.find(
			( a ) =>
				a.name === attendee.name &&
				( attendee.ticket_code === 'not-a-code'
					? a.ticket_code !== attendee.ticket_code
					: a.ticket_code === attendee.ticket_code )
		);
		expect( copy, attendee.name ).toBeTruthy();
		expect( copy!.status ).toBe( attendee.status );
		expect( copy!.ticket_code ).toMatch( /^[0-9a-f]{32}$/ );
		expect( copy!.created_at.replace( ' ', 'T' ) + 'Z' ).toBe(
			attendee.created_at
		);
		expect(
			copy!.checked_in_at
				? copy!.checked_in_at.replace( ' ', 'T' ) + 'Z'
				: null
		).toBe( attendee.checked_in_at );
	}
	// The first date of the series is full of RSVPs here too.
	const firstDate = dates[
		`${ PREFIX }${ content.series }/${ ( ( series.occurrences as Json[] )[ 0 ] as Json ).start_date }`
	] as number;
	const guest = await visitor();
	expect(
		(
			await guest.rsvp( firstDate, {
				response: 'going',
				attendees: [ { name: 'Hal', email: 'hal@example.org' } ],
			} )
		).status()
	).toBe( 409 );
	// Nobody imported got mail.
	expect(
		await mailTo(
			admin,
			attendees
				.map( ( a ) => a.email as string )
				.concat(
					( doc.rsvps as Json[] ).map( ( r ) => r.email as string )
				)
		)
	).toEqual( [] );

	// The same file again: nothing twice.
	const again = await importExport( admin, 'all.json', asExport( doc ) );
	expect( again.counts ).toMatchObject( {
		created: 0,
		updated: 0,
		failed: 0,
	} );
	expect(
		(
			await json(
				await admin.rest(
					'GET',
					`/eventsmith/v2/attendees?event_id=${ galaHere }&per_page=20`
				)
			)
		).items as Json[]
	).toHaveLength( theirs.length );

	// Undoing the sales removes them and nothing else: the seats come back, the events stay.
	const undo = await admin.rest( 'POST', `${ IMPORTS }/${ all.id }/undo` );
	expect( undo.status(), await undo.text() ).toBe( 200 );
	expect( ( await json( undo ) ).counts.removed ).toBe(
		orderCount + attendees.length + ( doc.rsvps as Json[] ).length
	);
	expect( await seats( admin, `event:${ galaHere }` ) ).toMatchObject( {
		taken: 0,
	} );
	expect( await seats( admin, `rsvp:${ firstDate }` ) ).toMatchObject( {
		taken: 0,
	} );
	expect(
		(
			await json(
				await admin.rest(
					'GET',
					`/eventsmith/v2/attendees?event_id=${ galaHere }&per_page=20`
				)
			)
		).items as Json[]
	).toHaveLength( 0 );
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/events/${ galaHere }` )
		).status()
	).toBe( 200 );
	// The originals keep theirs.
	expect( await seats( admin, `event:${ content.gala }` ) ).toEqual( {
		capacity: 3,
		taken: 3,
	} );

	// Undoing the first run removes the events, their dates and ticket types, the speakers and schedule.
	const undoFirst = await admin.rest(
		'POST',
		`${ IMPORTS }/${ first.id }/undo`
	);
	expect( undoFirst.status(), await undoFirst.text() ).toBe( 200 );
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/events/${ galaHere }` )
		).status()
	).toBe( 404 );
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/events/${ firstDate }` )
		).status()
	).toBe( 404 );
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/events/${ content.gala }` )
		).status()
	).toBe( 200 );
	expect(
		(
			await admin.rest(
				'GET',
				`/eventsmith/v2/speakers/${ content.speakers[ 0 ] }`
			)
		).status()
	).toBe( 200 );
	expect(
		Object.keys( await origins( admin, 'occurrence', PREFIX ) )
	).toHaveLength( 0 );
} );

test( 'wp eventsmith import eventsmith prints the dry run and progress; a changed export updates its copies and a refunded ticket gives its seat back (35.1, 35.5)', async () => {
	test.setTimeout( 180_000 );
	const admin = await session( ADMIN );
	const site = `https://cli-${ RUN.toLowerCase() }.example/`;
	const prefix = `https://cli-${ RUN.toLowerCase() }.example#`;
	const mine: Json = JSON.parse( JSON.stringify( { ...doc, site } ) );
	for ( const attendee of mine.attendees as Json[] ) {
		attendee.ticket_code = randomBytes( 16 ).toString( 'hex' );
	}
	const attendees = mine.attendees as Json[];
	const total =
		( mine.speakers as Json[] ).length +
		( mine.schedules as Json[] ).length +
		( mine.events as Json[] ).reduce(
			( n, e ) => n + 1 + ( e.ticket_types as Json[] ).length,
			0
		) +
		( mine.rsvps as Json[] ).length +
		new Set(
			attendees.filter( ( a ) => a.order ).map( ( a ) => a.order.id )
		).size +
		attendees.length;
	const cli = async ( dryRun: boolean ) =>
		(
			await json(
				await admin.rest( 'POST', '/eventsmith-test/v1/imports/cli', {
					source: 'eventsmith',
					text: asExport( mine ),
					dry_run: dryRun,
				} )
			)
		).lines as string[];
	const dry = await cli( true );
	expect( dry[ 0 ] ).toMatch(
		new RegExp(
			`^Import \\d+, dry run: create=${ total } update=0 skip=0 fail=0$`
		)
	);
	expect( dry.join( '\n' ) ).not.toMatch( /Success/ );
	const lines = await cli( false );
	expect( lines.join( '\n' ) ).toMatch(
		new RegExp( `${ total }/${ total } created=${ total }` )
	);
	const last = lines[ lines.length - 1 ] as string;
	expect( last ).toMatch(
		new RegExp(
			`^Success: Import \\d+ done: created=${ total } updated=0 skipped=0 failed=0$`
		)
	);
	const id = Number( /Import (\d+) done/.exec( last )![ 1 ] );
	const galaHere = ( await origins( admin, 'event', prefix ) )[
		`${ prefix }${ content.gala }`
	] as number;
	expect( await seats( admin, `event:${ galaHere }` ) ).toEqual( {
		capacity: 3,
		taken: 3,
	} );

	// There, the gala was renamed and one ticket refunded: here its copy follows.
	const gala = ( mine.events as Json[] ).find(
		( e ) => e.id === content.gala
	) as Json;
	gala.title = `${ gala.title } (moved)`;
	const refunded = attendees.find(
		( a ) => a.event === content.gala && a.status === 'active'
	) as Json;
	refunded.status = 'refunded';
	const changed = await importExport(
		admin,
		'changed.json',
		asExport( mine )
	);
	expect( changed.counts ).toMatchObject( {
		created: 0,
		updated: 2,
		failed: 0,
	} );
	expect(
		(
			await json(
				await admin.rest( 'GET', `/eventsmith/v2/events/${ galaHere }` )
			)
		).title
	).toBe( gala.title );
	expect( await seats( admin, `event:${ galaHere }` ) ).toEqual( {
		capacity: 3,
		taken: 2,
	} );
	const copy = (
		(
			await json(
				await admin.rest(
					'GET',
					`/eventsmith/v2/attendees?event_id=${ galaHere }&per_page=20`
				)
			)
		).items as Json[]
	 ).find( ( a ) => a.ticket_code === refunded.ticket_code ) as Json;
	expect( copy.status ).toBe( 'refunded' );

	const undo = await admin.rest( 'POST', `${ IMPORTS }/${ id }/undo` );
	expect( undo.status(), await undo.text() ).toBe( 200 );
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/events/${ galaHere }` )
		).status()
	).toBe( 404 );
} );

test( 'an RSVP answer that lists its people makes their RSVP tickets and takes their places; undo gives them back (35.1)', async () => {
	const admin = await session( ADMIN );
	const prefix = `https://rsvp-${ RUN.toLowerCase() }.example#`;
	const event = {
		...( doc.events as Json[] ).find( ( e ) => e.id === content.gala ),
		id: 1,
		title: `Picnic ${ RUN }`,
		ticket_types: [],
		speakers: [],
		organizers: [],
		schedules: [],
		featured_image: null,
		rsvp: { enabled: true, capacity: 2, max_per_submission: 2 },
	};
	const answer = {
		id: 7,
		event: 1,
		response: 'going',
		attendee_count: 2,
		reason: '',
		name: 'Jo',
		email: 'jo@example.org',
		created_at: '2026-11-01T10:00:00Z',
		attendees: [
			{ name: 'Jo', email: 'jo@example.org' },
			{ name: 'Kim', email: 'kim@example.org' },
		],
	};
	const run = await importExport(
		admin,
		'rsvp.json',
		asExport( {
			format: 'eventsmith',
			version: 1,
			site: prefix.replace( '#', '/' ),
			exported_at: '2026-11-29T07:00:00Z',
			events: [ event ],
			speakers: [],
			schedules: [],
			attendees: [],
			rsvps: [ answer ],
		} )
	);
	expect( run.counts ).toMatchObject( { created: 2, failed: 0 } );
	const picnic = ( await origins( admin, 'event', prefix ) )[
		`${ prefix }1`
	] as number;
	const tickets = (
		await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ picnic }&per_page=10`
			)
		)
	).items as Json[];
	expect( tickets.map( ( t ) => [ t.name, t.status ] ).sort() ).toEqual( [
		[ 'Jo', 'active' ],
		[ 'Kim', 'active' ],
	] );
	expect( tickets.every( ( t ) => t.rsvp_id > 0 ) ).toBe( true );
	expect( await seats( admin, `rsvp:${ picnic }` ) ).toEqual( {
		capacity: 2,
		taken: 2,
	} );
	const guest = await visitor();
	expect(
		(
			await guest.rsvp( picnic, {
				response: 'going',
				attendees: [ { name: 'Lou', email: 'lou@example.org' } ],
			} )
		).status()
	).toBe( 409 );
	const undo = await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/undo` );
	expect( undo.status(), await undo.text() ).toBe( 200 );
	expect( await seats( admin, `rsvp:${ picnic }` ) ).toMatchObject( {
		taken: 0,
	} );
} );
