/**
 * The export/import round trip (issue 35.6): content made on the suite's site
 * (a full event with ticket types, paid and refunded orders and a check-in; a
 * series with an excluded date, a changed date and RSVPs; speakers and
 * organizers with groups and photos; a schedule) is exported as JSON,
 * imported into a fresh second site, and exported again from there: the two
 * exports agree field by field, ids, site and export time aside (ids compared
 * through the names they point at). Importing the same file again creates
 * nothing; undoing removes what the import created and nothing else.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { createEvent, oneDay } from '../../support/events';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';
import {
	IMPORTS,
	asExport,
	exportAll,
	importExport,
	makeContent,
	only,
	type Content,
} from './support/eventsmith-content';
import {
	sessionAt,
	startSecondSite,
	type SecondSite,
} from './support/second-site';

test.describe.configure( { mode: 'serial' } );

const RUN = runToken( 'rt' );

let second: SecondSite;
let content: Content;

test.beforeAll( async () => {
	test.setTimeout( 420_000 );
	[ second, content ] = await Promise.all( [
		startSecondSite(),
		session( ADMIN ).then( ( admin ) => makeContent( admin, RUN ) ),
	] );
} );

test.afterAll( () => {
	second?.stop();
} );

/**
 * The file name of an image address (the host and upload folder differ between sites).
 *
 * @param url Image address or null.
 */
const file = ( url: unknown ) =>
	typeof url === 'string' ? url.split( '/' ).pop() : url;

/**
 * An export with its ids replaced by the names they point at, lists sorted by
 * name: two sites' exports of the same content are then equal.
 *
 * @param doc The export.
 */
function comparable( doc: Json ): Json {
	const events = doc.events as Json[];
	const names = new Map< string, string >();
	const name = ( kind: string, id: unknown ) =>
		names.get( `${ kind }:${ id }` ) ??
		( id ? `unknown ${ kind } ${ id }` : 0 );
	for ( const s of doc.speakers as Json[] ) {
		names.set( `speaker:${ s.id }`, s.name );
	}
	for ( const s of doc.schedules as Json[] ) {
		names.set( `schedule:${ s.id }`, s.title );
	}
	for ( const e of events ) {
		names.set( `event:${ e.id }`, e.title );
		for ( const o of e.occurrences as Json[] ) {
			names.set( `event:${ o.id }`, `${ e.title } on ${ o.start_date }` );
		}
		for ( const t of e.ticket_types as Json[] ) {
			names.set( `type:${ t.id }`, `${ e.title }: ${ t.name }` );
		}
	}
	for ( const r of doc.rsvps as Json[] ) {
		names.set(
			`rsvp:${ r.id }`,
			`${ name( 'event', r.event ) }: ${ r.email } ${ r.created_at }`
		);
	}
	const byKey = ( key: ( x: Json ) => string ) => ( a: Json, b: Json ) =>
		key( a ).localeCompare( key( b ) );
	const drop = ( { id, ...rest }: Json ) => rest;
	return {
		format: doc.format,
		version: doc.version,
		events: events
			.map( ( e ) => ( {
				...drop( e ),
				featured_image: file( e.featured_image ),
				speakers: ( e.speakers as number[] ).map( ( i ) =>
					name( 'speaker', i )
				),
				organizers: ( e.organizers as number[] ).map( ( i ) =>
					name( 'speaker', i )
				),
				schedules: ( e.schedules as number[] ).map( ( i ) =>
					name( 'schedule', i )
				),
				occurrences: ( e.occurrences as Json[] ).map( drop ),
				ticket_types: ( e.ticket_types as Json[] ).map( drop ),
			} ) )
			.sort( byKey( ( e ) => e.title ) ),
		speakers: ( doc.speakers as Json[] )
			.map( ( s ) => ( { ...drop( s ), image: file( s.image ) } ) )
			.sort( byKey( ( s ) => s.name ) ),
		schedules: ( doc.schedules as Json[] )
			.map( ( s ) => ( {
				...drop( s ),
				sessions: ( s.sessions as Json[] ).map( ( item: Json ) => ( {
					...item,
					speakers: ( item.speakers as number[] ).map( ( i ) =>
						name( 'speaker', i )
					),
				} ) ),
			} ) )
			.sort( byKey( ( s ) => s.title ) ),
		attendees: ( doc.attendees as Json[] )
			.map( ( a ) => ( {
				...drop( a ),
				event: name( 'event', a.event ),
				ticket_type_id: name( 'type', a.ticket_type_id ),
				rsvp_id: name( 'rsvp', a.rsvp_id ),
				order: a.order && {
					...drop( a.order ),
					line_items: ( a.order.line_items as Json[] ).map(
						( item ) => ( {
							...item,
							ticket_type_id: name( 'type', item.ticket_type_id ),
						} )
					),
				},
			} ) )
			.sort( byKey( ( a ) => a.ticket_code ) ),
		rsvps: ( doc.rsvps as Json[] )
			.map( ( r ) => ( {
				...drop( r ),
				event: name( 'event', r.event ),
			} ) )
			.sort( byKey( ( r ) => `${ r.event } ${ r.email }` ) ),
	};
}

