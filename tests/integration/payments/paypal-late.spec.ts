/**
 * Late and lost PayPal payments and refunds of chosen tickets (issue 34, item 4, for PayPal),
 * against the local stand-in of PayPal's API: a capture that arrives after the order's seats were
 * released takes them again when they are free, or is refunded through PayPal's captures refund
 * API, the buyer told why; the payment sweep asks PayPal about orders whose webhook never came;
 * chosen tickets are refunded through PayPal with their amount.
 */
import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { json, type Json } from '../../support/json';
import { startStandin } from '../../support/payments/provider-checkout';
import {
	checkout,
	eventWithTypes,
	mailbox,
	mailTo,
	remaining,
	storedOrder,
} from '../../support/payments/stripe-client';
import { ADMIN, session, siteUrl, type Session } from '../../support/wordpress';

const PORT = Number( process.env.EVENTSMITH_TEST_PORT ?? 9410 ) + 1;
test.describe.configure( { mode: 'serial' } );
const STANDIN = `http://127.0.0.1:${ PORT }`;
const WEBHOOK_ID = '1JE4291016473214C';
const WEBHOOK = '/eventsmith/v2/payments/paypal/webhook';

let standin: ChildProcess;
let admin: Session;

const control = async ( path: string, body: Json = {} ): Promise< Json > =>
	(
		await fetch( `${ STANDIN }/_test/${ path }`, {
			method: 'POST',
			body: JSON.stringify( body ),
		} )
	).json();

async function requests( path: string ): Promise< Json[] > {
	const all: Json[] = await (
		await fetch( `${ STANDIN }/_test/requests` )
	).json();
	return all.filter( ( r ) => r.path === path );
}

/**
 * The PayPal order id of a checkout's approval link.
 * @param placed
 */
const paypalOf = ( placed: Json ): string =>
	new URL( String( placed.redirect_url ) ).searchParams.get( 'token' ) ?? '';

/**
 * The capture id of a PayPal order, as PayPal shows it.
 * @param paypalId
 */
async function captureOf( paypalId: string ): Promise< string > {
	const order = await (
		await fetch( `${ STANDIN }/v2/checkout/orders/${ paypalId }`, {
			headers: { Authorization: `Bearer ${ await token() }` },
		} )
	).json();
	return order.purchase_units[ 0 ].payments.captures[ 0 ].id;
}

async function token(): Promise< string > {
	const answer = await fetch( `${ STANDIN }/v1/oauth2/token`, {
		method: 'POST',
		headers: {
			Authorization: `Basic ${ Buffer.from(
				'StandinClientId_0001:StandinClientSecret_9876'
			).toString( 'base64' ) }`,
			'Content-Type': 'application/x-www-form-urlencoded',
		},
		body: 'grant_type=client_credentials',
	} );
	return ( await answer.json() ).access_token;
}

/**
 * The hold ended `days` days ago and the unpaid-order sweep ran: the order's status.
 * @param id
 * @param days
 */
const holdEnded = async ( id: number, days: number ): Promise< string > =>
	(
		await json(
			await admin.rest(
				'POST',
				`/eventsmith-test/v1/paypal-order/${ id }/hold-ended`,
				{ days_ago: days }
			)
		)
	).status;

const refundsOf = ( capture: string ) =>
	requests( `/v2/payments/captures/${ capture }/refund` );

test.beforeAll( async () => {
	standin = await startStandin( 'paypal-standin.mjs', PORT );
	admin = await session( ADMIN );
	await control( 'config', {
		webhook_url: `${ siteUrl() }/wp-json${ WEBHOOK }`,
		webhook_id: WEBHOOK_ID,
		// PayPal's refund notices come a little after the refund's answer.
		refund_webhook_delay_ms: 1000,
	} );
	expect(
		(
			await admin.rest( 'POST', '/eventsmith-test/v1/paypal-api-base', {
				base: STANDIN,
			} )
		).status()
	).toBe( 200 );
	const saved = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		payment_method: 'paypal',
		currency: 'USD',
		pending_hold_minutes: 60,
		paypal_mode: 'test',
		paypal_test_client_id: 'StandinClientId_0001',
		paypal_test_client_secret: 'StandinClientSecret_9876',
		paypal_webhook_id: WEBHOOK_ID,
	} );
	expect( saved.status(), await saved.text() ).toBe( 200 );
} );

