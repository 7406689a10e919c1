/**
 * An event's online link reaches only the people who registered (issue
 * 32.12). "Show the online link publicly" is the event's choice; without one
 * a free event shows it and a paid one (a ticket type with a price) keeps it
 * for its attendees. Kept back, the link is on no public page, in no JSON-LD,
 * public route, calendar download or feed — visitors read that it is sent to
 * registered attendees — while the ticket page, the confirmation e-mail and
 * the .ics attached to it still carry it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import { parseMime } from '../../support/mime';
import { createRsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, session, siteUrl, type Session } from '../../support/wordpress';
import { createResource, runToken } from '../support/rest';
import { jsonLd, visit } from './support';

const token = runToken( 'online' ).toLowerCase();
const NOTICE = 'Online event — the link is sent to registered attendees';
const EVENTS = '/eventsmith/v2/events';

/**
 * Everything a visitor can fetch about the event, as one text per place.
 * @param request
 * @param event
 * @param category
 */
async function publicViews(
	request: APIRequestContext,
	event: Json,
	category: Json
): Promise< {
	page: string;
	ics: string;
	feed: string;
	events: string;
	occurrences: string;
} > {
	const anonymous = await session( null );
	return {
		page: await visit( request, event.link ),
		ics: await visit( request, `${ event.link }ical/` ),
		feed: await visit( request, `${ siteUrl() }/events/feed/ical/` ),
		events: await (
			await anonymous.rest(
				'GET',
				`/eventsmith/v2/public/events?category=${ category.id }&per_page=50`
			)
		).text(),
		occurrences: await (
			await anonymous.rest(
				'GET',
				'/eventsmith/v2/public/occurrences?start=2031-11-01&end=2031-11-30'
			)
		).text(),
	};
}

/**
 * Saves fields of an event as staff; expects 200 and returns the event.
 *
 * @param admin  Staff.
 * @param id     Event.
 * @param fields Fields.
 */
async function save(
	admin: Session,
	id: number,
	fields: Json
): Promise< Json > {
	const response = await admin.rest( 'PUT', `${ EVENTS }/${ id }`, fields );
	expect( response.status(), await response.text() ).toBe( 200 );
	return json( response );
}

