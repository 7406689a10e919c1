/**
 * An event's public page as a logged-out visitor and a search engine get it,
 * on the block theme (Twenty Twenty-Four) and on a classic theme.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import {
	debugLog,
	dressedEvent,
	jsonLd,
	positions,
	RUN,
	text,
	visit,
} from './support';

const PIECES = [
	'wp-block-post-title',
	'wp-block-post-featured-image',
	'wp-block-eventsmith-event-date',
	'wp-block-eventsmith-event-location',
	'wp-block-post-content',
	'wp-block-eventsmith-event-speakers',
	'wp-block-eventsmith-event-schedule',
	'wp-block-eventsmith-event-tickets',
	'wp-block-eventsmith-event-terms',
	'wp-block-eventsmith-event-add-to-calendar',
];

test( 'the event page shows date with zone, place with map link, people, programme, RSVP, terms and calendar links in order, with no byline', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const { event, category, tag } = await dressedEvent(
		admin,
		`Summit ${ RUN }`
	);
	const html = await visit( request, event.link );
	const page = text( html );

	const found = positions(
		html,
		PIECES.filter( ( name ) => name !== 'wp-block-post-featured-image' )
	);
	expect(
		found.every( ( at ) => at > 0 ),
		found.join()
	).toBe( true );
	expect( [ ...found ].sort( ( a, b ) => a - b ) ).toEqual( found );
	expect( html ).not.toContain( 'wp-block-post-date' );
	expect( html ).not.toContain( 'wp-block-post-author' );

	// 12 June 2031 is a Thursday; Berlin is on summer time (UTC+2).
	expect( page ).toContain(
		'Thu 12 June 2031, 10:00 am–4:00 pm (Europe/Berlin)'
	);
	expect( html ).toContain( 'datetime="2031-06-12T10:00:00+02:00"' );
	expect( html ).toContain(
		'href="https://www.openstreetmap.org/search?query=Alexanderplatz%201%2C%2010178%20Berlin"'
	);
	expect( page ).toMatch(
		new RegExp( `Organizers( G)? Grace ${ RUN } Chair` )
	);
	expect( page ).toMatch(
		new RegExp(
			`Speakers( A)? Ada ${ RUN } Keynote speaker, Analytical Engines`
		)
	);
	expect( html ).toMatch( /href="[^"]*\/speakers\/ada-/ );
	// Sessions in time order, with their speakers linked.
	expect( page ).toMatch(
		/09:00–09:30 Coffee 10:00–11:00 Opening keynote Main hall Ada/
	);
	expect( html ).toContain( 'wp-block-eventsmith-rsvp-form' );
	expect( html ).toContain( `>${ category.name }</a>` );
	expect( html ).toContain( `>${ tag.name }</a>` );
	expect( html ).toMatch( /href="[^"]*\/ical\/"[^>]*download/ );
	expect( html ).toContain(
		'https://calendar.google.com/calendar/render?action=TEMPLATE'
	);
	// Personal data of speakers never reaches visitors.
	expect( html ).not.toContain( `ada-${ RUN }@example.org` );
} );

test( 'search engines get a schema.org Event with offsets, place, organizer, performer and the RSVP offer', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const { event } = await dressedEvent( admin, `Structured ${ RUN }`, {
		location: {
			address: { address: 'Alexanderplatz 1, 10178 Berlin' },
			online_url: 'https://meet.example.org/summit',
		},
	} );
	const [ data ] = jsonLd( await visit( request, event.link ) );

	expect( data ).toMatchObject( {
		'@context': 'https://schema.org',
		'@type': 'Event',
		name: `Structured ${ RUN }`,
		startDate: '2031-06-12T10:00:00+02:00',
		endDate: '2031-06-12T16:00:00+02:00',
		eventStatus: 'https://schema.org/EventScheduled',
		eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
		location: [
			{
				'@type': 'Place',
				address: {
					'@type': 'PostalAddress',
					streetAddress: 'Alexanderplatz 1, 10178 Berlin',
				},
			},
			{
				'@type': 'VirtualLocation',
				url: 'https://meet.example.org/summit',
			},
		],
		organizer: [ { '@type': 'Person', name: `Grace ${ RUN }` } ],
		performer: [ { '@type': 'Person', name: `Ada ${ RUN }` } ],
		offers: {
			'@type': 'Offer',
			availability: 'https://schema.org/InStock',
			price: '0',
		},
	} );
} );

test( 'a cancelled event says so, closes registration, and tells search engines and calendar apps', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const { event } = await dressedEvent( admin, `Called off ${ RUN }`, {
		cancelled: true,
	} );
	expect( event.cancelled ).toBe( true );
	const html = await visit( request, event.link );
	const page = text( html );

	expect( html ).toContain(
		'wp-block-eventsmith-event-status__badge is-cancelled'
	);
	expect( page ).toContain( 'Cancelled' );
	expect( page ).toContain( 'Registration closed' );
	expect( html ).not.toContain( 'wp-block-eventsmith-rsvp-form' );
	expect( jsonLd( html )[ 0 ]?.eventStatus ).toBe(
		'https://schema.org/EventCancelled'
	);
	expect( await visit( request, `${ event.link }ical/` ) ).toContain(
		'STATUS:CANCELLED'
	);

	const reopened = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }`,
		{
			cancelled: false,
		}
	);
	expect( ( await json( reopened ) ).cancelled ).toBe( false );
	expect( await visit( request, event.link ) ).toContain(
		'wp-block-eventsmith-rsvp-form'
	);
} );

test( 'a title or speaker name holding markup shows as text on the page and in the JSON-LD', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const title = `<script>window.hacked=1</script> Gala ${ RUN }`;
	const speaker = await json(
		await admin.rest( 'POST', '/eventsmith/v2/speakers', {
			name: `<img src=x onerror=alert(1)> Bob ${ RUN }`,
			category: [ 'speaker' ],
		} )
	);
	const event = await createEvent( admin, {
		title,
		...oneDay( '2031-07-01', '18:00', '20:00', 'UTC' ),
		speakers: [ speaker.id ],
	} );
	const html = await visit( request, event.link );

	expect( html ).not.toContain( '<script>window.hacked' );
	expect( html ).not.toContain( '<img src=x' );
	const [ data ] = jsonLd( html );
	expect( data?.name ).toContain( `Gala ${ RUN }` );
	expect( JSON.stringify( data ) ).not.toContain( '</script>' );
} );

test( 'events with no end time, no place, no people and an unknown timezone in old data render a whole page without PHP warnings', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const before = ( await debugLog( admin ) ).length;
	const event = await createEvent( admin, {
		title: `Bare ${ RUN }`,
		start_date: '2031-08-01',
		start_time: '19:00',
		timezone: 'Europe/Paris',
	} );
	const broken = await admin.rest( 'POST', '/eventsmith-test/v1/event-meta', {
		event_id: event.id,
		field: 'timezone',
		value: 'Mars/Olympus_Mons',
	} );
	expect( broken.status() ).toBe( 200 );
	const html = await visit( request, event.link );

	expect( text( html ) ).toContain( `Bare ${ RUN }` );
	expect( html ).toContain( 'wp-block-eventsmith-event-date' );
	expect(
		positions( html, [
			'wp-block-eventsmith-event-location',
			'wp-block-eventsmith-event-speakers',
		] )
	).toEqual( [ -1, -1 ] );
	expect( ( await debugLog( admin ) ).slice( before ) ).not.toMatch(
		/PHP (Warning|Notice|Deprecated|Fatal)/
	);
} );

test( 'a recurring series names its rule and links its next five dates', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const series = await createEvent( admin, {
		title: `Weekly ${ RUN }`,
		...oneDay( '2031-03-04', '18:00', '19:00', 'Europe/Berlin' ),
		recurrence: {
			freq: 'weekly',
			by_day: [ 'TU' ],
			until: '2031-06-24',
			exclusions: [ '2031-03-11' ],
		},
	} );
	const html = await visit( request, series.link );

	expect( text( html ) ).toContain( 'Every Tuesday until 24 June 2031' );
	const next =
		[
			...html.matchAll(
				/<ul class="wp-block-eventsmith-event-status__next">([\s\S]*?)<\/ul>/g
			),
		][ 0 ]?.[ 1 ] ?? '';
	const links = [ ...next.matchAll( /<a href="([^"]+)"/g ) ];
	expect( links ).toHaveLength( 5 );
	// The excluded 11 March is skipped.
	expect( text( next ) ).toMatch( /Tue 4 March 2031.*Tue 18 March 2031/ );
} );

test( 'drafts, private and trashed events answer 404 to visitors, page and .ics alike', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const site = process.env.EVENTSMITH_TEST_URL;
	for ( const status of [ 'draft', 'private' ] ) {
		const event = await createEvent( admin, {
			title: `Hidden ${ status } ${ RUN }`,
			...oneDay( '2031-09-01', '10:00', '11:00' ),
		} );
		const stored = await json(
			await admin.rest( 'POST', '/eventsmith-test/v1/post-status', {
				id: event.id,
				status,
			} )
		);
		expect( stored.status ).toBe( status );
		// WordPress may first redirect to the pretty address; where it ends is a 404.
		await visit(
			request,
			`${ site }/?post_type=eventsmith_event&p=${ event.id }`,
			404,
			5
		);
		await visit( request, event.link, 404, 5 );
		await visit(
			request,
			`${ site }/?eventsmith_ical=event&eventsmith_event_id=${ event.id }`,
			404
		);
	}
	const trashed = await createEvent( admin, {
		title: `Trashed ${ RUN }`,
		...oneDay( '2031-09-02', '10:00', '11:00' ),
	} );
	await admin.rest( 'DELETE', `/eventsmith/v2/events/${ trashed.id }` );
	await visit( request, trashed.link, 404, 5 );
	await visit( request, `${ trashed.link }ical/`, 404, 5 );
} );

test( 'on a classic theme the pieces surround the content: date and place before it, people and registration after', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const { event } = await dressedEvent( admin, `Classic ${ RUN }` );
	const switched = await json(
		await admin.rest( 'POST', '/eventsmith-test/v1/theme', {
			stylesheet: 'eventsmith-classic',
		} )
	);
	expect( switched.stylesheet ).toBe( 'eventsmith-classic' );
	try {
		const html = await visit( request, event.link );
		expect( html ).toContain( 'classic-byline' );
		const order = positions( html, [
			'wp-block-eventsmith-event-date',
			'wp-block-eventsmith-event-location',
			'wp-block-eventsmith-event-speakers',
			'wp-block-eventsmith-event-schedule',
			'wp-block-eventsmith-event-tickets',
			'wp-block-eventsmith-event-add-to-calendar',
		] );
		expect(
			order.every( ( at ) => at > 0 ),
			order.join()
		).toBe( true );
		expect( [ ...order ].sort( ( a, b ) => a - b ) ).toEqual( order );
		const description = html.indexOf( '<p>Talks, workshops' );
		expect( description ).toBeGreaterThan( order[ 1 ] ?? 0 );
		expect( description ).toBeLessThan( order[ 2 ] ?? 0 );
		// Each piece once: the template path adds nothing on classic themes.
		expect( html.split( 'wp-block-eventsmith-event-date ' ).length ).toBe(
			2
		);
	} finally {
		await admin.rest( 'POST', '/eventsmith-test/v1/theme', {
			stylesheet: 'twentytwentyfour',
		} );
	}
} );
