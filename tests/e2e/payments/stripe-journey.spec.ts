/**
 * A paid checkout through Stripe in the browser (issue 34, "How it will be checked"), against the
 * Stripe stand-in (tests/support/payments/stripe-standin.mjs) with Stripe as the one online method:
 * a visitor on a phone-sized screen buys on the ticket form, pays on the stand-in's hosted page
 * (which sends the webhook signed by the official stripe package, then returns to success_url),
 * sees the payment received and opens a ticket; staff refund the order in the purchase report.
 * A cancelled payment returns to the site with the order pending and a way to pay again.
 */
import { expect, test } from '@playwright/test';
import {
	placePaidOrder,
	ticketMailsTo,
} from '../../support/payments/provider-checkout';
import { ADMIN, session } from '../../support/wordpress';
import {
	cancelThenPayAgain,
	orderOnTicketForm,
	paidEvent,
	payOnHostedPage,
	refundInReport,
	standinUrl,
	withProvider,
	type Provider,
} from './support';

const STRIPE: Provider = {
	id: 'stripe',
	file: 'stripe-standin.mjs',
	portOffset: 1,
	baseRoute: '/eventsmith-test/v1/stripe-api-base',
	webhook: '/eventsmith/v2/payments/stripe/webhook',
	config: ( webhookUrl ) => ( {
		webhook_url: webhookUrl,
		webhook_secret: 'whsec_journeySigningSecret0123',
		create_delay_ms: 0,
		refuse_refunds: false,
	} ),
	enable: {
		stripe_mode: 'test',
		stripe_test_secret_key: 'sk_test_journeySecretKey4242',
		stripe_webhook_secret: 'whsec_journeySigningSecret0123',
	},
	disable: { stripe_test_secret_key: '', stripe_webhook_secret: '' },
	hostedPage: /\/c\/pay\/cs_test_\w+$/,
	payButton: 'Pay',
	cancelLink: 'Cancel',
	payAgain: 'Pay by card',
	methodName: /Stripe/,
	reference: /^pi_\w+$/,
	refundOf: ( requests, paymentIntent ) =>
		requests.find(
			( request ) =>
				request.method === 'POST' &&
				request.path === '/v1/refunds' &&
				request.params?.payment_intent === paymentIntent
		),
};

withProvider( STRIPE );

test.describe( 'on a phone', () => {
	test.use( { viewport: { width: 390, height: 844 } } );

	test( 'a visitor pays by card at Stripe, gets the tickets, and staff refund the order (34.1)', async ( {
		page,
		browser,
	} ) => {
		const admin = await session( ADMIN );
		const stamp = Date.now().toString( 36 );
		const event = await paidEvent( admin, `Card journey ${ stamp }` );
		const buyer = `Card Buyer ${ stamp }`;

		const email = `card-${ stamp }@example.com`;
		const placed = await orderOnTicketForm( page, STRIPE, event, {
			name: buyer,
			email,
		} );
		expect( page.url().startsWith( standinUrl( STRIPE ) ) ).toBe( true );
		await payOnHostedPage( page, STRIPE, /^Pay 6000 usd$/ );
		// The tickets arrive once, whichever of the webhook and the return page came first.
		expect( await ticketMailsTo( admin, email ) ).toBe( 1 );

		const staff = await browser.newPage();
		await refundInReport( staff, STRIPE, event, placed.booking_id, buyer );
		await staff.close();
	} );
} );

test( 'a payment cancelled at Stripe leaves the order pending with a way to pay again (34.1)', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const stamp = Date.now().toString( 36 );
	const { placed } = await placePaidOrder(
		admin,
		`Card cancel ${ stamp }`,
		[ { name: 'Day pass', price: '30.00', capacity: 5 } ],
		[ 1 ],
		`card-cancel-${ stamp }@example.com`
	);
	await page.goto( placed.redirect_url );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		'Pay 3000 usd'
	);
	await cancelThenPayAgain( page, STRIPE, placed.booking_id );
} );
