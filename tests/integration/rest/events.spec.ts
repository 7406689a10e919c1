/**
 * REST /eventsmith/v2/events: permissions, create and update, validation,
 * ids of other post types and the ticket template. Listing, recurrence,
 * clone and delete are in events-list.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json, type Json } from '../../support/json';
import { ADMIN, session, sessionWithOnly } from '../../support/wordpress';
import {
	asSubscriber,
	createResource,
	listed,
	statusOf,
} from '../support/rest';

/** The events collection route. */
const EVENTS = '/eventsmith/v2/events';

test( 'ADM-PERM events need the event permission: 401 anonymous, 403 subscriber', async () => {
	const visitor = await session( null );
	expect( await statusOf( visitor, 'GET', EVENTS ) ).toBe( 401 );
	expect( await statusOf( visitor, 'POST', EVENTS, { title: 'x' } ) ).toBe(
		401
	);

	const subscriber = await asSubscriber();
	expect( await statusOf( subscriber, 'GET', EVENTS ) ).toBe( 403 );
	expect( await statusOf( subscriber, 'DELETE', `${ EVENTS }?ids=1` ) ).toBe(
		403
	);
} );

test( 'GAP-07 a user holding only eventsmith_manage_event may manage events and nothing else', async () => {
	const staff = await sessionWithOnly( 'eventsmith_manage_event' );
	expect( await statusOf( staff, 'GET', EVENTS ) ).toBe( 200 );
	await createEvent( staff, {
		title: 'Staff event',
		...oneDay( '2031-06-01', '10:00', '11:00' ),
	} );
	expect( await statusOf( staff, 'GET', '/eventsmith/v2/settings' ) ).toBe(
		403
	);
} );

test( 'an administrator creates, reads and updates an event', async () => {
	const admin = await session( ADMIN );
	const created = await createEvent( admin, {
		title: 'Spring Summit',
		description: '<p>Talks <script>alert(1)</script>and workshops.</p>',
		start_date: '2031-04-10',
		start_time: '09:00',
		end_date: '2031-04-11',
		end_time: '17:30',
		timezone: 'Europe/Berlin',
		location: { address: { address: 'Alexanderplatz 1, Berlin' } },
		total_ticket: -1,
	} );

	expect( created ).toMatchObject( {
		title: 'Spring Summit',
		start_date: '2031-04-10',
		end_time: '17:30',
		timezone: 'Europe/Berlin',
		timezone_offset: 'UTC+02:00',
		status: 'upcoming',
		parent: 0,
		recurring_enabled: 'no',
		total_ticket: -1,
		sold_tickets: 0,
		location_is_valid: true,
	} );
	expect( created.description ).not.toContain( '<script>' );
	expect( created.link ).toMatch( /^http/ );

	const updated = await json(
		await admin.rest( 'PUT', `/eventsmith/v2/events/${ created.id }`, {
			title: 'Spring Summit 2031',
			status: 'draft',
		} )
	);
	expect( updated ).toMatchObject( {
		title: 'Spring Summit 2031',
		status: 'draft',
		start_date: '2031-04-10',
	} );
} );

test( 'bad input answers 400 naming the field and writes nothing', async () => {
	const admin = await session( ADMIN );
	const valid = {
		title: 'Validation probe',
		...oneDay( '2031-01-01', '10:00', '12:00' ),
	};
	const cases: Array< [ Json, string ] > = [
		[ { end_date: '2030-12-31' }, 'end_date' ],
		[ { timezone: 'Mars/Olympus' }, 'timezone' ],
		[ { total_ticket: -5 }, 'total_ticket' ],
		[ { title: '' }, 'title' ],
		[ { start_date: '2031-02-30' }, 'start_date' ],
	];
	for ( const [ change, field ] of cases ) {
		const response = await admin.rest( 'POST', '/eventsmith/v2/events', {
			...valid,
			...change,
		} );
		expect( response.status(), field ).toBe( 400 );
		const body = await json( response );
		expect( Object.keys( body.data.params ?? {} ), field ).toContain(
			field
		);
	}
	const probes = 'search_keyword=Validation%20probe';
	expect( ( await listed( admin, EVENTS, probes ) ).total_items ).toBe( 0 );

	expect(
		(
			await admin.rest( 'GET', '/eventsmith/v2/events?per_page=101' )
		).status()
	).toBe( 400 );
	expect(
		(
			await admin.rest( 'DELETE', '/eventsmith/v2/events?ids=1,abc' )
		).status()
	).toBe( 400 );
} );

test( 'an id of another post type answers 404', async () => {
	const admin = await session( ADMIN );
	const page = await json(
		await admin.rest( 'POST', '/wp/v2/pages', {
			title: 'Not an event',
			status: 'publish',
		} )
	);

	for ( const method of [ 'GET', 'DELETE' ] ) {
		expect(
			await statusOf( admin, method, `${ EVENTS }/${ page.id }` ),
			method
		).toBe( 404 );
	}
} );

test( 'ticket_template takes the id of a ticket template (or 0) and answers 400 naming it otherwise', async () => {
	const admin = await session( ADMIN );
	const template = async ( type: string ) =>
		(
			await createResource( admin, '/eventsmith/v2/templates', {
				name: `Probe ${ type }`,
				type,
				content: '',
			} )
		).id as number;
	const ticket = await template( 'ticket' );
	const certificate = await template( 'certificate' );
	const event = await createEvent( admin, {
		title: 'Ticket template probe',
		...oneDay( '2031-03-01', '10:00', '12:00' ),
	} );
	expect( event.ticket_template ).toBe( 0 );
	const put = ( value: unknown ) =>
		admin.rest( 'PUT', `/eventsmith/v2/events/${ event.id }`, {
			ticket_template: value,
		} );

	for ( const bad of [ certificate, 99999999 ] ) {
		const refused = await put( bad );
		expect( refused.status(), String( bad ) ).toBe( 400 );
		const body = await json( refused );
		expect( Object.keys( body.data.params ?? {} ) ).toContain(
			'ticket_template'
		);
	}
	const kept = await json(
		await admin.rest( 'GET', `/eventsmith/v2/events/${ event.id }` )
	);
	expect( kept.ticket_template ).toBe( 0 );

	const saved = await put( ticket );
	expect( saved.status() ).toBe( 200 );
	expect( ( await json( saved ) ).ticket_template ).toBe( ticket );
	// Other edits keep it.
	const renamed = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ event.id }`,
		{ title: 'Ticket template probe 2' }
	);
	expect( ( await json( renamed ) ).ticket_template ).toBe( ticket );
	expect( ( await json( await put( 0 ) ) ).ticket_template ).toBe( 0 );
} );
