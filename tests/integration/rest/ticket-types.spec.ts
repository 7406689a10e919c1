/**
 * REST ticket types: staff define an event's ticket types as one set;
 * visitors read what is on sale, with prices and seats left, never hidden
 * types or unpublished events.
 */
import { expect, test } from '@playwright/test';
import { ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
	siteUrl,
} from '../../support/wordpress';
import { statusOf } from '../support/rest';

const staffRoute = ( id: number ) =>
	`/eventsmith/v2/events/${ id }/ticket-types`;
const publicRoute = ( id: number ) =>
	`/eventsmith/v2/public/events/${ id }/ticket-types`;

const SET = [
	{
		name: 'Standard',
		price: '25',
		capacity: 30,
		max_per_order: 5,
		description: 'Entry to every talk',
	},
	{ name: 'Student', price: 0, capacity: 10, min_per_order: 1 },
	{ name: 'Crew', hidden: true },
];

test( "ticket types need the event permission to change; anyone reads a published event's public list", async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Ticket types access', 40 );
	const anonymous = await session( null );
	expect(
		await statusOf( anonymous, 'PUT', staffRoute( eventId ), {
			ticket_types: SET,
		} )
	).toBe( 401 );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect( await statusOf( subscriber, 'GET', staffRoute( eventId ) ) ).toBe(
		403
	);
	const staff = await sessionWithOnly( 'eventsmith_manage_event' );
	expect(
		await statusOf( staff, 'PUT', staffRoute( eventId ), {
			ticket_types: SET,
		} )
	).toBe( 200 );
	expect( await statusOf( anonymous, 'GET', publicRoute( eventId ) ) ).toBe(
		200
	);
} );

test( 'staff save a set, change one type, remove another; visitors see prices, limits and seats left but not hidden types', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Ticket types set', 40 );
	const saved = await json(
		await admin.rest( 'PUT', staffRoute( eventId ), {
			ticket_types: SET,
		} )
	);
	expect( saved.map( ( t: Json ) => t.name ) ).toEqual( [
		'Standard',
		'Student',
		'Crew',
	] );
	expect( saved[ 0 ] ).toMatchObject( {
		price: '25.00',
		capacity: 30,
		min_per_order: 1,
		max_per_order: 5,
		sold: 0,
	} );

	const visitor = await session( null );
	const response = await visitor.rest( 'GET', publicRoute( eventId ) );
	expect( response.headers()[ 'cache-control' ] ).toContain( 'no-cache' );
	const etag = response.headers().etag ?? '';
	expect( etag ).toBeTruthy();
	const offered = await json( response );
	expect( offered.map( ( t: Json ) => t.name ) ).toEqual( [
		'Standard',
		'Student',
	] );
	expect( offered[ 0 ] ).toEqual( {
		id: saved[ 0 ].id,
		name: 'Standard',
		description: 'Entry to every talk',
		price: '25.00',
		currency: 'USD',
		min_per_order: 1,
		max_per_order: 5,
		on_sale: true,
		remaining: 30,
	} );
	const again = await fetch(
		`${ siteUrl() }/wp-json${ publicRoute( eventId ) }`,
		{ headers: { 'If-None-Match': etag } }
	);
	expect( again.status ).toBe( 304 );

	const changed = await json(
		await admin.rest( 'PUT', staffRoute( eventId ), {
			ticket_types: [ { ...saved[ 1 ], name: 'Student (ID needed)' } ],
		} )
	);
	expect( changed ).toHaveLength( 1 );
	expect( changed[ 0 ] ).toMatchObject( {
		id: saved[ 1 ].id,
		name: 'Student (ID needed)',
	} );
} );

test( 'bad ticket types are refused with a 400 naming the field, and nothing is changed', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Ticket types bad input', 40 );
	await admin.rest( 'PUT', staffRoute( eventId ), { ticket_types: SET } );
	const cases: Array< [ Json, string ] > = [
		[ { ticket_types: 'Standard' }, 'ticket_types' ],
		[ {}, 'ticket_types' ],
		[
			{ ticket_types: [ SET[ 0 ], { name: 'Too big', capacity: 41 } ] },
			'ticket_types[1].capacity',
		],
		[
			{ ticket_types: [ { name: 'Negative', price: -5 } ] },
			'ticket_types[0].price',
		],
		[
			{ ticket_types: [ { name: 'Other event', id: 999999 } ] },
			'ticket_types[0].id',
		],
	];
	for ( const [ body, field ] of cases ) {
		const response = await admin.rest( 'PUT', staffRoute( eventId ), body );
		expect( response.status(), JSON.stringify( body ) ).toBe( 400 );
		expect( Object.keys( ( await json( response ) ).data.params ) ).toEqual(
			[ field ]
		);
	}
	const kept = await json( await admin.rest( 'GET', staffRoute( eventId ) ) );
	expect( kept.map( ( t: Json ) => t.name ) ).toEqual( [
		'Standard',
		'Student',
		'Crew',
	] );
} );

test( 'a draft event has no public ticket list', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Ticket types draft', 20, {
		status: 'draft',
	} );
	await admin.rest( 'PUT', staffRoute( eventId ), { ticket_types: SET } );
	expect(
		await statusOf( await session( null ), 'GET', publicRoute( eventId ) )
	).toBe( 404 );
} );
