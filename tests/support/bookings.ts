/**
 * Ticket sales in tests: an event selling a limited number of tickets, and
 * the orders customers place for it. Shared by the integration and
 * concurrency suites.
 */
import { createEvent, oneDay } from './events';
import { expect } from '@playwright/test';
import { json, type Json } from './json';
import type { Session } from './wordpress';

export const BOOKINGS = '/eventsmith/v2/bookings';

/**
 * Creates a published one-day event selling a limited number of tickets.
 *
 * @param admin   Administrator session.
 * @param title   Title.
 * @param tickets Tickets for sale (-1: unlimited).
 * @param fields  Further fields of the event.
 */
export async function ticketedEvent(
	admin: Session,
	title: string,
	tickets: number,
	fields: Json = {}
): Promise< number > {
	const event = await createEvent( admin, {
		title,
		...oneDay( '2031-10-01', '10:00', '17:00' ),
		total_ticket: tickets,
		...fields,
	} );
	return event.id;
}

/**
 * A booking of one line of tickets.
 *
 * @param eventId          Event.
 * @param customer         Customer's name.
 * @param email            Customer's address.
 * @param line             The tickets.
 * @param line.ticket_type Ticket type.
 * @param line.price       Price of one ticket.
 * @param line.quantity    How many (default 1).
 */
export const booking = (
	eventId: number,
	customer: string,
	email: string,
	line: { ticket_type: string; price: number; quantity?: number }
) => ( {
	event_id: eventId,
	customer_name: customer,
	customer_email: email,
	lines: [ { quantity: 1, ...line } ],
	currency: 'eur',
} );

/**
 * A booking of `quantity` tickets for customer n (the address in mixed case,
 * as people type it).
 *
 * @param eventId  Event.
 * @param n        Customer number.
 * @param quantity Tickets.
 */
export const order = ( eventId: number, n: number, quantity = 1 ) =>
	booking( eventId, `Buyer ${ n }`, `Buyer${ n }@Example.org`, {
		ticket_type: 'Standard',
		quantity,
		price: 25,
	} );

/**
 * Places the `order` of customer n as the given session; the answer is the caller's to check.
 *
 * @param admin    A session allowed to manage orders.
 * @param eventId  Event.
 * @param n        Customer number.
 * @param quantity Tickets.
 */
export function placeOrder(
	admin: Session,
	eventId: number,
	n: number,
	quantity = 1
) {
	return admin.rest( 'POST', BOOKINGS, order( eventId, n, quantity ) );
}

/**
 * Books (expecting 201) and returns the booking as the API answers.
 *
 * @param admin A session allowed to manage orders.
 * @param body  The booking, such as `booking(…)` or `order(…)` make.
 */
export async function book( admin: Session, body: Json ): Promise< Json > {
	const response = await admin.rest( 'POST', BOOKINGS, body );
	expect( response.status(), await response.text() ).toBe( 201 );
	return json( response );
}