test.afterAll( async () => {
	await admin?.rest( 'PUT', '/eventsmith/v2/settings', {
		payment_method: 'pay_later',
		paypal_test_client_id: '',
		paypal_test_client_secret: '',
		paypal_webhook_id: '',
	} );
	await admin?.rest( 'POST', '/eventsmith-test/v1/paypal-api-base', {
		base: '',
	} );
	standin?.kill();
} );

test( 'a PayPal payment after the seats were released, while they are still free: the order takes them again and completes once (34.4)', async () => {
	const { eventId, typeIds } = await eventWithTypes(
		admin,
		'PayPal late, free',
		[ { name: 'Standard', price: '20.00', capacity: 2 } ]
	);
	const { placed, buyer } = await checkout( eventId, typeIds, [ 2 ] );
	const paypalId = paypalOf( placed );
	expect( paypalId ).not.toBe( '' );
	expect( await remaining( eventId ) ).toBe( 0 );
	// The hold ended: left to the payment sweep, which finds it not approved at PayPal and releases it.
	expect( await holdEnded( placed.booking_id, 0 ) ).toBe( 'pending' );
	await admin.rest( 'POST', '/eventsmith-test/v1/payments/reconcile' );
	expect( ( await storedOrder( admin, placed.booking_id ) ).status ).toBe(
		'cancelled'
	);
	expect( await remaining( eventId ) ).toBe( 2 );
	await mailbox( admin );

	// The buyer approves at PayPal after all and comes back: captured, seats taken again.
	await control( `orders/${ paypalId }/approve` );
	const back = await (
		await session( null )
	).request.get(
		`/?eventsmith_paypal_return=${ placed.booking_id }&token=${ paypalId }&PayerID=STANDINPAYER`
	);
	expect( await back.text() ).toContain( 'Payment received' );
	const capture = await captureOf( paypalId );
	const row = await storedOrder( admin, placed.booking_id );
	expect( row.status ).toBe( 'completed' );
	expect( row.payment_reference ).toBe( capture );
	expect( row.payment_flag ).toContain( 'seats were still free' );
	expect( await remaining( eventId ) ).toBe( 0 );
	expect(
		mailTo( await mailbox( admin ), buyer, 'Your tickets' )
	).toHaveLength( 1 );
	// PAYMENT.CAPTURE.COMPLETED arriving afterwards changes nothing and sends nothing again.
	const late = await control( `orders/${ paypalId }/event`, {
		type: 'PAYMENT.CAPTURE.COMPLETED',
	} );
	expect( late.status, late.body ).toBe( 200 );
	expect(
		mailTo( await mailbox( admin ), buyer, 'Your tickets' )
	).toHaveLength( 0 );
	expect( await refundsOf( capture ) ).toHaveLength( 0 );
} );

test( 'a PayPal payment after the seats were released and sold: refunded through the captures API once, marked refunded, the buyer told why (34.4)', async () => {
	const { eventId, typeIds } = await eventWithTypes(
		admin,
		'PayPal late, sold',
		[ { name: 'Standard', price: '15.00', capacity: 1 } ]
	);
	const first = await checkout( eventId, typeIds, [ 1 ] );
	expect( await holdEnded( first.placed.booking_id, 1 ) ).toBe( 'cancelled' );
	const second = await checkout( eventId, typeIds, [ 1 ] );
	expect( second.placed.status ).toBe( 'pending' );
	await mailbox( admin );

	const paypalId = paypalOf( first.placed );
	const paid = await control( `orders/${ paypalId }/event`, {
		type: 'PAYMENT.CAPTURE.COMPLETED',
	} );
	expect( paid.status, paid.body ).toBe( 200 );
	const capture = paid.event.resource.id;
	const row = await storedOrder( admin, first.placed.booking_id );
	expect( row.status ).toBe( 'refunded' );
	expect( row.payment_reference ).toBe( capture );
	expect( row.payment_flag ).toContain( 'refunded automatically' );
	const refunds = await refundsOf( capture );
	expect( refunds ).toHaveLength( 1 );
	expect( refunds[ 0 ]?.body.amount ).toBeUndefined();
	expect( refunds[ 0 ]?.request_id ).toMatch(
		new RegExp( `-refund-late-${ first.placed.booking_id }$` )
	);
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

	// A replay and the REFUNDED notice that follows change nothing more.
	await control( 'deliver', { event_id: paid.event.id } );
	await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
	expect(
		( await storedOrder( admin, first.placed.booking_id ) ).status
	).toBe( 'refunded' );
	expect( await refundsOf( capture ) ).toHaveLength( 1 );
	expect(
		mailTo( await mailbox( admin ), first.buyer, 'was refunded' )
	).toHaveLength( 0 );
} );

