/**
 * What a spec of an online payment provider needs around its stand-in: starting the stand-in,
 * placing a paid order through the public checkout, reading the stored order and counting the
 * ticket e-mails a buyer received. Usable by every provider's spec (PayPal's uses it).
 */
import { expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ticketedEvent } from '../bookings';
import { json, type Json } from '../json';
import { session, type Session } from '../wordpress';

/**
 * Starts a stand-in of tests/support/payments/ on a port and waits for its first line.
 *
 * @param file Its file name, e.g. "paypal-standin.mjs".
 * @param port Port.
 */
export async function startStandin(
	file: string,
	port: number
): Promise< ChildProcess > {
	const child = spawn(
		process.execPath,
		[ join( __dirname, file ), `${ port }` ],
		{
			stdio: [ 'ignore', 'pipe', 'inherit' ],
		}
	);
	await new Promise( ( ready ) => child.stdout?.once( 'data', ready ) );
	return child;
}

/**
 * The stored row of an order (status, total, currency, method, reference, flag, hold end).
 *
 * @param admin Administrator session.
 * @param id    Order number.
 */
export const storedOrder = async (
	admin: Session,
	id: number
): Promise< Json > =>
	json(
		await admin.rest( 'GET', `/eventsmith-test/v1/stripe-order/${ id }` )
	);

/**
 * How many "Your tickets" e-mails went to an address since the mail log was last read.
 *
 * @param admin   Administrator session.
 * @param address Recipient.
 */
export async function ticketMailsTo(
	admin: Session,
	address: string
): Promise< number > {
	const log: Json[] = await json(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	return log.filter( ( message ) => {
		const to: string[] = [ message.to ].flat();
		return (
			to.includes( address ) &&
			`${ message.subject }`.includes( 'Your tickets' )
		);
	} ).length;
}

export interface PaidOrder {
	placed: Json;
	buyer: string;
	eventId: number;
	typeIds: number[];
}

/**
 * A new event with these ticket types, and a visitor's paid order of `counts[i]` tickets of type i.
 *
 * @param admin  Administrator session.
 * @param title  Event title.
 * @param types  Ticket types (name, price, capacity).
 * @param counts Tickets of each type.
 * @param buyer  The buyer's e-mail address.
 */
export async function placePaidOrder(
	admin: Session,
	title: string,
	types: Json[],
	counts: number[],
	buyer: string
): Promise< PaidOrder > {
	const eventId = await ticketedEvent( admin, title, 20 );
	const typesSaved = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }/ticket-types`,
		{ ticket_types: types }
	);
	expect( typesSaved.status(), await typesSaved.text() ).toBe( 200 );
	const typeIds: number[] = ( await json( typesSaved ) ).map(
		( type: Json ) => type.id
	);
	const chosen = counts.flatMap( ( count, index ) =>
		Array.from( { length: count }, () => typeIds[ index ] )
	);
	const body = {
		buyer_name: 'Online Buyer',
		buyer_email: buyer,
		tickets: Object.fromEntries(
			counts.map( ( count, index ) => [ typeIds[ index ], count ] )
		),
		attendees: chosen.map( ( typeId, n ) => ( {
			ticket_type_id: typeId,
			name: `Guest ${ n + 1 }`,
			email: `guest${ n + 1 }@example.com`,
		} ) ),
	};
	const answer = await (
		await session( null )
	).rest(
		'POST',
		`/eventsmith/v2/public/events/${ eventId }/checkout`,
		body
	);
	expect( answer.status(), await answer.text() ).toBe( 201 );
	return { placed: await json( answer ), buyer, eventId, typeIds };
}

/**
 * Seats of an event's first ticket type still for sale, as visitors see them.
 *
 * @param eventId Event.
 */
export async function seatsLeft( eventId: number ): Promise< number > {
	const visitor = await session( null );
	const types: Json[] = await json(
		await visitor.rest(
			'GET',
			`/eventsmith/v2/public/events/${ eventId }/ticket-types`
		)
	);
	return types[ 0 ]?.remaining;
}
