/**
 * Waitlist helpers shared by the integration and concurrency suites: a
 * ticket type that is sold out, joining its list, the list as staff read
 * it, the mail captured since, and the claim token an offer e-mail carries.
 */
import { expect } from '@playwright/test';
import { ticketedEvent } from './bookings';
import { json, type Json } from './json';
import type { Session } from './wordpress';

export const waitlistRoute = ( eventId: number ) =>
	`/eventsmith/v2/events/${ eventId }/waitlist`;

export const CLAIM = '/eventsmith/v2/public/waitlist/claim';

/**
 * A published event with one free ticket type of `seats` seats (and, when
 * asked, a second type with seats left), every seat of the first sold.
 *
 * @param admin Administrator session.
 * @param title Title.
 * @param seats Seats of the sold-out type.
 * @param spare Seats of a second type (0: none).
 */
export async function soldOutType(
	admin: Session,
	title: string,
	seats: number,
	spare = 0
): Promise< {
	eventId: number;
	typeId: number;
	spareId: number;
	bookings: number[];
} > {
	const eventId = await ticketedEvent( admin, title, -1 );
	const types = [ { name: 'Standard', capacity: seats, max_per_order: 10 } ];
	if ( spare > 0 ) {
		types.push( { name: 'Spare', capacity: spare, max_per_order: 10 } );
	}
	const saved = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }/ticket-types`,
		{ ticket_types: types }
	);
	expect( saved.status(), await saved.text() ).toBe( 200 );
	const [ type, other ] = ( await json( saved ) ) as [ Json, Json? ];
	const bookings: number[] = [];
	for ( let n = 0; n < seats; n++ ) {
		const placed = await admin.rest(
			'POST',
			`/eventsmith/v2/public/events/${ eventId }/checkout`,
			{
				buyer_name: `Buyer ${ n }`,
				buyer_email: `buyer${ n }@example.com`,
				tickets: { [ type.id ]: 1 },
				attendees: [
					{
						ticket_type_id: type.id,
						name: `Buyer ${ n }`,
						email: `buyer${ n }@example.com`,
					},
				],
			}
		);
		expect( placed.status(), await placed.text() ).toBe( 201 );
		bookings.push( ( await json( placed ) ).booking_id );
	}
	return {
		eventId,
		typeId: type.id,
		spareId: other?.id ?? 0,
		bookings,
	};
}

/**
 * The messages captured by the test site since the last call (reading
 * empties the capture).
 *
 * @param admin Administrator session.
 */
export async function takeMail( admin: Session ): Promise< Json[] > {
	return json( await admin.rest( 'GET', '/eventsmith-test/v1/mail' ) );
}

/**
 * An event's waitlist entries as staff read them.
 *
 * @param reader  A session allowed to read the list.
 * @param eventId Event id.
 */
export async function waitlistEntries(
	reader: Session,
	eventId: number
): Promise< Json[] > {
	const response = await reader.rest( 'GET', waitlistRoute( eventId ) );
	expect( response.status() ).toBe( 200 );
	return ( await json( response ) ).items;
}

/**
 * The claim tokens in the offer e-mails among `mail`, by recipient.
 *
 * @param mail Captured messages.
 */
export function claimTokens( mail: Json[] ): Map< string, string > {
	const tokens = new Map< string, string >();
	for ( const message of mail ) {
		const found = /eventsmith_waitlist_claim=([A-Za-z0-9]+)/.exec(
			String( message.message )
		);
		if ( found ) {
			tokens.set( String( message.to ), found[ 1 ]! );
		}
	}
	return tokens;
}
