/**
 * Stripe Checkout, verified webhooks and the return page (issue 34, item 1), against the local
 * stand-in of Stripe's API (tests/support/payments/stripe-standin.mjs). Webhooks are signed
 * with the official stripe package, so the site's check is held against Stripe's own code.
 */
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import Stripe from 'stripe';
import { ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { ADMIN, session, siteUrl, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

test.describe.configure( { mode: 'serial' } );

const PORT = Number( process.env.EVENTSMITH_TEST_PORT ?? 9410 ) + 1;
const STANDIN = `http://127.0.0.1:${ PORT }`;
const WEBHOOK_SECRET = 'whsec_standinSigningSecret0123';
const WEBHOOK = '/eventsmith/v2/payments/stripe/webhook';
const signer = new Stripe( 'sk_test_signer', {
	apiVersion: '2024-06-20' as never,
} );

let standin: ChildProcess;
let admin: Session;

async function control( path: string, body: Json = {} ): Promise< Json > {
	const response = await fetch( `${ STANDIN }/_test/${ path }`, {
		method: 'POST',
		body: JSON.stringify( body ),
	} );
	return response.json();
}

async function requests(): Promise< Json[] > {
	return ( await fetch( `${ STANDIN }/_test/requests` ) ).json();
}

async function order( id: number ): Promise< Json > {
	return json(
		await admin.rest( 'GET', `/eventsmith-test/v1/stripe-order/${ id }` )
	);
}

async function ticketMails( address: string ): Promise< number > {
	const mail = await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	return mail.filter(
		( m: Json ) =>
			( Array.isArray( m.to ) ? m.to : [ m.to ] ).includes( address ) &&
			String( m.subject ).includes( 'Your tickets' )
	).length;
}

/**
 * A paid order of `quantities` by type index on a new event; answers the checkout's answer.
 * @param title
 * @param types
 * @param quantities
 * @param extra      More of the body (payment_method…).
 */
async function buy(
	title: string,
	types: Json[],
	quantities: number[],
	extra: Json = {}
): Promise< {
	placed: Json;
	buyer: string;
	eventId: number;
	typeIds: number[];
} > {
	const eventId = await ticketedEvent( admin, title, 20 );
	const saved = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }/ticket-types`,
		{ ticket_types: types }
	);
	expect( saved.status(), await saved.text() ).toBe( 200 );
	const typeIds = ( await json( saved ) ).map( ( t: Json ) => t.id );
	const buyer = `${ runToken( 'stripe' ) }@example.com`;
	const attendees: Json[] = [];
	const tickets: Record< number, number > = {};
	quantities.forEach( ( quantity, index ) => {
		tickets[ typeIds[ index ] ] = quantity;
		for ( let n = 0; n < quantity; n++ ) {
			attendees.push( {
				ticket_type_id: typeIds[ index ],
				name: `Attendee ${ attendees.length + 1 }`,
				email: `a${ attendees.length + 1 }@example.com`,
			} );
		}
	} );
	const response = await (
		await session( null )
	).rest( 'POST', `/eventsmith/v2/public/events/${ eventId }/checkout`, {
		buyer_name: 'Card Buyer',
		buyer_email: buyer,
		tickets,
		attendees,
		...extra,
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	return { placed: await json( response ), buyer, eventId, typeIds };
}

const sessionOf = ( placed: Json ): string =>
	String( placed.redirect_url ).split( '/' ).pop() as string;

async function postWebhook( payload: string, header: string ) {
	return ( await session( null ) ).request.fetch( `/wp-json${ WEBHOOK }`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'Stripe-Signature': header,
		},
		data: payload,
	} );
}

test.beforeAll( async () => {
	standin = spawn(
		process.execPath,
		[
			join(
				__dirname,
				'..',
				'..',
				'support',
				'payments',
				'stripe-standin.mjs'
			),
			String( PORT ),
		],
		{ stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	await new Promise( ( resolve ) => standin.stdout?.once( 'data', resolve ) );
	admin = await session( ADMIN );
	await control( 'config', {
		webhook_url: `${ siteUrl() }/wp-json${ WEBHOOK }`,
		webhook_secret: WEBHOOK_SECRET,
		create_delay_ms: 0,
	} );
	expect(
		(
			await admin.rest( 'POST', '/eventsmith-test/v1/stripe-api-base', {
				base: STANDIN,
			} )
		).status()
	).toBe( 200 );
	const settings = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		payment_methods: [ 'stripe' ],
		currency: 'USD',
		pending_hold_minutes: 10,
		stripe_mode: 'test',
		stripe_test_secret_key: 'sk_test_standinSecretKey9876',
		stripe_webhook_secret: WEBHOOK_SECRET,
	} );
	expect( settings.status(), await settings.text() ).toBe( 200 );
} );

test.afterAll( async () => {
	await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		payment_methods: [ 'pay_later' ],
		stripe_test_secret_key: '',
		stripe_webhook_secret: '',
		pending_hold_minutes: 60,
	} );
	await admin.rest( 'POST', '/eventsmith-test/v1/stripe-api-base', {
		base: '',
	} );
	standin?.kill();
} );

test( 'settings never return the Stripe secrets (34.1)', async () => {
	const text = await (
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	).text();
	expect( text ).not.toContain( 'standinSecretKey' );
	expect( text ).not.toContain( 'standinSigningSecret' );
	const shown = JSON.parse( text );
	expect( shown.stripe_test_secret_key ).toMatch( /9876$/ );
	const kept = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		stripe_test_secret_key: shown.stripe_test_secret_key,
	} );
	expect( await kept.text() ).not.toContain( 'standinSecretKey' );
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
		{ maxRedirects: 0 }
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
		{ type: 'checkout.session.expired' }
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
		{ type: 'checkout.session.expired' }
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
		await admin.rest(
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

test( 'staff refund a Stripe order through Stripe with an idempotency key; the charge.refunded that follows changes nothing (34.1)', async () => {
	const { placed } = await buy(
		'Stripe refund',
		[ { name: 'Standard', price: '15.00', capacity: 10 } ],
		[ 2 ]
	);
	await control( `sessions/${ sessionOf( placed ) }/pay` );
	const intent = ( await order( placed.booking_id ) ).payment_reference;
	expect( intent ).toMatch( /^pi_/ );
	const refunded = await admin.rest(
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
			await admin.rest(
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
		const refused = await admin.rest(
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
			Authorization: 'Bearer sk_test_dashboard1',
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

test( 'the buyer pays on the hosted page and lands on the return page that says the payment was received (34.1)', async () => {
	const { placed, buyer } = await buy(
		'Stripe hosted page',
		[ { name: 'Standard', price: '30.00', capacity: 10 } ],
		[ 1 ]
	);
	const visitor = await session( null );
	const page = await visitor.request.get( placed.redirect_url );
	expect( await page.text() ).toContain( 'Pay 3000 usd' );
	await ticketMails( buyer );
	const paid = await visitor.request.post( placed.redirect_url, {
		maxRedirects: 0,
	} );
	expect( paid.status() ).toBe( 303 );
	const back = await visitor.request.get( String( paid.headers().location ) );
	expect( back.status() ).toBe( 200 );
	expect( await back.text() ).toContain( 'Payment received' );
	expect( ( await order( placed.booking_id ) ).status ).toBe( 'completed' );
	expect( await ticketMails( buyer ) ).toBe( 1 );
} );

test( 'orders completed by the webhook and the return page at once are completed and e-mailed once each (34.1)', async () => {
	const bought = [];
	for ( let n = 0; n < 4; n++ ) {
		bought.push(
			await buy(
				`Stripe race ${ n }`,
				[ { name: 'Standard', price: '7.00', capacity: 10 } ],
				[ 1 ]
			)
		);
	}
	const sent = ( await requests() )
		.filter( ( r ) => r.path === '/v1/checkout/sessions' )
		.slice( -4 );
	await ticketMails( 'nobody@example.com' );
	const visitor = await session( null );
	await Promise.all(
		bought.map( async ( { placed }, n ) => {
			const id = sessionOf( placed );
			await control( `sessions/${ id }/pay`, { deliver: false } );
			const returnUrl = String( sent[ n ]?.params.success_url ).replace(
				'{CHECKOUT_SESSION_ID}',
				id
			);
			const [ webhook, page ] = await Promise.all( [
				control( `sessions/${ id }/event`, {
					type: 'checkout.session.completed',
				} ),
				visitor.request.get( returnUrl ),
			] );
			expect( webhook.status ).toBe( 200 );
			expect( page.status() ).toBe( 200 );
		} )
	);
	const mail = await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	for ( const { placed, buyer } of bought ) {
		expect( ( await order( placed.booking_id ) ).status ).toBe(
			'completed'
		);
		expect(
			mail.filter(
				( m: Json ) =>
					( Array.isArray( m.to ) ? m.to : [ m.to ] ).includes(
						buyer
					) && String( m.subject ).includes( 'Your tickets' )
			)
		).toHaveLength( 1 );
	}
} );

test( 'the buyer chooses among the enabled methods and the order keeps it; a method not enabled answers 400 and stores nothing; free orders ignore it (34.3)', async () => {
	const methods = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		payment_methods: [ 'stripe', 'pay_later' ],
	} );
	expect( methods.status(), await methods.text() ).toBe( 200 );
	try {
		const seat = [ { name: 'Seat', price: '12.00', capacity: 5 } ];
		const later = await buy( 'Chosen: later', seat, [ 1 ], {
			payment_method: 'pay_later',
		} );
		expect( later.placed.redirect_url ).toBe( '' );
		expect( later.placed.instructions ).toContain(
			`order #${ later.placed.booking_id }`
		);
		expect(
			( await order( later.placed.booking_id ) ).payment_method
		).toBe( 'pay_later' );

		const card = await buy( 'Chosen: card', seat, [ 1 ], {
			payment_method: 'stripe',
		} );
		expect( card.placed.redirect_url ).toMatch(
			new RegExp( `^${ STANDIN }/c/pay/cs_test_` )
		);
		expect( ( await order( card.placed.booking_id ) ).payment_method ).toBe(
			'stripe'
		);

		// No choice sent: the first enabled method.
		const first = await buy( 'Chosen: none', seat, [ 1 ] );
		expect(
			( await order( first.placed.booking_id ) ).payment_method
		).toBe( 'stripe' );

		const visitor = await session( null );
		const attendee = ( typeId: number ) => ( {
			ticket_type_id: typeId,
			name: 'Attendee 1',
			email: 'a1@example.com',
		} );
		const typeId = later.typeIds[ 0 ] as number;
		for ( const method of [ 'paypal', 'Pay Later!', 7 ] ) {
			const refused = await visitor.rest(
				'POST',
				`/eventsmith/v2/public/events/${ later.eventId }/checkout`,
				{
					buyer_name: 'Card Buyer',
					buyer_email: `${ runToken( 'method' ) }@example.com`,
					tickets: { [ typeId ]: 1 },
					attendees: [ attendee( typeId ) ],
					payment_method: method,
				}
			);
			expect( refused.status(), String( method ) ).toBe( 400 );
			expect(
				Object.keys( ( await json( refused ) ).data.params )
			).toEqual( [ 'payment_method' ] );
		}
		const left = await json(
			await visitor.rest(
				'GET',
				`/eventsmith/v2/public/events/${ later.eventId }/ticket-types`
			)
		);
		expect( left.map( ( t: Json ) => t.remaining ) ).toEqual( [ 4 ] );

		const free = await buy(
			'Chosen: free',
			[ { name: 'Free seat', capacity: 5 } ],
			[ 1 ],
			{ payment_method: 'no_such_method' }
		);
		expect( free.placed.status ).toBe( 'completed' );
		expect( ( await order( free.placed.booking_id ) ).payment_method ).toBe(
			''
		);
	} finally {
		await admin.rest( 'PUT', '/eventsmith/v2/settings', {
			payment_methods: [ 'stripe' ],
		} );
	}
} );

