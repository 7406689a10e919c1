/**
 * PayPal checkout on Orders v2, verified webhooks, the return pages and refunds (issue 34, item 2),
 * against the local stand-in of PayPal's API (tests/support/payments/paypal-standin.mjs). The
 * stand-in verifies only deliveries it sent itself, unchanged, as PayPal's verify-webhook-signature does.
 */
import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { json, type Json } from '../../support/json';
import {
	placePaidOrder,
	seatsLeft,
	startStandin,
	storedOrder,
	ticketMailsTo,
} from '../../support/payments/provider-checkout';
import { ADMIN, session, siteUrl, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

const PORT = Number( process.env.EVENTSMITH_TEST_PORT ?? 9410 ) + 1;
test.describe.configure( { mode: 'serial' } );
const STANDIN = `http://127.0.0.1:${ PORT }`;
const WEBHOOK_ID = '1JE4291016473214C';
const WEBHOOK = '/eventsmith/v2/payments/paypal/webhook';

let standin: ChildProcess;
let admin: Session;

/**
 * Steers the stand-in: POST /_test/{path}.
 *
 * @param path Control path.
 * @param body Its input.
 */
const control = async ( path: string, body: Json = {} ): Promise< Json > =>
	(
		await fetch( `${ STANDIN }/_test/${ path }`, {
			method: 'POST',
			body: JSON.stringify( body ),
		} )
	).json();

async function requests( path?: string ): Promise< Json[] > {
	const all: Json[] = await (
		await fetch( `${ STANDIN }/_test/requests` )
	).json();
	return path ? all.filter( ( r ) => r.path === path ) : all;
}

const order = ( id: number ) => storedOrder( admin, id );
const refund = ( id: number ) =>
	admin.rest( 'POST', `/eventsmith/v2/bookings/${ id }/refund` );
const ticketMails = ( address: string ) => ticketMailsTo( admin, address );

async function settings( changes: Json ): Promise< void > {
	const saved = await admin.rest( 'PUT', '/eventsmith/v2/settings', changes );
	expect( saved.status(), await saved.text() ).toBe( 200 );
}

/**
 * A paid PayPal order on a new event, with the PayPal order id of its approval link.
 *
 * @param title      Event title.
 * @param types      Ticket types.
 * @param quantities Tickets per type.
 */
async function buy( title: string, types: Json[], quantities: number[] ) {
	const paid = await placePaidOrder(
		admin,
		title,
		types,
		quantities,
		`${ runToken( 'paypal' ) }@example.com`
	);
	const approval = paid.placed.redirect_url || STANDIN;
	return {
		...paid,
		paypalId: new URL( approval ).searchParams.get( 'token' ) ?? '',
	};
}

async function postWebhook(
	payload: string,
	headers: Record< string, string >
) {
	return ( await session( null ) ).request.fetch( `/wp-json${ WEBHOOK }`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...headers },
		data: payload,
	} );
}

const returnUrl = ( id: number, token: string ) =>
	`/?eventsmith_paypal_return=${ id }&token=${ token }&PayerID=STANDINPAYER`;

test.beforeAll( async () => {
	standin = await startStandin( 'paypal-standin.mjs', PORT );
	admin = await session( ADMIN );
	await control( 'config', {
		webhook_url: `${ siteUrl() }/wp-json${ WEBHOOK }`,
		webhook_id: WEBHOOK_ID,
	} );
	expect(
		(
			await admin.rest( 'POST', '/eventsmith-test/v1/paypal-api-base', {
				base: STANDIN,
			} )
		).status()
	).toBe( 200 );
	await settings( {
		payment_method: 'paypal',
		currency: 'USD',
		pending_hold_minutes: 60,
		paypal_mode: 'test',
		paypal_test_client_id: 'StandinClientId_0001',
		paypal_test_client_secret: 'StandinClientSecret_9876',
		paypal_webhook_id: WEBHOOK_ID,
	} );
} );

