/**
 * One transport per visitor write (issue item 25.3): the RSVP form's fields
 * go to the REST route with a form token fetched at send time, without
 * cookies; the admin-ajax action keeps working for pages cached before; and
 * checkout and RSVP count their rate limits apart.
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { ticketedEvent } from '../../support/bookings';
import { json, type Json } from '../../support/json';
import { rsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, session, siteUrl } from '../../support/wordpress';

const FORM: Array< [ string, string ] > = [
	[ 'eventsmith_rsvp_value', 'going' ],
	[ 'attendee_count', '2' ],
	[ 'attendee_name', 'Ann Lee' ],
	[ 'attendee_email', 'ann@example.org' ],
	[ 'attendee_name[]', 'Bo' ],
	[ 'attendee_email[]', 'bo@example.org' ],
	[ 'not_going_reason', '' ],
];

const pairs = ( fields: Array< [ string, string ] > ) =>
	fields.map( ( [ name, value ] ) => ( { name, value } ) );

test( 'RSVP-23: the form fields posted to the REST route with a fresh token and no cookies store the answer', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'REST form answer', 10, 3 );
	const anonymous = await playwrightRequest.newContext( {
		baseURL: siteUrl(),
	} );
	const issued = await anonymous.post(
		`/wp-json/eventsmith/v2/events/${ eventId }/rsvp/token`
	);
	expect( issued.status() ).toBe( 200 );
	const { token } = await json( issued );

	const stored = await anonymous.post(
		`/wp-json/eventsmith/v2/events/${ eventId }/rsvp`,
		{
			data: { fields: pairs( FORM ) },
			headers: { 'X-Eventsmith-Nonce': token },
		}
	);
	expect( stored.status(), await stored.text() ).toBe( 201 );
	expect( stored.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const answer = await json( stored );
	expect( answer ).toMatchObject( { response: 'going', remaining: 8 } );
	expect( answer.tickets ).toHaveLength( 2 );

	// Without the token nothing is stored.
	const refused = await anonymous.post(
		`/wp-json/eventsmith/v2/events/${ eventId }/rsvp`,
		{ data: { fields: pairs( FORM ) } }
	);
	expect( refused.status() ).toBe( 403 );
	// Bad fields name the field, 400, nothing stored.
	const bad = await anonymous.post(
		`/wp-json/eventsmith/v2/events/${ eventId }/rsvp`,
		{
			data: { fields: 'going' },
			headers: { 'X-Eventsmith-Nonce': token },
		}
	);
	expect( bad.status() ).toBe( 400 );
	expect( ( await json( bad ) ).message ).toContain( 'fields' );
	const report = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/rsvp-report?event_id=${ eventId }&per_page=10`
		)
	);
	expect( report ).toMatchObject( { going: 1, attendees: 2 } );
	await anonymous.dispose();
} );

test( 'RSVP-24: the admin-ajax action still stores answers from pages cached before the change', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Ajax adapter answer', 10, 3 );
	const guest = await visitor();
	const answer = await guest.ajax( [
		...FORM,
		[ 'event_id', String( eventId ) ],
	] );
	expect( answer.status(), await answer.text() ).toBe( 200 );
	expect( await json( answer ) ).toMatchObject( {
		success: true,
		data: { response: 'going' },
	} );
	const report = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/rsvp-report?event_id=${ eventId }&per_page=10`
		)
	);
	expect( report ).toMatchObject( { going: 1, attendees: 2 } );
	await guest.context.dispose();
} );

test( 'exhausting the checkout rate limit does not block an RSVP to the same event', async () => {
	const admin = await session( ADMIN );
	const eventId = await ticketedEvent( admin, 'Two counters', 50, {
		rsvp: { enabled: true, capacity: 10, max_per_submission: 1 },
	} );
	const types = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ eventId }/ticket-types`,
			{ ticket_types: [ { name: 'Seat' } ] }
		)
	);
	await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
		limit: 2,
	} );
	const guest = await visitor();
	try {
		const statuses: number[] = [];
		for ( let n = 1; n <= 3; n++ ) {
			const order: Json = {
				buyer_name: 'Ada',
				buyer_email: `ada${ n }@example.com`,
				tickets: { [ types[ 0 ].id ]: 1 },
				attendees: [
					{
						ticket_type_id: types[ 0 ].id,
						name: 'Ada',
						email: `ada${ n }@example.com`,
						phone: '0000000001',
					},
				],
			};
			statuses.push(
				(
					await guest.context.post(
						`/wp-json/eventsmith/v2/public/events/${ eventId }/checkout`,
						{ data: order }
					)
				).status()
			);
		}
		expect( statuses ).toEqual( [ 201, 201, 429 ] );

		const answer = await guest.rsvp( eventId, {
			response: 'going',
			attendees: [ { name: 'Cy', email: 'cy@example.org' } ],
		} );
		expect( answer.status(), await answer.text() ).toBe( 201 );
	} finally {
		await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
			limit: 1000,
		} );
		await guest.context.dispose();
	}
} );