test( '"Test connection" asks Stripe with the saved key: ok, or 502 with Stripe\'s message; an unknown provider answers 400 (34.1)', async () => {
	const connect = ( gateway: string ) =>
		admin.rest(
			'POST',
			`/eventsmith/v2/payments/${ gateway }/connection-test`
		);
	const fine = await connect( 'stripe' );
	expect( fine.status(), await fine.text() ).toBe( 200 );
	expect( await json( fine ) ).toEqual( { ok: true } );
	expect(
		( await requests() ).filter( ( r ) => r.path === '/v1/balance' ).pop()
	).toMatchObject( { method: 'GET', key_mode: 'test' } );

	await control( 'config', { revoked_key: 'sk_test_standinSecretKey9876' } );
	try {
		const refused = await connect( 'stripe' );
		expect( refused.status() ).toBe( 502 );
		expect( ( await json( refused ) ).message ).toContain(
			'Invalid API Key provided'
		);
	} finally {
		await control( 'config', { revoked_key: '' } );
	}

	const unknown = await connect( 'no_such_provider' );
	expect( unknown.status() ).toBe( 400 );
	expect( Object.keys( ( await json( unknown ) ).data.params ) ).toEqual( [
		'gateway',
	] );

	const visitor = await session( null );
	expect(
		(
			await visitor.rest(
				'POST',
				'/eventsmith/v2/payments/stripe/connection-test'
			)
		).status()
	).toBe( 401 );
} );

