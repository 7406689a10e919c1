/**
 * A paid checkout through PayPal in the browser (issue 34, "How it will be checked"), against the
 * PayPal stand-in (tests/support/payments/paypal-standin.mjs) with PayPal as the one online
 * method: a visitor buys on the ticket form, approves on the stand-in's approval page (the
 * payer-action link) and returns to return_url, where the site captures the order and shows the
 * tickets; staff refund the capture in the purchase report. A payment cancelled at PayPal returns
 * to the site with the order pending and a way to pay again.
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
	withProvider,
	type Provider,
} from './support';

const PAYPAL: Provider = {
	id: 'paypal',
	file: 'paypal-standin.mjs',
	portOffset: 2,
	baseRoute: '/eventsmith-test/v1/paypal-api-base',
	webhook: '/eventsmith/v2/payments/paypal/webhook',
	config: ( webhookUrl ) => ( {
		webhook_url: webhookUrl,
		webhook_id: 'JOURNEYWEBHOOK0001',
		create_delay_ms: 0,
		refuse_refunds: false,
	} ),
	enable: {
		paypal_mode: 'test',
		paypal_test_client_id: 'JourneyClientId_0001',
		paypal_test_client_secret: 'JourneyClientSecret_9876',
		paypal_webhook_id: 'JOURNEYWEBHOOK0001',
	},
	disable: {
		paypal_test_client_id: '',
		paypal_test_client_secret: '',
		paypal_webhook_id: '',
	},
	hostedPage: /\/checkoutnow\?token=\w+$/,
	payButton: 'Pay Now',
	cancelLink: 'Cancel and return',
	payAgain: 'Pay with PayPal',
	methodName: /PayPal/,
	reference: /^[0-9A-F]{17}$/,
	refundOf: ( requests, capture ) =>
		requests.find(
			( request ) =>
				request.method === 'POST' &&
				request.path === `/v2/payments/captures/${ capture }/refund`
		),
};

withProvider( PAYPAL );

test( 'a visitor pays at PayPal, gets the tickets, and staff refund the order (34.2)', async ( {
	page,
	browser,
} ) => {
	const admin = await session( ADMIN );
	const stamp = Date.now().toString( 36 );
	const event = await paidEvent( admin, `PayPal journey ${ stamp }` );
	const buyer = `PayPal Buyer ${ stamp }`;

	const email = `paypal-${ stamp }@example.com`;
	const placed = await orderOnTicketForm( page, PAYPAL, event, {
		name: buyer,
		email,
	} );
	await payOnHostedPage( page, PAYPAL, /^Pay 60\.00 USD$/ );
	// The tickets arrive once, whichever of the webhook and the return page came first.
	expect( await ticketMailsTo( admin, email ) ).toBe( 1 );

	const staff = await browser.newPage();
	await refundInReport( staff, PAYPAL, event, placed.booking_id, buyer );
	await staff.close();
} );

test( 'a payment cancelled at PayPal leaves the order pending with a way to pay again (34.2)', async ( {
	page,
} ) => {
	const admin = await session( ADMIN );
	const stamp = Date.now().toString( 36 );
	const { placed } = await placePaidOrder(
		admin,
		`PayPal cancel ${ stamp }`,
		[ { name: 'Day pass', price: '30.00', capacity: 5 } ],
		[ 1 ],
		`paypal-cancel-${ stamp }@example.com`
	);
	await page.goto( placed.redirect_url );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		'Pay 30.00 USD'
	);
	await cancelThenPayAgain( page, PAYPAL, placed.booking_id );
} );
