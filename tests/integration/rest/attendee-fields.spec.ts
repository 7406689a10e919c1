/**
 * The event's extra attendee questions (issue: "one attendee block per
 * ticket (name, email, phone, and the event's extra attendee fields)"):
 * saved with the event, checked at checkout, kept in the attendee's `extra`.
 */
import { expect, test } from '@playwright/test';
import { ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { runToken } from '../support/rest';

const FIELDS = [
	{ label: 'Company', type: 'text', required: true },
	{ label: 'Age', type: 'number' },
	{ label: 'Arrival day', type: 'date' },
	{ label: 'T-shirt size', type: 'select', options: [ 'S', 'M', 'L' ] },
];

test( 'an event saves its attendee fields with machine names; bad definitions are refused naming attendee_fields', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Attendee fields', 10 );
	const saved = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }`,
		{
			attendee_fields: FIELDS,
		}
	);
	expect( saved.status(), await saved.text() ).toBe( 200 );
	expect( ( await json( saved ) ).attendee_fields ).toEqual( [
		{
			name: 'company',
			label: 'Company',
			type: 'text',
			options: [],
			required: true,
		},
		{
			name: 'age',
			label: 'Age',
			type: 'number',
			options: [],
			required: false,
		},
		{
			name: 'arrival_day',
			label: 'Arrival day',
			type: 'date',
			options: [],
			required: false,
		},
		{
			name: 't_shirt_size',
			label: 'T-shirt size',
			type: 'select',
			options: [ 'S', 'M', 'L' ],
			required: false,
		},
	] );

	for ( const bad of [
		[ { label: '', type: 'text' } ],
		[ { label: 'A', type: 'file' } ],
		[ { label: 'A', type: 'select', options: [] } ],
		[ { label: 'x'.repeat( 81 ) } ],
		Array.from( { length: 11 }, ( _, n ) => ( { label: `Q${ n }` } ) ),
	] ) {
		const refused = await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }`,
			{
				attendee_fields: bad,
			}
		);
		expect( refused.status(), JSON.stringify( bad ) ).toBe( 400 );
		expect(
			Object.keys( ( await json( refused ) ).data.params )
		).toContain( 'attendee_fields' );
	}
	const kept = await json(
		await admin.rest( 'GET', `/eventsmith/v2/events/${ eventId }` )
	);
	expect( kept.attendee_fields ).toHaveLength( 4 );
} );

test( 'checkout checks the answers of each attendee and stores them in the attendee’s extra', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Attendee answers', 10, {
		attendee_fields: FIELDS,
	} );
	const types = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{
				ticket_types: [ { name: 'Talk', capacity: 5 } ],
			}
		)
	);
	const typeId = types[ 0 ].id;
	const visitor = await session( null );
	const buyer = `${ runToken( 'fields' ) }@example.com`;
	const body = ( extra: Json[] ): Json => ( {
		buyer_name: 'Ada Buyer',
		buyer_email: buyer,
		tickets: { [ typeId ]: 2 },
		attendees: extra.map( ( answers, n ) => ( {
			ticket_type_id: typeId,
			name: `Attendee ${ n + 1 }`,
			email: `test${ n + 1 }@example.com`,
			extra: answers,
		} ) ),
	} );
	const checkout = `/eventsmith/v2/public/events/${ eventId }/checkout`;

	for ( const [ extra, field ] of [
		[
			[ { company: 'Acme' }, { company: ' ' } ],
			'attendees[1].extra.company',
		],
		[
			[ { company: 'Acme', t_shirt_size: 'XXL' }, { company: 'Beta' } ],
			'attendees[0].extra.t_shirt_size',
		],
		[
			[ { company: 'Acme' }, { company: 'Beta', age: 'old' } ],
			'attendees[1].extra.age',
		],
	] as Array< [ Json[], string ] > ) {
		const refused = await visitor.rest( 'POST', checkout, body( extra ) );
		expect( refused.status(), field ).toBe( 400 );
		expect( Object.keys( ( await json( refused ) ).data.params ) ).toEqual(
			[ field ]
		);
	}
	const none = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	expect( none.total_items ).toBe( 0 );

	const placed = await visitor.rest(
		'POST',
		checkout,
		body( [
			{
				company: 'Acme',
				age: '42',
				arrival_day: '2031-10-01',
				t_shirt_size: 'M',
			},
			{ company: 'Beta', unknown: 'dropped' },
		] )
	);
	expect( placed.status(), await placed.text() ).toBe( 201 );
	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	const byName = Object.fromEntries(
		list.items.map( ( a: Json ) => [ a.name, a.extra ] )
	);
	expect( byName ).toEqual( {
		'Attendee 1': {
			company: 'Acme',
			age: '42',
			arrival_day: '2031-10-01',
			t_shirt_size: 'M',
		},
		'Attendee 2': { company: 'Beta' },
	} );
} );