test( 'staff see the method, the reference and a link to the payment in Stripe in the purchase report and on the invoice; buyers see the method only (34.3)', async () => {
	const { placed } = await buy(
		'Stripe link',
		[ { name: 'Standard', price: '15.00', capacity: 10 } ],
		[ 1 ]
	);
	await control( `sessions/${ sessionOf( placed ) }/pay` );
	const reference = String(
		( await order( placed.booking_id ) ).payment_reference
	);
	expect( reference ).toMatch( /^pi_/ );
	const dashboard = `https://dashboard.stripe.com/test/payments/${ reference }`;

	const booking = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings/${ placed.booking_id }`
		)
	);
	expect( booking ).toMatchObject( {
		payment_method: 'stripe',
		payment_label: 'Card (Stripe)',
		payment_ref: reference,
		payment_url: dashboard,
	} );
	const listed = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings?search=${ encodeURIComponent(
				booking.customer_email
			) }`
		)
	);
	expect(
		listed.items.find( ( b: Json ) => b.id === placed.booking_id )
	).toMatchObject( { payment_url: dashboard } );

	const staffInvoice = await (
		await admin.request.get( booking.invoice_url )
	).text();
	expect( staffInvoice ).toContain( 'Card (Stripe)' );
	expect( staffInvoice ).toContain( `href="${ dashboard }"` );
	const buyerInvoice = await (
		await ( await session( null ) ).request.get( booking.invoice_url )
	).text();
	expect( buyerInvoice ).toContain( 'Card (Stripe)' );
	expect( buyerInvoice ).not.toContain( reference );
} );
