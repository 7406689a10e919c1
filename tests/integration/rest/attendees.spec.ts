/**
 * REST /attendees: lists, edits and cancellation (which frees the seat).
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { going, rsvpEvent, visitor } from '../../support/rsvp';
import {
	ADMIN,
	ensureUser,
	session,
	sessionWithOnly,
} from '../../support/wordpress';

test( 'GAP-07 attendees need the attendee permission', async () => {
	expect(
		(
			await (
				await session( null )
			).rest( 'GET', '/eventsmith/v2/attendees' )
		).status()
	).toBe( 401 );
	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect(
		( await subscriber.rest( 'GET', '/eventsmith/v2/attendees' ) ).status()
	).toBe( 403 );
	const staff = await sessionWithOnly( 'eventsmith_manage_attendee' );
	expect(
		( await staff.rest( 'GET', '/eventsmith/v2/attendees' ) ).status()
	).toBe( 200 );
	expect(
		( await staff.rest( 'GET', '/eventsmith/v2/events' ) ).status()
	).toBe( 403 );
} );

test( 'attendees are listed per event and overall, searched, edited and cancelled', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Attendee list', 2, 2 );
	const guest = await visitor();
	await guest.rsvp( eventId, {
		response: 'going',
		attendees: [
			{ name: 'Ann Lee', email: 'ann@example.org' },
			{ name: 'Bo Chen', email: 'bo@example.org' },
		],
	} );
	expect( ( await guest.rsvp( eventId, going( 9 ) ) ).status() ).toBe( 409 );

	const list = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }`
		)
	);
	expect( list.total_items ).toBe( 2 );
	expect( list.items.map( ( a: Json ) => a.name ).sort() ).toEqual( [
		'Ann Lee',
		'Bo Chen',
	] );
	expect( list.items[ 0 ] ).toMatchObject( {
		event_name: 'Attendee list',
		status: 'active',
		checked_in: false,
	} );
	const found = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/attendees?event_id=${ eventId }&search=bo%40`
		)
	);
	expect( found.items.map( ( a: Json ) => a.name ) ).toEqual( [ 'Bo Chen' ] );

	const bo = found.items[ 0 ];
	const bad = await admin.rest(
		'PUT',
		`/eventsmith/v2/attendees/${ bo.id }`,
		{ email: 'not-an-email' }
	);
	expect( bad.status() ).toBe( 400 );
	expect( Object.keys( ( await json( bad ) ).data.params ) ).toContain(
		'email'
	);
	const edited = await json(
		await admin.rest( 'PUT', `/eventsmith/v2/attendees/${ bo.id }`, {
			name: 'Bo Chen-Li',
			phone: '+1 555 0100',
			extra: { company: 'Acme' },
		} )
	);
	expect( edited ).toMatchObject( {
		name: 'Bo Chen-Li',
		phone: '+1 555 0100',
		extra: { company: 'Acme' },
		email: 'bo@example.org',
	} );

	expect(
		(
			await admin.rest( 'DELETE', `/eventsmith/v2/attendees/${ bo.id }` )
		).status()
	).toBe( 200 );
	expect(
		(
			await admin.rest( 'GET', `/eventsmith/v2/attendees/${ bo.id }` )
		).status()
	).toBe( 404 );
	const freed = await guest.rsvp( eventId, going( 10 ) );
	expect( freed.status() ).toBe( 201 );
	expect( ( await json( freed ) ).remaining ).toBe( 0 );
} );

test( 'RSVP the report counts going and not going per event, with the responses', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'RSVP report', 10, 2 );
	const guest = await visitor();
	await guest.rsvp( eventId, going( 1 ) );
	await guest.rsvp( eventId, {
		response: 'going',
		attendees: [
			{ name: 'Ann', email: 'ann@example.org' },
			{ name: 'Bo', email: 'bo@example.org' },
		],
	} );
	await guest.rsvp( eventId, {
		response: 'not_going',
		reason: 'Away',
		attendees: [ { name: 'Cy', email: 'cy@example.org' } ],
	} );

	const report = await json(
		await admin.rest(
			'GET',
			`/eventsmith/v2/rsvp-report?event_id=${ eventId }`
		)
	);
	expect( report ).toMatchObject( {
		going: 2,
		not_going: 1,
		attendees: 3,
		total_items: 3,
	} );
	expect( report.items[ 0 ] ).toMatchObject( {
		response: 'not_going',
		reason: 'Away',
		name: 'Cy',
	} );

	const subscriber = await session( await ensureUser( 'subscriber' ) );
	expect(
		(
			await subscriber.rest( 'GET', '/eventsmith/v2/rsvp-report' )
		).status()
	).toBe( 403 );
} );

test( 'attendees export as CSV: a header row, one row per attendee, formulas defused; only with the permission and nonce', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Export me', 10, 2 );
	const guest = await visitor();
	await guest.rsvp( eventId, {
		response: 'going',
		attendees: [
			{ name: '=HYPERLINK("x")', email: 'eve@example.org' },
			{ name: 'Zoe', email: 'zoe@example.org' },
		],
	} );
	const { nonce } = await json(
		await admin.rest(
			'GET',
			'/eventsmith-test/v1/nonce?action=eventsmith_export_attendees'
		)
	);

	const csv = await admin.request.get(
		`/wp-admin/admin-post.php?action=eventsmith_export_attendees&event_id=${ eventId }&_wpnonce=${ nonce }`
	);
	expect( csv.status() ).toBe( 200 );
	expect( csv.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	expect( csv.headers()[ 'content-disposition' ] ).toContain(
		`attendees-${ eventId }-`
	);
	const lines = ( await csv.text() ).trim().split( '\n' );
	expect( lines[ 0 ] ).toContain( 'Ticket code' );
	expect( lines ).toHaveLength( 3 );
	expect( lines.join( '\n' ) ).toContain( `"'=HYPERLINK(""x"")"` );
	expect( lines.join( '\n' ) ).toContain( 'zoe@example.org' );

	const noNonce = await admin.request.get(
		`/wp-admin/admin-post.php?action=eventsmith_export_attendees&event_id=${ eventId }`
	);
	expect( noNonce.status() ).toBe( 403 );
} );

test( 'RSVP invitations and reminders are mailed to each address once and recorded', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Invite party', 50 );
	await admin.rest( 'GET', '/eventsmith-test/v1/mail' );

	const sent = await admin.rest( 'POST', '/eventsmith/v2/rsvp-invitations', {
		event_id: eventId,
		emails: [ 'Amy@Example.org', 'amy@example.org', 'ben@example.org' ],
		message: 'Hope to see you!',
	} );
	expect( await json( sent ) ).toEqual( { queued: 1, sent: 1, failed: [] } );
	const mail = await json< Json[] >(
		await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
	);
	expect( mail.map( ( m ) => m.to ).sort() ).toEqual( [
		'amy@example.org',
		'ben@example.org',
	] );
	expect( mail[ 0 ]?.subject ).toBe( 'You are invited: Invite party' );
	expect( mail[ 0 ]?.message ).toContain( 'Hope to see you!' );

	const reminder = await json(
		await admin.rest( 'POST', '/eventsmith/v2/rsvp-invitations', {
			event_id: eventId,
			emails: [ 'amy@example.org' ],
			kind: 'reminder',
		} )
	);
	expect( reminder.sent ).toBe( 1 );
	expect(
		(
			await json< Json[] >(
				await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
			)
		)[ 0 ]?.subject
	).toBe( 'Reminder: Invite party' );

	const bad = await admin.rest( 'POST', '/eventsmith/v2/rsvp-invitations', {
		event_id: eventId,
		emails: [ 'amy@example.org', 'nope' ],
	} );
	expect( bad.status() ).toBe( 400 );
	expect(
		await json< Json[] >(
			await admin.rest( 'GET', '/eventsmith-test/v1/mail' )
		)
	).toEqual( [] );
} );
