/**
 * The background mail queue: invitations go out in batches, each address
 * exactly once even with two workers at a time, a worker killed after
 * claiming a message leaves it to the next run once its lease ran out, and an
 * address the mail server refuses is retried with backoff, then shown to
 * staff as failed.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { rsvpEvent } from '../../support/rsvp';
import { ADMIN, session, sessionWithOnly } from '../../support/wordpress';

type Progress = {
	queued: number;
	sending: number;
	sent: number;
	failed: number;
	failures: {
		email: string;
		kind: string;
		attempts: number;
		error: string;
	}[];
};

type Admin = Awaited< ReturnType< typeof session > >;

const progress = async ( admin: Admin, eventId: number ) =>
	json< Progress >(
		await admin.rest(
			'GET',
			`/eventsmith/v2/mail-queue?event_id=${ eventId }`
		)
	);

const delivered = async ( admin: Admin ) =>
	(
		await json< { to: string }[] >(
			await admin.rest( 'GET', '/eventsmith-test/v1/mail-queue/log' )
		)
	).map( ( m ) => m.to );

const invite = async ( admin: Admin, eventId: number, emails: string[] ) =>
	json< Json >(
		await admin.rest( 'POST', '/eventsmith/v2/rsvp-invitations', {
			event_id: eventId,
			emails,
		} )
	);

test.beforeEach( async () => {
	const admin = await session( ADMIN );
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/capture', {
		on: true,
	} );
} );

test.afterEach( async () => {
	const admin = await session( ADMIN );
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/capture', {
		on: false,
	} );
} );

test( 'MAIL-QUEUE: the request sends one invitation, the queue the rest, each exactly once with two workers at a time', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Queued party', 500 );
	const emails = Array.from(
		{ length: 150 },
		( _, i ) => `guest${ i }@example.org`
	);

	const answer = await invite( admin, eventId, emails );
	expect( answer ).toEqual( { queued: 149, sent: 1, failed: [] } );
	expect( await delivered( admin ) ).toHaveLength( 1 );
	expect( await progress( admin, eventId ) ).toMatchObject( {
		queued: 149,
		sent: 1,
		failed: 0,
	} );

	// Two cron runs at once (two web nodes): they share the rows, never a message.
	for ( let round = 0; round < 5; round++ ) {
		await Promise.all( [
			admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/run' ),
			admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/run' ),
		] );
		if ( ( await progress( admin, eventId ) ).queued === 0 ) {
			break;
		}
	}
	const log = await delivered( admin );
	expect( log ).toHaveLength( 150 );
	expect( new Set( log ).size ).toBe( 150 );
	expect( [ ...log ].sort() ).toEqual( [ ...emails ].sort() );
	expect( await progress( admin, eventId ) ).toMatchObject( {
		queued: 0,
		sending: 0,
		sent: 150,
		failed: 0,
	} );
} );

test( 'MAIL-QUEUE: a worker killed after claiming a message leaves it to the next run once its lease ran out', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Killed worker party', 50 );
	// The request's own message is the one its dying process claimed.
	const killed = await admin.request.fetch(
		'/wp-json/eventsmith/v2/rsvp-invitations',
		{
			method: 'POST',
			headers: {
				'X-WP-Nonce': admin.nonce,
				'X-Eventsmith-Test-Interrupt': 'die-sending',
			},
			data: {
				event_id: eventId,
				emails: [ 'a@example.org', 'b@example.org', 'c@example.org' ],
			},
		}
	);
	// The process ended before answering.
	expect( await killed.text() ).not.toContain( 'queued' );
	expect( await progress( admin, eventId ) ).toMatchObject( {
		queued: 2,
		sending: 1,
		sent: 0,
	} );

	// Within the lease, nobody else sends the claimed message.
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/run' );
	expect( [ ...( await delivered( admin ) ) ].sort() ).toEqual( [
		'b@example.org',
		'c@example.org',
	] );
	expect( await progress( admin, eventId ) ).toMatchObject( {
		sending: 1,
		sent: 2,
	} );

	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/later' );
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/run' );
	const log = await delivered( admin );
	expect( log.filter( ( to ) => to === 'a@example.org' ) ).toHaveLength( 1 );
	expect( log ).toHaveLength( 3 );
	expect( await progress( admin, eventId ) ).toMatchObject( {
		queued: 0,
		sending: 0,
		sent: 3,
	} );
} );

test( "MAIL-QUEUE: a refused address is retried with backoff, then listed as failed with the server's answer", async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Refused party', 50 );
	const answer = await invite( admin, eventId, [
		'ok@example.org',
		'nobody@fail.example',
	] );
	expect( answer ).toMatchObject( { sent: 1, queued: 1 } );

	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/run' );
	// Failed once: waiting for its backoff, not failed yet, not sent again at once.
	let now = await progress( admin, eventId );
	expect( now ).toMatchObject( { queued: 1, sent: 1, failed: 0 } );
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/run' );
	expect( ( await progress( admin, eventId ) ).queued ).toBe( 1 );

	for ( let attempt = 2; attempt <= 5; attempt++ ) {
		await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/later' );
		await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/run' );
	}
	now = await progress( admin, eventId );
	expect( now ).toMatchObject( { queued: 0, sent: 1, failed: 1 } );
	expect( now.failures ).toEqual( [
		{
			email: 'nobody@fail.example',
			kind: 'invitation',
			attempts: 5,
			error: '550 Mailbox unavailable',
		},
	] );
	expect( await delivered( admin ) ).toEqual( [ 'ok@example.org' ] );
} );

test( "MAIL-QUEUE: the queue's progress is staff-only", async () => {
	const anonymous = await session( null );
	expect(
		( await anonymous.rest( 'GET', '/eventsmith/v2/mail-queue' ) ).status()
	).toBe( 401 );
	const reader = await sessionWithOnly( 'eventsmith_manage_attendee' );
	expect(
		( await reader.rest( 'GET', '/eventsmith/v2/mail-queue' ) ).status()
	).toBe( 403 );
	const staff = await sessionWithOnly( 'eventsmith_manage_event' );
	expect(
		( await staff.rest( 'GET', '/eventsmith/v2/mail-queue' ) ).status()
	).toBe( 200 );
} );