test.afterAll( async () => {
	await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		payment_method: 'pay_later',
		currency: 'USD',
		paypal_test_client_id: '',
		paypal_test_client_secret: '',
		paypal_webhook_id: '',
	} );
	await admin.rest( 'POST', '/eventsmith-test/v1/paypal-api-base', {
		base: '',
	} );
	standin?.kill();
} );

test( 'settings never return the PayPal client secret (34.2)', async () => {
	const text = await (
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	).text();
	expect( text ).not.toContain( 'StandinClientSecret' );
	const shown = JSON.parse( text );
	expect( shown.paypal_test_client_secret ).toMatch( /9876$/ );
	expect( shown.paypal_test_client_id ).toBe( 'StandinClientId_0001' );
	const kept = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		paypal_test_client_secret: shown.paypal_test_client_secret,
	} );
	expect( kept.status() ).toBe( 200 );
	expect( await kept.text() ).not.toContain( 'StandinClientSecret' );
	const bad = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		paypal_mode: 'sandbox',
	} );
	expect( bad.status() ).toBe( 400 );
} );

test( 'a paid checkout creates a PayPal order with server prices, items and an idempotency header; one token serves two checkouts (34.2)', async () => {
	const tokensBefore = ( await requests( '/v1/oauth2/token' ) ).length;
	const { placed, typeIds, paypalId } = await buy(
		'PayPal order',
		[
			{ name: 'Standard', price: '25.50', capacity: 10 },
			{ name: 'VIP', price: '100', capacity: 4 },
		],
		[ 2, 1 ]
	);
	expect( placed ).toMatchObject( { status: 'pending', total: '151.00' } );
	expect( placed.redirect_url ).toBe(
		`${ STANDIN }/checkoutnow?token=${ paypalId }`
	);
	const sent = ( await requests( '/v2/checkout/orders' ) ).pop() as Json;
	expect( sent.auth ).toBe( 'Bearer' );
	expect( sent.content_type ).toContain( 'application/json' );
	expect( sent.request_id ).toMatch(
		new RegExp( `-order-${ placed.booking_id }$` )
	);
	const unit = sent.body.purchase_units[ 0 ];
	expect( sent.body.intent ).toBe( 'CAPTURE' );
	expect( unit ).toMatchObject( {
		reference_id: String( placed.booking_id ),
		custom_id: String( placed.booking_id ),
		amount: {
			currency_code: 'USD',
			value: '151.00',
			breakdown: {
				item_total: { currency_code: 'USD', value: '151.00' },
			},
		},
		items: [
			{
				name: 'Standard',
				quantity: '2',
				unit_amount: { currency_code: 'USD', value: '25.50' },
				sku: String( typeIds[ 0 ] ),
			},
			{
				name: 'VIP',
				quantity: '1',
				unit_amount: { currency_code: 'USD', value: '100.00' },
			},
		],
	} );
	expect( unit.invoice_id ).toContain( String( placed.booking_id ) );
	const context = sent.body.payment_source.paypal.experience_context;
	expect( context.return_url ).toContain(
		`eventsmith_paypal_return=${ placed.booking_id }`
	);
	expect( context.cancel_url ).toContain(
		`eventsmith_paypal_cancel=${ placed.booking_id }`
	);
	expect( ( await order( placed.booking_id ) ).payment_reference ).toBe(
		paypalId
	);

	// A second checkout reuses the cached token.
	await buy(
		'PayPal order two',
		[ { name: 'Standard', price: '5.00', capacity: 10 } ],
		[ 1 ]
	);
	expect(
		( await requests( '/v1/oauth2/token' ) ).length - tokensBefore
	).toBeLessThanOrEqual( 1 );

	// Paying again (the link after a timeout or a cancel) answers the same PayPal order.
	const invoice = new URL( placed.invoice_url );
	const payAgain = `/?eventsmith_paypal_pay=${ encodeURIComponent(
		invoice.searchParams.get( 'eventsmith_invoice' ) ?? ''
	) }`;
	const visitor = await session( null );
	const again = await visitor.request.get( payAgain, { maxRedirects: 0 } );
	expect( again.status() ).toBe( 302 );
	expect( again.headers().location ).toBe( placed.redirect_url );
} );

