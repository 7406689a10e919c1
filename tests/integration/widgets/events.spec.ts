/**
 * The events list / grid widget on the native stack, as a visitor gets it:
 * block and shortcodes print the same events, the status filters and orders,
 * clamped parameters, the empty state, drafts never shown, "Load more"
 * without JavaScript, and the public /public/events and /public/terms routes
 * (published data only, no e-mail, cacheable, per_page at most 50).
 */
import { expect, test } from '@playwright/test';
import { createEvent, eventAround, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { blamed, createResource, runToken } from '../support/rest';

const EVENTS = '/eventsmith/v2/public/events';
const TERMS = '/eventsmith/v2/public/terms';
const token = runToken( 'evw' );

let admin: Session;
let visitor: Session;
let category: Json;
let tag: Json;
const ids: Record< string, number > = {};

/**
 * Publishes a page and returns its HTML as a logged-out visitor gets it.
 *
 * @param content Block markup or shortcodes.
 */
async function pageHtml( content: string ): Promise< string > {
	const page = await createResource( admin, '/wp/v2/pages', {
		title: `Events widget ${ token }`,
		status: 'publish',
		content,
	} );
	const response = await visitor.request.get( page.link );
	expect( response.status() ).toBe( 200 );
	return response.text();
}

/**
 * Each events widget of a page, in page order (its whole `<div>`).
 *
 * @param html Page HTML.
 */
function widgets( html: string ): string[] {
	const found: string[] = [];
	const opening = /<div[^>]*\bwp-block-eventsmith-events\b[^>]*>/g;
	for ( const match of html.matchAll( opening ) ) {
		const tags = /<div\b|<\/div>/g;
		tags.lastIndex = match.index! + match[ 0 ].length;
		let depth = 1;
		let next: RegExpExecArray | null;
		while ( depth > 0 && ( next = tags.exec( html ) ) ) {
			depth += next[ 0 ] === '</div>' ? -1 : 1;
		}
		found.push( html.slice( match.index, tags.lastIndex ) );
	}
	return found;
}

/**
 * The event titles a widget (or route markup) shows, in order.
 *
 * @param markup Widget HTML.
 */
const titles = ( markup: string ) =>
	[
		...markup.matchAll(
			/eventsmith-events__title"><a href="[^"]*">([^<]*)<\/a>/g
		),
	].map( ( match ) => match[ 1 ]!.replace( ` ${ token }`, '' ) );

/**
 * The items of a widget, one `<li>` each.
 *
 * @param markup Widget HTML.
 */
const items = ( markup: string ) =>
	markup.match(
		/<li class="eventsmith-events__item[^"]*">[\s\S]*?<\/article><\/li>/g
	) ?? [];

/**
 * The "Load more" link's address (no JavaScript), '' when there is none.
 *
 * @param markup Widget HTML.
 */
const moreLink = ( markup: string ) =>
	(
		/<a class="eventsmith-events__button" href="([^"]*)"/.exec(
			markup
		)?.[ 1 ] ?? ''
	).replace( /&#038;|&amp;/g, '&' );

/**
 * Every key of a JSON value, at any depth.
 *
 * @param value A JSON value.
 */
function keysOf( value: unknown ): string[] {
	if ( Array.isArray( value ) ) {
		return value.flatMap( keysOf );
	}
	if ( value && 'object' === typeof value ) {
		return Object.entries( value ).flatMap( ( [ key, inner ] ) => [
			key,
			...keysOf( inner ),
		] );
	}
	return [];
}

test.beforeAll( async () => {
	admin = await session( ADMIN );
	visitor = await session( null );
	category = await createResource( admin, '/eventsmith/v2/categories', {
		name: `Widget talks ${ token }`,
	} );
	tag = await createResource( admin, '/eventsmith/v2/tags', {
		name: `widget-tag-${ token }`,
	} );
	const speaker = await createResource( admin, '/eventsmith/v2/speakers', {
		name: `Speaker ${ token }`,
		email: `speaker-${ token }@example.org`,
		category: [ 'speaker' ],
	} );
	const seed: Array< [ string, Json ] > = [
		[ 'Alpha', oneDay( '2020-03-10', '10:00', '12:00', 'UTC' ) ],
		[ 'Bravo', eventAround( '', 'UTC', 0, -60, 120 ) ],
		[
			'Charlie',
			oneDay( '2031-05-10', '09:00', '17:00', 'Europe/Berlin' ),
		],
		[ 'Delta', oneDay( '2031-04-01', '18:00', '21:00', 'UTC' ) ],
		[ 'Echo', oneDay( '2032-01-01', '00:00', '23:59', 'UTC' ) ],
		[ 'Draft', oneDay( '2031-06-01', '10:00', '11:00', 'UTC' ) ],
	];
	for ( const [ name, dates ] of seed ) {
		const event = await createEvent( admin, {
			...dates,
			title: `${ name } ${ token }`,
			status: 'Draft' === name ? 'draft' : 'publish',
			description: `<p>${ name } is one of <strong>five</strong> talks, with words enough to cut after a few of them.</p>`,
			location: { address: { address: `${ name } Hall, Berlin` } },
			speakers: [ speaker.id ],
			categories: [ category.id ],
			tags: [ 'Alpha', 'Charlie', 'Draft' ].includes( name )
				? [ tag.id ]
				: [],
		} );
		ids[ name ] = event.id;
	}
} );

test( 'SC-04 the block, [eventsmith_events_grid] and [eventsmith_events] print the same events and Load more', async () => {
	const attrs = {
		category: category.slug,
		limit: 2,
		style: 'style-2',
		descLimit: 5,
		showCategories: false,
	};
	const [ block ] = widgets(
		await pageHtml(
			`<!-- wp:eventsmith/events ${ JSON.stringify( { ...attrs, layout: 'grid' } ) } /-->`
		)
	);
	const [ grid ] = widgets(
		await pageHtml(
			`<!-- wp:shortcode -->[eventsmith_events_grid category="${ category.slug }" limit="2" style="style-2" desc_limit="5" show_categories="no"]<!-- /wp:shortcode -->`
		)
	);
	const withoutLink = ( markup = '' ) =>
		markup.replace( /href="[^"]*eventsmith_events_1=[^"]*"/, 'href=""' );
	expect( withoutLink( grid ) ).toBe( withoutLink( block ) );
	expect( block ).toContain( 'eventsmith-events--grid' );
	expect( titles( block! ) ).toEqual( [ 'Echo', 'Delta' ] );
	expect( block ).toContain( 'Load more' );
	expect( block ).toContain( 'eventsmith-events__badge' );
	expect( block ).toContain( 'Echo is one of five…' );
	expect( block ).not.toContain( 'eventsmith-events__categories' );

	const [ list ] = widgets(
		await pageHtml(
			`[eventsmith_events category="${ category.slug }" limit="2" style="style-2"]`
		)
	);
	expect( list ).toContain( 'eventsmith-events--list' );
	expect( titles( list! ) ).toEqual( [ 'Echo', 'Delta' ] );
} );

test( 'SC-14 each status filter shows only its events, drafts never', async () => {
	const html = await pageHtml(
		[ 'all', 'upcoming', 'ongoing', 'expire' ]
			.map(
				( status ) =>
					`<!-- wp:eventsmith/events ${ JSON.stringify( {
						category: String( category.id ),
						filterWithStatus: status,
						orderby: 'start_date',
						order: 'ASC',
						style: 'style-3',
					} ) } /-->`
			)
			.join( '' )
	);
	const [ all, upcoming, ongoing, expired ] = widgets( html ).map( titles );
	expect( all ).toEqual( [ 'Alpha', 'Bravo', 'Delta', 'Charlie', 'Echo' ] );
	expect( upcoming ).toEqual( [ 'Delta', 'Charlie', 'Echo' ] );
	expect( ongoing ).toEqual( [ 'Bravo' ] );
	expect( expired ).toEqual( [ 'Alpha' ] );
	expect( html ).not.toContain( `Draft ${ token }` );
} );

test( 'SC-12 SC-13 orderby and order: ID DESC by default, title, start and end dates, the etn_ names too; tags filter', async () => {
	const cat = `category="${ category.slug }"`;
	const html = await pageHtml(
		[
			`[eventsmith_events ${ cat }]`,
			`[eventsmith_events ${ cat } orderby="title" order="ASC"]`,
			`[eventsmith_events ${ cat } orderby="etn_start_date" order="DESC"]`,
			`[eventsmith_events ${ cat } orderby="end_date" order="ASC"]`,
			`[eventsmith_events tags="${ tag.slug }" orderby="title" order="ASC"]`,
		].join( '\n\n' )
	);
	const [ byId, byTitle, byStart, byEnd, tagged ] =
		widgets( html ).map( titles );
	expect( byId ).toEqual( [ 'Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha' ] );
	expect( byTitle ).toEqual( [
		'Alpha',
		'Bravo',
		'Charlie',
		'Delta',
		'Echo',
	] );
	expect( byStart ).toEqual( [
		'Echo',
		'Charlie',
		'Delta',
		'Bravo',
		'Alpha',
	] );
	expect( byEnd ).toEqual( [ 'Alpha', 'Bravo', 'Delta', 'Charlie', 'Echo' ] );
	expect( tagged ).toEqual( [ 'Alpha', 'Charlie' ] );
} );

test( 'SC-10 SC-11 SC-15 bad shortcode values are clamped: limit 0 → 1, unknown style → style-1, unknown orderby → ID, column 9 → 4', async () => {
	const [ widget ] = widgets(
		await pageHtml(
			`[eventsmith_events_grid category="${ category.slug }" limit="0" style="style-9" orderby="x; DROP TABLE wp_posts" column="9"]`
		)
	);
	expect( titles( widget! ) ).toEqual( [ 'Echo' ] );
	expect( widget ).toContain( 'eventsmith-events--style-1' );
	expect( widget ).toContain( '--eventsmith-events-columns:4' );
	expect( widget ).toContain( 'Load more' );
} );

test( 'an empty filter shows a friendly sentence, not an empty box, and loads no script', async () => {
	const html = await pageHtml(
		`<!-- wp:eventsmith/events {"category":"no-such-category-${ token }"} /-->`
	);
	const [ widget ] = widgets( html );
	expect( widget ).toContain( 'No events to show yet.' );
	expect( widget ).not.toContain( 'eventsmith-events__items' );
	expect( widget ).not.toContain( 'Load more' );
	expect( html ).not.toContain( 'blocks/events/view.js' );
} );

test( 'Load more without JavaScript links to the next page, which the route renders with the same markup', async () => {
	const firstPage = await pageHtml(
		`<!-- wp:eventsmith/events ${ JSON.stringify( {
			category: category.slug,
			limit: 2,
			layout: 'grid',
			style: 'style-4',
		} ) } /-->`
	);
	expect( firstPage ).toContain( 'blocks/events/view.js' );
	const [ first ] = widgets( firstPage );
	const link = moreLink( first! );
	expect( link ).toContain( 'eventsmith_events_1=2' );
	const second = await visitor.request.get( link );
	const [ next ] = widgets( await second.text() );
	expect( titles( next! ) ).toEqual( [ 'Charlie', 'Bravo' ] );
	const last = moreLink( next! );
	expect( last ).toContain( 'eventsmith_events_1=3' );
	const [ third ] = widgets(
		await ( await visitor.request.get( last ) ).text()
	);
	expect( titles( third! ) ).toEqual( [ 'Alpha' ] );
	expect( third ).not.toContain( 'Load more' );

	const context = /data-wp-context='([^']*)'/.exec( first! )?.[ 1 ] ?? '';
	const url = JSON.parse( context ).url as string;
	const route = await visitor.request.get( `${ url }&page=2` );
	expect( route.status() ).toBe( 200 );
	const answer = await json( route );
	expect( answer.total_items ).toBe( 5 );
	expect( answer.items.map( ( item: Json ) => item.html ).join( '' ) ).toBe(
		items( next! ).join( '' )
	);
} );

