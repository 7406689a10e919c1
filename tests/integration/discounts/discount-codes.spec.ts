/**
 * Discount codes (issue 34, item 5): staff manage them with the order
 * permission; the server prices a code at checkout and in the public preview
 * (the browser never sends a price); each order takes one use in the capacity
 * ledger, given back when the whole order is refunded; a 100 % code makes a
 * free order that completes at once; a bad code answers 400 naming
 * `discount_code` and writes nothing.
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

const CODES = '/eventsmith/v2/discount-codes';
const checkout = ( id: number ) =>
	`/eventsmith/v2/public/events/${ id }/checkout`;
const preview = ( id: number ) =>
	`/eventsmith/v2/public/events/${ id }/discount-preview`;

async function eventSelling(
	admin: Session,
	title: string,
	types: Json[]
): Promise< { eventId: number; types: Json } > {
	const eventId = await ticketedEvent( admin, title, 100 );
	const response = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }/ticket-types`,
		{ ticket_types: types }
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	return { eventId, types: await json( response ) };
}

function order(
	buyerEmail: string,
	quantities: Record< number, number >,
	extra: Json = {}
): Json {
	const attendees: Json[] = [];
	for ( const [ typeId, quantity ] of Object.entries( quantities ) ) {
		for ( let n = 0; n < quantity; n++ ) {
			attendees.push( {
				ticket_type_id: Number( typeId ),
				name: `Attendee ${ attendees.length + 1 }`,
				email: `attendee${ attendees.length + 1 }@example.com`,
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

async function createCode( admin: Session, body: Json ): Promise< Json > {
	const response = await admin.rest( 'POST', CODES, body );
	expect( response.status(), await response.text() ).toBe( 201 );
	return json( response );
}

test( 'codes need the order permission and each bad field answers 400 naming it (34.5)', async () => {
	const admin = await session( ADMIN );
	const { eventId, types } = await eventSelling( admin, 'Code rules', [
		{ name: 'Standard', price: '20.00' },
	] );
	const code = runToken( 'rule' )
		.replace( /[^a-z0-9]/gi, '' )
		.slice( 0, 30 );
	const body = { code, kind: 'percent', amount: 10, event_id: eventId };

	const anonymous = await session( null );
	expect( ( await anonymous.rest( 'POST', CODES, body ) ).status() ).toBe(
		401
	);
	const events = await sessionWithOnly( 'eventsmith_manage_event' );
	expect( ( await events.rest( 'GET', CODES ) ).status() ).toBe( 403 );

	const orders = await sessionWithOnly( 'eventsmith_manage_order' );
	const bad: Array< [ Json, string ] > = [
		[ { code: 'a b' }, 'code' ],
		[ { amount: 0 }, 'amount' ],
		[ { amount: 101 }, 'amount' ],
		[ { kind: 'half' }, 'kind' ],
		[ { event_id: 0 }, 'event_id' ],
		[ { event_id: 999999 }, 'event_id' ],
		[ { ticket_type_ids: [ 999999 ] }, 'ticket_type_ids' ],
		[ { ends_at: 'tomorrow' }, 'ends_at' ],
		[ { max_uses: 0 }, 'max_uses' ],
	];
	for ( const [ change, field ] of bad ) {
		const response = await orders.rest( 'POST', CODES, {
			...body,
			...change,
		} );
		expect( response.status(), JSON.stringify( change ) ).toBe( 400 );
		const error = await json( response );
		expect( Object.keys( error.data.params ) ).toEqual( [ field ] );
		expect( error.message ).toContain( field );
	}

	const created = await createCode( orders, {
		...body,
		ticket_type_ids: [ types[ 0 ].id ],
		max_uses: 5,
	} );
	expect( created ).toMatchObject( {
		code: code.toUpperCase(),
		amount: '10.00',
		uses: 0,
		max_uses: 5,
		ticket_type_ids: [ types[ 0 ].id ],
	} );
	// Unique per site, whatever the case.
	const twice = await orders.rest( 'POST', CODES, {
		...body,
		code: code.toLowerCase(),
	} );
	expect( twice.status() ).toBe( 409 );
	expect( Object.keys( ( await json( twice ) ).data.params ) ).toEqual( [
		'code',
	] );

	const edited = await orders.rest( 'PUT', `${ CODES }/${ created.id }`, {
		amount: 15,
		max_uses: -1,
	} );
	expect( edited.status(), await edited.text() ).toBe( 200 );
	expect( await json( edited ) ).toMatchObject( {
		amount: '15.00',
		max_uses: -1,
		code: code.toUpperCase(),
	} );
	const listed = await json( await orders.rest( 'GET', CODES ) );
	expect(
		listed.items.find( ( c: Json ) => c.id === created.id )
	).toMatchObject( { uses: 0, amount: '15.00' } );

	expect(
		( await orders.rest( 'DELETE', `${ CODES }/${ created.id }` ) ).status()
	).toBe( 200 );
	expect(
		( await orders.rest( 'GET', `${ CODES }/${ created.id }` ) ).status()
	).toBe( 404 );
} );

test( 'the server prices a code: preview and checkout agree, the booking keeps the discount, a refund gives the use back (34.5)', async () => {
	const admin = await session( ADMIN );
	const { eventId, types } = await eventSelling( admin, 'Code checkout', [
		{ name: 'Standard', price: '19.99' },
		{ name: 'Workshop', price: '5.00' },
	] );
	const code = `P${ Date.now() }`;
	const created = await createCode( admin, {
		code,
		kind: 'percent',
		amount: '12.5',
		event_id: eventId,
		max_uses: 3,
	} );
	const visitor = await session( null );
	const tickets = { [ types[ 0 ].id ]: 3, [ types[ 1 ].id ]: 1 };

	const quoted = await visitor.rest( 'POST', preview( eventId ), {
		tickets,
		discount_code: code.toLowerCase(),
	} );
	expect( quoted.status(), await quoted.text() ).toBe( 200 );
	expect( await json( quoted ) ).toMatchObject( {
		code,
		subtotal: '64.97',
		discount: '8.13',
		total: '56.84',
	} );

	const buyer = `${ runToken( 'code' ) }@example.com`;
	const placed = await visitor.rest(
		'POST',
		checkout( eventId ),
		order( buyer, tickets, {
			discount_code: ` ${ code.toLowerCase() } `,
			total: '0.00',
			price: 0,
		} )
	);
	expect( placed.status(), await placed.text() ).toBe( 201 );
	const answer = await json( placed );
	expect( answer ).toMatchObject( { status: 'pending', total: '56.84' } );

	const booking = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings/${ answer.booking_id }`
		)
	);
	expect( booking ).toMatchObject( {
		total: 56.84,
		discount_code: code,
		discount_total: 8.13,
	} );
	expect(
		(
			await json(
				await admin.rest( 'GET', `${ CODES }/${ created.id }` )
			)
		).uses
	).toBe( 1 );

	// Paid, then refunded whole: the code's use comes back.
	expect(
		(
			await admin.rest(
				'POST',
				`/eventsmith/v2/bookings/${ answer.booking_id }/mark-paid`
			)
		).status()
	).toBe( 200 );
	const refunded = await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ answer.booking_id }/refund`
	);
	expect( refunded.status(), await refunded.text() ).toBe( 200 );
	expect(
		(
			await json(
				await admin.rest( 'GET', `${ CODES }/${ created.id }` )
			)
		).uses
	).toBe( 0 );
} );

test( 'a 100 % code makes a free order that completes at once and e-mails the tickets (34.5)', async () => {
	const admin = await session( ADMIN );
	const { eventId, types } = await eventSelling( admin, 'Code free', [
		{ name: 'Standard', price: '40.00' },
	] );
	const code = `FREE${ Date.now() }`;
	await createCode( admin, {
		code,
		kind: 'percent',
		amount: 100,
		scope: 'site',
	} );
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );
	const buyer = `${ runToken( 'free' ) }@example.com`;
	const visitor = await session( null );
	const placed = await visitor.rest(
		'POST',
		checkout( eventId ),
		order( buyer, { [ types[ 0 ].id ]: 2 }, { discount_code: code } )
	);
	expect( placed.status(), await placed.text() ).toBe( 201 );
	const answer = await json( placed );
	expect( answer ).toMatchObject( { status: 'completed', total: '0.00' } );
	expect( answer.tickets ).toHaveLength( 2 );
	const mail = await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	const mine = mail.filter( ( m: Json ) =>
		( Array.isArray( m.to ) ? m.to : [ m.to ] ).includes( buyer )
	);
	expect( mine ).toHaveLength( 1 );
	expect( mine[ 0 ].message ).toContain( code );
	// The invoice shows the discount as a line of its own and a total of 0.
	const invoice = await visitor.request.get( answer.invoice_url );
	expect( invoice.status() ).toBe( 200 );
	const page = await invoice.text();
	expect( page ).toContain( `Discount (code ${ code })` );
	expect( page ).toContain( '-80.00' );
} );

test( 'an unknown, expired, used-up or foreign code answers 400 naming discount_code and writes nothing (34.5)', async () => {
	const admin = await session( ADMIN );
	const { eventId, types } = await eventSelling( admin, 'Code refusals', [
		{ name: 'Standard', price: '10.00' },
	] );
	const other = await eventSelling( admin, 'Code elsewhere', [
		{ name: 'Standard', price: '10.00' },
	] );
	const stamp = Date.now();
	await createCode( admin, {
		code: `OLD${ stamp }`,
		amount: 10,
		event_id: eventId,
		starts_at: '2020-01-01 00:00:00',
		ends_at: '2020-12-31 00:00:00',
	} );
	await createCode( admin, {
		code: `ONE${ stamp }`,
		amount: 10,
		event_id: eventId,
		max_uses: 1,
	} );
	await createCode( admin, {
		code: `ELSE${ stamp }`,
		amount: 10,
		event_id: other.eventId,
	} );
	const visitor = await session( null );
	const tickets = { [ types[ 0 ].id ]: 1 };
	const first = await visitor.rest(
		'POST',
		checkout( eventId ),
		order( `${ runToken( 'one' ) }@example.com`, tickets, {
			discount_code: `ONE${ stamp }`,
		} )
	);
	expect( first.status(), await first.text() ).toBe( 201 );

	const before = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings?event_id=${ eventId }`
		)
	);
	for ( const [ typed, words ] of [
		[ 'NOSUCHCODE', 'does not exist' ],
		[ `OLD${ stamp }`, 'expired' ],
		[ `ONE${ stamp }`, 'used up' ],
		[ `ELSE${ stamp }`, 'not valid for this event' ],
	] ) {
		for ( const path of [ checkout( eventId ), preview( eventId ) ] ) {
			const response = await visitor.rest(
				'POST',
				path,
				order( `${ runToken( 'bad' ) }@example.com`, tickets, {
					discount_code: typed,
				} )
			);
			expect( response.status(), `${ typed } ${ path }` ).toBe( 400 );
			const error = await json( response );
			expect( Object.keys( error.data.params ) ).toEqual( [
				'discount_code',
			] );
			expect( error.message ).toContain( words );
		}
	}
	const after = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings?event_id=${ eventId }`
		)
	);
	expect( after.total_items ).toBe( before.total_items );
} );

test( 'an unpaid order whose hold time ended gives its code use back (34.5)', async () => {
	const admin = await session( ADMIN );
	const { eventId, types } = await eventSelling( admin, 'Code expiry', [
		{ name: 'Standard', price: '10.00' },
	] );
	const code = `HOLD${ Date.now() }`;
	const created = await createCode( admin, {
		code,
		kind: 'fixed',
		amount: 4,
		event_id: eventId,
		max_uses: 1,
	} );
	const visitor = await session( null );
	const tickets = { [ types[ 0 ].id ]: 1 };
	const placed = await visitor.rest(
		'POST',
		checkout( eventId ),
		order( `${ runToken( 'hold' ) }@example.com`, tickets, {
			discount_code: code,
		} )
	);
	expect( placed.status(), await placed.text() ).toBe( 201 );
	const answer = await json( placed );
	expect( answer ).toMatchObject( { status: 'pending', total: '6.00' } );
	const refused = await visitor.rest( 'POST', preview( eventId ), {
		tickets,
		discount_code: code,
	} );
	expect( refused.status() ).toBe( 400 );
	const expired = await json(
		await admin.rest(
			'POST',
			`/eventsmith-test/v1/bookings/${ answer.booking_id }/expire`
		)
	);
	expect( expired.status ).toBe( 'cancelled' );
	expect(
		(
			await json(
				await admin.rest( 'GET', `${ CODES }/${ created.id }` )
			)
		).uses
	).toBe( 0 );
	const again = await visitor.rest(
		'POST',
		checkout( eventId ),
		order( `${ runToken( 'again' ) }@example.com`, tickets, {
			discount_code: code,
		} )
	);
	expect( again.status(), await again.text() ).toBe( 201 );
} );
