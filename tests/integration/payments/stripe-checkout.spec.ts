/**
 * Stripe Checkout and verified webhooks (issue 34, item 1): the Checkout Session with server
 * prices, signatures, webhooks out of order, amount checks, the return page and Stripe not
 * answering, against the local stand-in of Stripe's API.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { session } from '../../support/wordpress';
import { runToken } from '../support/rest';
import {
	buy,
	control,
	order,
	postWebhook,
	requests,
	sessionOf,
	signer,
	STANDIN,
	ticketMails,
	WEBHOOK_SECRET,
	stripeForThisFile,
} from './support/stripe-checkout';

const stripe = stripeForThisFile();

test( 'settings never return the Stripe secrets (34.1)', async () => {
	const text = await (
		await stripe.admin.rest( 'GET', '/eventsmith/v2/settings' )
	).text();
	expect( text ).not.toContain( 'ExampleStandinKeyNotReal' );
	expect( text ).not.toContain( 'standinSigningSecret' );
	const shown = JSON.parse( text );
	expect( shown.stripe_test_secret_key ).toMatch( /Real$/ );
	const kept = await stripe.admin.rest( 'PUT', '/eventsmith/v2/settings', {
		stripe_test_secret_key: shown.stripe_test_secret_key,
	} );
	expect( await kept.text() ).not.toContain( 'ExampleStandinKeyNotReal' );
} );

test( 'a paid checkout creates a Checkout Session with server prices in minor units, the order and an idempotency key (34.1)', async () => {
	const before = Math.floor( Date.now() / 1000 );
	const { placed, eventId, typeIds } = await buy(
		'Stripe session',
		[
			{ name: 'Standard', price: '25.50', capacity: 10 },
			{ name: 'VIP', price: '100', capacity: 5 },
		],
		[ 2, 1 ]
	);
	expect( placed ).toMatchObject( { status: 'pending', total: '151.00' } );
	expect( placed.redirect_url ).toMatch(
		new RegExp( `^${ STANDIN }/c/pay/cs_test_` )
	);
	const sent = ( await requests() )
		.filter( ( r ) => r.path === '/v1/checkout/sessions' )
		.pop() as Json;
	expect( sent.stripe_version ).toBe( '2024-06-20' );
	expect( sent.key_mode ).toBe( 'test' );
	expect( sent.content_type ).toContain(
		'application/x-www-form-urlencoded'
	);
	expect( sent.idempotency_key ).toMatch(
		new RegExp( `-order-${ placed.booking_id }-\\d+$` )
	);
	expect( sent.params ).toMatchObject( {
		mode: 'payment',
		client_reference_id: String( placed.booking_id ),
		metadata: {
			order_id: String( placed.booking_id ),
			event_id: String( eventId ),
		},
		line_items: [
			{
				quantity: '2',
				price_data: {
					currency: 'usd',
					unit_amount: '2550',
					product_data: {
						metadata: { ticket_type_id: String( typeIds[ 0 ] ) },
					},
				},
			},
			{
				quantity: '1',
				price_data: { currency: 'usd', unit_amount: '10000' },
			},
		],
	} );
	expect( sent.params.success_url ).toContain(
		`eventsmith_stripe_return=${ placed.booking_id }`
	);
	expect( sent.params.success_url ).toContain(
		'session_id={CHECKOUT_SESSION_ID}'
	);
	// A 10-minute hold is raised to Stripe's 30-minute minimum, and the seats are held as long.
	const expires = Number( sent.params.expires_at );
	expect( expires ).toBeGreaterThanOrEqual( before + 1800 );
	const row = await order( placed.booking_id );
	expect(
		Math.abs( Date.parse( `${ row.expires_at }Z` ) / 1000 - expires )
	).toBeLessThanOrEqual( 1 );
	expect( row.payment_reference ).toBe( sessionOf( placed ) );

	// Paying again (the link in the e-mail after a timeout) reuses the key: the same session.
	const key = new URL( placed.invoice_url ).searchParams.get(
		'eventsmith_invoice'
	);
	const again = await (
		await session( null )
	).request.get(
		`/?eventsmith_stripe_pay=${ encodeURIComponent( String( key ) ) }`,
		{
			maxRedirects: 0,
		}
	);
	expect( again.status() ).toBe( 302 );
	expect( again.headers().location ).toBe( placed.redirect_url );
	const keys = ( await requests() )
		.filter( ( r ) => r.path === '/v1/checkout/sessions' )
		.slice( -2 )
		.map( ( r ) => r.idempotency_key );
	expect( keys[ 0 ] ).toBe( keys[ 1 ] );
} );

test( 'a webhook with a bad or stale signature answers 400 and changes nothing; a signed one completes the order once, a replay changes nothing (34.1)', async () => {
	const { placed, buyer } = await buy(
		'Stripe webhook',
		[ { name: 'Standard', price: '10.00', capacity: 10 } ],
		[ 1 ]
	);
	const payload = JSON.stringify( {
		id: `evt_${ runToken( 'forged' ) }`,
		object: 'event',
		type: 'checkout.session.completed',
		data: {
			object: {
				id: sessionOf( placed ),
				object: 'checkout.session',
				client_reference_id: String( placed.booking_id ),
				metadata: { order_id: String( placed.booking_id ) },
				payment_status: 'paid',
				amount_total: 1000,
				currency: 'usd',
				payment_intent: 'pi_forged',
			},
		},
	} );
	const wrongSecret = signer.webhooks.generateTestHeaderString( {
		payload,
		secret: 'whsec_notTheSiteSecret',
	} );
	const bad = await postWebhook( payload, wrongSecret );
	expect( bad.status() ).toBe( 400 );
	expect( ( await json( bad ) ).code ).toBe( 'eventsmith_stripe_signature' );
	const stale = signer.webhooks.generateTestHeaderString( {
		payload,
		secret: WEBHOOK_SECRET,
		timestamp: Math.floor( Date.now() / 1000 ) - 600,
	} );
	expect( ( await postWebhook( payload, stale ) ).status() ).toBe( 400 );
	expect( ( await postWebhook( payload, '' ) ).status() ).toBe( 400 );
	const tampered = signer.webhooks.generateTestHeaderString( {
		payload,
		secret: WEBHOOK_SECRET,
	} );
	expect(
		(
			await postWebhook( payload.replace( '1000', '10' ), tampered )
		).status()
	).toBe( 400 );
	expect( ( await order( placed.booking_id ) ).status ).toBe( 'pending' );

	await ticketMails( buyer );
	const paid = await control( `sessions/${ sessionOf( placed ) }/pay` );
	expect( paid.status, paid.body ).toBe( 200 );
	expect( JSON.parse( paid.body ) ).toMatchObject( {
		received: true,
		duplicate: false,
		order: placed.booking_id,
	} );
	const row = await order( placed.booking_id );
	expect( row.status ).toBe( 'completed' );
	expect( row.payment_reference ).toBe(
		paid.event.data.object.payment_intent
	);
	expect( await ticketMails( buyer ) ).toBe( 1 );

	const replay = await control( 'deliver', { event_id: paid.event.id } );
	expect( replay.status ).toBe( 200 );
	expect( JSON.parse( replay.body ) ).toMatchObject( { duplicate: true } );
	expect( ( await order( placed.booking_id ) ).status ).toBe( 'completed' );
	expect( await ticketMails( buyer ) ).toBe( 0 );
} );

test( 'webhooks out of order: completed stays completed after a later expired; an expired pending order releases its seats at once (34.1)', async () => {
	const first = await buy(
		'Stripe order',
		[ { name: 'Standard', price: '5.00', capacity: 10 } ],
		[ 1 ]
	);
	await control( `sessions/${ sessionOf( first.placed ) }/pay` );
	const late = await control(
		`sessions/${ sessionOf( first.placed ) }/event`,
		{
			type: 'checkout.session.expired',
		}
	);
	expect( late.status ).toBe( 200 );
	expect( ( await order( first.placed.booking_id ) ).status ).toBe(
		'completed'
	);

	const second = await buy(
		'Stripe expiry',
		[ { name: 'Standard', price: '5.00', capacity: 2 } ],
		[ 2 ]
	);
	const visitor = await session( null );
	const remaining = async () =>
		(
			await json(
				await visitor.rest(
					'GET',
					`/eventsmith/v2/public/events/${ second.eventId }/ticket-types`
				)
			)
		)[ 0 ].remaining;
	expect( await remaining() ).toBe( 0 );
	const expired = await control(
		`sessions/${ sessionOf( second.placed ) }/event`,
		{
			type: 'checkout.session.expired',
		}
	);
	expect( expired.status, expired.body ).toBe( 200 );
	expect( ( await order( second.placed.booking_id ) ).status ).toBe(
		'cancelled'
	);
	expect( await remaining() ).toBe( 2 );
	// Paid after its seats were released, while they are still free: it takes them again (34.4,
	// stripe-late.spec.ts), and staff see a note that it was late.
	await control( `sessions/${ sessionOf( second.placed ) }/pay` );
	const row = await order( second.placed.booking_id );
	expect( row.status ).toBe( 'completed' );
	expect( row.payment_flag ).not.toBe( '' );
	expect( await remaining() ).toBe( 0 );
} );

test( 'an amount or currency that does not match leaves the order pending and flags it (34.1)', async () => {
	const { placed } = await buy(
		'Stripe mismatch',
		[ { name: 'Standard', price: '20.00', capacity: 10 } ],
		[ 1 ]
	);
	const paid = await control( `sessions/${ sessionOf( placed ) }/pay`, {
		amount_total: 100,
	} );
	expect( paid.status ).toBe( 200 );
	const row = await order( placed.booking_id );
	expect( row.status ).toBe( 'pending' );
	expect( row.payment_flag ).toContain( '1.00 USD' );
	expect( row.payment_flag ).toContain( '20.00 USD' );
	const bookings = await json(
		await stripe.admin.rest(
			'GET',
			`/eventsmith/v2/bookings/${ placed.booking_id }`
		)
	);
	expect( bookings.payment_flag ).toContain( '20.00 USD' );
} );

test( 'the return page reads the session from Stripe: "still processing" before payment, "payment received" after, without the webhook (34.1)', async () => {
	const { placed, buyer } = await buy(
		'Stripe return',
		[ { name: 'Standard', price: '12.00', capacity: 10 } ],
		[ 1 ]
	);
	const id = sessionOf( placed );
	const sent = ( await requests() )
		.filter( ( r ) => r.path === '/v1/checkout/sessions' )
		.pop() as Json;
	const successUrl = String( sent.params.success_url ).replace(
		'{CHECKOUT_SESSION_ID}',
		id
	);
	const visitor = await session( null );
	const waiting = await visitor.request.get( successUrl );
	expect( waiting.status() ).toBe( 200 );
	expect( await waiting.text() ).toContain( 'still being processed' );

	await ticketMails( buyer );
	await control( `sessions/${ id }/pay`, { deliver: false } );
	const back = await visitor.request.get( successUrl );
	expect( back.status() ).toBe( 200 );
	const page = await back.text();
	expect( page ).toContain( 'Payment received' );
	expect( page ).toContain( 'eventsmith_invoice=' );
	expect( ( await order( placed.booking_id ) ).status ).toBe( 'completed' );
	expect( await ticketMails( buyer ) ).toBe( 1 );
	// The webhook arriving afterwards changes nothing and sends nothing again.
	const late = await control( `sessions/${ id }/event`, {
		type: 'checkout.session.async_payment_succeeded',
	} );
	expect( late.status ).toBe( 200 );
	expect( await ticketMails( buyer ) ).toBe( 0 );
	// Another order's session does not open this order.
	const other = await visitor.request.get(
		successUrl.replace(
			`eventsmith_stripe_return=${ placed.booking_id }`,
			`eventsmith_stripe_return=${ placed.booking_id + 1000 }`
		)
	);
	expect( other.status() ).toBe( 404 );
} );

test( 'Stripe not answering at session creation leaves the order pending with a clear retry message (34.1)', async () => {
	test.setTimeout( 90_000 );
	await control( 'config', { create_delay_ms: 15_000 } );
	try {
		const { placed } = await buy(
			'Stripe timeout',
			[ { name: 'Standard', price: '8.00', capacity: 10 } ],
			[ 1 ]
		);
		expect( placed.status ).toBe( 'pending' );
		expect( placed.redirect_url ).toBe( '' );
		expect( placed.instructions ).toContain( 'did not answer in time' );
		expect( placed.instructions ).toContain( 'eventsmith_stripe_pay=' );
		expect( ( await order( placed.booking_id ) ).status ).toBe( 'pending' );
	} finally {
		await control( 'config', { create_delay_ms: 0 } );
	}
} );