test( 'a late PayPal payment whose refund PayPal refuses leaves the order released and flagged; PayPal sends the delivery again and it is refunded once (34.4)', async () => {
	const { eventId, typeIds } = await eventWithTypes(
		admin,
		'PayPal late, refund refused',
		[ { name: 'Standard', price: '9.00', capacity: 1 } ]
	);
	const first = await checkout( eventId, typeIds, [ 1 ] );
	expect( await holdEnded( first.placed.booking_id, 1 ) ).toBe( 'cancelled' );
	await checkout( eventId, typeIds, [ 1 ] );
	await control( 'config', { refuse_refunds: true } );
	let paid: Json = {};
	try {
		paid = await control( `orders/${ paypalOf( first.placed ) }/event`, {
			type: 'PAYMENT.CAPTURE.COMPLETED',
		} );
		expect( paid.status ).toBe( 409 );
		const row = await storedOrder( admin, first.placed.booking_id );
		expect( row.status ).toBe( 'cancelled' );
		expect( row.payment_flag ).toContain( 'automatic refund failed' );
	} finally {
		await control( 'config', { refuse_refunds: false } );
	}
	const again = await control( 'deliver', { event_id: paid.event.id } );
	expect( again.status, again.body ).toBe( 200 );
	expect(
		( await storedOrder( admin, first.placed.booking_id ) ).status
	).toBe( 'refunded' );
	expect( await refundsOf( paid.event.resource.id ) ).toHaveLength( 2 );
} );

test( 'webhooks that never come: the payment sweep asks PayPal, captures an approved order, settles a completed one, releases a voided or unapproved one and waits on a capture still processing (34.4)', async () => {
	const { eventId, typeIds } = await eventWithTypes(
		admin,
		'PayPal lost webhooks',
		[ { name: 'Standard', price: '11.00', capacity: 5 } ]
	);
	const approved = await checkout( eventId, typeIds, [ 1 ] );
	const captured = await checkout( eventId, typeIds, [ 1 ] );
	const voided = await checkout( eventId, typeIds, [ 1 ] );
	const unapproved = await checkout( eventId, typeIds, [ 1 ] );
	const processing = await checkout( eventId, typeIds, [ 1 ] );
	await control( `orders/${ paypalOf( approved.placed ) }/approve` );
	await control( `orders/${ paypalOf( captured.placed ) }/event`, {
		type: 'PAYMENT.CAPTURE.COMPLETED',
		deliver: false,
	} );
	await control( `orders/${ paypalOf( voided.placed ) }/void` );
	await control( 'config', { capture_status: 'PENDING' } );
	await control( `orders/${ paypalOf( processing.placed ) }/event`, {
		type: 'PAYMENT.CAPTURE.COMPLETED',
		deliver: false,
	} );
	await control( 'config', { capture_status: 'COMPLETED' } );
	await mailbox( admin );
	for ( const { placed } of [
		approved,
		captured,
		voided,
		unapproved,
		processing,
	] ) {
		// The hold ends and the unpaid-order sweep runs: PayPal's orders are left to the payment sweep.
		expect( await holdEnded( placed.booking_id, 0 ) ).toBe( 'pending' );
	}
	const done: Json = await json(
		await admin.rest( 'POST', '/eventsmith-test/v1/payments/reconcile' )
	);
	expect( done.asked ).toBeGreaterThanOrEqual( 5 );
	expect( done.paid ).toBeGreaterThanOrEqual( 2 );
	expect( done.released ).toBeGreaterThanOrEqual( 2 );
	expect( done.unknown ).toBeGreaterThanOrEqual( 1 );
	const status = async ( placed: Json ) =>
		( await storedOrder( admin, placed.booking_id ) ).status;
	expect( await status( approved.placed ) ).toBe( 'completed' );
	expect( await status( captured.placed ) ).toBe( 'completed' );
	expect( await status( voided.placed ) ).toBe( 'cancelled' );
	expect( await status( unapproved.placed ) ).toBe( 'cancelled' );
	// A capture PayPal is still processing: asked again next run.
	expect( await status( processing.placed ) ).toBe( 'pending' );
	expect(
		( await storedOrder( admin, approved.placed.booking_id ) )
			.payment_reference
	).toBe( await captureOf( paypalOf( approved.placed ) ) );
	expect( await remaining( eventId ) ).toBe( 2 );
	const mail = await mailbox( admin );
	expect( mailTo( mail, approved.buyer, 'Your tickets' ) ).toHaveLength( 1 );
	expect( mailTo( mail, captured.buyer, 'Your tickets' ) ).toHaveLength( 1 );

	// Asked again: nothing more happens.
	await json(
		await admin.rest( 'POST', '/eventsmith-test/v1/payments/reconcile' )
	);
	expect( await status( processing.placed ) ).toBe( 'pending' );
	expect(
		mailTo( await mailbox( admin ), approved.buyer, 'Your tickets' )
	).toHaveLength( 0 );
} );

