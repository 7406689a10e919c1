/**
 * RSVP submissions and ticket check-in. Bursts of simultaneous requests
 * (overselling, double check-in) are covered by tests/concurrency/.
 */
import { expect, test } from '@playwright/test';
import { json } from '../../support/json';
import { going, rsvpEvent, visitor } from '../../support/rsvp';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';

test( 'RSVP a visitor answers going and gets a ticket; without the form nonce nothing is stored', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'RSVP basics', 10, 3 );
	const guest = await visitor();

	const answer = await guest.rsvp( eventId, {
		response: 'going',
		attendees: [
			{ name: 'Ann', email: 'ANN@example.org' },
			{ name: 'Bo', email: 'bo@example.org' },
		],
	} );
	expect( answer.status() ).toBe( 201 );
	const body = await json( answer );
	expect( body.tickets ).toHaveLength( 2 );
	expect( body.tickets[ 0 ] ).toMatch( /^[0-9a-f]{32}$/ );
	expect( body.remaining ).toBe( 8 );

	const noNonce = await guest.context.post(
		`/wp-json/eventsmith/v2/events/${ eventId }/rsvp`,
		{ data: going( 1 ) }
	);
	expect( noNonce.status() ).toBe( 403 );

	const tooMany = await guest.rsvp( eventId, {
		response: 'going',
		attendees: [ 1, 2, 3, 4 ].map( ( n ) => going( n ).attendees[ 0 ] ),
	} );
	expect( tooMany.status() ).toBe( 400 );
	const badEmail = await guest.rsvp( eventId, {
		response: 'going',
		attendees: [ { name: 'Cy', email: 'cy@' } ],
	} );
	expect( Object.keys( ( await json( badEmail ) ).data.params ) ).toContain(
		'attendees[0].email'
	);
	const noReason = await guest.rsvp( eventId, {
		response: 'not_going',
		attendees: [ { name: 'Di', email: 'di@example.org' } ],
	} );
	expect( noReason.status() ).toBe( 400 );
	const declined = await guest.rsvp( eventId, {
		response: 'not_going',
		reason: 'Travelling',
		attendees: [ { name: 'Di', email: 'di@example.org' } ],
	} );
	expect( await json( declined ) ).toMatchObject( {
		response: 'not_going',
		tickets: [],
		remaining: 8,
	} );
} );

test( 'RSVP answers are rate-limited per visitor and event', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'RSVP flood', 100 );
	await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
		limit: 3,
	} );
	const guest = await visitor();
	try {
		const statuses: number[] = [];
		for ( let n = 0; n < 5; n++ ) {
			statuses.push(
				( await guest.rsvp( eventId, going( n ) ) ).status()
			);
		}
		expect( statuses ).toEqual( [ 201, 201, 201, 429, 429 ] );
	} finally {
		await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
			limit: 1000,
		} );
	}
} );

test( 'RSVP behind a declared proxy: 30 visitors forwarded through it are each counted on their own address', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'RSVP behind a CDN', 100 );
	await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
		limit: 3,
	} );
	await admin.rest( 'POST', '/eventsmith-test/v1/trusted-proxies', {
		proxies: [ '127.0.0.0/8', '::1' ],
	} );
	const guest = await visitor();
	try {
		const statuses: number[] = [];
		for ( let n = 0; n < 30; n++ ) {
			const response = await guest.rsvp( eventId, going( n ), {
				'X-Forwarded-For': `203.0.113.66, 198.51.100.${ n + 1 }`,
			} );
			statuses.push( response.status() );
		}
		expect( statuses ).toEqual( Array( 30 ).fill( 201 ) );
		// One forwarded visitor still meets the limit of their own.
		const same: number[] = [];
		for ( let n = 0; n < 4; n++ ) {
			const response = await guest.rsvp( eventId, going( 100 + n ), {
				'X-Forwarded-For': '198.51.100.200',
			} );
			same.push( response.status() );
		}
		expect( same ).toEqual( [ 201, 201, 201, 429 ] );
	} finally {
		await admin.rest( 'POST', '/eventsmith-test/v1/trusted-proxies', {
			proxies: [],
		} );
		await admin.rest( 'POST', '/eventsmith-test/v1/rsvp-rate-limit', {
			limit: 1000,
		} );
	}
} );

test( 'SCAN-10 SCAN-11 SCAN-16 a ticket checks in once: two-step info first, then success, then "already checked in" with the first time', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Door race', 10 );
	const guest = await visitor();
	const [ code ] = ( await json( await guest.rsvp( eventId, going( 1 ) ) ) )
		.tickets;

	const info = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/tickets/verify?code=${ code }&ticket_info=1`
		)
	);
	expect( info.data.status_code ).toBe( 2 );
	expect( info.data.content ).toMatchObject( {
		event_name: 'Door race',
		attendee_name: 'Guest 1',
		ticket_name: 'RSVP',
	} );

	const scan = async () =>
		json(
			await admin.rest( 'POST', '/eventsmith/v2/tickets/verify', {
				code,
				event_id: eventId,
				device: 'Gate A',
			} )
		);
	const winner = await scan();
	expect( winner.data.status_code ).toBe( 2 );
	expect( winner.data.content ).toMatchObject( {
		name: 'Guest 1',
		event_name: 'Door race',
	} );
	const late = await scan();
	expect( late.data.status_code ).toBe( 4 );
	expect( late.data.content.checked_in_at ).toBe(
		winner.data.content.checked_in_at
	);
	expect( late.data.messages[ 0 ] ).toContain( 'Already checked in' );
} );

test( 'SCAN unknown codes, other events and missing permission are refused', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Door checks', 10 );
	const otherId = await rsvpEvent( admin, 'Other door', 10 );
	const guest = await visitor();
	const [ code ] = ( await json( await guest.rsvp( eventId, going( 2 ) ) ) )
		.tickets;

	const unknown = await json(
		await admin.rest(
			'GET',
			'/eventsmith/v2/tickets/verify?code=00000000000000000000000000000000'
		)
	);
	expect( unknown.data.status_code ).toBe( 5 );
	const elsewhere = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/tickets/verify?code=${ code }&event_id=${ otherId }`
		)
	);
	expect( elsewhere.data.status_code ).toBe( 6 );

	expect(
		(
			await (
				await session( null )
			).rest( 'GET', `/eventsmith/v2/tickets/verify?code=${ code }` )
		).status()
	).toBe( 401 );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect(
		(
			await subscriber.rest(
				'GET',
				`/eventsmith/v2/tickets/verify?code=${ code }`
			)
		).status()
	).toBe( 403 );
	const scanner = await sessionWithOnly( 'eventsmith_manage_qr_scan' );
	const scanned = await json(
		await scanner.rest(
			'GET',
			`/eventsmith/v2/tickets/verify?code=${ code }&event_id=${ eventId }`
		)
	);
	expect( scanned.data.status_code ).toBe( 2 );
} );
