/**
 * Visitors order tickets (issue: tickets for visitors, items 1 and 3): one
 * transaction takes the seats of the event and of every type or nothing;
 * free orders complete at once, paid ones wait for payment and give their
 * seats back when their hold time ends; prices come from the server.
 */
import { expect, test } from '@playwright/test';
import { ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import {
	ADMIN,
	session,
	sessionWithOnly,
	type Session,
} from '../../support/wordpress';
import { runToken } from '../support/rest';

const checkout = ( id: number ) =>
	`/eventsmith/v2/public/events/${ id }/checkout`;

async function eventSelling(
	admin: Session,
	title: string,
	seats: number,
	types: Json[]
): Promise< { eventId: number; types: Json } > {
	const eventId = await ticketedEvent( admin, title, seats );
	const response = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }/ticket-types`,
		{ ticket_types: types }
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	return { eventId, types: await json( response ) };
}

/**
 * An order body with numbered attendees, as the bulk checkbox fills them.
 * @param buyerEmail
 * @param quantities
 * @param extra
 */
function order(
	buyerEmail: string,
	quantities: Record< number, number >,
	extra: Json = {}
): Json {
	const attendees: Json[] = [];
	for ( const [ typeId, quantity ] of Object.entries( quantities ) ) {
		for ( let n = 0; n < quantity; n++ ) {
			const number = attendees.length + 1;
			attendees.push( {
				ticket_type_id: Number( typeId ),
				name: `Attendee ${ number }`,
				email: `test${ number }@example.com`,
				phone: `000000000${ number }`,
			} );
		}
	}
	return {
		buyer_name: 'Ada Buyer',
		buyer_email: buyerEmail,
		tickets: quantities,
		attendees,
		...extra,
	};
}

/**
 * The one e-mail sent to an address since the last read of the mailbox.
 * @param admin
 * @param address
 */
async function onlyMailTo( admin: Session, address: string ): Promise< Json > {
	const mail = await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	const found = mail.filter( ( m: Json ) =>
		( Array.isArray( m.to ) ? m.to : [ m.to ] ).includes( address )
	);
	expect( found ).toHaveLength( 1 );
	return found[ 0 ] as Json;
}

test( 'a free order of two types completes at once, answers the ticket links and e-mails them to the buyer', async () => {
	const admin = await session( ADMIN );
	const { eventId, types } = await eventSelling( admin, 'Free checkout', 10, [
		{ name: 'Talk', capacity: 5 },
		{ name: 'Workshop', capacity: 2 },
	] );
	const buyer = `${ runToken( 'free' ) }@example.com`;
	const visitor = await session( null );
	const response = await visitor.rest(
		'POST',
		checkout( eventId ),
		order( buyer, { [ types[ 0 ].id ]: 2, [ types[ 1 ].id ]: 1 } )
	);
	expect( response.status(), await response.text() ).toBe( 201 );
	expect( response.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const placed = await json( response );
	expect( placed ).toMatchObject( { status: 'completed', total: '0.00' } );
	expect(
		placed.tickets.map( ( t: Json ) => [ t.name, t.ticket_type ] )
	).toEqual( [
		[ 'Attendee 1', 'Talk' ],
		[ 'Attendee 2', 'Talk' ],
		[ 'Attendee 3', 'Workshop' ],
	] );

	const mail = await onlyMailTo( admin, buyer );
	expect( mail.subject ).toContain( 'Your tickets for Free checkout' );
	for ( const ticket of placed.tickets ) {
		expect( mail.message ).toContain( ticket.url );
		const page = await visitor.request.get( ticket.url );
		expect( page.status() ).toBe( 200 );
		expect( await page.text() ).toContain( ticket.name );
	}
	const left = await json(
		await visitor.rest(
			'GET',
			`/eventsmith/v2/public/events/${ eventId }/ticket-types`
		)
	);
	expect( left.map( ( t: Json ) => t.remaining ) ).toEqual( [ 3, 1 ] );
} );

test( 'a paid order stays pending with the payment instructions until staff mark it paid; a price sent by the browser is ignored', async () => {
	const admin = await session( ADMIN );
	const { eventId, types } = await eventSelling( admin, 'Paid checkout', 10, [
		{ name: 'Standard', price: '25.50', capacity: 5 },
	] );
	const buyer = `${ runToken( 'paid' ) }@example.com`;
	const body = order( buyer, { [ types[ 0 ].id ]: 2 } );
	body.price = 0;
	body.total = 0;
	const placed = await json(
		await (
			await session( null )
		).rest( 'POST', checkout( eventId ), body )
	);
	expect( placed ).toMatchObject( {
		status: 'pending',
		total: '51.00',
		currency: 'USD',
		tickets: [],
	} );
	expect( placed.instructions ).toContain( `order #${ placed.booking_id }` );
	const pendingMail = await onlyMailTo( admin, buyer );
	expect( pendingMail.subject ).toContain( 'awaiting payment' );

	const orders = await sessionWithOnly( 'eventsmith_manage_order' );
	const paid = await orders.rest(
		'POST',
		`/eventsmith/v2/bookings/${ placed.booking_id }/mark-paid`
	);
	expect( paid.status(), await paid.text() ).toBe( 200 );
	expect( await json( paid ) ).toMatchObject( {
		status: 'completed',
		mail_sent: true,
	} );
	const ticketsMail = await onlyMailTo( admin, buyer );
	expect( ticketsMail.subject ).toContain( 'Your tickets for Paid checkout' );
	expect( ticketsMail.message ).toContain( 'Attendee 2 (Standard)' );
	expect(
		(
			await orders.rest(
				'POST',
				`/eventsmith/v2/bookings/${ placed.booking_id }/mark-paid`
			)
		).status()
	).toBe( 409 );
} );

