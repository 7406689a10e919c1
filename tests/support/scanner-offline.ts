/**
 * What the offline-scanner tests share: an event with many tickets, their
 * codes, an offline scan item and the hash the snapshot knows a code by.
 */
import { expect } from '@playwright/test';
import { createHash, randomUUID } from 'node:crypto';
import { book, booking, ticketedEvent } from './bookings';
import { json, type Json } from './json';
import type { Session } from './wordpress';

export const SYNC = '/eventsmith/v2/scanner/sync';
export const snapshotRoute = ( eventId: number ) =>
	`/eventsmith/v2/scanner/events/${ eventId }/snapshot`;
export const countsRoute = ( eventId: number ) =>
	`/eventsmith/v2/scanner/events/${ eventId }/counts`;

/**
 * SHA-256 of the lower-case code, in hex (as ScannerSnapshot::hash).
 * @param code
 */
export const ticketHash = ( code: string ) =>
	createHash( 'sha256' ).update( code.toLowerCase() ).digest( 'hex' );

/**
 * A published event with `count` tickets sold in one booking; the attendees
 * (ticket_code among them) in id order.
 *
 * @param admin Administrator session.
 * @param title Event title.
 * @param count Tickets.
 */
export async function eventWithTickets(
	admin: Session,
	title: string,
	count: number
): Promise< { eventId: number; attendees: Json[] } > {
	const eventId = await ticketedEvent( admin, title, count + 10 );
	await book(
		admin,
		booking( eventId, `${ title } buyer`, 'door@example.org', {
			ticket_type: 'Standard',
			price: 0,
			quantity: count,
		} )
	);
	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }&per_page=100`
		)
	);
	expect( list.items ).toHaveLength( count );
	const attendees = ( list.items as Json[] ).sort(
		( a, b ) => ( a.id as number ) - ( b.id as number )
	);
	return { eventId, attendees };
}

/**
 * One offline scan of a code, with a fresh client id.
 *
 * @param code      Ticket code.
 * @param clientId  Scan id (a new UUID by default).
 * @param scannedAt When (ISO 8601; now by default).
 */
export const scanItem = (
	code: string,
	clientId: string = randomUUID(),
	scannedAt: string = new Date().toISOString()
) => ( { client_id: clientId, code, scanned_at: scannedAt } );
