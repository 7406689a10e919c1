/**
 * Caps on the e-mail visitors can make the site send (issue 32.7): one RSVP
 * confirmation per address and event in an hour (the answer itself is kept),
 * and a site-wide hourly cap past which visitor-triggered mail waits in the
 * queue instead of going out, and still goes out later (nothing is lost).
 * Test sites run with the caps off; these tests switch the settings' caps on.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { going, rsvpEvent, visitor } from '../../support/rsvp';
import { takeMail } from '../../support/waitlist';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

const SETTINGS = '/eventsmith/v2/settings';

async function settings( admin: Session, changes: Json ) {
	const saved = await admin.rest( 'PUT', SETTINGS, changes );
	expect( saved.status(), await saved.text() ).toBe( 200 );
}

async function caps( admin: Session, on: boolean ) {
	expect(
		(
			await admin.rest( 'POST', '/eventsmith-test/v1/mail-caps', { on } )
		).status()
	).toBe( 200 );
}

test.afterEach( async () => {
	const admin = await session( ADMIN );
	await caps( admin, false );
	await settings( admin, {
		mail_recipient_hourly: 1,
		mail_visitor_hourly: 200,
	} );
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/capture', {
		on: false,
	} );
} );

test( 'a second RSVP confirmation to the same address and event within the hour is not mailed; the answer is kept (32.7)', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'One confirmation an hour', 20, 3 );
	const otherId = await rsvpEvent( admin, 'Another event', 20, 3 );
	const address = `${ runToken( 'cap' ).toLowerCase() }@example.org`;
	const answer = ( name: string ) => ( {
		response: 'going',
		attendees: [ { name, email: address } ],
	} );
	await caps( admin, true );
	await takeMail( admin );
	const guest = await visitor();

	for ( const name of [ 'Ann', 'Ann again', 'Ann thrice' ] ) {
		const stored = await guest.rsvp( eventId, answer( name ) );
		expect( stored.status(), await stored.text() ).toBe( 201 );
	}
	expect(
		( await takeMail( admin ) ).filter( ( m ) => m.to === address )
	).toHaveLength( 1 );
	const ledger = await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/ledger?event_id=${ eventId }`
		)
	);
	expect( ledger ).toMatchObject( { responses: 3, attendees: 3 } );

	// Another event is another confirmation.
	expect( ( await guest.rsvp( otherId, answer( 'Ann' ) ) ).status() ).toBe(
		201
	);
	expect(
		( await takeMail( admin ) ).filter( ( m ) => m.to === address )
	).toHaveLength( 1 );

	// The owner may allow more (or switch the cap off with 0).
	await settings( admin, { mail_recipient_hourly: 0 } );
	expect(
		( await guest.rsvp( eventId, answer( 'Ann, uncapped' ) ) ).status()
	).toBe( 201 );
	expect(
		( await takeMail( admin ) ).filter( ( m ) => m.to === address )
	).toHaveLength( 1 );
} );

test( 'past the hourly cap visitor-triggered mail waits in the queue and goes out later, each message once (32.7)', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Busy hour', 50, 3 );
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/capture', {
		on: true,
	} );
	await settings( admin, { mail_visitor_hourly: 1 } );
	await caps( admin, true );
	const guest = await visitor();
	const token = runToken( 'busy' ).toLowerCase();
	const addresses: string[] = [];
	for ( let n = 0; n < 3; n++ ) {
		const body = going( n );
		body.attendees[ 0 ]!.email = `${ token }-${ n }@example.org`;
		addresses.push( body.attendees[ 0 ]!.email );
		expect( ( await guest.rsvp( eventId, body ) ).status() ).toBe( 201 );
	}
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/run' );
	const log = async (): Promise< string[] > =>
		(
			await json< Json[] >(
				await admin.rest( 'GET', '/eventsmith-test/v1/mail-queue/log' )
			)
		).map( ( m ) => m.to );
	const early = await log();
	// At most the cap went out this hour (earlier tests may have used it up); the rest wait.
	expect( early.length ).toBeLessThanOrEqual( 1 );
	const progress = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/mail-queue?event_id=${ eventId }`
		)
	);
	expect( progress ).toMatchObject( {
		queued: 3 - early.length,
		sent: early.length,
		failed: 0,
	} );

	// A new hour (here: the cap raised, and the wait over): every waiting message goes out once.
	await settings( admin, { mail_visitor_hourly: 200 } );
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/later' );
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/run' );
	expect( ( await log() ).sort() ).toEqual( [ ...addresses ].sort() );
} );