test( 'a paid event keeps its online link from the page, JSON-LD, public routes and calendar files; "show publicly" gives it back (32.12)', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const link = `https://meet.example.net/${ token }-webinar`;
	const category = await createResource( admin, '/eventsmith/v2/categories', {
		name: `Webinars ${ token }`,
	} );
	const event = await createEvent( admin, {
		title: `Webinar ${ token }`,
		status: 'publish',
		...oneDay( '2031-11-05', '18:00', '19:00' ),
		location: { address: { address: '' }, online_url: link },
		categories: [ category.id ],
	} );
	// A free event shows its link by default.
	expect( event.online_link_public ).toBeNull();
	expect( event.online_link_is_public ).toBe( true );
	expect( await visit( request, event.link ) ).toContain( link );

	// A ticket with a price makes it paid: the link is kept for attendees.
	const types = await admin.rest(
		'PUT',
		`${ EVENTS }/${ event.id }/ticket-types`,
		{ ticket_types: [ { name: 'Seat', price: '30', capacity: 50 } ] }
	);
	expect( types.status(), await types.text() ).toBe( 200 );
	const paid = await json(
		await admin.rest( 'GET', `${ EVENTS }/${ event.id }` )
	);
	expect( paid.online_link_public ).toBeNull();
	expect( paid.online_link_is_public ).toBe( false );
	// Staff still see and edit it.
	expect( paid.location.online_url ).toBe( link );

	const gated = await publicViews( request, event, category );
	for ( const [ where, text ] of Object.entries( gated ) ) {
		expect( text, `${ where } carries the link` ).not.toContain( link );
	}
	expect( gated.page ).toContain( NOTICE );
	expect( gated.page ).toContain(
		'wp-block-eventsmith-event-location__online'
	);
	const [ data ] = jsonLd( gated.page );
	expect( data!.eventAttendanceMode ).toBe(
		'https://schema.org/OnlineEventAttendanceMode'
	);
	expect( data!.location ).toEqual( { '@type': 'VirtualLocation' } );
	const [ vevent ] = new ICAL.Component(
		ICAL.parse( gated.ics )
	).getAllSubcomponents( 'vevent' );
	expect( new ICAL.Event( vevent! ).location ).toBe( NOTICE );
	expect( gated.feed ).toContain( `event-${ event.id }@` );
	expect( gated.events ).toContain( `Webinar ${ token }` );
	expect( gated.occurrences ).toContain( `Webinar ${ token }` );

	// Staff choose to show it publicly after all.
	const shown = await save( admin, event.id, { online_link_public: true } );
	expect( shown.online_link_public ).toBe( true );
	expect( shown.online_link_is_public ).toBe( true );
	const open = await publicViews( request, event, category );
	expect( open.page ).toContain( link );
	expect( open.page ).not.toContain( NOTICE );
	expect( jsonLd( open.page )[ 0 ]!.location ).toEqual( {
		'@type': 'VirtualLocation',
		url: link,
	} );
	expect( open.ics ).toContain( link );
	expect( open.feed ).toContain( link );

	// Back to the default: null.
	expect(
		( await save( admin, event.id, { online_link_public: null } ) )
			.online_link_is_public
	).toBe( false );
	const bad = await admin.rest( 'PUT', `${ EVENTS }/${ event.id }`, {
		online_link_public: 'maybe',
	} );
	expect( bad.status() ).toBe( 400 );
	expect( await bad.text() ).toContain( 'online_link_public' );
} );

test( 'a link kept from the public reaches registered attendees: ticket page, confirmation e-mail and its .ics (32.12)', async ( {
	request,
} ) => {
	const admin = await session( ADMIN );
	const link = `https://meet.example.net/${ token }-members`;
	const event = await createRsvpEvent( admin, `Members call ${ token }`, {
		capacity: 20,
	} );
	const saved = await save( admin, event.id, {
		location: { address: { address: 'Town Hall' }, online_url: link },
		online_link_public: false,
	} );
	expect( saved.online_link_is_public ).toBe( false );
	const page = await visit( request, event.link );
	expect( page ).not.toContain( link );
	expect( page ).toContain( 'Town Hall' );
	expect( page ).toContain( NOTICE );
	expect( jsonLd( page )[ 0 ]!.eventAttendanceMode ).toBe(
		'https://schema.org/MixedEventAttendanceMode'
	);

	const address = `${ token }-guest@example.org`;
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );
	const answered = await (
		await visitor()
	).rsvp( event.id, {
		response: 'going',
		attendees: [ { name: 'Mia Member', email: address } ],
	} );
	expect( answered.status() ).toBe( 201 );
	const mail = (
		await json< Json[] >(
			await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
		)
	).filter( ( m ) => m.to === address );
	expect( mail ).toHaveLength( 1 );
	const { parts } = parseMime( mail[ 0 ]!.mime );
	const html = parts.find( ( p ) => p.type === 'text/html' )!.body;
	expect( html ).toContain( `href="${ link }"` );
	const ics = parts.find( ( p ) => p.type === 'text/calendar' )!.body;
	const entry = new ICAL.Event(
		new ICAL.Component( ICAL.parse( ics ) ).getFirstSubcomponent(
			'vevent'
		)!
	);
	expect( entry.location ).toBe( 'Town Hall' );
	expect( entry.description ).toContain( link );

	const ticketUrl = /href="([^"]*eventsmith_ticket=[^"]+)"/
		.exec( html )![ 1 ]!
		.replace( /&amp;/g, '&' );
	const ticketPage = await visit( request, ticketUrl );
	expect( ticketPage ).toContain( `href="${ link }"` );
} );