test( 'a recurring series is listed once, dated by its next occurrence', async () => {
	const series = await createResource( admin, '/eventsmith/v2/categories', {
		name: `Series ${ token }`,
	} );
	await createEvent( admin, {
		title: `Weekly ${ token }`,
		...oneDay( '2031-07-01', '10:00', '11:00', 'UTC' ),
		recurring_enabled: 'yes',
		recurrence: { freq: 'daily', interval: 1, count: 3 },
		categories: [ series.id ],
	} );
	const [ widget ] = widgets(
		await pageHtml(
			`<!-- wp:eventsmith/events {"category":"${ series.slug }"} /-->`
		)
	);
	expect( titles( widget! ) ).toEqual( [ 'Weekly' ] );
	expect( widget ).toContain( 'datetime="2031-07-01T10:00:00+00:00"' );
	expect( widget ).toContain( 'Tue 1 Jul 2031, 10:00 am–11:00 am UTC' );
	expect( widget ).not.toContain( 'Jul 2031, 10:00 am –' );
} );

test( 'SC-16 /public/events: published events only, public fields, no e-mail anywhere', async () => {
	const response = await visitor.rest(
		'GET',
		`${ EVENTS }?category=${ category.id }&orderby=title&order=ASC&per_page=50&desc_limit=3`
	);
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'cache-control' ] ).toBe(
		'public, max-age=300'
	);
	const body = await json( response );
	expect( body.total_items ).toBe( 5 );
	expect(
		body.items.map( ( item: Json ) =>
			item.title.replace( ` ${ token }`, '' )
		)
	).toEqual( [ 'Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo' ] );
	const charlie = body.items[ 2 ];
	expect( charlie ).toEqual( {
		id: ids.Charlie,
		title: `Charlie ${ token }`,
		url: expect.stringMatching( /^http/ ),
		start: '2031-05-10T09:00:00+02:00',
		end: '2031-05-10T17:00:00+02:00',
		timezone: 'Europe/Berlin',
		date_text: 'Sat 10 May 2031, 9:00 am–5:00 pm CEST',
		location_text: 'Charlie Hall, Berlin',
		excerpt: 'Charlie is one…',
		image: null,
		categories: [
			{
				id: category.id,
				name: `Widget talks ${ token }`,
				url: expect.stringMatching( /^http/ ),
			},
		],
	} );
	const raw = JSON.stringify( body );
	expect( keysOf( body ).filter( ( key ) => /mail/i.test( key ) ) ).toEqual(
		[]
	);
	expect( raw ).not.toContain( 'example.org' );
	expect( raw ).not.toContain( `Draft ${ token }` );

	const rendered = await json(
		await visitor.rest(
			'GET',
			`${ EVENTS }?category=${ category.slug }&render=style-5&per_page=1`
		)
	);
	expect( rendered.items[ 0 ].html ).toMatch(
		/^<li class="eventsmith-events__item"><article class="eventsmith-events__card">/
	);
} );

