/**
 * The Stripe stand-in for integration and concurrency specs: starting it, steering it, and
 * buying on the site with Stripe as the payment method (stripe-standin.mjs, next to this file).
 */
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ticketedEvent } from '../bookings';
import { json, type Json } from '../json';
import { ADMIN, session, siteUrl, type Session } from '../wordpress';

let buyers = 0;

export const WEBHOOK_SECRET = 'whsec_standinSigningSecret0123';
const WEBHOOK = '/eventsmith/v2/payments/stripe/webhook';

export type Standin = {
	url: string;
	admin: Session;
	control: ( path: string, body?: Json ) => Promise< Json >;
	requests: () => Promise< Json[] >;
	sessions: () => Promise< Json[] >;
	stop: () => Promise< void >;
};

/**
 * The stand-in for the tests of one spec file: started before them on `port` (the site then
 * points at it and takes Stripe), stopped after them. Use it from the file's top level.
 *
 * @param port Port of the stand-in.
 */
export function standinForThisFile( port: number ): Standin {
	let running: Standin | undefined;
	test.beforeAll( async () => {
		running = await startStandin( port );
	} );
	test.afterAll( async () => {
		await running?.stop();
	} );
	const current = (): Standin => {
		if ( ! running ) {
			throw new Error( 'The Stripe stand-in starts in beforeAll.' );
		}
		return running;
	};
	return {
		get url() {
			return current().url;
		},
		get admin() {
			return current().admin;
		},
		control: ( path, body ) => current().control( path, body ),
		requests: () => current().requests(),
		sessions: () => current().sessions(),
		stop: () => current().stop(),
	};
}

/**
 * Starts the stand-in on `port`, points the site at it and makes Stripe the payment method.
 *
 * @param port Port of the stand-in.
 */
export async function startStandin( port: number ): Promise< Standin > {
	const url = `http://127.0.0.1:${ port }`;
	const child: ChildProcess = spawn(
		process.execPath,
		[ join( __dirname, 'stripe-standin.mjs' ), String( port ) ],
		{ stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	await new Promise( ( resolve ) => child.stdout?.once( 'data', resolve ) );
	const control = async ( path: string, body: Json = {} ) =>
		(
			await fetch( `${ url }/_test/${ path }`, {
				method: 'POST',
				body: JSON.stringify( body ),
			} )
		).json();
	const admin = await session( ADMIN );
	await control( 'config', {
		webhook_url: `${ siteUrl() }/wp-json${ WEBHOOK }`,
		webhook_secret: WEBHOOK_SECRET,
		create_delay_ms: 0,
	} );
	expect(
		(
			await admin.rest( 'POST', '/eventsmith-test/v1/stripe-api-base', {
				base: url,
			} )
		).status()
	).toBe( 200 );
	const settings = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		payment_method: 'stripe',
		currency: 'USD',
		pending_hold_minutes: 10,
		stripe_mode: 'test',
		stripe_test_secret_key: 'sk_test_ExampleStandinKeyNotReal',
		stripe_webhook_secret: WEBHOOK_SECRET,
	} );
	expect( settings.status(), await settings.text() ).toBe( 200 );
	return {
		url,
		admin,
		control,
		requests: async () =>
			( await fetch( `${ url }/_test/requests` ) ).json(),
		sessions: async () =>
			( await fetch( `${ url }/_test/sessions` ) ).json(),
		stop: async () => {
			await admin.rest( 'PUT', '/eventsmith/v2/settings', {
				payment_method: 'pay_later',
				stripe_test_secret_key: '',
				stripe_webhook_secret: '',
				pending_hold_minutes: 60,
			} );
			await admin.rest( 'POST', '/eventsmith-test/v1/stripe-api-base', {
				base: '',
			} );
			child.kill();
		},
	};
}

/**
 * An order's stored row (status, hold end, payment reference and flag).
 *
 * @param admin Administrator session.
 * @param id    Order.
 */
export async function storedOrder(
	admin: Session,
	id: number
): Promise< Json > {
	return json(
		await admin.rest( 'GET', `/eventsmith-test/v1/stripe-order/${ id }` )
	);
}

/**
 * The Checkout Session id of a checkout answer.
 *
 * @param placed The checkout's answer.
 */
export const sessionOf = ( placed: Json ): string =>
	String( placed.redirect_url ).split( '/' ).pop() as string;

/**
 * The mail captured since the last reading, read and cleared.
 *
 * @param admin Administrator session.
 */
export async function mailbox( admin: Session ): Promise< Json[] > {
	return json( await admin.rest( 'GET', '/eventsmith-test/v1/mail' ) );
}

/**
 * The messages of `mail` sent to an address whose subject contains `subject`.
 *
 * @param mail    Captured mail.
 * @param address Recipient.
 * @param subject Part of the subject.
 */
export const mailTo = ( mail: Json[], address: string, subject: string ) =>
	mail.filter(
		( m: Json ) =>
			( Array.isArray( m.to ) ? m.to : [ m.to ] ).includes( address ) &&
			String( m.subject ).includes( subject )
	);

/**
 * Seats left of an event's first ticket type, as visitors see them.
 *
 * @param eventId Event.
 */
export async function remaining( eventId: number ): Promise< number > {
	const types = await json(
		await (
			await session( null )
		).rest(
			'GET',
			`/eventsmith/v2/public/events/${ eventId }/ticket-types`
		)
	);
	return types[ 0 ].remaining;
}

/**
 * A visitor's paid checkout of `quantities` by type index on an event.
 *
 * @param eventId    Event.
 * @param typeIds    Its ticket types.
 * @param quantities Tickets per type index.
 * @param extra      Further body fields (discount_code…).
 * @param buyer      The buyer's address (default: a new one).
 */
export async function checkout(
	eventId: number,
	typeIds: number[],
	quantities: number[],
	extra: Json = {},
	buyer = `card${ Date.now().toString( 36 ) }n${ ++buyers }@example.com`
): Promise< { placed: Json; buyer: string } > {
	const attendees: Json[] = [];
	const tickets: Record< number, number > = {};
	quantities.forEach( ( quantity, index ) => {
		const typeId = typeIds[ index ] as number;
		if ( quantity > 0 ) {
			tickets[ typeId ] = quantity;
		}
		for ( let n = 0; n < quantity; n++ ) {
			attendees.push( {
				ticket_type_id: typeId,
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
	return { placed: await json( response ), buyer };
}

/**
 * A new event with ticket types; answers the event and the types' ids.
 *
 * @param admin Administrator session.
 * @param title Title.
 * @param types Ticket types.
 * @param seats The event's seats.
 */
export async function eventWithTypes(
	admin: Session,
	title: string,
	types: Json[],
	seats = 20
): Promise< { eventId: number; typeIds: number[] } > {
	const eventId = await ticketedEvent( admin, title, seats );
	const saved = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }/ticket-types`,
		{ ticket_types: types }
	);
	expect( saved.status(), await saved.text() ).toBe( 200 );
	return {
		eventId,
		typeIds: ( await json( saved ) ).map( ( t: Json ) => t.id ),
	};
}
