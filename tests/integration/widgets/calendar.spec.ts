/**
 * The calendar widget on the native stack: its public occurrences route
 * (range checks, published events only, series occurrences once each, times
 * in the site's timezone, caching, nothing personal) and its server render
 * as a block and as a shortcode.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import { publishPage } from '../../support/pages';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { blamed, createResource, runToken } from '../support/rest';

const ROUTE = '/eventsmith/v2/public/occurrences';
const SITE_ZONE = 'America/New_York';
const token = runToken( 'cal' );

let admin: Session;
let visitor: Session;
let previousZone = '';
let launch: Json;
let series: Json;
let categorised: Json;
let categoryId = 0;

/** Today in the site's zone, YYYY-MM-DD. */
const siteToday = () =>
	new Intl.DateTimeFormat( 'en-CA', {
		timeZone: SITE_ZONE,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	} ).format( new Date() );

/**
 * The visitor's answer for a range (expecting 200).
 *
 * @param query Query string without '?'.
 */
async function occurrences( query: string ): Promise< Json[] > {
	const response = await visitor.rest( 'GET', `${ ROUTE }?${ query }` );
	expect( response.status(), await response.text() ).toBe( 200 );
	return json( response );
}

/**
 * The inside of a month-grid cell of a page's calendar.
 *
 * @param html Page HTML.
 * @param day  YYYY-MM-DD.
 */
function cellOf( html: string, day: string ): string {
	const cell = new RegExp(
		`<td[^>]*data-day="${ day }"[^>]*>([\\s\\S]*?)</td>`
	).exec( html );
	expect( cell, `a grid cell for ${ day }` ).not.toBeNull();
	return cell![ 1 ]!;
}

test.beforeAll( async () => {
	admin = await session( ADMIN );
	visitor = await session( null );
	const settings = await json( await admin.rest( 'GET', '/wp/v2/settings' ) );
	previousZone = settings.timezone;
	const changed = await admin.rest( 'POST', '/wp/v2/settings', {
		timezone: SITE_ZONE,
	} );
	expect( changed.status() ).toBe( 200 );

	const category = await createResource( admin, '/eventsmith/v2/categories', {
		name: `Calendar ${ token }`,
	} );
	categoryId = category.id;
	launch = await createEvent( admin, {
		title: `Launch ${ token }`,
		// 18:00 CEST in Berlin is 12:00 EDT in New York.
		...oneDay( '2031-05-14', '18:00', '20:00', 'Europe/Berlin' ),
		location: {
			address: { address: 'Alexanderplatz 1, Berlin' },
			online_url: 'https://meet.example.org/launch',
		},
	} );
	await createEvent( admin, {
		title: `Draft ${ token }`,
		status: 'draft',
		...oneDay( '2031-05-15', '10:00', '11:00', SITE_ZONE ),
	} );
	series = await createEvent( admin, {
		title: `Series ${ token }`,
		...oneDay( '2031-05-20', '10:00', '11:00', 'UTC' ),
		recurring_enabled: 'yes',
		recurrence: { freq: 'daily', interval: 1, count: 3 },
	} );
	categorised = await createEvent( admin, {
		title: `Categorised ${ token }`,
		...oneDay( '2031-05-28', '00:00', '23:59', 'Asia/Tokyo' ),
		categories: [ categoryId ],
	} );
} );

test.afterAll( async () => {
	await admin.rest( 'POST', '/wp/v2/settings', { timezone: previousZone } );
} );

test( 'SC-16 the occurrences route refuses ranges it cannot serve with 400 naming the field', async () => {
	const cases: Array< [ string, string ] > = [
		[ 'start=2031-05-01&end=2031-07-02', 'end' ], // 63 days
		[ 'start=2031-05-10&end=2031-05-09', 'end' ],
		[ 'start=2031-02-30&end=2031-03-02', 'start' ],
		[ 'start=May&end=2031-05-02', 'start' ],
		[ 'end=2031-05-02', 'start' ],
	];
	for ( const [ query, field ] of cases ) {
		const response = await visitor.rest( 'GET', `${ ROUTE }?${ query }` );
		expect( response.status(), query ).toBe( 400 );
		expect( blamed( await json( response ) ), query ).toContain( field );
	}
	expect(
		(
			await visitor.rest(
				'GET',
				`${ ROUTE }?start=2031-05-01&end=2031-07-01`
			)
		).status()
	).toBe( 200 );
} );

