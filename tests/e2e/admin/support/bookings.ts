/**
 * Bookings the report and attendee tests seed: one customer's order of
 * Standard tickets in euros, and the attendee it creates.
 */
import { json, type Json } from '../../../support/json';
import type { Session } from '../../../support/wordpress';
import { expect } from './dashboard';

export { ticketedEvent } from '../../../support/bookings';

/**
 * Books Standard tickets for a customer named `name` (the address made of
 * its letters and digits); returns the answer.
 *
 * @param admin    Administrator session.
 * @param eventId  Event.
 * @param name     Customer name.
 * @param quantity Tickets.
 * @param price    Price of one ticket in euros.
 */
export async function book(
	admin: Session,
	eventId: number,
	name: string,
	quantity = 1,
	price = 25
) {
	return admin.rest( 'POST', '/eventsmith/v2/bookings', {
		event_id: eventId,
		customer_name: name,
		customer_email: `${ name.replace( /\W/g, '' ) }@example.org`,
		lines: [ { ticket_type: 'Standard', quantity, price } ],
		currency: 'EUR',
	} );
}

/**
 * Books one ticket for a customer and returns the attendee it made.
 *
 * @param admin   Administrator session.
 * @param eventId Event.
 * @param name    Customer name.
 */
export async function bookAttendee(
	admin: Session,
	eventId: number,
	name: string
): Promise< Json > {
	expect( ( await book( admin, eventId, name, 1, 10 ) ).status() ).toBe(
		201
	);
	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }&search=${ encodeURIComponent( name ) }`
		)
	);
	return list.items[ 0 ] as Json;
}