test( 'a revoked token answers 401: the client fetches a new one and the request goes through (34.2)', async () => {
	const before = ( await requests( '/v1/oauth2/token' ) ).length;
	await control( 'revoke-tokens' );
	const { placed } = await buy(
		'PayPal new token',
		[ { name: 'Standard', price: '3.00', capacity: 10 } ],
		[ 1 ]
	);
	expect( placed.redirect_url ).toContain( '/checkoutnow?token=' );
	expect( ( await requests( '/v1/oauth2/token' ) ).length ).toBe(
		before + 1
	);
} );

test( 'amounts in yen are sent without decimals (34.2)', async () => {
	await settings( { currency: 'JPY' } );
	try {
		const { placed } = await buy(
			'PayPal yen',
			[ { name: 'Standard', price: '1500', capacity: 10 } ],
			[ 2 ]
		);
		expect( placed.redirect_url ).toContain( '/checkoutnow?token=' );
		const sent = ( await requests( '/v2/checkout/orders' ) ).pop() as Json;
		expect( sent.body.purchase_units[ 0 ].amount ).toMatchObject( {
			currency_code: 'JPY',
			value: '3000',
		} );
		expect(
			sent.body.purchase_units[ 0 ].items[ 0 ].unit_amount.value
		).toBe( '1500' );
	} finally {
		await settings( { currency: 'USD' } );
	}
} );

test( 'the return page captures the approved order once and completes it; "still processing" before approval; cancel keeps it pending with a way to pay (34.2)', async () => {
	const { placed, buyer, paypalId } = await buy(
		'PayPal return',
		[ { name: 'Standard', price: '12.00', capacity: 10 } ],
		[ 1 ]
	);
	const visitor = await session( null );
	const waiting = await visitor.request.get(
		returnUrl( placed.booking_id, paypalId )
	);
	expect( waiting.status() ).toBe( 200 );
	expect( await waiting.text() ).toContain( 'still being processed' );

	const cancelled = await visitor.request.get(
		`/?eventsmith_paypal_cancel=${ placed.booking_id }&token=${ paypalId }`
	);
	expect( cancelled.status() ).toBe( 200 );
	const cancelPage = await cancelled.text();
	expect( cancelPage ).toContain( 'still awaiting payment' );
	expect( cancelPage ).toContain( 'eventsmith_paypal_pay=' );
	expect( ( await order( placed.booking_id ) ).status ).toBe( 'pending' );
	// Another order's number with this PayPal order opens nothing.
	expect(
		(
			await visitor.request.get(
				`/?eventsmith_paypal_cancel=${ placed.booking_id + 1000 }&token=${ paypalId }`
			)
		).status()
	).toBe( 404 );

	await ticketMails( buyer );
	await control( `orders/${ paypalId }/approve` );
	const back = await visitor.request.get(
		returnUrl( placed.booking_id, paypalId )
	);
	expect( back.status() ).toBe( 200 );
	const page = await back.text();
	expect( page ).toContain( 'Payment received' );
	expect( page ).toContain( 'eventsmith_invoice=' );
	const row = await order( placed.booking_id );
	expect( row.status ).toBe( 'completed' );
	const capture = (
		await requests( `/v2/checkout/orders/${ paypalId }/capture` )
	)[ 0 ];
	expect( capture?.request_id ).toMatch(
		new RegExp( `-capture-${ paypalId }$` )
	);
	expect( row.payment_reference ).toMatch( /^[A-Z0-9]{17}$/ );
	expect( row.payment_reference ).not.toBe( paypalId );
	expect( await ticketMails( buyer ) ).toBe( 1 );

	// Reloading captures with the same PayPal-Request-Id and sends nothing again.
	const reload = await visitor.request.get(
		returnUrl( placed.booking_id, paypalId )
	);
	expect( await reload.text() ).toContain( 'Payment received' );
	const ids = (
		await requests( `/v2/checkout/orders/${ paypalId }/capture` )
	).map( ( r ) => r.request_id );
	expect( new Set( ids ).size ).toBe( 1 );
	expect( await ticketMails( buyer ) ).toBe( 0 );
	// The webhook that follows changes nothing.
	const late = await control( `orders/${ paypalId }/event`, {
		type: 'PAYMENT.CAPTURE.COMPLETED',
	} );
	expect( late.status, late.body ).toBe( 200 );
	expect( await ticketMails( buyer ) ).toBe( 0 );
} );

