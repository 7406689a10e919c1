/**
 * The event and speaker sliders as a visitor's browser receives them (before any script runs):
 * block and shortcode print the same slides, parameters are clamped, drafts and emails never
 * show, an empty slider says so; and the public speakers route is cacheable and private-safe.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { widgetPage } from '../support/widget-page';

const RUN = Date.now().toString( 36 );
const CATEGORY = `slider-cat-${ RUN }`;
const GROUP = `Slider Group ${ RUN }`;
const SECRET = `secret-${ RUN }@example.org`;

/**
 * A published page with the content, as a visitor gets it.
 *
 * @param admin   Administrator session.
 * @param content Post content.
 */
const page = ( admin: Session, content: string ) =>
	widgetPage( admin, `Sliders ${ RUN }`, content );

/**
 * The markup of the first block of that name, from its wrapper's `<div` to the matching `</div>`.
 *
 * @param html  The whole page.
 * @param block Block name without the namespace, e.g. event-slider.
 */
function widget( html: string, block: string ): string {
	const marker = html.indexOf( `wp-block-eventsmith-${ block }` );
	expect( marker, `${ block } is on the page` ).toBeGreaterThan( -1 );
	const start = html.lastIndexOf( '<div', marker );
	const tags = /<\/?div\b/g;
	tags.lastIndex = start;
	let depth = 0;
	for ( let tag = tags.exec( html ); tag; tag = tags.exec( html ) ) {
		depth += tag[ 0 ] === '<div' ? 1 : -1;
		if ( depth === 0 ) {
			return html.slice( start, html.indexOf( '>', tag.index ) + 1 );
		}
	}
	throw new Error( `unclosed ${ block }` );
}

/**
 * Titles of the slides, in order.
 *
 * @param markup Slider markup.
 */
function slideTitles( markup: string ): string[] {
	return [
		...markup.matchAll(
			/class="eventsmith-slider__title"><a href="[^"]+">([^<]+)<\/a>/g
		),
	].map( ( match ) => match[ 1 ] ?? '' );
}

/**
 * The value of a data attribute on the slider's wrapper.
 *
 * @param markup Slider markup.
 * @param name   Attribute name.
 */
function data( markup: string, name: string ): string | undefined {
	return new RegExp( `${ name }="([^"]*)"` ).exec( markup )?.[ 1 ];
}

test.beforeAll( async () => {
	const admin = await session( ADMIN );
	const category = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: CATEGORY,
			slug: CATEGORY,
		} )
	);
	for ( const [ title, day, status ] of [
		[ `Alpha slide ${ RUN }`, '2031-03-01', 'publish' ],
		[ `Beta slide ${ RUN }`, '2031-03-02', 'publish' ],
		[ `Gamma slide ${ RUN }`, '2031-03-03', 'publish' ],
		[ `Draft slide ${ RUN }`, '2031-03-04', 'draft' ],
	] as const ) {
		await createEvent( admin, {
			title,
			status,
			categories: [ category.id ],
			location: { address: { address: 'Harbour Hall, Lisbon' } },
			...oneDay( day, '10:00', '12:00', 'Europe/Lisbon' ),
		} );
	}
	for ( const [ name, role ] of [
		[ `Ada ${ RUN }`, 'speaker' ],
		[ `Hidden Draft ${ RUN }`, 'speaker' ],
		[ `Grace ${ RUN }`, 'organizer' ],
	] as const ) {
		const response = await admin.rest( 'POST', '/eventsmith/v2/speakers', {
			name,
			email: SECRET,
			designation: 'Engineer',
			category: [ role ],
			speaker_group: [ GROUP ],
			social: [ { network: 'website', url: 'https://example.com/p' } ],
		} );
		expect( response.status() ).toBe( 201 );
		if ( name.startsWith( 'Hidden' ) ) {
			const { id } = await json( response );
			await admin.rest( 'POST', '/eventsmith-test/v1/post-status', {
				id,
				status: 'draft',
			} );
		}
	}
} );

