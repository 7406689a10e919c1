/**
 * The public event archives: /events/, /events/past/ and the category
 * archive list events by their own dates from the index table (a series once,
 * as its next occurrence), paginate, hide drafts; search results and RSS show
 * the event's date instead of the post date.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createEvent, eventAround, oneDay } from '../../support/events';
import { ADMIN, session, siteUrl, type Session } from '../../support/wordpress';
import { createResource } from '../support/rest';

const DAY = 24 * 60;

/**
 * The page's HTML as an anonymous visitor sees it.
 * @param request
 * @param path
 */
async function page( request: APIRequestContext, path: string ) {
	const response = await request.get( siteUrl() + path, {
		headers: { cookie: '' },
	} );
	return { status: response.status(), html: await response.text() };
}

/**
 * Positions of the titles in the HTML (-1 when absent).
 * @param html
 * @param titles
 */
function positions(
	html: string,
	titles: string[]
): [ number, number, number, number, number ] {
	const found = titles.map( ( title ) => html.indexOf( `>${ title }<` ) );
	const at = ( n: number ) => found[ n ] ?? -1;
	return [ at( 0 ), at( 1 ), at( 2 ), at( 3 ), at( 4 ) ];
}

async function category( admin: Session, name: string ) {
	return createResource( admin, '/eventsmith/v2/categories', { name } );
}

