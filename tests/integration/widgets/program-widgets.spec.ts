/**
 * The programme widgets as a visitor gets them over HTTP: schedule, events
 * accordion, event filter, categories / tags / locations and a speaker's
 * upcoming events. Block and shortcode print the same content, drafts never
 * show, parameters are clamped, empty widgets say so; the public schedules
 * route hides e-mails and answers 304; the events archive honours the filter
 * form's arguments.
 */
import { expect, test } from '@playwright/test';
import { createEvent, eventAround } from '../../support/events';
import { json, type Json } from '../../support/json';
import { publishPage } from '../../support/pages';
import { ADMIN, session, siteUrl, type Session } from '../../support/wordpress';
import { blamed, createResource, runToken } from '../support/rest';

const token = runToken( 'prog' );
const ROUTE = '/eventsmith/v2/public/schedules';
const END = `END-${ token }`;

let admin: Session;
let visitor: Session;
let speaker: Json;
let dayOne: Json;
let dayTwo: Json;
let draftSchedule: Json;
let category: Json;
let eventTag: Json;
const events: Record< 'upcoming' | 'ongoing' | 'expired' | 'draft', Json > =
	{} as Record< 'upcoming' | 'ongoing' | 'expired' | 'draft', Json >;
const place = `Dock ${ token }, Hamburg`;

/**
 * A visitor's HTML of a new page holding the content.
 *
 * @param content Block markup.
 */
async function pageHtml( content: string ): Promise< string > {
	const url = await publishPage(
		`Programme ${ token }`,
		`${ content }<!-- wp:paragraph --><p>${ END }</p><!-- /wp:paragraph -->`
	);
	const response = await visitor.request.get( url );
	expect( response.status() ).toBe( 200 );
	return response.text();
}

/**
 * The widget's markup: from its wrapper to the end marker, trimmed to the wrapper's closing tag.
 *
 * @param html  Page HTML.
 * @param block Block name without namespace, e.g. "schedule".
 */
function widget( html: string, block: string ): string {
	const marker = html.search(
		new RegExp( `class="(?:[^"]* )?wp-block-eventsmith-${ block }[ "]` )
	);
	expect( marker, `the ${ block } widget is on the page` ).toBeGreaterThan(
		-1
	);
	const start = html.lastIndexOf( '<', marker );
	const tag = /^<(\w+)/.exec( html.slice( start ) )![ 1 ]!;
	const chunk = html.slice( start, html.indexOf( END, start ) );
	return chunk.slice(
		0,
		chunk.lastIndexOf( `</${ tag }>` ) + tag.length + 3
	);
}

/**
 * The same widget as a block and as a shortcode; expects equal markup and returns it.
 *
 * @param block     Block markup.
 * @param shortcode Shortcode text.
 * @param name      Block name without namespace.
 */
async function sameAsShortcode(
	block: string,
	shortcode: string,
	name: string
): Promise< string > {
	const fromBlock = widget( await pageHtml( block ), name );
	const fromShortcode = widget(
		await pageHtml(
			`<!-- wp:shortcode -->${ shortcode }<!-- /wp:shortcode -->`
		),
		name
	);
	expect( fromShortcode ).toBe( fromBlock );
	return fromBlock;
}

/**
 * Visible text of some HTML, white space collapsed.
 * @param html
 */
const text = ( html: string ) =>
	html
		.replace( /<[^>]+>/g, ' ' )
		.replace( /\s+/g, ' ' )
		.trim();

/**
 * Titles (with this run's token) listed on an events archive URL.
 *
 * @param query Query string without '?'.
 */
async function archiveTitles( query: string ): Promise< string[] > {
	const response = await visitor.request.get(
		`${ siteUrl() }/events/?${ query }`
	);
	expect( response.status(), query ).toBe( 200 );
	const found = ( await response.text() ).match(
		new RegExp( `(?:Upcoming|Ongoing|Expired|Draft) ${ token }`, 'g' )
	);
	return [ ...new Set( found ?? [] ) ].sort();
}