test( 'export, import into a fresh site, export again: the same content field by field; twice creates nothing twice; undo removes only what it created (35.6)', async () => {
	test.setTimeout( 240_000 );
	const here = await session( ADMIN );
	const there: Session = await sessionAt( second.url, ADMIN );
	// The second site may download the first site's images (both are on 127.0.0.1).
	await there.rest( 'POST', '/eventsmith-test/v1/imports/allow-local-media', {
		allow: true,
	} );
	const original = only( await exportAll( here ), content );
	expect( original.events ).toHaveLength( 3 );
	expect( ( original.attendees as Json[] ).length ).toBeGreaterThanOrEqual(
		6
	);
	expect( ( original.rsvps as Json[] ).length ).toBe( 2 );
	const text = asExport( original );

	const run = await importExport( there, 'site.json', text );
	expect( run.status ).toBe( 'done' );
	expect( run.counts ).toMatchObject( { failed: 0, updated: 0 } );
	expect( run.report ).toEqual( [] );

	const copy = await exportAll( there );
	expect( comparable( copy ) ).toEqual( comparable( original ) );
	// Images came over as files of the second site.
	const gala = ( copy.events as Json[] ).find(
		( e ) => e.title === `Gala ${ RUN }`
	) as Json;
	expect( gala.featured_image ).toContain( second.url );

	// The same file again: nothing twice, nothing changed.
	const again = await importExport( there, 'site.json', text );
	expect( again.counts ).toMatchObject( {
		created: 0,
		updated: 0,
		failed: 0,
	} );
	expect( comparable( await exportAll( there ) ) ).toEqual(
		comparable( original )
	);

	// Undo removes what the import created, and nothing made by hand.
	const mine = await createEvent( there, {
		title: `Mine ${ RUN }`,
		...oneDay( '2031-05-01', '10:00', '11:00' ),
	} );
	const undo = await there.rest( 'POST', `${ IMPORTS }/${ run.id }/undo` );
	expect( undo.status(), await undo.text() ).toBe( 200 );
	const left = await exportAll( there );
	expect( ( left.events as Json[] ).map( ( e ) => e.id ) ).toEqual( [
		mine.id,
	] );
	expect( left.speakers ).toEqual( [] );
	expect( left.schedules ).toEqual( [] );
	expect( left.attendees ).toEqual( [] );
	expect( left.rsvps ).toEqual( [] );
	const media = await json(
		await there.rest( 'GET', '/wp/v2/media?per_page=100' )
	);
	expect( media ).toEqual( [] );
	// The first site kept everything.
	expect( comparable( only( await exportAll( here ), content ) ) ).toEqual(
		comparable( original )
	);
} );
