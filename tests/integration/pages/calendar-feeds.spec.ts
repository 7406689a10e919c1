/**
 * What a calendar app receives: one event's .ics, the site's feed of
 * upcoming events and a category's feed, read with ical.js (a parser calendar
 * apps on the web use).
 */
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { RUN, visit } from './support';

const SITE = () => process.env.EVENTSMITH_TEST_URL as string;

function vevents( ics: string ): ICAL.Component[] {
	return new ICAL.Component( ICAL.parse( ics ) ).getAllSubcomponents(
		'vevent'
	);
}

test( 'an event downloads as an .ics whose times, UID and DTSTAMP a calendar app reads right', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const event = await createEvent( admin, {
		title: `Tea, cake; and <script>x</script> ${ RUN }`,
		description: 'Line one\nLine two',
		...oneDay( '2031-03-14', '10:00', '16:00', 'Europe/Berlin' ),
		location: { address: { address: 'Alexanderplatz 1, Berlin' } },
	} );
	const response = await request.get( `${ event.link }ical/` );
	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'content-type' ] ).toContain( 'text/calendar' );
	expect( response.headers()[ 'content-disposition' ] ).toMatch(
		/attachment; filename=".+\.ics"/
	);
	const ics = await response.text();
	expect( ics ).toContain( '\r\n' );
	expect( ics ).toContain( 'SUMMARY:Tea\\, cake\\; and ' );

	const [ vevent ] = vevents( ics );
	expect( vevent ).toBeDefined();
	const entry = new ICAL.Event( vevent! );
	expect( entry.summary ).toBe( event.title );
	expect( entry.summary ).toMatch( /^Tea, cake; and / );
	expect( entry.location ).toBe( 'Alexanderplatz 1, Berlin' );
	// 10:00 in Berlin in March (UTC+1) is 09:00 UTC.
	expect( entry.startDate.toJSDate().toISOString() ).toBe(
		'2031-03-14T09:00:00.000Z'
	);
	expect( entry.endDate.toJSDate().toISOString() ).toBe(
		'2031-03-14T15:00:00.000Z'
	);
	expect( entry.uid ).toMatch( new RegExp( `^event-${ event.id }@` ) );
	expect( vevent!.getFirstPropertyValue( 'dtstamp' ) ).toBeTruthy();

	// The same file again: the client's copy is still good.
	const again = await request.get( `${ event.link }ical/`, {
		headers: { 'If-None-Match': response.headers().etag ?? '' },
	} );
	expect( again.status() ).toBe( 304 );
} );

test( 'a weekly series is one VEVENT whose RRULE and EXDATE give its dates on its own wall clock', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const series = await createEvent( admin, {
		title: `Tuesday club ${ RUN }`,
		...oneDay( '2031-03-04', '18:00', '19:00', 'Europe/Berlin' ),
		recurrence: {
			freq: 'weekly',
			by_day: [ 'TU' ],
			until: '2031-04-15',
			exclusions: [ '2031-03-11' ],
		},
	} );
	const ics = await visit( request, `${ series.link }ical/` );
	const calendar = new ICAL.Component( ICAL.parse( ics ) );
	for ( const zone of calendar.getAllSubcomponents( 'vtimezone' ) ) {
		ICAL.TimezoneService.register( zone );
	}
	const all = vevents( ics );
	expect( all ).toHaveLength( 1 );
	const component = all[ 0 ]!;
	const entry = new ICAL.Event( component );
	expect( entry.isRecurring() ).toBe( true );

	const starts: string[] = [];
	const iterator = entry.iterator();
	for ( let next = iterator.next(); next; next = iterator.next() ) {
		if ( entry.isRecurrenceException() ) {
			continue;
		}
		const excluded = component
			.getAllProperties( 'exdate' )
			.some(
				( property ) =>
					( property.getFirstValue() as ICAL.Time ).compare(
						next
					) === 0
			);
		if ( ! excluded ) {
			starts.push( next.toJSDate().toISOString() );
		}
	}
	// 18:00 Berlin: 17:00 UTC in winter, 16:00 UTC after the 30 March change; 11 March excluded.
	expect( starts ).toEqual( [
		'2031-03-04T17:00:00.000Z',
		'2031-03-18T17:00:00.000Z',
		'2031-03-25T17:00:00.000Z',
		'2031-04-01T16:00:00.000Z',
		'2031-04-08T16:00:00.000Z',
		'2031-04-15T16:00:00.000Z',
	] );
} );

test( 'the site feed lists upcoming events once each (a series once), past ones not; a category feed only its own', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const category = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: `Feeds ${ RUN }`,
		} )
	);
	const inCategory = await createEvent( admin, {
		title: `Feed upcoming ${ RUN }`,
		...oneDay( '2031-05-01', '10:00', '11:00' ),
		categories: [ category.id ],
	} );
	await createEvent( admin, {
		title: `Feed series ${ RUN }`,
		...oneDay( '2031-05-02', '10:00', '11:00' ),
		recurrence: { freq: 'daily', count: 4 },
	} );
	await createEvent( admin, {
		title: `Feed past ${ RUN }`,
		...oneDay( '2020-05-01', '10:00', '11:00' ),
	} );

	const feed = await request.get( `${ SITE() }/events/feed/ical/` );
	expect( feed.status() ).toBe( 200 );
	expect( feed.headers()[ 'cache-control' ] ).toContain( 'public' );
	const titles = vevents( await feed.text() ).map(
		( vevent ) => vevent.getFirstPropertyValue( 'summary' ) as string
	);
	const ours = titles.filter(
		( title ) => title.startsWith( 'Feed ' ) && title.endsWith( RUN )
	);
	expect( ours.sort() ).toEqual( [
		`Feed series ${ RUN }`,
		`Feed upcoming ${ RUN }`,
	] );

	const slug = category.slug ?? `feeds-${ RUN }`;
	const categoryFeed = await visit(
		request,
		`${ SITE() }/event-category/${ slug }/feed/ical/`
	);
	expect(
		vevents( categoryFeed ).map( ( vevent ) =>
			vevent.getFirstPropertyValue( 'summary' )
		)
	).toEqual( [ inCategory.title ] );
	await visit(
		request,
		`${ SITE() }/event-category/no-such-${ RUN }/feed/ical/`,
		404
	);
} );

test( '36.1 a series that began years ago and still has dates is in the site feed and its category feed, listed first', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const category = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: `Long series ${ RUN }`,
		} )
	);
	const began = new Date( Date.now() - 700 * 86400_000 )
		.toISOString()
		.slice( 0, 10 );
	// Weekly for three years: it began before any single event still running.
	const series = await createEvent( admin, {
		title: `Feed long series ${ RUN }`,
		...oneDay( began, '18:00', '19:00' ),
		recurrence: { freq: 'weekly', count: 156 },
		categories: [ category.id ],
	} );

	const feed = vevents(
		await visit( request, `${ SITE() }/events/feed/ical/` )
	).map( ( vevent ) => vevent.getFirstPropertyValue( 'summary' ) );
	expect( feed ).toContain( series.title );
	const slug = category.slug ?? `long-series-${ RUN }`;
	const categoryFeed = vevents(
		await visit(
			request,
			`${ SITE() }/event-category/${ slug }/feed/ical/`
		)
	);
	expect(
		categoryFeed.map( ( vevent ) =>
			vevent.getFirstPropertyValue( 'summary' )
		)
	).toEqual( [ series.title ] );
	expect(
		String( categoryFeed[ 0 ]!.getFirstPropertyValue( 'rrule' ) )
	).toContain( 'COUNT=156' );
} );