test.beforeAll( async () => {
	admin = await session( ADMIN );
	visitor = await session( null );
	speaker = await createResource( admin, '/eventsmith/v2/speakers', {
		name: `Ada ${ token }`,
		email: `ada-${ token }@example.org`,
		category: [ 'speaker' ],
	} );
	dayOne = await createResource( admin, '/eventsmith/v2/schedules', {
		program_title: `Day one ${ token }`,
		date: '2031-06-12',
		sessions: [
			{
				start_time: '10:00',
				end_time: '11:00',
				title: 'Opening keynote',
				speakers: [ speaker.id ],
				location: 'Main hall',
			},
			{ start_time: '09:00', end_time: '09:30', title: 'Coffee' },
		],
	} );
	dayTwo = await createResource( admin, '/eventsmith/v2/schedules', {
		program_title: `Day two ${ token }`,
		date: '2031-06-13',
		sessions: [ { start_time: '09:00', title: 'Workshops' } ],
	} );
	draftSchedule = await createResource( admin, '/eventsmith/v2/schedules', {
		program_title: `Secret day ${ token }`,
		date: '2031-06-14',
		sessions: [ { start_time: '09:00', title: 'Hidden' } ],
	} );
	const hidden = await admin.rest(
		'POST',
		'/eventsmith-test/v1/post-status',
		{ id: draftSchedule.id, status: 'draft' }
	);
	expect( hidden.status() ).toBe( 200 );

	category = await createResource( admin, '/eventsmith/v2/categories', {
		name: `Jazz ${ token }`,
	} );
	eventTag = await createResource( admin, '/eventsmith/v2/tags', {
		name: `late-${ token }`,
	} );
	events.upcoming = await createEvent( admin, {
		...eventAround( `Upcoming ${ token }`, 'UTC', 0, 24 * 60, 26 * 60 ),
		description:
			'One two three four five six seven eight nine ten eleven twelve.',
		categories: [ category.id ],
		tags: [ eventTag.id ],
		speakers: [ speaker.id ],
		location: { address: { address: place } },
	} );
	events.ongoing = await createEvent( admin, {
		...eventAround( `Ongoing ${ token }`, 'UTC', 0, -60, 60 ),
		location: { address: { address: place.toUpperCase() } },
		speakers: [ speaker.id ],
	} );
	events.expired = await createEvent( admin, {
		...eventAround( `Expired ${ token }`, 'UTC', 0, -26 * 60, -24 * 60 ),
		categories: [ category.id ],
		speakers: [ speaker.id ],
	} );
	events.draft = await createEvent( admin, {
		...eventAround( `Draft ${ token }`, 'UTC', 0, 24 * 60, 25 * 60 ),
		status: 'draft',
		categories: [ category.id ],
		speakers: [ speaker.id ],
		location: { address: { address: place } },
	} );
} );

test( 'SC-17 the schedule block and its shortcode show the picked published schedules in order as tabs, never a draft', async () => {
	const ids = `${ dayTwo.id },${ draftSchedule.id },${ dayOne.id }`;
	const html = await sameAsShortcode(
		`<!-- wp:eventsmith/schedule {"ids":"${ ids }","style":"style-2"} /-->`,
		`[eventsmith_schedule ids="${ ids }" style="style-2"]`,
		'schedule'
	);
	expect( html ).toContain( 'is-style-2' );
	expect( html ).toMatch( /role="tablist"[^>]*hidden/ );
	expect( html.match( /role="tab"/g ) ).toHaveLength( 2 );
	const page = text( html );
	expect( page.indexOf( `Day two ${ token }` ) ).toBeLessThan(
		page.indexOf( `Day one ${ token }` )
	);
	expect( page ).not.toContain( 'Secret day' );
	expect( page ).not.toContain( 'Hidden' );
	// Sessions in time order, the speaker linked, never their e-mail.
	expect( page ).toMatch(
		/09:00–09:30 Coffee 10:00–11:00 Opening keynote Main hall Ada/
	);
	expect( html ).not.toContain( 'example.org' );
} );