test( '/events/ lists upcoming events by their start, not by when they were written; drafts and ended events are absent', async ( {
	playwright,
} ) => {
	const admin = await session( ADMIN );
	const tag = Date.now().toString( 36 );
	// Written in this order: later event first, so post dates disagree with event dates.
	await createEvent(
		admin,
		eventAround( `Arc later ${ tag }`, 'UTC', 0, 3 * DAY, 3 * DAY + 60 )
	);
	await createEvent(
		admin,
		eventAround( `Arc sooner ${ tag }`, 'UTC', 0, 1 * DAY, 1 * DAY + 60 )
	);
	await createEvent(
		admin,
		eventAround( `Arc ongoing ${ tag }`, 'UTC', 0, -60, 60 )
	);
	await createEvent( admin, {
		...eventAround( `Arc draft ${ tag }`, 'UTC', 0, DAY, DAY + 60 ),
		status: 'draft',
	} );
	await createEvent(
		admin,
		eventAround( `Arc ended ${ tag }`, 'UTC', 0, -120, -1 )
	);

	const anon = await playwright.request.newContext();
	const { status, html } = await page( anon, '/events/' );
	expect( status ).toBe( 200 );
	const [ ongoing, sooner, later, draft, ended ] = positions( html, [
		`Arc ongoing ${ tag }`,
		`Arc sooner ${ tag }`,
		`Arc later ${ tag }`,
		`Arc draft ${ tag }`,
		`Arc ended ${ tag }`,
	] );
	expect( ongoing ).toBeGreaterThan( -1 );
	expect( sooner ).toBeGreaterThan( ongoing );
	expect( later ).toBeGreaterThan( sooner );
	expect( draft ).toBe( -1 );
	expect( ended ).toBe( -1 );
	expect( html ).toContain( '/events/past/' );

	// The page count matches the rows: the last page has events, the one after is 404.
	const pages = [ ...html.matchAll( /\/events\/page\/(\d+)\//g ) ].map(
		( m ) => Number( m[ 1 ] )
	);
	const last = Math.max( 1, ...pages );
	const lastPage = await page(
		anon,
		last > 1 ? `/events/page/${ last }/` : '/events/'
	);
	expect( lastPage.status ).toBe( 200 );
	expect( lastPage.html ).toMatch( /wp-block-post-title/ );
	expect( ( await page( anon, `/events/page/${ last + 1 }/` ) ).status ).toBe(
		404
	);

	// The event that just ended heads the past page (newest first).
	const past = await page( anon, '/events/past/' );
	expect( past.status ).toBe( 200 );
	expect( past.html ).toContain( 'Past events' );
	expect( past.html ).toContain( `>Arc ended ${ tag }<` );
	expect( past.html ).not.toContain( `>Arc sooner ${ tag }<` );
} );

test( 'a category archive lists its events by date, a series once as its next occurrence, paginated; past events newest first', async ( {
	playwright,
} ) => {
	const admin = await session( ADMIN );
	const tag = Date.now().toString( 36 );
	const term = await category( admin, `Archive cat ${ tag }` );
	const categories = [ term.id ];
	const today = new Date();
	const ymd = ( days: number ) =>
		new Date( today.getTime() + days * 86_400_000 )
			.toISOString()
			.slice( 0, 10 );

	// Eleven single events, written from the furthest to the nearest.
	for ( let n = 11; n >= 1; n-- ) {
		await createEvent( admin, {
			title: `Cat single ${ String( n ).padStart( 2, '0' ) } ${ tag }`,
			...oneDay( ymd( n * 2 ), '10:00', '11:00', 'UTC' ),
			categories,
		} );
	}
	// A weekly series whose first run is in the past: its next run (day 5) shows, once.
	const firstRun = ymd( -9 );
	await createEvent( admin, {
		title: `Cat series ${ tag }`,
		...oneDay( firstRun, '09:00', '09:30', 'UTC' ),
		categories,
		recurring_enabled: 'yes',
		recurrence: { freq: 'daily', interval: 7, count: 10 },
	} );
	for ( const n of [ 1, 2, 3 ] ) {
		await createEvent( admin, {
			title: `Cat old ${ n } ${ tag }`,
			...oneDay( ymd( -30 + n ), '10:00', '11:00', 'UTC' ),
			categories,
		} );
	}

	const anon = await playwright.request.newContext();
	const first = await page( anon, `/event-category/${ term.slug }/` );
	expect( first.status ).toBe( 200 );
	const titles = [
		...first.html.matchAll(
			/<h2[^>]*class="[^"]*wp-block-post-title[^"]*"[^>]*><a[^>]*>([^<]+)</g
		),
	].map( ( m ) => m[ 1 ] );
	expect( titles ).toEqual( [
		`Cat single 01 ${ tag }`,
		`Cat single 02 ${ tag }`,
		`Cat series ${ tag }`,
		`Cat single 03 ${ tag }`,
		`Cat single 04 ${ tag }`,
		`Cat single 05 ${ tag }`,
		`Cat single 06 ${ tag }`,
		`Cat single 07 ${ tag }`,
		`Cat single 08 ${ tag }`,
		`Cat single 09 ${ tag }`,
	] );
	expect( first.html ).toContain( `/event-category/${ term.slug }/page/2/` );
	const second = await page( anon, `/event-category/${ term.slug }/page/2/` );
	const rest = [
		...second.html.matchAll( /wp-block-post-title[^>]*><a[^>]*>([^<]+)</g ),
	].map( ( m ) => m[ 1 ] );
	expect( rest ).toEqual( [
		`Cat single 10 ${ tag }`,
		`Cat single 11 ${ tag }`,
	] );
	expect(
		( await page( anon, `/event-category/${ term.slug }/page/3/` ) ).status
	).toBe( 404 );

	const past = await page(
		anon,
		`/event-category/${ term.slug }/?eventsmith_past=1`
	);
	const old = [
		...past.html.matchAll( /wp-block-post-title[^>]*><a[^>]*>([^<]+)</g ),
	].map( ( m ) => m[ 1 ] );
	expect( old ).toEqual( [
		`Cat series ${ tag }`,
		`Cat old 3 ${ tag }`,
		`Cat old 2 ${ tag }`,
		`Cat old 1 ${ tag }`,
	] );
} );

test( 'search results and the RSS feed show the event date, not the post date', async ( {
	playwright,
} ) => {
	const admin = await session( ADMIN );
	const tag = Date.now().toString( 36 );
	const term = await category( admin, `Dated cat ${ tag }` );
	await createEvent( admin, {
		title: `Dated ${ tag }`,
		categories: [ term.id ],
		...oneDay( '2031-03-14', '10:00', '16:00', 'Europe/Berlin' ),
		location: { address: { address: 'Alexanderplatz 1, Berlin' } },
	} );
	const anon = await playwright.request.newContext();
	const search = await page( anon, `/?s=Dated+${ tag }` );
	expect( search.html ).toContain( `Dated ${ tag }` );
	expect( search.html ).toContain( 'datetime="2031-03-14T10:00:00+01:00"' );
	expect( search.html ).toMatch( /March 14, 2031|14 March 2031|2031-03-14/ );

	const feed = await page( anon, `/event-category/${ term.slug }/feed/` );
	expect( feed.status ).toBe( 200 );
	const item =
		feed.html
			.split( '<item>' )
			.find( ( i ) => i.includes( `Dated ${ tag }` ) ) ?? '';
	expect( item ).toContain( 'Alexanderplatz 1, Berlin' );
	expect( item ).toMatch(
		/<description><!\[CDATA\[(March 14, 2031|14 March 2031|2031-03-14)/
	);
} );
