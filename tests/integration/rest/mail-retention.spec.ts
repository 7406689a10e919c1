/**
 * Privacy of the mail queue (32.9): a sent message loses its text after
 * `mail_body_days` (7) and is deleted after `mail_keep_days` (90) by the
 * daily clean-up; the failed recipients' addresses are shown only to staff
 * who may see attendees or orders.
 */
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { rsvpEvent } from '../../support/rsvp';
import {
	ADMIN,
	session,
	sessionWithOnly,
	type Session,
} from '../../support/wordpress';

const SETTINGS = '/eventsmith/v2/settings';

const rows = async ( admin: Session, recipient: string ): Promise< Json[] > =>
	json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/mail-queue/rows?recipient=${ encodeURIComponent(
				recipient
			) }`
		)
	);

const age = ( admin: Session, recipient: string, days: number ) =>
	admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/age', {
		recipient,
		days,
	} );

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
	await admin.rest( 'PUT', SETTINGS, {
		mail_body_days: 7,
		mail_keep_days: 90,
	} );
} );

test( 'sent messages lose their text after mail_body_days and are deleted after mail_keep_days (32.9)', async () => {
	const admin = await session( ADMIN );
	const settings = await json( await admin.rest( 'GET', SETTINGS ) );
	expect( settings ).toMatchObject( {
		mail_body_days: 7,
		mail_keep_days: 90,
	} );
	const eventId = await rsvpEvent( admin, 'Retention party', 50 );
	const [ fresh, week, old ] = [
		'fresh@example.org',
		'week@example.org',
		'old@example.org',
	];
	const invited = await admin.rest(
		'POST',
		'/eventsmith/v2/rsvp-invitations',
		{
			event_id: eventId,
			emails: [ fresh, week, old ],
			message:
				'Your private link: https://example.org/claim?token=secret',
		}
	);
	expect( invited.ok(), await invited.text() ).toBe( true );
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/run' );
	for ( const to of [ fresh, week, old ] ) {
		const [ row ] = await rows( admin, to );
		expect( row, to ).toMatchObject( { state: 'sent' } );
		expect( row!.body ).toContain( 'token=secret' );
	}
	await age( admin, week, 8 );
	await age( admin, old, 91 );

	// A longer text period keeps the week-old text.
	expect(
		( await admin.rest( 'PUT', SETTINGS, { mail_body_days: 10 } ) ).status()
	).toBe( 200 );
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/retention' );
	expect( ( await rows( admin, week ) )[ 0 ]!.body ).toContain(
		'token=secret'
	);
	expect( await rows( admin, old ) ).toEqual( [] );

	await admin.rest( 'PUT', SETTINGS, { mail_body_days: 7 } );
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/retention' );
	expect( await rows( admin, week ) ).toEqual( [
		expect.objectContaining( { state: 'sent', body: '', context: null } ),
	] );
	expect( ( await rows( admin, fresh ) )[ 0 ]!.body ).toContain(
		'token=secret'
	);
} );

test( 'mail_body_days and mail_keep_days refuse what is not a period, naming the field (32.9)', async () => {
	const admin = await session( ADMIN );
	for ( const [ body, field ] of [
		[ { mail_body_days: 0 }, 'mail_body_days' ],
		[ { mail_keep_days: 'ninety' }, 'mail_keep_days' ],
		[ { mail_body_days: 100 }, 'mail_body_days' ],
		[ { mail_keep_days: 5 }, 'mail_keep_days' ],
	] as Array< [ Json, string ] > ) {
		const refused = await admin.rest( 'PUT', SETTINGS, body );
		expect( refused.status(), JSON.stringify( body ) ).toBe( 400 );
		expect( Object.keys( ( await json( refused ) ).data.params ) ).toEqual(
			[ field ]
		);
	}
} );

test( 'failed recipients need the attendee or order permission; event staff get failures without addresses (32.9)', async () => {
	const admin = await session( ADMIN );
	const eventId = await rsvpEvent( admin, 'Refused privacy party', 50 );
	await admin.rest( 'POST', '/eventsmith/v2/rsvp-invitations', {
		event_id: eventId,
		emails: [ 'ok@example.org', 'nobody@fail.example' ],
	} );
	await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/run' );
	for ( let attempt = 2; attempt <= 5; attempt++ ) {
		await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/later' );
		await admin.rest( 'POST', '/eventsmith-test/v1/mail-queue/run' );
	}
	const route = `/eventsmith/v2/mail-queue?event_id=${ eventId }`;
	const full = await json( await admin.rest( 'GET', route ) );
	expect( full.failures ).toEqual( [
		expect.objectContaining( { email: 'nobody@fail.example' } ),
	] );

	const staff = await sessionWithOnly( 'eventsmith_manage_event' );
	const answer = await staff.rest( 'GET', route );
	expect( answer.status() ).toBe( 200 );
	const seen = await json( answer );
	expect( seen.failed ).toBe( 1 );
	expect( seen.failures ).toEqual( [
		{
			kind: 'invitation',
			attempts: 5,
			error: '550 Mailbox unavailable',
		},
	] );
	expect( JSON.stringify( seen ) ).not.toContain( 'fail.example' );
} );