test( 'SC-17 the list view stacks the days without tabs; unknown view and style fall back; only a draft picked shows the empty state', async () => {
	const list = widget(
		await pageHtml(
			`<!-- wp:eventsmith/schedule {"ids":"${ dayOne.id },${ dayTwo.id }","view":"list"} /-->`
		),
		'schedule'
	);
	expect( list ).toContain( 'is-view-list' );
	expect( list ).not.toContain( 'role="tablist"' );
	expect( list.match( /<section/g ) ).toHaveLength( 2 );

	const clamped = widget(
		await pageHtml(
			`<!-- wp:shortcode -->[eventsmith_schedule ids="${ dayOne.id },${ dayTwo.id }" view="carousel" style="style-9"]<!-- /wp:shortcode -->`
		),
		'schedule'
	);
	expect( clamped ).toContain( 'is-view-tab' );
	expect( clamped ).toContain( 'is-style-1' );

	const empty = widget(
		await pageHtml(
			`<!-- wp:eventsmith/schedule {"ids":"${ draftSchedule.id }"} /-->`
		),
		'schedule'
	);
	expect( text( empty ) ).toBe( 'No schedules to show yet.' );
} );

test( 'SC-17 the public schedules route answers published schedules without e-mails, cacheable with ETag and 304, per_page at most 50', async () => {
	const ids = `${ dayOne.id },${ draftSchedule.id },${ dayTwo.id }`;
	const response = await visitor.rest( 'GET', `${ ROUTE }?ids=${ ids }` );
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'cache-control' ] ).toContain( 'max-age=300' );
	const body = await json( response );
	expect( body.total_items ).toBe( 2 );
	expect( body.items.map( ( item: Json ) => item.id ) ).toEqual( [
		dayOne.id,
		dayTwo.id,
	] );
	expect( body.items[ 0 ] ).toMatchObject( {
		program_title: `Day one ${ token }`,
		date: '2031-06-12',
		sessions: [
			{ start: '09:00', end: '09:30', title: 'Coffee', speakers: [] },
			{
				start: '10:00',
				end: '11:00',
				title: 'Opening keynote',
				speakers: [ { id: speaker.id, name: `Ada ${ token }` } ],
			},
		],
	} );
	expect( JSON.stringify( body ) ).not.toContain( 'example.org' );
	expect( JSON.stringify( body ) ).not.toContain( 'Secret day' );

	const all = await json(
		await visitor.rest( 'GET', `${ ROUTE }?per_page=50` )
	);
	expect(
		all.items.some( ( item: Json ) => item.id === draftSchedule.id )
	).toBe( false );

	const etag = response.headers().etag!;
	const again = await visitor.request.get(
		`/wp-json${ ROUTE }?ids=${ ids }`,
		{ headers: { 'If-None-Match': etag } }
	);
	expect( again.status() ).toBe( 304 );

	const tooMany = await visitor.rest( 'GET', `${ ROUTE }?per_page=51` );
	expect( tooMany.status() ).toBe( 400 );
	expect( blamed( await json( tooMany ) ) ).toContain( 'per_page' );
} );