test( 'a webhook PayPal does not verify answers 400 and changes nothing; a verified one completes once, a replay changes nothing (34.2)', async () => {
	const { placed, buyer, paypalId } = await buy(
		'PayPal webhook',
		[ { name: 'Standard', price: '10.00', capacity: 10 } ],
		[ 1 ]
	);
	const forged = JSON.stringify( {
		id: `WH-${ runToken( 'forged' ) }`,
		event_type: 'PAYMENT.CAPTURE.COMPLETED',
		resource_type: 'capture',
		resource: {
			id: 'FORGEDCAPTURE0001',
			status: 'COMPLETED',
			amount: { currency_code: 'USD', value: '10.00' },
			custom_id: String( placed.booking_id ),
			supplementary_data: { related_ids: { order_id: paypalId } },
		},
	} );
	const headers = {
		'PAYPAL-TRANSMISSION-ID': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
		'PAYPAL-TRANSMISSION-TIME': new Date().toISOString(),
		'PAYPAL-TRANSMISSION-SIG': 'bm90IGEgc2lnbmF0dXJl',
		'PAYPAL-CERT-URL': `${ STANDIN }/v1/notifications/certs/CERT-forged`,
		'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
	};
	const bad = await postWebhook( forged, headers );
	expect( bad.status() ).toBe( 400 );
	expect( ( await json( bad ) ).code ).toBe( 'eventsmith_paypal_signature' );
	expect( ( await postWebhook( forged, {} ) ).status() ).toBe( 400 );
	expect( ( await order( placed.booking_id ) ).status ).toBe( 'pending' );

	await control( `orders/${ paypalId }/approve` );
	// A real delivery with its body changed on the way is refused too.
	await ticketMails( buyer );
	const paid = await control( `orders/${ paypalId }/event`, {
		type: 'PAYMENT.CAPTURE.COMPLETED',
	} );
	expect( paid.status, paid.body ).toBe( 200 );
	const tampered = await control( 'deliver', {
		event_id: paid.event.id,
		tamper: true,
	} );
	expect( tampered.status ).toBe( 400 );
	const answer = JSON.parse( paid.body );
	expect( [ answer.received, answer.duplicate, answer.order ] ).toEqual( [
		true,
		false,
		placed.booking_id,
	] );
	const row = await order( placed.booking_id );
	expect( row.status ).toBe( 'completed' );
	expect( row.payment_reference ).toBe( paid.event.resource.id );
	expect( await ticketMails( buyer ) ).toBe( 1 );
	// Sent again by PayPal: answered as a duplicate, nothing changes.
	const replay = await control( 'deliver', { event_id: paid.event.id } );
	expect( [ replay.status, JSON.parse( replay.body ).duplicate ] ).toEqual( [
		200,
		true,
	] );
	expect( ( await order( placed.booking_id ) ).status ).toBe( 'completed' );
	expect( await ticketMails( buyer ) ).toBe( 0 );
} );

