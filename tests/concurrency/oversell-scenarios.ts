/**
 * Oversell scenarios: a burst of RSVPs or ticket orders for fewer places
 * than requests; exactly the places are sold, never one more.
 */
import { expect, request as playwrightRequest } from '@playwright/test';
import { ticketedEvent } from '../support/bookings';
import { json, type Json } from '../support/json';
import { going, rsvpEvent, visitor } from '../support/rsvp';
import { ADMIN, session, siteUrl } from '../support/wordpress';
import { burst, ledger } from './burst';

/**
 * RSVP capacity under a burst: `requests` visitors answer "going" at once
 * for `seats` places, `runs` times on fresh events.
 *
 * @param size          Sizes.
 * @param size.seats    Places of each event.
 * @param size.requests Simultaneous answers.
 * @param size.runs     Events.
 * @param during        Called once the first burst is under way (e.g. to stop a service).
 * @param settle        Called after each burst, before staff's reports are read
 *                      (the replica stack waits there for its replica to catch up).
 */
export async function rsvpOversell(
	size: { seats: number; requests: number; runs: number },
	during?: () => Promise< void >,
	settle?: () => Promise< void > | void
) {
	const { seats, requests, runs } = size;
	const admin = await session( ADMIN );
	const guest = await visitor();
	let accepted = 0;
	let oversold = 0;
	for ( let run = 1; run <= runs; run++ ) {
		const eventId = await rsvpEvent( admin, `RSVP rush ${ run }`, seats );
		const pending = burst( requests, ( n ) =>
			guest.rsvp( eventId, going( n ) )
		);
		if ( run === 1 && during ) {
			await during();
		}
		const answers = await pending;
		await settle?.();
		const statuses = answers.map( ( answer ) => answer.status() );
		const won = statuses.filter( ( s ) => s === 201 ).length;
		expect( won, `run ${ run }: ${ statuses.join( ',' ) }` ).toBe( seats );
		expect( statuses.filter( ( s ) => s === 409 ) ).toHaveLength(
			requests - seats
		);
		for ( const refused of answers.filter( ( a ) => a.status() === 409 ) ) {
			expect( ( await json( refused ) ).message ).toBe(
				'Sorry, this event is full.'
			);
		}
		const rsvpReport = await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/rsvp-report?event_id=${ eventId }`
			)
		);
		expect( rsvpReport ).toMatchObject( {
			going: seats,
			attendees: seats,
		} );
		const attendees = await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ eventId }&per_page=1`
			)
		);
		expect( attendees.total_items ).toBe( seats );
		const rows = await ledger( admin, eventId );
		expect( rows ).toMatchObject( {
			attendees: seats,
			responses: seats,
			rsvp_seats: { capacity: String( seats ), taken: String( seats ) },
		} );
		accepted += won;
		oversold += Math.max( 0, rows.attendees - seats );
	}
	expect( oversold ).toBe( 0 );
	return { seats, requests, accepted: accepted / runs, oversold, runs };
}

/**
 * Ticket types under a burst: `requests` visitors order one ticket each, at
 * once, of types with the given seats, `runs` times on fresh events.
 *
 * @param size          Sizes.
 * @param size.seats    Seats of each type.
 * @param size.requests Simultaneous orders.
 * @param size.runs     Events.
 * @param settle        Called after each burst, before staff's reports are read.
 */
export async function ticketTypesOversell(
	size: {
		seats: number[];
		requests: number;
		runs: number;
	},
	settle?: () => Promise< void > | void
) {
	const { seats, requests, runs } = size;
	const sold = seats.reduce( ( sum, n ) => sum + n, 0 );
	const admin = await session( ADMIN );
	const guest = await playwrightRequest.newContext( { baseURL: siteUrl() } );
	let accepted = 0;
	let oversold = 0;
	for ( let run = 1; run <= runs; run++ ) {
		const eventId = await ticketedEvent(
			admin,
			`Ticket rush ${ run }`,
			100
		);
		const types: Json[] = await json(
			await admin.rest(
				'PUT',
				`/eventsmith/v2/events/${ eventId }/ticket-types`,
				{
					ticket_types: seats.map( ( capacity, n ) => ( {
						name: `Type ${ n + 1 }`,
						capacity,
					} ) ),
				}
			)
		);
		const answers = await burst( requests, ( n ) => {
			const type = types[ n % types.length ] as Json;
			return guest.post(
				`/wp-json/eventsmith/v2/public/events/${ eventId }/checkout`,
				{
					data: {
						buyer_name: `Buyer ${ n }`,
						buyer_email: `buyer${ n }@example.com`,
						tickets: { [ type.id ]: 1 },
						attendees: [
							{
								ticket_type_id: type.id,
								name: `Attendee ${ n }`,
								email: `attendee${ n }@example.com`,
							},
						],
					},
				}
			);
		} );
		await settle?.();
		const statuses = answers.map( ( answer ) => answer.status() );
		const won = statuses.filter( ( s ) => s === 201 ).length;
		expect( won, `run ${ run }` ).toBe( sold );
		expect( statuses.filter( ( s ) => s === 409 ) ).toHaveLength(
			requests - sold
		);
		const left = await json(
			await guest.get(
				`/wp-json/eventsmith/v2/public/events/${ eventId }/ticket-types`
			)
		);
		expect( left.map( ( t: Json ) => t.remaining ) ).toEqual(
			seats.map( () => 0 )
		);
		const attendees = await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ eventId }&per_page=1`
			)
		);
		accepted += won;
		oversold += Math.max( 0, attendees.total_items - sold );
		expect( attendees.total_items ).toBe( sold );
	}
	await guest.dispose();
	expect( oversold ).toBe( 0 );
	return { seats, requests, accepted: accepted / runs, oversold, runs };
}
