/**
 * Organizers hear about new registrations (issue 32.13): with the setting on
 * "each registration", an RSVP and a ticket order each queue one e-mail to the
 * event's organizers (or to the chosen address); on "daily digest" nothing goes
 * out at once and the daily job sends each recipient one list; "off" sends nothing.
 * Mail is captured by the test site's mail queue helpers.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { visitor } from '../../support/rsvp';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { createResource, runToken } from '../support/rest';

const TEST = '/eventsmith-test/v1';
const SETTINGS = '/eventsmith/v2/settings';

type Sent = { to: string; subject: string };

async function mailLog( admin: Session ): Promise< Sent[] > {
	return json< Sent[] >(
		await admin.rest( 'GET', `${ TEST }/mail-queue/log` )
	);
}

/**
 * Runs the queue as WP-Cron would, until nothing is left to send.
 *
 * @param admin Administrator.
 */
async function flush( admin: Session ) {
	for ( let n = 0; n < 3; n++ ) {
		await admin.rest( 'POST', `${ TEST }/mail-queue/run` );
	}
}

async function settings( admin: Session, changes: Json ) {
	const response = await admin.rest( 'PUT', SETTINGS, changes );
	expect( response.status(), await response.text() ).toBe( 200 );
}

/**
 * An event that takes RSVPs and sells one free ticket type, organised by a
 * person with an e-mail address (and listing a speaker who must not hear of it).
 *
 * @param admin Administrator.
 * @param token Run token.
 */
async function organisedEvent( admin: Session, token: string ) {
	const organizer = await createResource( admin, '/eventsmith/v2/speakers', {
		name: `Olga ${ token }`,
		email: `olga-${ token }@example.org`,
		category: [ 'organizer' ],
	} );
	const speaker = await createResource( admin, '/eventsmith/v2/speakers', {
		name: `Sam ${ token }`,
		email: `sam-${ token }@example.org`,
		category: [ 'speaker' ],
	} );
	const event = await createResource( admin, '/eventsmith/v2/events', {
		title: `Meetup ${ token }`,
		status: 'publish',
		start_date: '2031-09-01',
		start_time: '18:00',
		end_date: '2031-09-01',
		end_time: '21:00',
		timezone: 'UTC',
		organizers: [ organizer.id ],
		speakers: [ speaker.id ],
		rsvp: { enabled: true, capacity: -1, max_per_submission: 2 },
	} );
	const types = await json(
		await admin.rest(
			'PUT',
			`/eventsmith/v2/events/${ event.id }/ticket-types`,
			{ ticket_types: [ { name: 'Seat', capacity: 50 } ] }
		)
	);
	return {
		id: event.id as number,
		typeId: types[ 0 ].id as number,
		organizer: `olga-${ token }@example.org`,
		speaker: `sam-${ token }@example.org`,
		title: `Meetup ${ token }`,
	};
}

async function register(
	admin: Session,
	event: { id: number; typeId: number },
	token: string,
	n: number
) {
	const guest = await visitor();
	const rsvp = await guest.rsvp( event.id, {
		response: 'going',
		attendees: [
			{ name: `Rita ${ n }`, email: `rita${ n }-${ token }@example.org` },
		],
	} );
	expect( rsvp.status(), await rsvp.text() ).toBe( 201 );
	const buyer = await session( null );
	const order = await buyer.rest(
		'POST',
		`/eventsmith/v2/public/events/${ event.id }/checkout`,
		{
			buyer_name: `Bea ${ n }`,
			buyer_email: `bea${ n }-${ token }@example.org`,
			tickets: { [ event.typeId ]: 1 },
			attendees: [
				{
					ticket_type_id: event.typeId,
					name: `Bea ${ n }`,
					email: `bea${ n }-${ token }@example.org`,
				},
			],
		}
	);
	expect( order.status(), await order.text() ).toBe( 201 );
}

let before: Json;

test.beforeAll( async () => {
	const admin = await session( ADMIN );
	before = await json( await admin.rest( 'GET', SETTINGS ) );
	await admin.rest( 'POST', `${ TEST }/mail-queue/capture`, { on: true } );
} );

test.afterAll( async () => {
	const admin = await session( ADMIN );
	await admin.rest( 'PUT', SETTINGS, {
		organizer_notify: before.organizer_notify ?? 'off',
		organizer_notify_to: before.organizer_notify_to ?? 'organizers',
		organizer_notify_address: before.organizer_notify_address ?? '',
	} );
	await admin.rest( 'POST', `${ TEST }/mail-queue/capture`, { on: false } );
} );

