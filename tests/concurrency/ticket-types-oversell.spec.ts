/**
 * Ticket types under a real burst: 300 visitors order one ticket each, at the
 * same moment, of three types with 10, 20 and 30 seats, five times on fresh
 * events. Each type sells exactly its seats; nobody gets a ticket that does
 * not exist.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ticketedEvent } from '../support/bookings';
import { json, type Json } from '../support/json';
import { ADMIN, session, siteUrl } from '../support/wordpress';
import { burst } from './burst';

const SEATS = [ 10, 20, 30 ];
const REQUESTS = 300;
const RUNS = 5;
const SOLD = SEATS.reduce( ( sum, seats ) => sum + seats, 0 );

test( 'ticket types: 300 simultaneous orders for 10 + 20 + 30 seats accept exactly 60, five times over', async () => {
	test.setTimeout( 420_000 );
	const admin = await session( ADMIN );
	const guest = await playwrightRequest.newContext( { baseURL: siteUrl() } );
	let accepted = 0;
	let oversold = 0;
	for ( let run = 1; run <= RUNS; run++ ) {
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
					ticket_types: SEATS.map( ( capacity, n ) => ( {
						name: `Type ${ n + 1 }`,
						capacity,
					} ) ),
				}
			)
		);
		const answers = await burst( REQUESTS, ( n ) => {
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
		const statuses = answers.map( ( answer ) => answer.status() );
		const won = statuses.filter( ( s ) => s === 201 ).length;
		expect( won, `run ${ run }` ).toBe( SOLD );
		expect( statuses.filter( ( s ) => s === 409 ) ).toHaveLength(
			REQUESTS - SOLD
		);

		const left = await json(
			await guest.get(
				`/wp-json/eventsmith/v2/public/events/${ eventId }/ticket-types`
			)
		);
		expect( left.map( ( t: Json ) => t.remaining ) ).toEqual( [ 0, 0, 0 ] );
		const attendees = await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/attendees?event_id=${ eventId }&per_page=1`
			)
		);
		accepted += won;
		oversold += Math.max( 0, attendees.total_items - SOLD );
		expect( attendees.total_items ).toBe( SOLD );
	}
	await guest.dispose();
	expect( oversold ).toBe( 0 );
	// One line like the other scenarios' (report() takes numbers only; seats is a list).
	process.stdout.write(
		`ticket-types-oversell: types=${ SEATS.length } seats=${ SEATS.join(
			','
		) } requests=${ REQUESTS } accepted=${
			accepted / RUNS
		} oversold=${ oversold } runs=${ RUNS }\n`
	);
} );
