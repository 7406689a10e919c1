/**
 * 2,000 invitations through the background mail queue and a real SMTP
 * conversation: queued over the REST route (200 addresses a request, the
 * route's limit), sent by cron runners in batches; the first runner is
 * killed (kill -9) while the mail server stalls on one recipient, and the
 * runners after it (four at once, as cron on several web nodes) finish the queue once
 * the dead runner's claim lease ran out. Every address gets exactly one
 * message, counted in what the SMTP sink received.
 */
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rsvpEvent } from '../support/rsvp';
import { json } from '../support/json';
import { ADMIN, session } from '../support/wordpress';
import { record, sinkMessages, sitePhp, stack } from './stack';

const INVITATIONS = 2000;
const PER_REQUEST = 200;
// The sink stalls on the first address holding "stall-here" (tools/lib/production-stack.mjs).
const STALLED = 20;
const RUNNER = join( __dirname, '..', 'support', 'mail-queue-runner.php' );

const address = ( n: number ) =>
	n === STALLED
		? `invitee-${ n }-stall-here@example.org`
		: `invitee-${ n }@example.org`;

function runner( seconds: number ): ChildProcess {
	return spawn( 'php', [ RUNNER, stack().site, String( seconds ) ], {
		stdio: [ 'ignore', 'pipe', 'inherit' ],
	} );
}

function finished( child: ChildProcess ): Promise< number | null > {
	return new Promise( ( resolve ) => {
		if ( child.exitCode !== null ) {
			resolve( child.exitCode );
			return;
		}
		child.once( 'exit', ( code ) => resolve( code ) );
	} );
}

function queueState( recipient: string ): string {
	return sitePhp(
		`global $wpdb; echo $wpdb->get_var( $wpdb->prepare( "SELECT state FROM {$wpdb->prefix}eventsmith_mail_queue WHERE recipient = %s", '${ recipient }' ) );`
	).trim();
}

test( '2,000 invitations reach the SMTP server exactly once each, though a worker is killed mid-batch', async () => {
	test.setTimeout( 240_000 );
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Gala for two thousand', 2500 );
	const started = Date.now();

	// Queued over the real route, two requests at a time (one per node, as the dashboard of two editors would).
	const chunks = Array.from(
		{ length: INVITATIONS / PER_REQUEST },
		( _, c ) =>
			Array.from( { length: PER_REQUEST }, ( __, i ) =>
				address( c * PER_REQUEST + i )
			)
	);
	for ( let c = 0; c < chunks.length; c += 2 ) {
		const answers = await Promise.all(
			chunks.slice( c, c + 2 ).map( ( emails ) =>
				admin.rest( 'POST', '/eventsmith/v2/rsvp-invitations', {
					event_id: eventId,
					emails,
					kind: 'invitation',
					message: 'Join us.',
				} )
			)
		);
		for ( const answer of answers ) {
			expect( answer.status(), await answer.text() ).toBe( 200 );
		}
	}
	const queuedMs = Date.now() - started;

	// The first runner stalls on the held recipient; it is killed there.
	const first = runner( 120 );
	const held = `${ stack().sink }.held`;
	await expect
		.poll( () => existsSync( held ), {
			timeout: 120_000,
			intervals: [ 200 ],
		} )
		.toBe( true );
	first.kill( 'SIGKILL' );
	await finished( first );
	const killedMs = Date.now() - started;
	expect(
		queueState( address( STALLED ) ),
		'the killed worker left its claim'
	).toBe( 'sending' );

	// Four runners take over at once; the stalled message waits for its lease.
	const next = Array.from( { length: 4 }, () => runner( 150 ) );
	expect( await Promise.all( next.map( finished ) ) ).toEqual( [
		0, 0, 0, 0,
	] );
	const sentMs = Date.now() - started;

	const received = sinkMessages().filter( ( m ) =>
		m.to.some( ( to ) => to.startsWith( 'invitee-' ) )
	);
	const recipients = new Map< string, number >();
	for ( const message of received ) {
		for ( const to of message.to ) {
			recipients.set( to, ( recipients.get( to ) ?? 0 ) + 1 );
		}
	}
	const ids = new Set( received.map( ( m ) => m.message_id ) );
	const duplicates = [ ...recipients.values() ].filter(
		( n ) => n > 1
	).length;
	const missing = Array.from( { length: INVITATIONS }, ( _, n ) =>
		address( n )
	).filter( ( to ) => ! recipients.has( to ) );
	process.stdout.write(
		`production mail-queue: invitations=${ INVITATIONS } received=${ received.length } unique_recipients=${ recipients.size } message_ids=${ ids.size } duplicates=${ duplicates } queued_ms=${ queuedMs } killed_ms=${ killedMs } delivered_ms=${ sentMs }\n`
	);
	record( {
		mails_sent: `${ recipients.size - duplicates }/${ INVITATIONS }`,
		mail_duplicates: duplicates,
	} );
	expect( missing, 'addresses without their invitation' ).toEqual( [] );
	expect( duplicates, 'addresses invited twice' ).toBe( 0 );
	expect( received ).toHaveLength( INVITATIONS );
	expect( ids.size ).toBe( INVITATIONS );
	expect(
		recipients.get( address( STALLED ) ),
		'the stalled address, once'
	).toBe( 1 );
	const progress = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/mail-queue?event_id=${ eventId }`
		)
	);
	expect( progress ).toMatchObject( {
		queued: 0,
		sending: 0,
		sent: INVITATIONS,
		failed: 0,
	} );
} );