test( 'out of order: completed stays completed after a later DENIED; a DENIED capture releases a pending order at once (34.2)', async () => {
	const first = await buy(
		'PayPal order done',
		[ { name: 'Standard', price: '5.00', capacity: 10 } ],
		[ 1 ]
	);
	await control( `orders/${ first.paypalId }/event`, {
		type: 'PAYMENT.CAPTURE.COMPLETED',
	} );
	const late = await control( `orders/${ first.paypalId }/event`, {
		type: 'PAYMENT.CAPTURE.DENIED',
	} );
	expect( late.status, late.body ).toBe( 200 );
	expect( ( await order( first.placed.booking_id ) ).status ).toBe(
		'completed'
	);

	const second = await buy(
		'PayPal denied',
		[ { name: 'Standard', price: '5.00', capacity: 2 } ],
		[ 2 ]
	);
	const remaining = () => seatsLeft( second.eventId );
	expect( await remaining() ).toBe( 0 );
	const denied = await control( `orders/${ second.paypalId }/event`, {
		type: 'PAYMENT.CAPTURE.DENIED',
	} );
	expect( denied.status, denied.body ).toBe( 200 );
	expect( ( await order( second.placed.booking_id ) ).status ).toBe(
		'cancelled'
	);
	expect( await remaining() ).toBe( 2 );
} );

test( 'a capture whose amount does not match leaves the order pending and flags it (34.2)', async () => {
	const { placed, paypalId } = await buy(
		'PayPal mismatch',
		[ { name: 'Standard', price: '20.00', capacity: 10 } ],
		[ 1 ]
	);
	const paid = await control( `orders/${ paypalId }/event`, {
		type: 'PAYMENT.CAPTURE.COMPLETED',
		amount: { currency_code: 'USD', value: '1.00' },
	} );
	expect( paid.status, paid.body ).toBe( 200 );
	const row = await order( placed.booking_id );
	expect( row.status ).toBe( 'pending' );
	expect( row.payment_flag ).toContain( '1.00 USD' );
	expect( row.payment_flag ).toContain( '20.00 USD' );
} );

test( 'CHECKOUT.ORDER.APPROVED captures the order server-side for a buyer who closed the tab (34.2)', async () => {
	const { placed, buyer, paypalId } = await buy(
		'PayPal closed tab',
		[ { name: 'Standard', price: '9.00', capacity: 10 } ],
		[ 2 ]
	);
	await ticketMails( buyer );
	const approved = await control( `orders/${ paypalId }/approve`, {
		deliver: true,
	} );
	expect( approved.status, approved.body ).toBe( 200 );
	expect( JSON.parse( approved.body ) ).toMatchObject( {
		order: placed.booking_id,
	} );
	expect( ( await order( placed.booking_id ) ).status ).toBe( 'completed' );
	expect(
		await requests( `/v2/checkout/orders/${ paypalId }/capture` )
	).toHaveLength( 1 );
	expect( await ticketMails( buyer ) ).toBe( 1 );
} );

test( 'PayPal not answering at order creation leaves the order pending with a clear retry message (34.2)', async () => {
	test.setTimeout( 90_000 );
	await control( 'config', { create_delay_ms: 15_000 } );
	const outcome = await buy(
		'PayPal timeout',
		[ { name: 'Standard', price: '8.00', capacity: 10 } ],
		[ 1 ]
	).finally( () => control( 'config', { create_delay_ms: 0 } ) );
	expect( outcome.placed ).toMatchObject( {
		status: 'pending',
		redirect_url: '',
	} );
	expect( outcome.placed.instructions ).toMatch(
		/did not answer in time.*eventsmith_paypal_pay=/s
	);
	const row = await order( outcome.placed.booking_id );
	expect( row.status ).toBe( 'pending' );
} );

