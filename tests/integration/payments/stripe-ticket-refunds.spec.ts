/**
 * Refunding chosen tickets of a Stripe order from the purchase report (issue 34, item 1):
 * their amount (their types' prices less their share of the discount, in minor units) is refunded
 * through POST /v1/refunds with `amount` and an idempotency key of the tickets; a refusal changes
 * nothing and shows Stripe's message; the charge.refunded report that follows raises no flag.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import {
	checkout,
	eventWithTypes,
	sessionOf,
	storedOrder,
	standinForThisFile,
} from '../../support/payments/stripe-client';

test.describe.configure( { mode: 'serial' } );

const stripe = standinForThisFile(
	Number( process.env.EVENTSMITH_TEST_PORT ?? 9410 ) + 1
);

test( 'staff refund chosen tickets of a Stripe order: their amount less their discount share goes back through Stripe, once; a refusal changes nothing (34.1)', async () => {
	const { admin } = stripe;
	const { eventId, typeIds } = await eventWithTypes(
		admin,
		'Ticket refunds',
		[
			{ name: 'Standard', price: '25.50', capacity: 10 },
			{ name: 'VIP', price: '100', capacity: 5 },
		]
	);
	const code = `TEN${ Date.now() }`;
	const created = await admin.rest( 'POST', '/eventsmith/v2/discount-codes', {
		code,
		kind: 'percent',
		amount: 10,
		event_id: eventId,
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	const { placed } = await checkout( eventId, typeIds, [ 2, 1 ], {
		discount_code: code,
	} );
	expect( placed.total ).toBe( '135.90' );
	const paid = await stripe.control(
		`sessions/${ sessionOf( placed ) }/pay`
	);
	expect( paid.status, paid.body ).toBe( 200 );
	expect( paid.event.data.object.amount_total ).toBe( 13590 );
	const intent = paid.event.data.object.payment_intent;
	const order = async (): Promise< Json > =>
		json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/bookings/${ placed.booking_id }`
			)
		);
	const before = await order();
	expect( before.status ).toBe( 'completed' );
	expect(
		before.tickets.map( ( t: Json ) => [
			t.ticket_type,
			t.status,
			t.refund_amount,
		] )
	).toEqual( [
		[ 'Standard', 'active', '22.95' ],
		[ 'Standard', 'active', '22.95' ],
		[ 'VIP', 'active', '90.00' ],
	] );
	const [ standard, second, vip ] = before.tickets.map(
		( t: Json ) => t.id as number
	);
	const left = async ( index: number ) =>
		(
			await json(
				await admin.rest(
					'GET',
					`/eventsmith/v2/public/events/${ eventId }/ticket-types`
				)
			)
		)[ index ].remaining;
	expect( await left( 0 ) ).toBe( 8 );
	const refunds = async () =>
		( await stripe.requests() ).filter(
			( r ) =>
				r.path === '/v1/refunds' && r.params?.payment_intent === intent
		);

	const one = await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ placed.booking_id }/refund-tickets`,
		{ ticket_ids: [ standard ] }
	);
	expect( one.status(), await one.text() ).toBe( 200 );
	expect( ( await json( one ) ).refund_amount ).toBe( '22.95' );
	const sent = await refunds();
	expect( sent ).toHaveLength( 1 );
	expect( sent[ 0 ]?.params.amount ).toBe( '2295' );
	expect( sent[ 0 ]?.idempotency_key ).toMatch(
		new RegExp( `-refund-${ placed.booking_id }-tickets-${ standard }$` )
	);
	const after = await order();
	expect( after.status ).toBe( 'completed' );
	expect( after.tickets.map( ( t: Json ) => t.status ) ).toEqual( [
		'refunded',
		'active',
		'active',
	] );
	expect( await left( 0 ) ).toBe( 9 );
	// Stripe's charge.refunded for this part arrives and raises no flag.
	await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
	expect(
		( await storedOrder( admin, placed.booking_id ) ).payment_flag
	).toBe( '' );

	// The same ticket again, an empty choice, a ticket of no order: 400 naming ticket_ids; Stripe is not asked.
	for ( const ticketIds of [ [ standard ], [], [ 999999 ], 'x' ] ) {
		const bad = await admin.rest(
			'POST',
			`/eventsmith/v2/bookings/${ placed.booking_id }/refund-tickets`,
			{ ticket_ids: ticketIds }
		);
		expect( bad.status() ).toBe( 400 );
		expect( Object.keys( ( await json( bad ) ).data.params ) ).toEqual( [
			'ticket_ids',
		] );
	}
	expect( await refunds() ).toHaveLength( 1 );

	// Stripe refuses: nothing changes and its message shows.
	await stripe.control( 'config', { refuse_refunds: true } );
	try {
		const refused = await admin.rest(
			'POST',
			`/eventsmith/v2/bookings/${ placed.booking_id }/refund-tickets`,
			{ ticket_ids: [ vip ] }
		);
		expect( refused.status() ).toBe( 409 );
		expect( ( await json( refused ) ).message ).toContain( 'disputed' );
		expect( ( await order() ).tickets[ 2 ].status ).toBe( 'active' );
		expect( await left( 1 ) ).toBe( 4 );
	} finally {
		await stripe.control( 'config', { refuse_refunds: false } );
	}

	// The rest of the order: a whole refund of what is left.
	const rest = await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ placed.booking_id }/refund-tickets`,
		{ ticket_ids: [ second, vip ] }
	);
	expect( rest.status(), await rest.text() ).toBe( 200 );
	expect( ( await json( rest ) ).status ).toBe( 'refunded' );
	const last = ( await refunds() ).pop() as Json;
	expect( last.params.amount ).toBeUndefined();
	const stripeSession = ( await stripe.sessions() ).find(
		( s: Json ) => s.id === sessionOf( placed )
	);
	expect( stripeSession?.amount_refunded ).toBe( 13590 );
	expect( stripeSession?.refunds ).toHaveLength( 2 );
	expect( await left( 0 ) ).toBe( 10 );
	expect( await left( 1 ) ).toBe( 5 );
} );
