/**
 * uninstall.php keeps data unless the site opted in to "Delete all data on uninstall".
 */
import { expect, test } from '@playwright/test';
import { ADMIN, session } from '../support/wordpress';
import { json } from '../support/json';

test( 'uninstalling keeps every table and option while "Delete all data on uninstall" is off', async () => {
	const admin = await session( ADMIN );
	await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		delete_data_on_uninstall: false,
		modules: { rsvp: 'off' },
	} );

	const after = await json(
		await admin.rest(
			'POST',
			'/eventsmith-test/v1/uninstall-and-reactivate'
		)
	);

	expect( after.table_exists ).toBe( true );
	expect( after.settings.modules.rsvp ).toBe( 'off' );
	expect( Number( after.schema_version ) ).toBeGreaterThanOrEqual( 1 );
	expect( after.admin_has_cap ).toBe( true );
	await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		modules: { rsvp: 'on' },
	} );
} );

test( 'uninstalling with "Delete all data on uninstall" on removes tables, options and capabilities', async () => {
	const admin = await session( ADMIN );
	const optIn = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		delete_data_on_uninstall: true,
	} );
	expect( optIn.status() ).toBe( 200 );

	const after = await json(
		await admin.rest(
			'POST',
			'/eventsmith-test/v1/uninstall-and-reactivate'
		)
	);

	expect( after ).toEqual( {
		table_exists: false,
		settings: null,
		schema_version: null,
		admin_has_cap: false,
	} );

	// Activated again by the helper: the plugin reinstalls cleanly with defaults.
	const settings = await json(
		await admin.rest( 'GET', '/eventsmith/v2/settings' )
	);
	expect( settings.delete_data_on_uninstall ).toBe( false );
} );
