/**
 * Calendars as real applications write them (issue 35, item 3): each file in
 * fixtures/real-world is uploaded, counted by its dry run, imported to the end
 * and undone; a broken event is reported by line and skipped while the rest
 * imports. What each field becomes is checked in
 * tests/php/Unit/Infrastructure/Import/IcalSourceRealWorldTest.php.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, session, type Session } from '../../support/wordpress';
import { runToken } from '../support/rest';

test.describe.configure( { mode: 'serial' } );

const IMPORTS = '/eventsmith/v2/imports';

/**
 * A fixture's bytes as they are (some fold lines inside a UTF-8 character), with this run's UIDs.
 * @param name
 * @param token
 */
const fixture = ( name: string, token: string ) =>
	Buffer.from(
		readFileSync(
			join( __dirname, 'fixtures', 'real-world', name ),
			'latin1'
		).replace( /^UID:([^\r\n]*)/gm, `UID:$1-${ token }` ),
		'latin1'
	);

async function upload( admin: Session, name: string, body: Buffer ) {
	const created = await admin.request.post( `/wp-json${ IMPORTS }`, {
		headers: { 'X-WP-Nonce': admin.nonce },
		multipart: { file: { name, mimeType: 'text/calendar', buffer: body } },
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	return json( created );
}

async function importedEvent(
	admin: Session,
	token: string,
	uid: string
): Promise< Json > {
	const ids = ( await json(
		await admin.rest(
			'GET',
			`/eventsmith-test/v1/imports/events?prefix=${ encodeURIComponent( uid ) }`
		)
	) ) as Record< string, number >;
	// A folded UID carries the token after its first line.
	const key = Object.keys( ids ).find( ( k ) =>
		k.startsWith( `${ uid }-${ token }` )
	);
	expect( key, uid ).toBeDefined();
	const id = ids[ key! ];
	return json( await admin.rest( 'GET', `/eventsmith/v2/events/${ id }` ) );
}

const CALENDARS: [ string, number, number ][] = [
	// file, events created, events refused
	[ 'outlook-exchange.ics', 4, 0 ],
	[ 'apple-icloud.ics', 2, 0 ],
	[ 'nextcloud-thunderbird.ics', 3, 0 ],
	[ 'meetup.ics', 2, 0 ],
	[ 'eventbrite.ics', 1, 0 ],
	[ 'facebook.ics', 2, 0 ],
	[ 'components-bom.ics', 1, 0 ],
	[ 'edge-cases.ics', 8, 1 ],
];

test( 'real-world calendars import: Outlook, iCloud, Nextcloud, Meetup, Eventbrite, Facebook, to-dos, edge cases (35.3)', async () => {
	test.setTimeout( 180_000 );
	const admin = await session( ADMIN );
	const token = runToken( 'rw' );
	const runs: number[] = [];
	for ( const [ name, created, failed ] of CALENDARS ) {
		const run = await upload( admin, name, fixture( name, token ) );
		runs.push( run.id as number );
		expect( run.dry_run, name ).toMatchObject( {
			total: created + failed,
			create: created,
			fail: failed,
		} );
		await admin.rest( 'POST', `${ IMPORTS }/${ run.id }/start` );
		await admin.rest(
			'POST',
			`/eventsmith-test/v1/imports/${ run.id }/run`,
			{ batches: 100 }
		);
		const done = await json(
			await admin.rest( 'GET', `${ IMPORTS }/${ run.id }` )
		);
		expect( done.status, name ).toBe( 'done' );
		expect( done.counts, name ).toMatchObject( { created, failed } );
	}

	const edge = await json(
		await admin.rest( 'GET', `${ IMPORTS }/${ runs[ 7 ] }` )
	);
	expect( edge.report ).toEqual(
		expect.arrayContaining( [
			expect.objectContaining( {
				line: 54,
				action: 'fail',
				uid: `end-before-start@example.org-${ token }`,
			} ),
		] )
	);

	const teams = await importedEvent(
		admin,
		token,
		'040000008200E00074C5B7101A82E0080000000080E2D4A6F3F4DA01000000000000000'
	);
	expect( teams ).toMatchObject( {
		title: 'Quarterly review',
		start_time: '14:00',
		timezone: 'America/New_York',
		location: {
			online_url:
				'https://teams.microsoft.com/l/meetup-join/19%3ameeting_example%40thread.v2/0',
		},
	} );
	expect(
		await importedEvent(
			admin,
			token,
			'C2D3E4F5-A6B7-48C9-9DAE-BF0123456789'
		)
	).toMatchObject( {
		title: 'Folk festival',
		start_date: '2027-07-02',
		start_time: '00:00',
		end_date: '2027-07-03',
		end_time: '23:59',
		timezone: 'Europe/London',
	} );
	const jazz = await importedEvent(
		admin,
		token,
		'e123456789012345@facebook.com'
	);
	expect( jazz.description ).toContain( 'Tickets: €12 at the door' );
	expect( jazz.description ).toContain( '🎷' );
	expect(
		await importedEvent( admin, token, 'until-utc@example.org' )
	).toMatchObject( {
		timezone: 'Australia/Sydney',
		recurring_enabled: 'yes',
		recurrence: { freq: 'daily', until: '2027-01-08' },
	} );

	for ( const id of runs ) {
		expect(
			( await admin.rest( 'POST', `${ IMPORTS }/${ id }/undo` ) ).status()
		).toBe( 200 );
	}
} );