test( 'staff refund a PayPal order through the captures API with a request id; the REFUNDED delivery that follows changes nothing (34.2)', async () => {
	const { placed, paypalId } = await buy(
		'PayPal refund',
		[ { name: 'Standard', price: '15.00', capacity: 10 } ],
		[ 2 ]
	);
	await control( `orders/${ paypalId }/event`, {
		type: 'PAYMENT.CAPTURE.COMPLETED',
	} );
	const capture = ( await order( placed.booking_id ) ).payment_reference;
	const refunded = await refund( placed.booking_id );
	expect( refunded.status(), await refunded.text() ).toBe( 200 );
	expect( ( await json( refunded ) ).status ).toBe( 'refunded' );
	const sent = (
		await requests( `/v2/payments/captures/${ capture }/refund` )
	).pop() as Json;
	// No amount: PayPal refunds what is left of the capture (all of it here).
	expect( sent.body.amount ).toBeUndefined();
	expect( sent.request_id ).toMatch(
		new RegExp( `-refund-${ placed.booking_id }$` )
	);
	await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
	expect( ( await order( placed.booking_id ) ).status ).toBe( 'refunded' );
} );

test( "a refund PayPal refuses leaves the booking completed and shows PayPal's message (34.2)", async () => {
	const { placed, paypalId } = await buy(
		'PayPal refused refund',
		[ { name: 'Standard', price: '15.00', capacity: 10 } ],
		[ 1 ]
	);
	await control( `orders/${ paypalId }/event`, {
		type: 'PAYMENT.CAPTURE.COMPLETED',
	} );
	await control( 'config', { refuse_refunds: true } );
	const refused = await refund( placed.booking_id ).finally( () =>
		control( 'config', { refuse_refunds: false } )
	);
	expect( refused.status() ).toBe( 409 );
	const error = await json( refused );
	expect( error.message ).toContain( 'REFUND_NOT_ALLOWED' );
	const row = await order( placed.booking_id );
	expect( row.status ).toBe( 'completed' );
} );

test( 'a whole refund made in PayPal (PAYMENT.CAPTURE.REFUNDED) refunds the order and releases its seats (34.2)', async () => {
	const { placed, eventId, paypalId } = await buy(
		'PayPal dashboard refund',
		[ { name: 'Standard', price: '9.00', capacity: 3 } ],
		[ 3 ]
	);
	await control( `orders/${ paypalId }/event`, {
		type: 'PAYMENT.CAPTURE.COMPLETED',
	} );
	const capture = ( await order( placed.booking_id ) ).payment_reference;
	const remaining = () => seatsLeft( eventId );
	expect( await remaining() ).toBe( 0 );
	const tokenAnswer = await (
		await fetch( `${ STANDIN }/v1/oauth2/token`, {
			method: 'POST',
			headers: {
				Authorization: `Basic ${ Buffer.from( 'dashboard:secret1' ).toString( 'base64' ) }`,
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: 'grant_type=client_credentials',
		} )
	).json();
	const direct = await fetch(
		`${ STANDIN }/v2/payments/captures/${ capture }/refund`,
		{
			method: 'POST',
			headers: {
				Authorization: `Bearer ${ tokenAnswer.access_token }`,
				'Content-Type': 'application/json',
			},
			body: '{}',
		}
	);
	expect( direct.status ).toBe( 201 );
	await expect( async () =>
		expect( ( await order( placed.booking_id ) ).status ).toBe( 'refunded' )
	).toPass( { timeout: 10_000 } );
	expect( await remaining() ).toBe( 3 );
} );

test( "the buyer approves on PayPal's page and lands on the return page that says the payment was received (34.2)", async () => {
	const { placed, buyer } = await buy(
		'PayPal approval page',
		[ { name: 'Standard', price: '30.00', capacity: 10 } ],
		[ 1 ]
	);
	const visitor = await session( null );
	const page = await visitor.request.get( placed.redirect_url );
	expect( await page.text() ).toContain( 'Pay 30.00 USD' );
	await ticketMails( buyer );
	const approved = await visitor.request.post( placed.redirect_url, {
		maxRedirects: 0,
	} );
	expect( approved.status() ).toBe( 303 );
	const back = await visitor.request.get(
		String( approved.headers().location )
	);
	expect( back.status() ).toBe( 200 );
	expect( await back.text() ).toContain( 'Payment received' );
	expect( ( await order( placed.booking_id ) ).status ).toBe( 'completed' );
	expect( await ticketMails( buyer ) ).toBe( 1 );
} );
