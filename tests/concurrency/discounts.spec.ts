/**
 * A discount code under a real burst (issue 34, item 5): 50 buyers order at
 * the same moment with a code limited to 10 uses, on an event with seats for
 * all. The code's uses are counted in the capacity ledger with the seats'
 * conditional UPDATE, inside the checkout transaction: exactly 10 orders get
 * the discount, the 40 others are refused with a 400 naming `discount_code`,
 * and no refused order leaves a booking, a ticket or a taken seat behind.
 */
import { expect, test, request as playwrightRequest } from '@playwright/test';
import { ticketedEvent } from '../support/bookings';
import { json, type Json } from '../support/json';
import { ADMIN, session, siteUrl } from '../support/wordpress';
import { burst, report } from './burst';

test( 'discounts: 50 simultaneous checkouts with a 10-use code accept exactly 10 (34.5)', async () => {
	test.setTimeout( 240_000 );
	const buyers = 50;
	const uses = 10;
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Discount rush', 200 );
	const types: Json[] = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{ ticket_types: [ { name: 'Standard', price: '30.00' } ] }
		)
	);
	const type = types[ 0 ] as Json;
	const code = `RUSH${ Date.now() }`;
	const created = await admin.rest( 'POST', '/eventsmith/v2/discount-codes', {
		code,
		kind: 'percent',
		amount: 50,
		event_id: eventId,
		max_uses: uses,
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	const codeId = ( await json( created ) ).id;

	const guest = await playwrightRequest.newContext( { baseURL: siteUrl() } );
	const answers = await burst( buyers, ( n ) =>
		guest.post(
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
					discount_code: code,
				},
			}
		)
	);
	const statuses = answers.map( ( answer ) => answer.status() );
	const accepted = statuses.filter( ( s ) => s === 201 ).length;
	const refused: Json[] = [];
	for ( const answer of answers ) {
		if ( answer.status() !== 201 ) {
			refused.push( await json( answer ) );
		}
	}
	await guest.dispose();
	for ( const error of refused ) {
		expect( error.data.status ).toBe( 400 );
		expect( Object.keys( error.data.params ) ).toEqual( [
			'discount_code',
		] );
	}
	const stored = await json(
		await admin.rest( 'GET', `/eventsmith/v2/discount-codes/${ codeId }` )
	);
	const bookings = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/bookings?event_id=${ eventId }&per_page=100`
		)
	);
	const discounted = bookings.items.filter(
		( b: Json ) => b.discount_code === code && b.total === 15
	).length;
	const attendees = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }&per_page=1`
		)
	);
	const over =
		Math.max( 0, stored.uses - uses ) +
		Math.max( 0, bookings.total_items - uses );
	report( 'discounts', {
		buyers,
		uses: stored.uses,
		accepted,
		refused: refused.length,
		over,
	} );
	expect( accepted ).toBe( uses );
	expect( refused ).toHaveLength( buyers - uses );
	expect( stored.uses ).toBe( uses );
	expect( bookings.total_items ).toBe( uses );
	expect( discounted ).toBe( uses );
	expect( attendees.total_items ).toBe( uses );
	expect( over ).toBe( 0 );
} );
