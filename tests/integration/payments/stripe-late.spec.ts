/**
 * Late and lost payments (issue 34, item 4) against the Stripe stand-in: a payment that arrives
 * after the order's seats were released takes them again when they are free (ticket types and the
 * discount code's use included) or is refunded automatically through Stripe, the buyer told why;
 * and the payment sweep asks Stripe about orders whose webhook never came.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { session } from '../../support/wordpress';
import {
	checkout,
	eventWithTypes,
	mailbox,
	mailTo,
	remaining,
	sessionOf,
	storedOrder,
	standinForThisFile,
} from '../../support/payments/stripe-client';

test.describe.configure( { mode: 'serial' } );

const stripe = standinForThisFile(
	Number( process.env.EVENTSMITH_TEST_PORT ?? 9410 ) + 1
);

const refundsOf = async ( intent: string ) =>
	( await stripe.requests() ).filter(
		( r ) => r.path === '/v1/refunds' && r.params?.payment_intent === intent
	);

test( 'paid after the seats were released, while they are still free: the order takes them again, its code use too, and completes once (34.4)', async () => {
	const { admin } = stripe;
	const { eventId, typeIds } = await eventWithTypes( admin, 'Late but free', [
		{ name: 'Standard', price: '20.00', capacity: 2 },
	] );
	const code = `LATE${ Date.now() }`;
	const created = await admin.rest( 'POST', '/eventsmith/v2/discount-codes', {
		code,
		kind: 'percent',
		amount: 50,
		event_id: eventId,
		max_uses: 1,
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	const codeId = ( await json( created ) ).id;
	const uses = async () =>
		(
			await json(
				await admin.rest(
					'GET',
					`/eventsmith/v2/discount-codes/${ codeId }`
				)
			)
		).uses;
	const { placed, buyer } = await checkout( eventId, typeIds, [ 2 ], {
		discount_code: code,
	} );
	expect( placed.total ).toBe( '20.00' );
	expect( await remaining( eventId ) ).toBe( 0 );
	const expired = await stripe.control(
		`sessions/${ sessionOf( placed ) }/event`,
		{
			type: 'checkout.session.expired',
		}
	);
	expect( expired.status, expired.body ).toBe( 200 );
	expect( ( await storedOrder( admin, placed.booking_id ) ).status ).toBe(
		'cancelled'
	);
	expect( await remaining( eventId ) ).toBe( 2 );
	expect( await uses() ).toBe( 0 );
	await mailbox( admin );

	const paid = await stripe.control(
		`sessions/${ sessionOf( placed ) }/pay`
	);
	expect( paid.status, paid.body ).toBe( 200 );
	const row = await storedOrder( admin, placed.booking_id );
	expect( row.status ).toBe( 'completed' );
	expect( row.payment_reference ).toBe(
		paid.event.data.object.payment_intent
	);
	expect( await remaining( eventId ) ).toBe( 0 );
	expect( await uses() ).toBe( 1 );
	const tickets = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	expect( tickets.items.map( ( t: Json ) => t.status ) ).toEqual( [
		'active',
		'active',
	] );
	expect(
		mailTo( await mailbox( admin ), buyer, 'Your tickets' )
	).toHaveLength( 1 );
	// The return page and a replay afterwards change nothing and send nothing again.
	const sent = ( await stripe.requests() )
		.filter( ( r ) => r.path === '/v1/checkout/sessions' )
		.pop() as Json;
	const back = await (
		await session( null )
	).request.get(
		String( sent.params.success_url ).replace(
			'{CHECKOUT_SESSION_ID}',
			sessionOf( placed )
		)
	);
	expect( await back.text() ).toContain( 'Payment received' );
	await stripe.control( 'deliver', { event_id: paid.event.id } );
	expect(
		mailTo( await mailbox( admin ), buyer, 'Your tickets' )
	).toHaveLength( 0 );
	expect( await refundsOf( row.payment_reference ) ).toHaveLength( 0 );
} );

test( 'paid after the seats were released and sold: refunded through Stripe once, marked refunded, the buyer told why (34.4)', async () => {
	const { admin } = stripe;
	const { eventId, typeIds } = await eventWithTypes( admin, 'Late and sold', [
		{ name: 'Standard', price: '15.00', capacity: 1 },
	] );
	const first = await checkout( eventId, typeIds, [ 1 ] );
	await stripe.control( `sessions/${ sessionOf( first.placed ) }/event`, {
		type: 'checkout.session.expired',
	} );
	expect( await remaining( eventId ) ).toBe( 1 );
	const second = await checkout( eventId, typeIds, [ 1 ] );
	expect( second.placed.status ).toBe( 'pending' );
	expect( await remaining( eventId ) ).toBe( 0 );
	await mailbox( admin );

	const paid = await stripe.control(
		`sessions/${ sessionOf( first.placed ) }/pay`
	);
	expect( paid.status, paid.body ).toBe( 200 );
	const intent = paid.event.data.object.payment_intent;
	const row = await storedOrder( admin, first.placed.booking_id );
	expect( row.status ).toBe( 'refunded' );
	expect( row.payment_reference ).toBe( intent );
	expect( row.payment_flag ).toContain( 'refunded automatically' );
	const refunds = await refundsOf( intent );
	expect( refunds ).toHaveLength( 1 );
	expect( refunds[ 0 ]?.params.amount ).toBeUndefined();
	expect( refunds[ 0 ]?.idempotency_key ).toMatch(
		new RegExp( `-refund-late-${ first.placed.booking_id }$` )
	);
	const stripeSession = ( await stripe.sessions() ).find(
		( s: Json ) => s.id === sessionOf( first.placed )
	);
	expect( stripeSession?.amount_refunded ).toBe( 1500 );
	// The other buyer keeps the seat.
	expect(
		( await storedOrder( admin, second.placed.booking_id ) ).status
	).toBe( 'pending' );
	expect( await remaining( eventId ) ).toBe( 0 );
	const mail = await mailbox( admin );
	expect( mailTo( mail, first.buyer, 'Your tickets' ) ).toHaveLength( 0 );
	const told = mailTo( mail, first.buyer, 'was refunded' );
	expect( told ).toHaveLength( 1 );
	expect( told[ 0 ]?.message ).toContain(
		'The seats were sold before your payment arrived; you have been refunded.'
	);
	expect( told[ 0 ]?.message ).toContain( '15.00 USD' );

	// The return page, a replay and the charge.refunded that follows change nothing more.
	const sent = ( await stripe.requests() ).find(
		( r ) =>
			r.path === '/v1/checkout/sessions' &&
			r.params.client_reference_id === String( first.placed.booking_id )
	) as Json;
	const back = await (
		await session( null )
	).request.get(
		String( sent.params.success_url ).replace(
			'{CHECKOUT_SESSION_ID}',
			sessionOf( first.placed )
		)
	);
	expect( await back.text() ).toContain( 'refunded' );
	await stripe.control( 'deliver', { event_id: paid.event.id } );
	await stripe.control( `sessions/${ sessionOf( first.placed ) }/event`, {
		type: 'checkout.session.async_payment_succeeded',
	} );
	await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
	expect(
		( await storedOrder( admin, first.placed.booking_id ) ).status
	).toBe( 'refunded' );
	expect( await refundsOf( intent ) ).toHaveLength( 1 ); // Settled: Stripe is not asked again.
	expect(
		( await stripe.sessions() ).find(
			( s: Json ) => s.id === sessionOf( first.placed )
		)?.refunds
	).toHaveLength( 1 );
	expect(
		mailTo( await mailbox( admin ), first.buyer, 'was refunded' )
	).toHaveLength( 0 );
} );

test( 'a late payment whose refund Stripe refuses leaves the order released and flagged, and the delivery is refused so Stripe sends it again (34.4)', async () => {
	const { admin } = stripe;
	const { eventId, typeIds } = await eventWithTypes(
		admin,
		'Late, refund refused',
		[ { name: 'Standard', price: '9.00', capacity: 1 } ]
	);
	const first = await checkout( eventId, typeIds, [ 1 ] );
	await stripe.control( `sessions/${ sessionOf( first.placed ) }/event`, {
		type: 'checkout.session.expired',
	} );
	await checkout( eventId, typeIds, [ 1 ] );
	await stripe.control( 'config', { refuse_refunds: true } );
	let paid: Json = {};
	try {
		paid = await stripe.control(
			`sessions/${ sessionOf( first.placed ) }/pay`
		);
		expect( paid.status ).toBe( 409 );
		const row = await storedOrder( admin, first.placed.booking_id );
		expect( row.status ).toBe( 'cancelled' );
		expect( row.payment_flag ).toContain( 'disputed' );
	} finally {
		await stripe.control( 'config', { refuse_refunds: false } );
	}
	// Stripe delivers the event again: the refund goes through this time, once.
	const again = await stripe.control( 'deliver', {
		event_id: paid.event.id,
	} );
	expect( again.status, again.body ).toBe( 200 );
	expect(
		( await storedOrder( admin, first.placed.booking_id ) ).status
	).toBe( 'refunded' );
} );

test( 'a webhook that never comes: the payment sweep asks Stripe, completes a paid order exactly once with one e-mail, and releases an unpaid one (34.4)', async () => {
	const { admin } = stripe;
	const { eventId, typeIds } = await eventWithTypes( admin, 'Lost webhook', [
		{ name: 'Standard', price: '11.00', capacity: 5 },
	] );
	const paid = await checkout( eventId, typeIds, [ 2 ] );
	const unpaid = await checkout( eventId, typeIds, [ 1 ] );
	const open = await checkout( eventId, typeIds, [ 1 ] );
	await stripe.control( `sessions/${ sessionOf( paid.placed ) }/pay`, {
		deliver: false,
	} );
	await stripe.control( `sessions/${ sessionOf( unpaid.placed ) }/event`, {
		type: 'checkout.session.expired',
		deliver: false,
	} );
	await mailbox( admin );
	// Holds still running: nothing is asked.
	expect(
		(
			await json(
				await admin.rest(
					'POST',
					'/eventsmith-test/v1/payments/reconcile'
				)
			)
		).asked
	).toBe( 0 );
	for ( const { placed } of [ paid, unpaid, open ] ) {
		// The hold ends and the unpaid-order sweep runs: Stripe's orders are left to the payment sweep.
		const expired = await admin.rest(
			'POST',
			`/eventsmith-test/v1/bookings/${ placed.booking_id }/expire`
		);
		expect( ( await json( expired ) ).status ).toBe( 'pending' );
	}
	const [ first, second ] = await Promise.all( [
		admin.rest( 'POST', '/eventsmith-test/v1/payments/reconcile' ),
		admin.rest( 'POST', '/eventsmith-test/v1/payments/reconcile' ),
	] );
	const one: Json = await json( first );
	const two: Json = await json( second );
	// Two runs at once ask about each order once between them.
	expect( one.asked + two.asked ).toBe( 3 );
	expect( one.paid + two.paid ).toBe( 1 );
	expect( one.released + two.released ).toBe( 1 );
	expect( one.unknown + two.unknown ).toBe( 1 );
	const row = await storedOrder( admin, paid.placed.booking_id );
	expect( row.status ).toBe( 'completed' );
	expect( row.payment_reference ).toMatch( /^pi_/ );
	expect(
		( await storedOrder( admin, unpaid.placed.booking_id ) ).status
	).toBe( 'cancelled' );
	// Still payable at Stripe (its session is open): it keeps waiting.
	expect(
		( await storedOrder( admin, open.placed.booking_id ) ).status
	).toBe( 'pending' );
	expect( await remaining( eventId ) ).toBe( 2 );
	const mail = await mailbox( admin );
	expect( mailTo( mail, paid.buyer, 'Your tickets' ) ).toHaveLength( 1 );
	expect( mailTo( mail, unpaid.buyer, 'Your tickets' ) ).toHaveLength( 0 );

	// The webhook arriving after all changes nothing and sends nothing again.
	const late = await stripe.control(
		`sessions/${ sessionOf( paid.placed ) }/event`,
		{
			type: 'checkout.session.async_payment_succeeded',
		}
	);
	expect( late.status ).toBe( 200 );
	expect(
		mailTo( await mailbox( admin ), paid.buyer, 'Your tickets' )
	).toHaveLength( 0 );
	const asks = ( await stripe.requests() ).filter(
		( r ) =>
			r.method === 'GET' &&
			r.path === `/v1/checkout/sessions/${ sessionOf( paid.placed ) }`
	);
	expect( asks ).toHaveLength( 1 );
} );