test( 'an unpaid order whose hold time ended gives its seats back', async () => {
	const admin = await session( ADMIN );
	const { eventId, types } = await eventSelling( admin, 'Expiring', 3, [
		{ name: 'Standard', price: 10, capacity: 3 },
	] );
	const visitor = await session( null );
	const placed = await json(
		await visitor.rest(
			'POST',
			checkout( eventId ),
			order( `${ runToken( 'exp' ) }@example.com`, {
				[ types[ 0 ].id ]: 3,
			} )
		)
	);
	expect(
		(
			await visitor.rest(
				'POST',
				checkout( eventId ),
				order( 'late@example.com', { [ types[ 0 ].id ]: 1 } )
			)
		).status()
	).toBe( 409 );
	const expired = await json(
		await admin.rest(
			'POST',
			`/eventsmith-test/v1/bookings/${ placed.booking_id }/expire`
		)
	);
	expect( expired.status ).toBe( 'cancelled' );
	const again = await visitor.rest(
		'POST',
		checkout( eventId ),
		order( 'late@example.com', { [ types[ 0 ].id ]: 1 } )
	);
	expect( again.status(), await again.text() ).toBe( 201 );
} );

test( 'a type that runs out refuses the whole order with 409 naming it, and no seat of another type is taken', async () => {
	const admin = await session( ADMIN );
	const { eventId, types } = await eventSelling( admin, 'Sold out type', 20, [
		{ name: 'Plenty', capacity: 10 },
		{ name: 'Rare', capacity: 1 },
	] );
	const visitor = await session( null );
	const refused = await visitor.rest(
		'POST',
		checkout( eventId ),
		order( 'many@example.com', {
			[ types[ 0 ].id ]: 2,
			[ types[ 1 ].id ]: 2,
		} )
	);
	expect( refused.status() ).toBe( 409 );
	expect( Object.keys( ( await json( refused ) ).data.params ) ).toEqual( [
		`tickets.${ types[ 1 ].id }`,
	] );
	const untouched = await json(
		await visitor.rest(
			'GET',
			`/eventsmith/v2/public/events/${ eventId }/ticket-types`
		)
	);
	expect( untouched.map( ( t: Json ) => t.remaining ) ).toEqual( [ 10, 1 ] );

	await visitor.rest(
		'POST',
		checkout( eventId ),
		order( 'first@example.com', { [ types[ 1 ].id ]: 1 } )
	);
	const soldOut = await visitor.rest(
		'POST',
		checkout( eventId ),
		order( 'second@example.com', {
			[ types[ 0 ].id ]: 2,
			[ types[ 1 ].id ]: 1,
		} )
	);
	expect( soldOut.status() ).toBe( 409 );
	const conflict = await json( soldOut );
	expect( conflict.message ).toContain( '"Rare"' );
	expect( Object.keys( conflict.data.params ) ).toEqual( [
		`tickets.${ types[ 1 ].id }`,
	] );
	const left = await json(
		await visitor.rest(
			'GET',
			`/eventsmith/v2/public/events/${ eventId }/ticket-types`
		)
	);
	expect( left.map( ( t: Json ) => t.remaining ) ).toEqual( [ 10, 0 ] );
} );

