/**
 * The buyer's side of Stripe (issue 34, items 1 and 3): paying on the hosted page, the webhook
 * and the return page at once, choosing among the enabled methods, "Test connection", and what
 * staff and buyers see of the payment afterwards.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { session } from '../../support/wordpress';
import { runToken } from '../support/rest';
import {
	buy,
	control,
	order,
	requests,
	sessionOf,
	STANDIN,
	ticketMails,
	stripeForThisFile,
} from './support/stripe-checkout';

const stripe = stripeForThisFile();

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
		await stripe.admin.rest( 'GET', '/eventsmith-test/v1/mail' )
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
	const methods = await stripe.admin.rest( 'PUT', '/eventsmith/v2/settings', {
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
		await stripe.admin.rest( 'PUT', '/eventsmith/v2/settings', {
			payment_methods: [ 'stripe' ],
		} );
	}
} );

test( '"Test connection" asks Stripe with the saved key: ok, or 502 with Stripe\'s message; an unknown provider answers 400 (34.1)', async () => {
	const connect = ( gateway: string ) =>
		stripe.admin.rest(
			'POST',
			`/eventsmith/v2/payments/${ gateway }/connection-test`
		);
	const fine = await connect( 'stripe' );
	expect( fine.status(), await fine.text() ).toBe( 200 );
	expect( await json( fine ) ).toEqual( { ok: true } );
	expect(
		( await requests() ).filter( ( r ) => r.path === '/v1/balance' ).pop()
	).toMatchObject( { method: 'GET', key_mode: 'test' } );

	await control( 'config', {
		revoked_key: 'sk_test_ExampleStandinKeyNotReal',
	} );
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
		await stripe.admin.rest(
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
		await stripe.admin.rest(
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
		await stripe.admin.request.get( booking.invoice_url )
	).text();
	expect( staffInvoice ).toContain( 'Card (Stripe)' );
	expect( staffInvoice ).toContain( `href="${ dashboard }"` );
	const buyerInvoice = await (
		await ( await session( null ) ).request.get( booking.invoice_url )
	).text();
	expect( buyerInvoice ).toContain( 'Card (Stripe)' );
	expect( buyerInvoice ).not.toContain( reference );
} );