test( 'each registration: an RSVP and a ticket order each e-mail the event’s organizers, not its speakers (32.13)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'orgeach' ).toLowerCase();
	await settings( admin, {
		organizer_notify: 'each',
		organizer_notify_to: 'organizers',
		organizer_notify_address: '',
	} );
	const event = await organisedEvent( admin, token );
	await register( admin, event, token, 1 );
	await flush( admin );

	const log = await mailLog( admin );
	const toOrganizer = log.filter( ( mail ) => mail.to === event.organizer );
	expect( toOrganizer ).toEqual( [
		{ to: event.organizer, subject: `New registration: ${ event.title }` },
		{ to: event.organizer, subject: `New registration: ${ event.title }` },
	] );
	expect( log.filter( ( mail ) => mail.to === event.speaker ) ).toEqual( [] );
} );

test( 'each registration to a chosen address: the address hears of it instead of the organizers (32.13)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'orgaddr' ).toLowerCase();
	const team = `team-${ token }@example.org`;
	await settings( admin, {
		organizer_notify: 'each',
		organizer_notify_to: 'address',
		organizer_notify_address: team,
	} );
	const event = await organisedEvent( admin, token );
	await register( admin, event, token, 1 );
	await flush( admin );

	const log = await mailLog( admin );
	expect( log.filter( ( mail ) => mail.to === team ) ).toHaveLength( 2 );
	expect(
		log.filter( ( mail ) => mail.to === event.organizer )
	).toHaveLength( 0 );
} );

test( 'daily digest: nothing at once, then one e-mail per recipient when the daily job runs; off sends nothing (32.13)', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'orgdigest' ).toLowerCase();
	await settings( admin, {
		organizer_notify: 'digest',
		organizer_notify_to: 'organizers',
	} );
	const first = await organisedEvent( admin, `${ token }a` );
	await register( admin, first, token, 1 );
	await register( admin, first, token, 2 );
	await flush( admin );
	expect(
		( await mailLog( admin ) ).filter(
			( mail ) => mail.to === first.organizer
		)
	).toEqual( [] );

	const run = await json(
		await admin.rest( 'POST', `${ TEST }/organizer-digest/run` )
	);
	expect( run.queued ).toBeGreaterThanOrEqual( 1 );
	await flush( admin );
	expect(
		( await mailLog( admin ) ).filter(
			( mail ) => mail.to === first.organizer
		)
	).toEqual( [
		{
			to: first.organizer,
			subject: expect.stringMatching( /^4 new registrations on / ),
		},
	] );
	// A second run finds nothing left.
	expect(
		(
			await json(
				await admin.rest( 'POST', `${ TEST }/organizer-digest/run` )
			)
		).queued
	).toBe( 0 );

	// Off: neither an immediate e-mail nor a digest.
	await settings( admin, { organizer_notify: 'off' } );
	const quiet = await organisedEvent( admin, `${ token }q` );
	await register( admin, quiet, token, 3 );
	await admin.rest( 'POST', `${ TEST }/organizer-digest/run` );
	await flush( admin );
	expect(
		( await mailLog( admin ) ).filter(
			( mail ) => mail.to === quiet.organizer
		)
	).toEqual( [] );
} );

test( 'the settings refuse a list or a display name as the chosen address, and an empty one while it is used (32.13)', async () => {
	const admin = await session( ADMIN );
	for ( const [ changes, field ] of [
		[ { organizer_notify: 'hourly' }, 'organizer_notify' ],
		[ { organizer_notify_to: 'everyone' }, 'organizer_notify_to' ],
		[
			{ organizer_notify_address: 'a@example.org, b@example.org' },
			'organizer_notify_address',
		],
		[
			{ organizer_notify_address: 'Team <team@example.org>' },
			'organizer_notify_address',
		],
		[
			{ organizer_notify_address: '"a,b"@example.org' },
			'organizer_notify_address',
		],
		[
			{
				organizer_notify: 'each',
				organizer_notify_to: 'address',
				organizer_notify_address: '',
			},
			'organizer_notify_address',
		],
	] as Array< [ Json, string ] > ) {
		const refused = await admin.rest( 'PUT', SETTINGS, changes );
		expect( refused.status(), JSON.stringify( changes ) ).toBe( 400 );
		expect( JSON.stringify( await json( refused ) ) ).toContain( field );
	}
} );
