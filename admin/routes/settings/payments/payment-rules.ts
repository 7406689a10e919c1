/**
 * Settings → Payments, free of the page: the payment settings' draft, the
 * methods in the order buyers see them, each provider's fields and webhook
 * events, and which changes the server can take.
 */
import { __ } from '@wordpress/i18n';

export type Mode = 'test' | 'live';

/** The payment settings as the form edits them (secrets: the masked value while unchanged). */
export type PaymentDraft = {
	payment_methods: string[];
	stripe_mode: Mode;
	stripe_test_publishable_key: string;
	stripe_live_publishable_key: string;
	stripe_test_secret_key: string;
	stripe_live_secret_key: string;
	stripe_webhook_secret: string;
	paypal_mode: Mode;
	paypal_test_client_id: string;
	paypal_live_client_id: string;
	paypal_test_client_secret: string;
	paypal_live_client_secret: string;
	paypal_webhook_id: string;
};

export type PaymentField = keyof PaymentDraft;

/** One way to pay as GET /settings/choices lists it. */
export type MethodChoice = { value: string; label: string; ready?: boolean };

/** A field of a provider's panel. */
export type ProviderField = {
	field: Exclude< PaymentField, 'payment_methods' | `${ string }_mode` >;
	label: string;
	/** Write-only: shown masked, replaced by typing, removed by "Remove". */
	secret: boolean;
};

export type Provider = {
	id: 'stripe' | 'paypal';
	title: string;
	mode: 'stripe_mode' | 'paypal_mode';
	fields: ProviderField[];
	/** The webhook events to select in the provider's dashboard. */
	events: string[];
};

/**
 * The payment settings of the stored ones; settings the server does not
 * have yet read as their defaults.
 *
 * @param settings Stored settings.
 */
export function paymentDraft(
	settings: Partial< Record< string, unknown > >
): PaymentDraft {
	const text = ( key: string ) =>
		typeof settings[ key ] === 'string'
			? ( settings[ key ] as string )
			: '';
	const mode = ( key: string ): Mode =>
		settings[ key ] === 'live' ? 'live' : 'test';
	const listed = settings.payment_methods;
	let methods = [ 'pay_later' ];
	if ( Array.isArray( listed ) ) {
		methods = listed.map( String );
	} else if ( typeof settings.payment_method === 'string' ) {
		methods = [ settings.payment_method ];
	}
	return {
		payment_methods: methods,
		stripe_mode: mode( 'stripe_mode' ),
		stripe_test_publishable_key: text( 'stripe_test_publishable_key' ),
		stripe_live_publishable_key: text( 'stripe_live_publishable_key' ),
		stripe_test_secret_key: text( 'stripe_test_secret_key' ),
		stripe_live_secret_key: text( 'stripe_live_secret_key' ),
		stripe_webhook_secret: text( 'stripe_webhook_secret' ),
		paypal_mode: mode( 'paypal_mode' ),
		paypal_test_client_id: text( 'paypal_test_client_id' ),
		paypal_live_client_id: text( 'paypal_live_client_id' ),
		paypal_test_client_secret: text( 'paypal_test_client_secret' ),
		paypal_live_client_secret: text( 'paypal_live_client_secret' ),
		paypal_webhook_id: text( 'paypal_webhook_id' ),
	};
}

