/**
 * Automatic reminders (issue 27.3): the cron job queues one reminder per
 * attendee of each occurrence that starts within its event's hours (its own
 * setting, its series', or the site default), exactly once however often it
 * runs; a series reminds each attendee for the occurrence they booked; a
 * reminder the mail server refuses is retried with the queue's backoff and
 * then shown to staff as failed, next to when and to how many reminders went out.
 * Time travel: events are created to start a few hours from now.
 */
import { expect, test } from '@playwright/test';
import { book, booking } from '../../support/bookings';
import { createEvent, eventAround } from '../../support/events';
import { json, type Json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

const TEST = '/eventsmith-test/v1';

async function runReminders( admin: Session ): Promise< number > {
	return (
		await json( await admin.rest( 'POST', `${ TEST }/reminders/run` ) )
	).queued;
}

async function reminderLog(
	admin: Session,
	title: string
): Promise< string[] > {
	const log = await json< Json[] >(
		await admin.rest( 'GET', `${ TEST }/mail-queue/log` )
	);
	return log
		.filter( ( line ) => line.subject === `Coming up: ${ title }` )
		.map( ( line ) => line.to );
}

async function progress( admin: Session, eventId: number ): Promise< Json > {
	return json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/mail-queue?event_id=${ eventId }`
		)
	);
}

/** Events made here, trashed afterwards so they leave the public archive to other specs. */
const created: number[] = [];

async function ticketed(
	admin: Session,
	title: string,
	startInMinutes: number,
	reminder: string
): Promise< number > {
	// Asia/Kolkata: UTC+05:30 all year, so local times are easy to write.
	const event = await createEvent( admin, {
		...eventAround(
			title,
			'Asia/Kolkata',
			5.5,
			startInMinutes,
			startInMinutes + 60
		),
		status: 'publish',
		total_ticket: 20,
		reminder_hours: reminder,
	} );
	created.push( event.id );
	return event.id;
}

test.beforeAll( async () => {
	const admin = await session( ADMIN );
	await admin.rest( 'POST', `${ TEST }/mail-queue/capture`, { on: true } );
} );

test.afterAll( async () => {
	const admin = await session( ADMIN );
	await admin.rest( 'POST', `${ TEST }/mail-queue/capture`, { on: false } );
	for ( const id of created ) {
		await admin.rest( 'DELETE', `/eventsmith/v2/events/${ id }` );
	}
} );

test( 'REMIND-01: attendees of an event starting within its hours are reminded once; a refused reminder is retried, then shown as failed', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'remind' ).toLowerCase();
	const title = `Soon ${ token }`;
	const soon = await ticketed( admin, title, 3 * 60, '4' );
	const far = await ticketed( admin, `Far ${ token }`, 30 * 60, '24' );
	const quiet = await ticketed( admin, `Quiet ${ token }`, 3 * 60, 'off' );
	expect(
		(
			await json(
				await admin.rest( 'GET', `/eventsmith/v2/events/${ soon }` )
			)
		).reminder_hours
	).toBe( '4' );
	const line = { ticket_type: 'Standard', price: 0 };
	await book(
		admin,
		booking( soon, 'Rita', `rita-${ token }@example.org`, line )
	);
	await book(
		admin,
		booking( soon, 'Nobody', `nobody-${ token }@fail.example`, line )
	);
	await book(
		admin,
		booking( far, 'Fay', `fay-${ token }@example.org`, line )
	);
	await book(
		admin,
		booking( quiet, 'Quinn', `quinn-${ token }@example.org`, line )
	);

	expect( await runReminders( admin ) ).toBe( 2 );
	await admin.rest( 'POST', `${ TEST }/mail-queue/run` );
	expect( await reminderLog( admin, title ) ).toEqual( [
		`rita-${ token }@example.org`,
	] );
	expect( await reminderLog( admin, `Far ${ token }` ) ).toEqual( [] );
	expect( await reminderLog( admin, `Quiet ${ token }` ) ).toEqual( [] );

	// Once only: the next runs find every reminder already queued.
	expect( await runReminders( admin ) ).toBe( 0 );
	for ( let attempt = 0; attempt < 5; attempt++ ) {
		await admin.rest( 'POST', `${ TEST }/mail-queue/later` );
		await admin.rest( 'POST', `${ TEST }/mail-queue/run` );
	}
	expect( await runReminders( admin ) ).toBe( 0 );
	expect( await reminderLog( admin, title ) ).toEqual( [
		`rita-${ token }@example.org`,
	] );

	const shown = await progress( admin, soon );
	expect( shown.reminders ).toMatchObject( {
		sent: 1,
		failed: 1,
		queued: 0,
	} );
	expect( Date.parse( shown.reminders.last_sent_at ) ).toBeGreaterThan(
		Date.now() - 10 * 60_000
	);
	expect( shown.failures ).toContainEqual(
		expect.objectContaining( {
			email: `nobody-${ token }@fail.example`,
			kind: 'event_reminder',
			attempts: 5,
		} )
	);
	expect( ( await progress( admin, far ) ).reminders ).toMatchObject( {
		sent: 0,
		queued: 0,
		failed: 0,
	} );
} );

test( 'REMIND-02: a series reminds each attendee for the occurrence they booked', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'series' ).toLowerCase();
	const title = `Daily ${ token }`;
	const parent = await createEvent( admin, {
		...eventAround( title, 'UTC', 0, 2 * 60, 3 * 60 ),
		status: 'publish',
		total_ticket: 20,
		reminder_hours: '4',
		recurring_enabled: 'yes',
		recurrence: { freq: 'daily', interval: 1, count: 3 },
	} );
	created.push( parent.id );
	const listed = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/events?search_keyword=${ encodeURIComponent( title ) }&per_page=50`
		)
	);
	const children = listed.items
		.filter( ( item: Json ) => item.parent === parent.id )
		.sort( ( a: Json, b: Json ) =>
			a.start_date.localeCompare( b.start_date )
		);
	expect( children ).toHaveLength( 3 );
	const [ today, tomorrow ] = children;
	const line = { ticket_type: 'Standard', price: 0 };
	await book(
		admin,
		booking( today.id, 'Tess', `tess-${ token }@example.org`, line )
	);
	await book(
		admin,
		booking( tomorrow.id, 'Tom', `tom-${ token }@example.org`, line )
	);

	expect( await runReminders( admin ) ).toBe( 1 );
	await admin.rest( 'POST', `${ TEST }/mail-queue/run` );
	expect( await reminderLog( admin, title ) ).toEqual( [
		`tess-${ token }@example.org`,
	] );
	expect( ( await progress( admin, today.id ) ).reminders.sent ).toBe( 1 );
	expect( ( await progress( admin, tomorrow.id ) ).reminders.sent ).toBe( 0 );
	// The series counts its occurrences' reminders.
	expect( ( await progress( admin, parent.id ) ).reminders.sent ).toBe( 1 );
} );

test( 'REMIND-03 (36.4): one run reads a bounded batch of attendees, the next batch follows shortly and goes on where it stopped, each reminded once', async () => {
	const admin = await session( ADMIN );
	const token = runToken( 'batch' ).toLowerCase();
	const title = `Batched ${ token }`;
	const event = await ticketed( admin, title, 2 * 60, '4' );
	const line = { ticket_type: 'Standard', price: 0 };
	const people = [ 'ada', 'bo', 'cy' ];
	for ( const name of people ) {
		await book(
			admin,
			booking( event, name, `${ name }-${ token }@example.org`, line )
		);
	}
	const run = async () =>
		json(
			await admin.rest( 'POST', `${ TEST }/reminders/run`, {
				per_run: 2,
			} )
		);

	expect( await run() ).toEqual( { queued: 2, continues: true } );
	expect( await run() ).toEqual( { queued: 1, continues: false } );
	expect( await run() ).toEqual( { queued: 0, continues: false } );
	await admin.rest( 'POST', `${ TEST }/mail-queue/run` );
	expect( ( await reminderLog( admin, title ) ).sort() ).toEqual(
		people.map( ( name ) => `${ name }-${ token }@example.org` )
	);
} );
