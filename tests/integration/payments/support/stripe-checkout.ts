/**
 * Buying with Stripe on the integration site, for the Stripe Checkout specs: the stand-in
 * (tests/support/payments/stripe-standin.mjs) started once per spec file, steered, and read.
 * Webhooks are signed with the official stripe package, so the site's check is held against
 * Stripe's own code.
 */
import { expect } from '@playwright/test';
import Stripe from 'stripe';
import { ticketedEvent } from '../../../support/bookings';
import { json, type Json } from '../../../support/json';
import { standinForThisFile } from '../../../support/payments/stripe-client';
import { ADMIN, session } from '../../../support/wordpress';
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
 * Starts the stand-in before the spec file's tests (the site then takes Stripe) and stops it
 * after them. Call it at the file's top level.
 */
export function stripeForThisFile(): void {
	standinForThisFile( PORT );
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
	const admin = await session( ADMIN );
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
