/**
 * The page cache purge address (`purge_host`): saved through the settings
 * route, it makes an event edit send PURGE requests to that address; while
 * wp-config.php defines EVENTSMITH_PURGE_HOST the constant wins and the
 * setting cannot be changed. A small HTTP server in the test stands in for
 * Varnish and records the PURGE requests it receives.
 */
import { expect, test } from '@playwright/test';
import { createEvent, oneDay } from '../../support/events';
import { json } from '../../support/json';
import { purgeRecorder } from '../../support/purge-recorder';
import { ADMIN, session, type Session } from '../../support/wordpress';

const SETTINGS = '/eventsmith/v2/settings';
const CONSTANT = '/eventsmith-test/v1/purge-constant';

/**
 * Renames an event and returns its page's path and host.
 * @param admin
 * @param id
 * @param title
 */
async function editEvent( admin: Session, id: number, title: string ) {
	const response = await admin.rest( 'PUT', `/eventsmith/v2/events/${ id }`, {
		title,
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	const link = new URL( ( await json( response ) ).link );
	return { path: link.pathname, host: link.host };
}

test( 'a saved purge address receives a PURGE of the event page when an event is edited, and none once emptied', async () => {
	const admin = await session( ADMIN );
	const cache = await purgeRecorder();
	try {
		const saved = await admin.rest( 'PUT', SETTINGS, {
			purge_host: ` ${ cache.url }/ `,
		} );
		expect( saved.status(), await saved.text() ).toBe( 200 );
		expect( ( await json( saved ) ).purge_host ).toBe( cache.url );

		const event = await createEvent( admin, {
			title: 'Purge probe',
			...oneDay( '2031-05-01', '18:00', '20:00' ),
		} );
		await expect
			.poll( () => cache.purges.length, { timeout: 5000 } )
			.toBeGreaterThan( 0 );
		cache.purges.length = 0;

		const page = await editEvent( admin, event.id, 'Purge probe, renamed' );
		await expect
			.poll( () => cache.purges, { timeout: 5000 } )
			.toContainEqual( page );
		expect( cache.purges ).toContainEqual( {
			path: '/',
			host: page.host,
		} );

		expect(
			( await admin.rest( 'PUT', SETTINGS, { purge_host: '' } ) ).status()
		).toBe( 200 );
		cache.purges.length = 0;
		await editEvent( admin, event.id, 'Purge probe, quiet' );
		await new Promise( ( wait ) => setTimeout( wait, 500 ) );
		expect( cache.purges ).toEqual( [] );
	} finally {
		await admin.rest( 'PUT', SETTINGS, { purge_host: '' } );
		await cache.close();
	}
} );

for ( const bad of [ 'ftp://x', 'http://host/path', 'http://user@host' ] ) {
	test( `purge_host ${ bad } answers 400 naming it and stores nothing`, async () => {
		const admin = await session( ADMIN );
		const response = await admin.rest( 'PUT', SETTINGS, {
			mail_from_name: 'Should not be stored',
			purge_host: bad,
		} );

		expect( response.status() ).toBe( 400 );
		const body = await json( response );
		expect( Object.keys( body.data.params ) ).toEqual( [ 'purge_host' ] );
		expect( body.message ).toContain( 'purge_host' );
		const after = await json( await admin.rest( 'GET', SETTINGS ) );
		expect( after.purge_host ).toBe( '' );
		expect( after.mail_from_name ).toBe( '' );
	} );
}

test( 'EVENTSMITH_PURGE_HOST in wp-config.php wins: shown to the settings page, the setting refused, purges sent to it', async () => {
	const admin = await session( ADMIN );
	const cache = await purgeRecorder();
	try {
		expect(
			(
				await admin.rest( 'POST', CONSTANT, { value: cache.url } )
			).status()
		).toBe( 200 );

		const choices = await json(
			await admin.rest( 'GET', `${ SETTINGS }/choices` )
		);
		expect( choices.purge_host_constant ).toBe( cache.url );

		const refused = await admin.rest( 'PUT', SETTINGS, {
			mail_from_name: 'Should not be stored',
			purge_host: 'http://127.0.0.1:6081',
		} );
		expect( refused.status() ).toBe( 400 );
		const body = await json( refused );
		expect( Object.keys( body.data.params ) ).toEqual( [ 'purge_host' ] );
		expect( body.message ).toContain( 'EVENTSMITH_PURGE_HOST' );
		const after = await json( await admin.rest( 'GET', SETTINGS ) );
		expect( after.purge_host ).toBe( '' );
		expect( after.mail_from_name ).toBe( '' );

		// Sending back what GET answered is no change, so it is accepted.
		expect( ( await admin.rest( 'PUT', SETTINGS, after ) ).status() ).toBe(
			200
		);

		const event = await createEvent( admin, {
			title: 'Constant purge probe',
			...oneDay( '2031-05-02', '18:00', '20:00' ),
		} );
		cache.purges.length = 0;
		const page = await editEvent(
			admin,
			event.id,
			'Constant probe, renamed'
		);
		await expect
			.poll( () => cache.purges, { timeout: 5000 } )
			.toContainEqual( page );
	} finally {
		await admin.rest( 'POST', CONSTANT, { value: null } );
		await cache.close();
	}

	const choices = await json(
		await admin.rest( 'GET', `${ SETTINGS }/choices` )
	);
	expect( choices.purge_host_constant ).toBeNull();
} );
