/**
 * What the visitor-page specs share: a fully dressed event (speakers,
 * organizer, programme, place, terms, RSVP), anonymous page fetches, and
 * the JSON-LD and piece order read from a page.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import type { Session } from '../../support/wordpress';

/** A token unique to this run, so names never collide with other runs. */
export const RUN = Date.now().toString( 36 );

let made = 0;

async function created( admin: Session, route: string, body: Json ) {
	const response = await admin.rest(
		'POST',
		`/eventsmith/v2${ route }`,
		body
	);
	expect( response.status(), await response.text() ).toBe( 201 );
	return json( response );
}

/**
 * An event with everything a visitor page shows.
 *
 * @param admin  Administrator session.
 * @param title  Its title.
 * @param fields Fields that differ from the defaults.
 */
export async function dressedEvent(
	admin: Session,
	title: string,
	fields: Json = {}
): Promise< {
	event: Json;
	speaker: Json;
	organizer: Json;
	category: Json;
	tag: Json;
} > {
	const id = `${ RUN }-${ ++made }`;
	const speaker = await created( admin, '/speakers', {
		name: `Ada ${ RUN }`,
		designation: 'Keynote speaker',
		company: 'Analytical Engines',
		email: `ada-${ RUN }@example.org`,
		category: [ 'speaker' ],
	} );
	const organizer = await created( admin, '/speakers', {
		name: `Grace ${ RUN }`,
		designation: 'Chair',
		email: `grace-${ RUN }@example.org`,
		category: [ 'organizer' ],
	} );
	const schedule = await created( admin, '/schedules', {
		program_title: `Day one ${ id }`,
		date: '2031-06-12',
		sessions: [
			{
				start_time: '10:00',
				end_time: '11:00',
				title: 'Opening keynote',
				speakers: [ speaker.id ],
				location: 'Main hall',
			},
			{
				start_time: '09:00',
				end_time: '09:30',
				title: 'Coffee',
				speakers: [],
			},
		],
	} );
	const category = await created( admin, '/categories', {
		name: `Conference ${ id }`,
	} );
	const tag = await created( admin, '/tags', { name: `design-${ id }` } );
	const event = await createEvent( admin, {
		title,
		description: 'Talks, workshops and a good lunch.',
		...oneDay( '2031-06-12', '10:00', '16:00', 'Europe/Berlin' ),
		location: { address: { address: 'Alexanderplatz 1, 10178 Berlin' } },
		speakers: [ speaker.id ],
		organizers: [ organizer.id ],
		schedules: [ schedule.id ],
		categories: [ category.id ],
		tags: [ tag.id ],
		rsvp: { enabled: true, capacity: 50, max_per_submission: 3 },
		...fields,
	} );
	return { event, speaker, organizer, category, tag };
}

/**
 * A page's HTML as a logged-out visitor gets it.
 *
 * @param request      A cookie-less request context.
 * @param url          Address.
 * @param status       Expected HTTP status.
 * @param maxRedirects
 */
export async function visit(
	request: APIRequestContext,
	url: string,
	status = 200,
	maxRedirects = 0
): Promise< string > {
	const response = await request.get( url, { maxRedirects } );
	expect( response.status(), url ).toBe( status );
	return response.text();
}

/**
 * Every schema.org object the page prints as JSON-LD.
 *
 * @param html Page HTML.
 */
export function jsonLd( html: string ): Json[] {
	return [
		...html.matchAll(
			/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g
		),
	].map( ( match ) => JSON.parse( match[ 1 ] ?? 'null' ) );
}

/**
 * Where each class first appears in the page (-1 when absent).
 *
 * @param html    Page HTML.
 * @param classes Class names.
 */
export function positions( html: string, classes: string[] ): number[] {
	return classes.map( ( name ) =>
		html.search( new RegExp( `class="[^"]*\\b${ name }\\b` ) )
	);
}

/**
 * The text of a page with tags removed and entities of the common kind read.
 *
 * @param html Page HTML.
 */
export function text( html: string ): string {
	return html
		.replace( /<script[\s\S]*?<\/script>/g, ' ' )
		.replace( /<style[\s\S]*?<\/style>/g, ' ' )
		.replace( /<[^>]+>/g, ' ' )
		.replace( /&#8211;|&ndash;/g, '–' )
		.replace( /&amp;/g, '&' )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&#0?39;|&#8217;/g, "'" )
		.replace( /\s+/g, ' ' );
}

/**
 * The PHP log of the test site, as the smoke test reads it.
 *
 * @param admin Administrator session.
 */
export async function debugLog( admin: Session ): Promise< string > {
	const response = await admin.rest(
		'GET',
		'/eventsmith-test/v1/environment'
	);
	return ( await json( response ) ).debug_log as string;
}