test( 'when the event runs out together with a type, the 409 names that type and nothing is stored', async () => {
	const admin = await session( ADMIN );
	const { eventId, types } = await eventSelling( admin, 'Shared seats', 2, [
		{ name: 'Lounge', price: 25, capacity: 2 },
		{ name: 'Hall', price: 10 },
	] );
	const visitor = await session( null );
	const first = await visitor.rest(
		'POST',
		checkout( eventId ),
		order( 'early@example.com', { [ types[ 0 ].id ]: 2 } )
	);
	expect( first.status(), await first.text() ).toBe( 201 );

	const refused = await visitor.rest(
		'POST',
		checkout( eventId ),
		order( 'late@example.com', {
			[ types[ 0 ].id ]: 1,
			[ types[ 1 ].id ]: 1,
		} )
	);
	expect( refused.status() ).toBe( 409 );
	const conflict = await json( refused );
	expect( conflict.message ).toBe(
		'There are not enough "Lounge" tickets left.'
	);
	expect( Object.keys( conflict.data.params ) ).toEqual( [
		`tickets.${ types[ 0 ].id }`,
	] );
	const bookings = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings?event_id=${ eventId }&per_page=50`
		)
	);
	const emails = JSON.stringify( bookings );
	expect( emails ).toContain( 'early@example.com' );
	expect( emails ).not.toContain( 'late@example.com' );
	const left = await json(
		await visitor.rest(
			'GET',
			`/eventsmith/v2/public/events/${ eventId }/ticket-types`
		)
	);
	expect( left.map( ( t: Json ) => t.remaining ) ).toEqual( [ 0, 0 ] );
} );

test( 'bad orders are refused with 400 naming the field and nothing is stored', async () => {
	const admin = await session( ADMIN );
	const { eventId, types } = await eventSelling( admin, 'Bad orders', 20, [
		{ name: 'Limited', capacity: 10, min_per_order: 2, max_per_order: 3 },
		{ name: 'Hidden', hidden: true },
		{ name: 'Later', sale_start: '2099-01-01 00:00:00' },
	] );
	const visitor = await session( null );
	const id = ( n: number ) => types[ n ].id;
	const bad = order( 'bad@example.com', { [ id( 0 ) ]: 2 } );
	bad.attendees[ 1 ].email = 'not-an-address';
	const cases: Array< [ Json, string ] > = [
		[
			order( 'a@example.com', { [ id( 0 ) ]: 4 } ),
			`tickets.${ id( 0 ) }`,
		],
		[
			order( 'a@example.com', { [ id( 0 ) ]: 1 } ),
			`tickets.${ id( 0 ) }`,
		],
		[
			order( 'a@example.com', { [ id( 1 ) ]: 1 } ),
			`tickets.${ id( 1 ) }`,
		],
		[
			order( 'a@example.com', { [ id( 2 ) ]: 1 } ),
			`tickets.${ id( 2 ) }`,
		],
		[ order( 'a@example.com', { 999999: 1 } ), 'tickets.999999' ],
		[ order( 'a@example.com', {} ), 'tickets' ],
		[ order( 'nobody', { [ id( 0 ) ]: 2 } ), 'buyer_email' ],
		[ bad, 'attendees[1].email' ],
		[
			{ ...order( 'a@example.com', { [ id( 0 ) ]: 2 } ), attendees: [] },
			'attendees',
		],
	];
	for ( const [ body, field ] of cases ) {
		const response = await visitor.rest(
			'POST',
			checkout( eventId ),
			body
		);
		expect( response.status(), JSON.stringify( body ) ).toBe( 400 );
		expect( Object.keys( ( await json( response ) ).data.params ) ).toEqual(
			[ field ]
		);
	}
	const left = await json(
		await visitor.rest(
			'GET',
			`/eventsmith/v2/public/events/${ eventId }/ticket-types`
		)
	);
	expect( left[ 0 ].remaining ).toBe( 10 );
} );