test( 'staff refund chosen tickets of a PayPal order: their amount goes back through the captures API with a request id of the tickets; the rest refunds what is left (34.4)', async () => {
	const { eventId, typeIds } = await eventWithTypes(
		admin,
		'PayPal ticket refunds',
		[
			{ name: 'Standard', price: '25.50', capacity: 10 },
			{ name: 'VIP', price: '100', capacity: 5 },
		]
	);
	const { placed } = await checkout( eventId, typeIds, [ 2, 1 ] );
	const paid = await control( `orders/${ paypalOf( placed ) }/event`, {
		type: 'PAYMENT.CAPTURE.COMPLETED',
	} );
	expect( paid.status, paid.body ).toBe( 200 );
	const capture = paid.event.resource.id;
	const order = async (): Promise< Json > =>
		json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/bookings/${ placed.booking_id }`
			)
		);
	const before = await order();
	expect( before.status ).toBe( 'completed' );
	const [ standard, second, vip ] = before.tickets.map(
		( t: Json ) => t.id as number
	);

	const one = await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ placed.booking_id }/refund-tickets`,
		{ ticket_ids: [ standard ] }
	);
	expect( one.status(), await one.text() ).toBe( 200 );
	const sent = await refundsOf( capture );
	expect( sent ).toHaveLength( 1 );
	expect( sent[ 0 ]?.body.amount ).toEqual( {
		currency_code: 'USD',
		value: '25.50',
	} );
	expect( sent[ 0 ]?.request_id ).toMatch(
		new RegExp( `-refund-${ placed.booking_id }-tickets-${ standard }$` )
	);
	expect( ( await order() ).status ).toBe( 'completed' );
	// PayPal's PAYMENT.CAPTURE.REFUNDED for this part arrives and raises no flag.
	await new Promise( ( resolve ) => setTimeout( resolve, 2000 ) );
	expect(
		( await storedOrder( admin, placed.booking_id ) ).payment_flag
	).toBe( '' );

	// PayPal refusing changes nothing and shows its message.
	await control( 'config', { refuse_refunds: true } );
	try {
		const refused = await admin.rest(
			'POST',
			`/eventsmith/v2/bookings/${ placed.booking_id }/refund-tickets`,
			{ ticket_ids: [ vip ] }
		);
		expect( refused.status() ).toBe( 409 );
		expect( ( await order() ).tickets[ 2 ].status ).toBe( 'active' );
	} finally {
		await control( 'config', { refuse_refunds: false } );
	}

	// The rest of the order: what is left of the capture, without an amount.
	const rest = await admin.rest(
		'POST',
		`/eventsmith/v2/bookings/${ placed.booking_id }/refund-tickets`,
		{ ticket_ids: [ second, vip ] }
	);
	expect( rest.status(), await rest.text() ).toBe( 200 );
	expect( ( await json( rest ) ).status ).toBe( 'refunded' );
	const last = ( await refundsOf( capture ) ).pop() as Json;
	expect( last.body.amount ).toBeUndefined();
	expect( last.request_id ).toMatch(
		new RegExp( `-refund-${ placed.booking_id }$` )
	);
} );