test( 'SLD-01 the event slider block and its shortcode print the same published events as a list, never drafts', async () => {
	const admin = await session( ADMIN );
	const block = widget(
		await page(
			admin,
			`<!-- wp:eventsmith/event-slider {"category":"${ CATEGORY }","orderby":"start_date","order":"ASC","sliderCount":4,"space":30,"autoplay":false} /-->`
		),
		'event-slider'
	);
	const shortcode = widget(
		await page(
			admin,
			`<!-- wp:shortcode -->[eventsmith_event_slider category="${ CATEGORY }" orderby="start_date" order="ASC" slider_count="4" space="30" autoplay="no"]<!-- /wp:shortcode -->`
		),
		'event-slider'
	);

	expect( shortcode ).toBe( block );
	expect( slideTitles( block ) ).toEqual( [
		`Alpha slide ${ RUN }`,
		`Beta slide ${ RUN }`,
		`Gamma slide ${ RUN }`,
	] );
	expect( block ).not.toContain( 'Draft slide' );
	expect(
		block.match( /<li class="eventsmith-slider__slide/g )
	).toHaveLength( 3 );
	expect( block ).toContain( 'Harbour Hall, Lisbon' );
	expect( block ).toContain( '(Europe/Lisbon)' );
	// SLD-02: what the view module reads.
	expect( data( block, 'data-count' ) ).toBe( '4' );
	expect( data( block, 'data-space' ) ).toBe( '30' );
	expect( data( block, 'data-autoplay' ) ).toBe( 'no' );
	// The controls wait for the script; the list reads without it.
	expect( block ).toMatch( /class="eventsmith-slider__controls" hidden/ );
	expect( block ).toContain( 'aria-label="Next slide"' );
} );

test( 'SLD-02 / SLD-04 slider_count is clamped (50 → 10, 0 → 1), space defaults to 20 and autoplay to yes; limit and show flags apply', async () => {
	const admin = await session( ADMIN );
	const many = widget(
		await page(
			admin,
			`<!-- wp:shortcode -->[eventsmith_event_slider category="${ CATEGORY }" slider_count="50" limit="2" show_location="no" style="style-9"]<!-- /wp:shortcode -->`
		),
		'event-slider'
	);
	expect( data( many, 'data-count' ) ).toBe( '10' );
	expect( data( many, 'data-space' ) ).toBe( '20' );
	expect( data( many, 'data-autoplay' ) ).toBe( 'yes' );
	expect( data( many, 'data-delay' ) ).toBe( '3000' );
	expect( many ).toContain( 'is-style-1' );
	expect( slideTitles( many ) ).toHaveLength( 2 );
	expect( many ).not.toContain( 'Harbour Hall' );

	const one = widget(
		await page(
			admin,
			`<!-- wp:eventsmith/event-slider {"category":"${ CATEGORY }","sliderCount":0} /-->`
		),
		'event-slider'
	);
	expect( data( one, 'data-count' ) ).toBe( '1' );
	expect( one ).toContain( '--eventsmith-slider-count:1' );
} );

test( 'an event slider with nothing to show says so in a sentence', async () => {
	const admin = await session( ADMIN );
	const empty = widget(
		await page(
			admin,
			`<!-- wp:eventsmith/event-slider {"category":"no-such-category-${ RUN }"} /-->`
		),
		'event-slider'
	);
	expect( empty ).toContain( 'No events to show yet.' );
	expect( empty ).not.toContain( '<ul' );
	expect( empty ).not.toContain( 'data-count' );
} );

test( 'SLD-01 the speaker slider block and shortcode show the same published people, no email, no drafts; organizers by role', async () => {
	const admin = await session( ADMIN );
	const block = widget(
		await page(
			admin,
			`<!-- wp:eventsmith/speaker-slider {"group":"${ GROUP }","sliderCount":2} /-->`
		),
		'speaker-slider'
	);
	const shortcode = widget(
		await page(
			admin,
			`<!-- wp:shortcode -->[eventsmith_speaker_slider group="${ GROUP }" slider_count="2"]<!-- /wp:shortcode -->`
		),
		'speaker-slider'
	);
	expect( shortcode ).toBe( block );
	expect( slideTitles( block ) ).toEqual( [ `Ada ${ RUN }` ] );
	expect( block ).not.toContain( 'Hidden Draft' );
	expect( block ).not.toContain( SECRET );
	expect( block ).toContain( 'Engineer' );
	expect( block ).toContain( 'https://example.com/p' );
	expect( data( block, 'data-count' ) ).toBe( '2' );

	const organizers = widget(
		await page(
			admin,
			`<!-- wp:shortcode -->[eventsmith_speaker_slider role="organizer" group="${ GROUP }" show_designation="no" show_social="no"]<!-- /wp:shortcode -->`
		),
		'speaker-slider'
	);
	expect( slideTitles( organizers ) ).toEqual( [ `Grace ${ RUN }` ] );
	expect( organizers ).toContain( 'aria-label="Organizers"' );
	expect( organizers ).not.toContain( 'Engineer' );
	expect( organizers ).not.toContain( 'example.com/p' );

	const empty = widget(
		await page(
			admin,
			`<!-- wp:eventsmith/speaker-slider {"group":"Nobody ${ RUN }"} /-->`
		),
		'speaker-slider'
	);
	expect( empty ).toContain( 'No speakers to show yet.' );
} );

test( 'a page with a slider loads the slider module and styles once; a page without one loads none of them', async () => {
	const admin = await session( ADMIN );
	const both = await page(
		admin,
		`<!-- wp:eventsmith/event-slider {"category":"${ CATEGORY }"} /--><!-- wp:eventsmith/speaker-slider {"group":"${ GROUP }"} /-->`
	);
	expect(
		both.match( /sliders\/event-slider\/view\.js/g ) ?? []
	).toHaveLength( 1 );
	// WordPress links the stylesheet or inlines it (small styles): either way, once.
	expect(
		both.match(
			/id=["']eventsmith-event-slider-style(-inline)?-css["']/g
		) ?? []
	).toHaveLength( 1 );

	const plain = await page(
		admin,
		'<!-- wp:paragraph --><p>No widgets here.</p><!-- /wp:paragraph -->'
	);
	expect( plain ).not.toContain( 'sliders/' );
	expect( plain ).not.toContain( 'eventsmith-event-slider-style' );
	expect( plain ).not.toContain( 'eventsmith-slider' );
} );

test( 'the public speakers route lists published people without email, caches with an ETag (304) and refuses per_page over 50', async () => {
	const visitor = await session( null );
	const url = `/eventsmith/v2/public/speakers?group=${ encodeURIComponent(
		GROUP
	) }`;
	const response = await visitor.rest( 'GET', url );
	expect( response.status() ).toBe( 200 );
	const body = await response.text();
	expect( body ).not.toContain( SECRET );
	expect( body ).not.toContain( 'email' );
	const people = JSON.parse( body ) as Array< Record< string, unknown > >;
	expect( people.map( ( person ) => person.name ) ).toEqual( [
		`Ada ${ RUN }`,
		`Grace ${ RUN }`,
	] );
	expect( Object.keys( people[ 0 ] ?? {} ).sort() ).toEqual( [
		'designation',
		'id',
		'name',
		'photo',
		'social',
		'url',
	] );
	expect( response.headers()[ 'x-wp-total' ] ).toBe( '2' );
	expect( response.headers()[ 'cache-control' ] ).toBe(
		'public, max-age=300'
	);
	const etag = response.headers().etag ?? '';
	expect( etag ).toMatch( /^"[0-9a-f]{32}"$/ );

	const again = await visitor.request.get( `/wp-json${ url }`, {
		headers: { 'If-None-Match': etag },
	} );
	expect( again.status() ).toBe( 304 );

	const organizers = await json(
		await visitor.rest( 'GET', `${ url }&role=organizer` )
	);
	expect(
		organizers.map( ( person: { name: string } ) => person.name )
	).toEqual( [ `Grace ${ RUN }` ] );

	const tooMany = await visitor.rest(
		'GET',
		'/eventsmith/v2/public/speakers?per_page=51'
	);
	expect( tooMany.status() ).toBe( 400 );
	expect( Object.keys( ( await json( tooMany ) ).data.params ) ).toEqual( [
		'per_page',
	] );
} );
