/**
 * The events archives as visitors browse them: upcoming events by their
 * start (not by the day they were written), a series once as its next date,
 * past events newest first (search results and feeds: archive.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { createEvent, eventAround, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { RUN, text, visit } from './support';

const SITE = () => process.env.EVENTSMITH_TEST_URL as string;

/**
 * Titles of the cards an archive page lists, in order.
 *
 * @param html Archive HTML.
 */
function listed( html: string ): string[] {
	return [
		...html.matchAll(
			/<h2 [^>]*class="[^"]*wp-block-post-title[^"]*">\s*<a [^>]*>([^<]+)<\/a>/g
		),
	].map( ( match ) => ( match[ 1 ] ?? '' ).trim() );
}

test( 'a category archive lists upcoming events by start, a series once as its next date, with date and place, never ended ones', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const category = await json(
		await admin.rest( 'POST', '/eventsmith/v2/categories', {
			name: `Archive ${ RUN }`,
		} )
	);
	const make = ( title: string, fields: Record< string, unknown > ) =>
		createEvent( admin, {
			title: `${ title } ${ RUN }`,
			categories: [ category.id ],
			location: { address: { address: `${ title } Hall` } },
			...fields,
		} );
	const third = await make(
		'Third',
		oneDay( '2040-01-03', '10:00', '11:00' )
	);
	const first = await make(
		'First',
		oneDay( '2040-01-01', '10:00', '11:00' )
	);
	await make( 'Series', {
		...oneDay( '2040-01-02', '09:00', '10:00' ),
		recurrence: { freq: 'daily', count: 5 },
	} );
	await make( 'Ended', oneDay( '2020-01-01', '10:00', '11:00' ) );
	// Written the other way round: the list must not follow post dates.
	await admin.rest( 'POST', '/eventsmith-test/v1/post-date', {
		id: first.id,
		date: '2001-01-01 10:00:00',
	} );
	await admin.rest( 'POST', '/eventsmith-test/v1/post-date', {
		id: third.id,
		date: '2026-01-01 10:00:00',
	} );

	const html = await visit(
		request,
		`${ SITE() }/event-category/${ category.slug }/`
	);
	expect( listed( html ) ).toEqual( [
		`First ${ RUN }`,
		`Series ${ RUN }`,
		`Third ${ RUN }`,
	] );
	const page = text( html );
	expect( page ).toContain( 'Sun 1 January 2040, 10:00 am–11:00 am (UTC)' );
	expect( page ).toContain( 'Mon 2 January 2040, 9:00 am–10:00 am (UTC)' );
	expect( page ).toContain( 'First Hall' );
	expect( html ).not.toContain( 'wp-block-post-date' );
} );

test( 'past events are listed at /events/past/ newest first, and /events/ links to them', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const older = await createEvent(
		admin,
		eventAround( `Older past ${ RUN }`, 'UTC', 0, -180, -3 )
	);
	const newer = await createEvent(
		admin,
		eventAround( `Newer past ${ RUN }`, 'UTC', 0, -120, -2 )
	);

	const html = await visit( request, `${ SITE() }/events/past/` );
	const titles = listed( html );
	expect( titles.indexOf( newer.title ) ).toBeGreaterThanOrEqual( 0 );
	expect( titles.indexOf( newer.title ) ).toBeLessThan(
		titles.indexOf( older.title )
	);
	expect( text( html ) ).toContain( 'Past events' );

	const upcoming = await visit( request, `${ SITE() }/events/` );
	expect( listed( upcoming ) ).not.toContain( newer.title );
	expect( upcoming ).toContain( `href="${ SITE() }/events/past/"` );
} );
