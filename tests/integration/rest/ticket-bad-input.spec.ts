/**
 * Bad input to RSVP, bookings and the scanner: a clear 400/403/404/409 and
 * nothing written. Ticket codes are random, never sequential.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { going, rsvpEvent, visitor } from '../../support/rsvp';
import { ADMIN, session, type Session } from '../../support/wordpress';

async function ledger( admin: Session, eventId: number ): Promise< Json > {
	return json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/ledger?event_id=${ eventId }`
		)
	);
}

const NOTHING = {
	bookings: 0,
	attendees: 0,
	responses: 0,
	checkin_rows: 0,
};

test( 'RSVP-15 RSVP-19 bad RSVP answers are refused with a clear message and store nothing', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'RSVP bad input', 10, 3 );
	const guest = await visitor();
	const url = `/wp-json/eventsmith/v2/events/${ eventId }/rsvp`;
	const { nonce } = await json(
		await guest.context.get( '/wp-json/eventsmith-test/v1/rsvp-nonce' )
	);

	const malformed = await guest.context.post( url, {
		headers: {
			'X-Eventsmith-Nonce': nonce,
			'content-type': 'application/json',
		},
		data: '{"response": "going", "attendees": [',
	} );
	expect( malformed.status() ).toBe( 400 );
	expect( await json( malformed ) ).toMatchObject( {
		code: 'eventsmith_invalid_json',
		message: 'The request body is not valid JSON.',
	} );

	const wrongNonce = await guest.context.post( url, {
		headers: { 'X-Eventsmith-Nonce': 'abcdef1234' },
		data: going( 1 ),
	} );
	expect( wrongNonce.status() ).toBe( 403 );
	expect( ( await json( wrongNonce ) ).message ).toBe(
		'This form has expired. Please reload the page and try again.'
	);

	for ( const [ body, field ] of [
		[ { response: 'going', attendees: [] }, 'attendees' ],
		[ { response: 'maybe', attendees: going( 1 ).attendees }, 'response' ],
		[
			{
				response: 'going',
				attendees: [ { name: 'Cy', email: 'cy-at-example.org' } ],
			},
			'attendees[0].email',
		],
		[
			{
				response: 'going',
				attendees: [ { name: '', email: 'cy@example.org' } ],
			},
			'attendees[0].name',
		],
	] as Array< [ Json, string ] > ) {
		const refused = await guest.rsvp( eventId, body );
		expect( refused.status(), field ).toBe( 400 );
		const error = await json( refused );
		expect( Object.keys( error.data.params ), field ).toContain( field );
		expect( error.message.length, field ).toBeGreaterThan( 10 );
	}

	const unknown = await guest.rsvp( 99999999, going( 1 ) );
	expect( unknown.status() ).toBe( 404 );
	expect( ( await json( unknown ) ).message ).toBe( 'No event has this id.' );

	const closedId = await rsvpEvent( admin, 'RSVP closed', 10 );
	await admin.rest( 'PUT', `/eventsmith/v2/events/${ closedId }`, {
		rsvp: { enabled: false, capacity: 10, max_per_submission: 1 },
	} );
	const closed = await guest.rsvp( closedId, going( 1 ) );
	expect( closed.status() ).toBe( 409 );
	expect( ( await json( closed ) ).message ).toBe(
		'This event does not take RSVPs.'
	);

	expect( await ledger( admin, eventId ) ).toMatchObject( NOTHING );
	expect( await ledger( admin, closedId ) ).toMatchObject( NOTHING );
} );

test( 'GAP-05 bad bookings (malformed JSON, unknown event, quantity 0 or negative, bad email) store nothing', async () => {
	const admin = await session( ADMIN );
	const created = await admin.rest( 'POST', '/eventsmith/v2/events', {
		title: 'Booking bad input',
		start_date: '2031-10-05',
		start_time: '10:00',
		end_date: '2031-10-05',
		end_time: '12:00',
		timezone: 'UTC',
		total_ticket: 5,
	} );
	const eventId = ( await json( created ) ).id;
	const order = {
		event_id: eventId,
		customer_name: 'Kim',
		customer_email: 'kim@example.org',
		lines: [ { ticket_type: 'Standard', quantity: 1, price: 10 } ],
	};

	const malformed = await admin.request.post(
		'/wp-json/eventsmith/v2/bookings',
		{
			headers: {
				'X-WP-Nonce': admin.nonce,
				'content-type': 'application/json',
			},
			data: '{"event_id": ',
		}
	);
	expect( malformed.status() ).toBe( 400 );
	expect( await json( malformed ) ).toMatchObject( {
		code: 'eventsmith_invalid_json',
		message: 'The request body is not valid JSON.',
	} );

	const unknown = await admin.rest( 'POST', '/eventsmith/v2/bookings', {
		...order,
		event_id: 99999999,
	} );
	expect( unknown.status() ).toBe( 404 );
	expect( ( await json( unknown ) ).message ).toBe( 'No event has this id.' );

	for ( const [ change, field, message ] of [
		[
			{ lines: [ { quantity: 0, price: 10 } ] },
			'lines',
			'Each line needs a quantity from 1 to 100 and a price of 0 or more.',
		],
		[
			{ lines: [ { quantity: -2, price: 10 } ] },
			'lines',
			'Each line needs a quantity from 1 to 100 and a price of 0 or more.',
		],
		[
			{ customer_email: 'kim@' },
			'customer_email',
			'The customer needs a valid email address.',
		],
	] as Array< [ Json, string, string ] > ) {
		const refused = await admin.rest( 'POST', '/eventsmith/v2/bookings', {
			...order,
			...change,
		} );
		expect( refused.status(), field ).toBe( 400 );
		const error = await json( refused );
		expect( error.message ).toBe( message );
		expect( Object.keys( error.data.params ) ).toContain( field );
	}
	// More tickets than are left: 409, and still nothing written.
	const tooMany = await admin.rest( 'POST', '/eventsmith/v2/bookings', {
		...order,
		lines: [ { quantity: 6, price: 10 } ],
	} );
	expect( tooMany.status() ).toBe( 409 );
	expect( ( await json( tooMany ) ).message ).toBe(
		'There are not enough tickets left.'
	);

	expect( await ledger( admin, eventId ) ).toMatchObject( {
		...NOTHING,
		event_seats: { capacity: '5', taken: '0' },
	} );
} );

test( 'SCAN-27 forged, malformed and cancelled ticket codes check nobody in; codes are random, not sequential', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Scanner bad input', 30 );
	const guest = await visitor();
	const codes: string[] = [];
	for ( let n = 0; n < 20; n++ ) {
		codes.push(
			...( await json( await guest.rsvp( eventId, going( n ) ) ) ).tickets
		);
	}

	for ( const forged of [
		'0'.repeat( 32 ),
		// The next code after a real one, as a sequence would give it.
		( BigInt( `0x${ codes[ 0 ] }` ) + 1n )
			.toString( 16 )
			.padStart( 32, '0' ),
		codes[ 0 ]!.toUpperCase().replace( /./, 'g' ),
		"' OR 1=1 --",
	] ) {
		const answer = await json(
			await admin.rest(
				'GET',
				`/eventsmith/v2/tickets/verify?code=${ encodeURIComponent(
					forged
				) }&event_id=${ eventId }`
			)
		);
		expect( answer.data.status_code, forged ).toBe( 5 );
		expect( answer.data.messages[ 0 ] ).toBe( 'This ticket is not valid.' );
	}

	// A cancelled ticket no longer opens the door.
	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }&search=guest1%40`
		)
	);
	const cancelled = list.items[ 0 ];
	await admin.rest( 'DELETE', `/eventsmith/v2/attendees/${ cancelled.id }` );
	const refused = await json(
		await admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
			code: cancelled.ticket_code,
			event_id: eventId,
		} )
	);
	expect( refused.data.status_code ).toBe( 7 );
	expect( refused.data.messages[ 0 ] ).toBe( 'This ticket was cancelled.' );
	expect( await ledger( admin, eventId ) ).toMatchObject( {
		checked_in: 0,
		checkin_rows: 0,
	} );

	// Random 128-bit codes: all different, and no two share more than a few characters in place.
	expect( new Set( codes ).size ).toBe( codes.length );
	for ( const code of codes ) {
		expect( code ).toMatch( /^[0-9a-f]{32}$/ );
	}
	for ( let i = 1; i < codes.length; i++ ) {
		const a = codes[ i - 1 ]!;
		const b = codes[ i ]!;
		const same = [ ...a ].filter( ( c, k ) => c === b[ k ] ).length;
		expect( same, `${ a } vs ${ b }` ).toBeLessThan( 12 );
		const gap = BigInt( `0x${ b }` ) - BigInt( `0x${ a }` );
		expect( gap < 0n ? -gap : gap ).toBeGreaterThan( 1000n );
	}
} );
