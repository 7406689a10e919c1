/**
 * Settings → Payments rules (issue 34.3): the draft of the payment settings,
 * the methods in the order buyers see them, and the changes the server takes.
 */
import {
	moveMethod,
	onlyKnown,
	orderedMethods,
	paymentDraft,
	providers,
	toggleMethod,
} from '../../../../../../admin/routes/settings/payments/payment-rules';

const choices = [
	{ value: 'pay_later', label: 'Pay later / bank transfer', ready: true },
	{ value: 'stripe', label: 'Card (Stripe)', ready: true },
	{ value: 'paypal', label: 'PayPal', ready: false },
];

describe( 'payment settings', () => {
	it( 'drafts the stored methods, masked secrets and modes; missing PayPal settings read as defaults (34.3)', () => {
		const draft = paymentDraft( {
			payment_methods: [ 'stripe', 'pay_later' ],
			stripe_mode: 'live',
			stripe_live_secret_key: '••••••••abcd',
		} );
		expect( draft.payment_methods ).toEqual( [ 'stripe', 'pay_later' ] );
		expect( draft.stripe_mode ).toBe( 'live' );
		expect( draft.stripe_live_secret_key ).toBe( '••••••••abcd' );
		expect( draft.paypal_mode ).toBe( 'test' );
		expect( draft.paypal_webhook_id ).toBe( '' );
		// A server from before the list answers one payment_method.
		expect(
			paymentDraft( { payment_method: 'stripe' } ).payment_methods
		).toEqual( [ 'stripe' ] );
		expect( paymentDraft( {} ).payment_methods ).toEqual( [ 'pay_later' ] );
	} );

	it( 'lists the methods on first, in order, then the others; an unknown id keeps its name (34.3)', () => {
		expect(
			orderedMethods( choices, [ 'stripe', 'gone', 'pay_later' ] ).map(
				( m ) => [ m.value, m.label, m.on ]
			)
		).toEqual( [
			[ 'stripe', 'Card (Stripe)', true ],
			[ 'gone', 'gone', true ],
			[ 'pay_later', 'Pay later / bank transfer', true ],
			[ 'paypal', 'PayPal', false ],
		] );
	} );

	it( 'turns methods on (last) and off, never the last one; moves them within bounds (34.3)', () => {
		expect( toggleMethod( [ 'pay_later' ], 'stripe', true ) ).toEqual( [
			'pay_later',
			'stripe',
		] );
		expect(
			toggleMethod( [ 'pay_later', 'stripe' ], 'pay_later', false )
		).toEqual( [ 'stripe' ] );
		expect( toggleMethod( [ 'stripe' ], 'stripe', false ) ).toEqual( [
			'stripe',
		] );
		expect(
			moveMethod( [ 'pay_later', 'stripe', 'paypal' ], 'stripe', -1 )
		).toEqual( [ 'stripe', 'pay_later', 'paypal' ] );
		expect(
			moveMethod( [ 'pay_later', 'stripe', 'paypal' ], 'stripe', 1 )
		).toEqual( [ 'pay_later', 'paypal', 'stripe' ] );
		expect(
			moveMethod( [ 'pay_later', 'stripe' ], 'pay_later', -1 )
		).toEqual( [ 'pay_later', 'stripe' ] );
	} );

	it( 'sends only the settings the server has: PayPal waits until it is there (34.3)', () => {
		expect(
			onlyKnown(
				{ payment_methods: [ 'stripe' ], paypal_mode: 'live' },
				{ payment_methods: [ 'pay_later' ], stripe_mode: 'test' }
			)
		).toEqual( { payment_methods: [ 'stripe' ] } );
	} );

	it( 'names the webhook events each provider must send (34.1, 34.2)', () => {
		const [ stripe, paypal ] = providers();
		expect( stripe?.events ).toEqual( [
			'checkout.session.completed',
			'checkout.session.async_payment_succeeded',
			'checkout.session.async_payment_failed',
			'checkout.session.expired',
			'charge.refunded',
		] );
		expect( paypal?.events ).toEqual( [
			'PAYMENT.CAPTURE.COMPLETED',
			'PAYMENT.CAPTURE.DENIED',
			'PAYMENT.CAPTURE.REFUNDED',
			'CHECKOUT.ORDER.APPROVED',
		] );
		expect(
			stripe?.fields.filter( ( f ) => f.secret ).map( ( f ) => f.field )
		).toEqual( [
			'stripe_test_secret_key',
			'stripe_live_secret_key',
			'stripe_webhook_secret',
		] );
	} );
} );
