/**
 * Nothing about a card is ever stored or logged (issue 34, bad input and failure): Stripe's
 * refund report carries the card's brand, last digits, expiry, fingerprint and the holder's
 * address; after it is handled, none of them is in any of the site's tables or in debug.log.
 */
import { expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { json } from '../../support/json';
import {
	WEBHOOK_SECRET,
	checkout,
	eventWithTypes,
	sessionOf,
	storedOrder,
	standinForThisFile,
} from '../../support/payments/stripe-client';
import { session } from '../../support/wordpress';
import { runToken } from '../support/rest';

test.describe.configure( { mode: 'serial' } );

const stripe = standinForThisFile(
	Number( process.env.EVENTSMITH_TEST_PORT ?? 9410 ) + 1
);

test( 'card details in a Stripe delivery are stored and logged nowhere (34)', async () => {
	const { admin } = stripe;
	const { eventId, typeIds } = await eventWithTypes( admin, 'No card data', [
		{ name: 'Standard', price: '10.00', capacity: 5 },
	] );
	const { placed } = await checkout( eventId, typeIds, [ 1 ] );
	const paid = await stripe.control(
		`sessions/${ sessionOf( placed ) }/pay`
	);
	expect( paid.status, paid.body ).toBe( 200 );
	const intent = paid.event.data.object.payment_intent;

	const card = {
		fingerprint: `Fp${ runToken( 'card' ).replace( /\W/g, '' ) }`,
		last4: '7319',
		holderStreet: '17 Cardholder Lane',
	};
	const payload = JSON.stringify( {
		id: `evt_${ runToken( 'refunded' ).replace( /\W/g, '' ) }`,
		object: 'event',
		type: 'charge.refunded',
		data: {
			object: {
				id: `ch_${ runToken( 'charge' ).replace( /\W/g, '' ) }`,
				object: 'charge',
				payment_intent: intent,
				amount: 1000,
				amount_refunded: 1000,
				currency: 'usd',
				refunded: true,
				billing_details: {
					name: 'Card Holder',
					address: { line1: card.holderStreet, country: 'US' },
				},
				payment_method_details: {
					type: 'card',
					card: {
						brand: 'visa',
						last4: card.last4,
						exp_month: 11,
						exp_year: 2034,
						fingerprint: card.fingerprint,
						network: 'visa',
					},
				},
			},
		},
	} );
	const signer = new Stripe( 'sk_test_signer', {
		apiVersion: '2024-06-20' as never,
	} );
	const header = signer.webhooks.generateTestHeaderString( {
		payload,
		secret: WEBHOOK_SECRET,
	} );
	const delivered = await (
		await session( null )
	).request.fetch( '/wp-json/eventsmith/v2/payments/stripe/webhook', {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'Stripe-Signature': header,
		},
		data: payload,
	} );
	expect( delivered.status(), await delivered.text() ).toBe( 200 );
	expect( ( await storedOrder( admin, placed.booking_id ) ).status ).toBe(
		'refunded'
	);

	for ( const needle of [
		card.fingerprint,
		card.holderStreet,
		`"last4":"${ card.last4 }"`,
		'payment_method_details',
	] ) {
		const found = await json(
			await admin.rest(
				'GET',
				`/eventsmith-test/v1/find-text?needle=${ encodeURIComponent(
					needle
				) }`
			)
		);
		expect( found, needle ).toEqual( [] );
	}
} );
