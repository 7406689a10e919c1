/**
 * Refunds of Stripe orders (issue 34, item 1): made by staff through Stripe with an idempotency
 * key, refused by Stripe, or made in Stripe's dashboard (charge.refunded).
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { session } from '../../support/wordpress';
import {
	buy,
	control,
	order,
	requests,
	sessionOf,
	STANDIN,
	stripeForThisFile,
} from './support/stripe-checkout';

const stripe = stripeForThisFile();

test( 'staff refund a Stripe order through Stripe with an idempotency key; the charge.refunded that follows changes nothing (34.1)', async () => {
	const { placed } = await buy(
		'Stripe refund',
		[ { name: 'Standard', price: '15.00', capacity: 10 } ],
		[ 2 ]
	);
	await control( `sessions/${ sessionOf( placed ) }/pay` );
	const intent = ( await order( placed.booking_id ) ).payment_reference;
	expect( intent ).toMatch( /^pi_/ );
	const refunded = await stripe.admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ placed.booking_id }/refund`
	);
	expect( refunded.status(), await refunded.text() ).toBe( 200 );
	expect( ( await json( refunded ) ).status ).toBe( 'refunded' );
	const sent = ( await requests() )
		.filter( ( r ) => r.path === '/v1/refunds' )
		.pop() as Json;
	expect( sent.params ).toMatchObject( {
		payment_intent: intent,
		metadata: { order_id: String( placed.booking_id ) },
	} );
	expect( sent.idempotency_key ).toMatch(
		new RegExp( `-refund-${ placed.booking_id }$` )
	);
	await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
	expect( ( await order( placed.booking_id ) ).status ).toBe( 'refunded' );
	expect(
		(
			await stripe.admin.rest(
				'POST',
				`/eventsmith/v2/bookings/${ placed.booking_id }/refund`
			)
		).status()
	).toBe( 409 );
} );

test( "a refund Stripe refuses leaves the booking completed and shows Stripe's message (34.1)", async () => {
	const { placed } = await buy(
		'Stripe refused refund',
		[ { name: 'Standard', price: '15.00', capacity: 10 } ],
		[ 1 ]
	);
	await control( `sessions/${ sessionOf( placed ) }/pay` );
	await control( 'config', { refuse_refunds: true } );
	try {
		const refused = await stripe.admin.rest(
			'POST',
			`/eventsmith/v2/bookings/${ placed.booking_id }/refund`
		);
		expect( refused.status() ).toBe( 409 );
		expect( ( await json( refused ) ).message ).toContain( 'disputed' );
		expect( ( await order( placed.booking_id ) ).status ).toBe(
			'completed'
		);
	} finally {
		await control( 'config', { refuse_refunds: false } );
	}
} );

test( 'a whole refund made in Stripe (charge.refunded) refunds the order and releases its seats (34.1)', async () => {
	const { placed, eventId } = await buy(
		'Stripe dashboard refund',
		[ { name: 'Standard', price: '9.00', capacity: 3 } ],
		[ 3 ]
	);
	await control( `sessions/${ sessionOf( placed ) }/pay` );
	const intent = ( await order( placed.booking_id ) ).payment_reference;
	const visitor = await session( null );
	const remaining = async () =>
		(
			await json(
				await visitor.rest(
					'GET',
					`/eventsmith/v2/public/events/${ eventId }/ticket-types`
				)
			)
		)[ 0 ].remaining;
	expect( await remaining() ).toBe( 0 );
	const direct = await fetch( `${ STANDIN }/v1/refunds`, {
		method: 'POST',
		headers: {
			Authorization: 'Bearer sk_test_ExampleDashboardKeyNotReal',
			'Content-Type': 'application/x-www-form-urlencoded',
		},
		body: `payment_intent=${ intent }`,
	} );
	expect( direct.status ).toBe( 200 );
	await expect
		.poll( async () => ( await order( placed.booking_id ) ).status, {
			timeout: 10_000,
		} )
		.toBe( 'refunded' );
	expect( await remaining() ).toBe( 3 );
} );