test( 'SC-16 /public/events answers 304 to a matching If-None-Match and 400 naming the field to bad values', async () => {
	const query = `${ EVENTS }?category=${ category.id }`;
	const first = await visitor.rest( 'GET', query );
	const etag = first.headers().etag ?? '';
	expect( etag ).toMatch( /^"[0-9a-f]{32}"$/ );
	const again = await visitor.request.get( `/wp-json${ query }`, {
		headers: { 'If-None-Match': etag },
	} );
	expect( again.status() ).toBe( 304 );
	expect( again.headers().etag ).toBe( etag );

	const cases: Array< [ string, string ] > = [
		[ 'per_page=51', 'per_page' ],
		[ 'per_page=0', 'per_page' ],
		[ 'filter_with_status=soon', 'filter_with_status' ],
		[ 'orderby=rand', 'orderby' ],
		[ 'order=sideways', 'order' ],
		[ 'render=style-6', 'render' ],
		[ 'category=%3Cb%3E', 'category' ],
	];
	for ( const [ bad, field ] of cases ) {
		const response = await visitor.rest( 'GET', `${ EVENTS }?${ bad }` );
		expect( response.status(), bad ).toBe( 400 );
		expect( blamed( await json( response ) ), bad ).toContain( field );
	}
	expect(
		( await visitor.rest( 'GET', `${ EVENTS }?per_page=50` ) ).status()
	).toBe( 200 );
} );