test( 'SC-16 a visitor gets published events and each series occurrence once, in the site timezone, without personal data', async () => {
	const items = await occurrences( 'start=2031-05-01&end=2031-05-31' );
	const ours = items.filter( ( item ) => item.title.endsWith( token ) );
	expect( ours.map( ( item ) => item.title ) ).toEqual( [
		`Launch ${ token }`,
		`Series ${ token }`,
		`Series ${ token }`,
		`Series ${ token }`,
		`Categorised ${ token }`,
	] );

	const first = ours[ 0 ]!;
	expect( first ).toEqual( {
		id: launch.id,
		title: `Launch ${ token }`,
		link: expect.stringMatching( /^http/ ),
		start: '2031-05-14T12:00:00-04:00',
		end: '2031-05-14T14:00:00-04:00',
		all_day: false,
		location: 'Alexanderplatz 1, Berlin',
	} );

	const occurrencesOfSeries = ours.filter( ( item ) =>
		item.title.startsWith( 'Series' )
	);
	expect( occurrencesOfSeries.map( ( item ) => item.start ) ).toEqual( [
		'2031-05-20T06:00:00-04:00',
		'2031-05-21T06:00:00-04:00',
		'2031-05-22T06:00:00-04:00',
	] );
	const ids = occurrencesOfSeries.map( ( item ) => item.id );
	expect( new Set( ids ).size ).toBe( 3 );
	expect( ids ).not.toContain( series.id );

	// A whole day in Tokyo is that same date, all day, wherever the site is.
	expect( ours[ 4 ] ).toMatchObject( {
		start: '2031-05-28T00:00:00-04:00',
		all_day: true,
	} );
	expect( JSON.stringify( items ) ).not.toMatch( /email|@example/i );
} );

test( 'SC-16 the occurrences route filters by category and answers 304 to a matching ETag', async () => {
	const filtered = await occurrences(
		`start=2031-05-01&end=2031-05-31&category=${ categoryId }`
	);
	expect( filtered.map( ( item ) => item.id ) ).toEqual( [ categorised.id ] );

	const query = `${ ROUTE }?start=2031-05-01&end=2031-05-31`;
	const response = await visitor.rest( 'GET', query );
	expect( response.headers()[ 'cache-control' ] ).toBe(
		'public, max-age=300'
	);
	const etag = response.headers().etag ?? '';
	expect( etag ).toMatch( /^"[0-9a-f]{32}"$/ );
	const again = await visitor.request.get( `/wp-json${ query }`, {
		headers: { 'If-None-Match': etag },
	} );
	expect( again.status() ).toBe( 304 );
	expect( await again.text() ).toBe( '' );
} );

test( 'SC-16 the block and the shortcode print this month with a seeded event linked on its day', async () => {
	const day = siteToday();
	const event = await createEvent( admin, {
		title: `Today ${ token }`,
		...oneDay( day, '10:00', '11:00', SITE_ZONE ),
	} );
	const blockPage = await publishPage(
		`Calendar block ${ token }`,
		'<!-- wp:eventsmith/calendar /-->'
	);
	const shortcodePage = await publishPage(
		`Calendar shortcode ${ token }`,
		'[eventsmith_calendar view="timeGridWeek" list_view="listMonth"]'
	);
	const plainPage = await publishPage( `Plain ${ token }`, 'No widgets.' );

	const cells: string[] = [];
	for ( const url of [ blockPage, shortcodePage ] ) {
		const html = await ( await visitor.request.get( url ) ).text();
		const cell = cellOf( html, day );
		expect( cell ).toContain( `Today ${ token }` );
		expect( cell ).toContain( `href="${ event.link ?? '' }` );
		expect( html ).toContain( 'data-wp-interactive="eventsmith/calendar"' );
		expect( html ).toMatch( /eventsmith-calendar-style/ );
		expect( html ).toMatch( /blocks\/calendar\/view\.js/ );
		cells.push( cell );
	}
	expect( cells[ 1 ] ).toBe( cells[ 0 ] );

	const plain = await ( await visitor.request.get( plainPage ) ).text();
	expect( plain ).not.toMatch(
		/eventsmith\/calendar|calendar\/view|calendar\/style/
	);
} );

test( 'SC-16 the editor preview renders the calendar through the block renderer', async () => {
	const response = await admin.rest(
		'GET',
		'/wp/v2/block-renderer/eventsmith/calendar?context=edit&attributes[view]=dayGridMonth&attributes[listView]=listWeek'
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	const { rendered } = await json( response );
	expect( rendered ).toContain( `data-day="${ siteToday() }"` );
	expect( rendered ).toContain( '"listView":"listWeek"' );
} );

test( '36.1 an event that began weeks before the month and runs into it is in the month, also when it is longer than any event before', async () => {
	const month = 'start=2032-03-01&end=2032-03-31';
	// Asked once before the long event exists: the site's longest length is measured and kept.
	expect(
		( await occurrences( month ) ).filter( ( item ) =>
			item.title.endsWith( token )
		)
	).toEqual( [] );

	const long = await createEvent( admin, {
		title: `Residency ${ token }`,
		start_date: '2032-01-10',
		start_time: '09:00',
		end_date: '2032-03-05',
		end_time: '17:00',
		timezone: 'UTC',
	} );
	const ours = ( await occurrences( month ) ).filter( ( item ) =>
		item.title.endsWith( token )
	);
	expect( ours.map( ( item ) => item.id ) ).toEqual( [ long.id ] );
	// The next month, which it does not reach, leaves it out.
	expect(
		( await occurrences( 'start=2032-04-01&end=2032-04-30' ) ).map(
			( item ) => item.id
		)
	).not.toContain( long.id );
} );