/** Stripe and PayPal: their fields and webhook events. */
export function providers(): Provider[] {
	return [
		{
			id: 'stripe',
			title: __( 'Stripe', 'eventsmith' ),
			mode: 'stripe_mode',
			fields: [
				{
					field: 'stripe_test_publishable_key',
					label: __( 'Test publishable key', 'eventsmith' ),
					secret: false,
				},
				{
					field: 'stripe_test_secret_key',
					label: __( 'Test secret key', 'eventsmith' ),
					secret: true,
				},
				{
					field: 'stripe_live_publishable_key',
					label: __( 'Live publishable key', 'eventsmith' ),
					secret: false,
				},
				{
					field: 'stripe_live_secret_key',
					label: __( 'Live secret key', 'eventsmith' ),
					secret: true,
				},
				{
					field: 'stripe_webhook_secret',
					label: __( 'Webhook signing secret', 'eventsmith' ),
					secret: true,
				},
			],
			events: [
				'checkout.session.completed',
				'checkout.session.async_payment_succeeded',
				'checkout.session.async_payment_failed',
				'checkout.session.expired',
				'charge.refunded',
			],
		},
		{
			id: 'paypal',
			title: __( 'PayPal', 'eventsmith' ),
			mode: 'paypal_mode',
			fields: [
				{
					field: 'paypal_test_client_id',
					label: __( 'Sandbox client ID', 'eventsmith' ),
					secret: false,
				},
				{
					field: 'paypal_test_client_secret',
					label: __( 'Sandbox client secret', 'eventsmith' ),
					secret: true,
				},
				{
					field: 'paypal_live_client_id',
					label: __( 'Live client ID', 'eventsmith' ),
					secret: false,
				},
				{
					field: 'paypal_live_client_secret',
					label: __( 'Live client secret', 'eventsmith' ),
					secret: true,
				},
				{
					field: 'paypal_webhook_id',
					label: __( 'Webhook ID', 'eventsmith' ),
					secret: false,
				},
			],
			events: [
				'PAYMENT.CAPTURE.COMPLETED',
				'PAYMENT.CAPTURE.DENIED',
				'PAYMENT.CAPTURE.REFUNDED',
				'CHECKOUT.ORDER.APPROVED',
			],
		},
	];
}

/**
 * Every method to show, the ones on first in the order buyers see them,
 * then the others; an id on that no plugin offers any more keeps its id.
 *
 * @param choices The methods the site knows.
 * @param enabled The ids turned on, in order.
 */
export function orderedMethods(
	choices: readonly MethodChoice[],
	enabled: readonly string[]
): Array< MethodChoice & { on: boolean } > {
	const byId = new Map(
		choices.map( ( choice ) => [ choice.value, choice ] )
	);
	return [
		...enabled.map( ( id ) => ( {
			...( byId.get( id ) ?? { value: id, label: id, ready: false } ),
			on: true,
		} ) ),
		...choices
			.filter( ( choice ) => ! enabled.includes( choice.value ) )
			.map( ( choice ) => ( { ...choice, on: false } ) ),
	];
}

/**
 * The list with a method turned on (added last) or off; the last one stays on.
 *
 * @param enabled The ids turned on, in order.
 * @param id      The method.
 * @param on      Whether it is to be on.
 */
export function toggleMethod(
	enabled: readonly string[],
	id: string,
	on: boolean
): string[] {
	if ( on ) {
		return enabled.includes( id ) ? [ ...enabled ] : [ ...enabled, id ];
	}
	const rest = enabled.filter( ( method ) => method !== id );
	return rest.length > 0 ? rest : [ ...enabled ];
}

/**
 * The list with a method moved one place earlier (-1) or later (1).
 *
 * @param enabled The ids turned on, in order.
 * @param id      The method.
 * @param by      -1 or 1.
 */
export function moveMethod(
	enabled: readonly string[],
	id: string,
	by: -1 | 1
): string[] {
	const next = [ ...enabled ];
	const from = next.indexOf( id );
	const to = from + by;
	if ( from < 0 || to < 0 || to >= next.length ) {
		return next;
	}
	[ next[ from ], next[ to ] ] = [ next[ to ] as string, id ];
	return next;
}

/**
 * The changes the server knows: settings it does not have yet (PayPal's
 * before PayPal is on this site) are left out instead of refused.
 *
 * @param payload The changes.
 * @param stored  The stored settings (GET /settings).
 */
export function onlyKnown(
	payload: Record< string, unknown >,
	stored: object
): Record< string, unknown > {
	return Object.fromEntries(
		Object.entries( payload ).filter( ( [ key ] ) => key in stored )
	);
}