test( 'SC-19 /public/terms lists categories and tags with their published events, cacheable, per_page at most 50', async () => {
	const categories = await json(
		await visitor.rest( 'GET', `${ TERMS }?taxonomy=category&per_page=50` )
	);
	const ours = categories.items.find(
		( item: Json ) => item.id === category.id
	);
	expect( ours ).toEqual( {
		id: category.id,
		name: `Widget talks ${ token }`,
		slug: category.slug,
		url: expect.stringMatching( /^http/ ),
		count: 5,
	} );
	const tags = await visitor.rest( 'GET', `${ TERMS }?taxonomy=tag` );
	expect( tags.headers()[ 'cache-control' ] ).toBe( 'public, max-age=300' );
	const tagged = ( await json( tags ) ).items.find(
		( item: Json ) => item.id === tag.id
	);
	expect( tagged.count ).toBe( 2 );

	const etag = tags.headers().etag ?? '';
	const again = await visitor.request.get(
		`/wp-json${ TERMS }?taxonomy=tag`,
		{ headers: { 'If-None-Match': etag } }
	);
	expect( again.status() ).toBe( 304 );

	for ( const [ bad, field ] of [
		[ 'per_page=51', 'per_page' ],
		[ 'taxonomy=speaker_group', 'taxonomy' ],
	] as const ) {
		const response = await visitor.rest( 'GET', `${ TERMS }?${ bad }` );
		expect( response.status(), bad ).toBe( 400 );
		expect( blamed( await json( response ) ), bad ).toContain( field );
	}
} );
