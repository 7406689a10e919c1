/**
 * Buying with Stripe on the integration site, for the Stripe Checkout specs: the stand-in
 * (tests/support/payments/stripe-standin.mjs) started once per spec file, steered, and read.
 * Webhooks are signed with the official stripe package, so the site's check is held against
 * Stripe's own code.
 */
import Stripe from 'stripe';
import { json, type Json } from '../../../support/json';
import {
	checkout,
	eventWithTypes,
	standinForThisFile,
} from '../../../support/payments/stripe-client';
import { test } from '@playwright/test';
import { ADMIN, session, type Session } from '../../../support/wordpress';
import { runToken } from '../../support/rest';

export {
	sessionOf,
	WEBHOOK_SECRET,
} from '../../../support/payments/stripe-client';

const PORT = Number( process.env.EVENTSMITH_TEST_PORT ?? 9410 ) + 1;
export const STANDIN = `http://127.0.0.1:${ PORT }`;
const WEBHOOK = '/eventsmith/v2/payments/stripe/webhook';
export const signer = new Stripe( 'sk_test_signer', {
	apiVersion: '2024-06-20' as never,
} );

/**
 * Runs the spec file's tests in order with the stand-in started before them (the site then
 * takes Stripe) and stopped after them; answers the administrator's session, ready once the
 * tests run. Call it at the file's top level.
 */
export function stripeForThisFile(): { readonly admin: Session } {
	test.describe.configure( { mode: 'serial' } );
	const standin = standinForThisFile( PORT );
	return {
		get admin() {
			return standin.admin;
		},
	};
}

/**
 * Steers the stand-in (`config`, `fail`, `pay` …).
 *
 * @param path Control path.
 * @param body What to send.
 */
export async function control(
	path: string,
	body: Json = {}
): Promise< Json > {
	const response = await fetch( `${ STANDIN }/_test/${ path }`, {
		method: 'POST',
		body: JSON.stringify( body ),
	} );
	return response.json();
}

/**
 * The requests the stand-in received.
 */
export async function requests(): Promise< Json[] > {
	return ( await fetch( `${ STANDIN }/_test/requests` ) ).json();
}

/**
 * An order's stored row (status, hold end, payment reference and flag).
 *
 * @param id Order.
 */
export async function order( id: number ): Promise< Json > {
	return json(
		await (
			await session( ADMIN )
		).rest( 'GET', `/eventsmith-test/v1/stripe-order/${ id }` )
	);
}

/**
 * How many ticket mails an address received.
 *
 * @param address Recipient.
 */
export async function ticketMails( address: string ): Promise< number > {
	const mail = await json(
		await (
			await session( ADMIN )
		).rest( 'GET', '/eventsmith-test/v1/mail' )
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
export async function buy(
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
	const { eventId, typeIds } = await eventWithTypes(
		await session( ADMIN ),
		title,
		types
	);
	const { placed, buyer } = await checkout(
		eventId,
		typeIds,
		quantities,
		extra,
		`${ runToken( 'stripe' ) }@example.com`
	);
	return { placed, buyer, eventId, typeIds };
}

/**
 * Posts a webhook as Stripe would, with a signature header.
 *
 * @param payload The event's JSON.
 * @param header  The Stripe-Signature header.
 */
export async function postWebhook( payload: string, header: string ) {
	return ( await session( null ) ).request.fetch( `/wp-json${ WEBHOOK }`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'Stripe-Signature': header,
		},
		data: payload,
	} );
}