test( 'ACC-01 the accordion block and shortcode list published events filtered by category, with date, place, excerpt and link; limit and desc_limit are clamped', async () => {
	const html = await sameAsShortcode(
		`<!-- wp:eventsmith/accordion {"category":"${ category.slug }","orderby":"start_date","order":"ASC","descLimit":5} /-->`,
		`[eventsmith_accordion category="${ category.slug }" orderby="start_date" order="ASC" desc_limit="5"]`,
		'accordion'
	);
	const page = text( html );
	expect( page ).toContain( `Expired ${ token }` );
	expect( page ).toContain( `Upcoming ${ token }` );
	expect( page.indexOf( `Expired ${ token }` ) ).toBeLessThan(
		page.indexOf( `Upcoming ${ token }` )
	);
	expect( page ).not.toContain( `Draft ${ token }` );
	expect( page ).not.toContain( `Ongoing ${ token }` );
	expect( page ).toContain( 'One two three four five…' );
	expect( page ).toContain( place );
	expect( html ).toContain( `href="${ events.upcoming.link }"` );
	// Every item is open before the script runs; the toggle names its panel.
	const toggle =
		/<button type="button" class="wp-block-eventsmith-accordion__toggle"[^>]*>/.exec(
			html
		)?.[ 0 ] ?? '';
	expect( toggle ).toMatch( / id="[^"]+"/ );
	expect( toggle ).toContain( ' aria-expanded="true"' );
	expect( toggle ).toMatch( / aria-controls="[^"]+"/ );

	const one = widget(
		await pageHtml(
			`<!-- wp:shortcode -->[eventsmith_accordion category="${ category.slug }" filter_with_status="upcoming" limit="0"]<!-- /wp:shortcode -->`
		),
		'accordion'
	);
	expect( one.match( /__item"/g ) ).toHaveLength( 1 );
	expect( text( one ) ).toContain( `Upcoming ${ token }` );

	const empty = widget(
		await pageHtml(
			`<!-- wp:eventsmith/accordion {"tags":"no-such-tag-${ token }"} /-->`
		),
		'accordion'
	);
	expect( text( empty ) ).toBe( 'No events to show yet.' );
} );

test( 'FE-04 the event filter form GETs the events archive with search, category and status; its button waits for the script', async () => {
	const html = await sameAsShortcode(
		'<!-- wp:eventsmith/event-filter /-->',
		'[eventsmith_event_filter]',
		'event-filter'
	);
	// The button stays hidden until the script runs; the form is shown meanwhile.
	const toggle =
		/<button type="button" class="wp-block-eventsmith-event-filter__toggle"[^>]*>/.exec(
			html
		)?.[ 0 ] ?? '';
	expect( toggle ).toContain( ' aria-expanded="true"' );
	expect( toggle ).toMatch( / aria-controls="[^"]+"/ );
	expect( toggle ).toMatch( / hidden[ >]/ );
	expect( text( html ) ).toContain( 'Filter events' );
	expect( html ).toMatch(
		/<form[^>]+method="get"[^>]+action="[^"]*\/events\/"/
	);
	expect( html ).toContain( 'name="search"' );
	expect( html ).toContain( `<option value="${ category.slug }"` );
	expect( html ).toContain( '<option value="expire"' );

	const bare = widget(
		await pageHtml(
			'<!-- wp:shortcode -->[eventsmith_event_filter show_category="no" show_status="no"]<!-- /wp:shortcode -->'
		),
		'event-filter'
	);
	expect( bare ).toContain( 'name="search"' );
	expect( bare ).not.toContain( 'name="category"' );
	expect( bare ).not.toContain( 'name="status"' );
} );

test( 'FE-04 the events archive honours search, category, status and location, never showing drafts', async () => {
	expect( await archiveTitles( `search=${ token }` ) ).toEqual( [
		`Ongoing ${ token }`,
		`Upcoming ${ token }`,
	] );
	expect(
		await archiveTitles( `search=${ token }&status=upcoming` )
	).toEqual( [ `Upcoming ${ token }` ] );
	expect( await archiveTitles( `search=${ token }&status=ongoing` ) ).toEqual(
		[ `Ongoing ${ token }` ]
	);
	expect( await archiveTitles( `search=${ token }&status=expire` ) ).toEqual(
		[ `Expired ${ token }` ]
	);
	expect(
		await archiveTitles( `category=${ category.slug }&status=expire` )
	).toEqual( [ `Expired ${ token }` ] );
	expect( await archiveTitles( `category=${ category.id }` ) ).toEqual( [
		`Upcoming ${ token }`,
	] );
	// The same place whatever its case, as the locations list counts it.
	expect(
		await archiveTitles( `location=${ encodeURIComponent( place ) }` )
	).toEqual( [ `Ongoing ${ token }`, `Upcoming ${ token }` ] );
	// A bad status is ignored; the filter form shows the values in use.
	const response = await visitor.request.get(
		`${ siteUrl() }/events/?search=${ token }&status=draft`
	);
	expect( await response.text() ).not.toContain( `Draft ${ token }` );
} );

test( 'SC-10 the categories and tags lists link their archives with counts of published events; locations list distinct places, 5 by default', async () => {
	const categories = await sameAsShortcode(
		'<!-- wp:eventsmith/term-list {"limit":100} /-->',
		'[eventsmith_event_categories limit="100"]',
		'term-list'
	);
	expect( categories ).toMatch(
		new RegExp(
			`<a href="[^"]*/${ category.slug }/">\\s*<span class="wp-block-eventsmith-term-list__name">Jazz ${ token }</span>\\s*<span class="wp-block-eventsmith-term-list__count">\\s*2 events`
		)
	);

	const tags = widget(
		await pageHtml(
			'<!-- wp:shortcode -->[eventsmith_event_tags limit="100" show_count="no" style="style-2"]<!-- /wp:shortcode -->'
		),
		'term-list'
	);
	expect( tags ).toContain( 'is-style-2' );
	expect( text( tags ) ).toContain( `late-${ token }` );
	expect( tags ).not.toContain( '__count' );

	const locations = await sameAsShortcode(
		'<!-- wp:eventsmith/term-list {"taxonomy":"location","limit":100} /-->',
		'[eventsmith_event_locations limit="100"]',
		'term-list'
	);
	const ours = new RegExp(
		`href="([^"]+)">\\s*<span class="wp-block-eventsmith-term-list__name">${ place }</span>\\s*<span class="wp-block-eventsmith-term-list__count">\\s*2 events`,
		'i'
	).exec( locations );
	expect( ours, 'one entry for both spellings of the place' ).not.toBeNull();
	expect(
		locations.toLowerCase().split( place.toLowerCase() ).length - 1
	).toBe( 1 );
	const link = ours![ 1 ]!.replace( /&#038;|&amp;/g, '&' );
	const archive = await ( await visitor.request.get( link ) ).text();
	expect( archive ).toContain( `Upcoming ${ token }` );

	const byDefault = widget(
		await pageHtml(
			'<!-- wp:shortcode -->[eventsmith_event_locations limit="abc"]<!-- /wp:shortcode -->'
		),
		'term-list'
	);
	expect(
		( byDefault.match( /term-list__item"/g ) ?? [] ).length
	).toBeLessThanOrEqual( 5 );
	expect( byDefault ).toContain( 'term-list__item"' );
} );

test( "a speaker's upcoming events: block and shortcode agree, only published upcoming events, limit clamped, empty states", async () => {
	const html = await sameAsShortcode(
		`<!-- wp:eventsmith/speaker-events {"speakerId":${ speaker.id }} /-->`,
		`[eventsmith_speaker_events speaker_id="${ speaker.id }"]`,
		'speaker-events'
	);
	const page = text( html );
	expect( page ).toMatch(
		new RegExp( `Ongoing ${ token } .* Upcoming ${ token }` )
	);
	expect( page ).not.toContain( `Draft ${ token }` );
	expect( page ).not.toContain( `Expired ${ token }` );
	expect( page ).toContain( 'Speaker' );

	const one = widget(
		await pageHtml(
			`<!-- wp:shortcode -->[eventsmith_speaker_events speaker_id="${ speaker.id }" limit="0" show_date="no"]<!-- /wp:shortcode -->`
		),
		'speaker-events'
	);
	expect( one.match( /__event"/g ) ).toHaveLength( 1 );
	expect( one ).not.toContain( '__when' );

	const none = widget(
		await pageHtml( '<!-- wp:eventsmith/speaker-events /-->' ),
		'speaker-events'
	);
	expect( text( none ) ).toBe(
		'Choose a speaker to list their upcoming events.'
	);

	const quiet = await createResource( admin, '/eventsmith/v2/speakers', {
		name: `Quiet ${ token }`,
		category: [ 'speaker' ],
	} );
	const empty = widget(
		await pageHtml(
			`<!-- wp:eventsmith/speaker-events {"speakerId":${ quiet.id }} /-->`
		),
		'speaker-events'
	);
	expect( text( empty ) ).toBe(
		`No upcoming events with Quiet ${ token } yet.`
	);
} );
