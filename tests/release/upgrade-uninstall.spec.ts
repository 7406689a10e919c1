/**
 * On WordPress 6.5 with the zip installed: a site still on the oldest
 * released database layout (schema version 1, tests/release/fixtures) is
 * upgraded in place on activation, each migration once and no data lost;
 * then the plugin is deactivated and deleted with "Delete all data on
 * uninstall" on, which leaves no table, option or capability behind.
 */
import { expect, test, type Page } from '@playwright/test';
import { json } from '../support/json';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	ADMIN,
	debugLog,
	logInPage,
	migrationVersions,
	session,
	siteFor,
	sql,
	type ReleaseSite,
} from './support';
import { pluginTableCount } from '../support/plugin-tables';

test.describe.configure( { mode: 'serial' } );

let site: ReleaseSite;

const LEGACY_ROWS =
	"SELECT i.event_id, i.parent_id, i.start_utc, i.end_utc, i.timezone, i.is_draft, p.post_title, p.post_status FROM wp_eventsmith_event_index i JOIN wp_posts p ON p.ID = i.event_id WHERE p.post_title LIKE 'Legacy event %' ORDER BY i.event_id";
const LEGACY_META =
	"SELECT m.post_id, m.meta_key, m.meta_value FROM wp_postmeta m JOIN wp_posts p ON p.ID = m.post_id WHERE p.post_type = 'eventsmith_event' AND m.meta_key LIKE '\\_eventsmith\\_%' ORDER BY m.meta_id";

function migrationLog(): string[] {
	const file = join( site.dir, 'wp-content', 'migration-log.txt' );
	return existsSync( file )
		? readFileSync( file, 'utf8' ).split( '\n' ).filter( Boolean )
		: [];
}

function pluginRow( page: Page ) {
	return page.locator( 'tr[data-plugin="eventsmith/plugin.php"]' ).first();
}

test.beforeAll( () => {
	site = siteFor( 'upgrade', '6.5' );
} );

test( 'REL-20 activating the zip on the oldest database layout runs every migration once and keeps every event', async ( {
	page,
} ) => {
	expect(
		sql(
			site.database,
			"SELECT option_value FROM wp_options WHERE option_name = 'eventsmith_schema_version'"
		)
	).toEqual( [ [ '1' ] ] );
	expect(
		sql( site.database, "SHOW TABLES LIKE 'wp\\_eventsmith\\_%'" )
	).toEqual( [ [ 'wp_eventsmith_event_index' ] ] );
	const rowsBefore = sql( site.database, LEGACY_ROWS );
	const metaBefore = sql( site.database, LEGACY_META );
	expect( rowsBefore ).toHaveLength( 12 );
	expect( metaBefore ).toHaveLength( 72 );

	await logInPage( page, site.url );
	await page.goto( `${ site.url }/wp-admin/plugins.php` );
	await pluginRow( page )
		.getByRole( 'link', { name: /^Activate/ } )
		.click();
	await expect( page.locator( '#message' ) ).toContainText( 'activated' );

	const versions = migrationVersions( site );
	const target = versions[ versions.length - 1 ]!;
	expect( migrationLog() ).toEqual(
		versions.slice( 1 ).map( ( v, n ) => `${ versions[ n ] }>${ v }` )
	);
	expect(
		sql(
			site.database,
			"SELECT option_value FROM wp_options WHERE option_name = 'eventsmith_schema_version'"
		)
	).toEqual( [ [ String( target ) ] ] );
	expect(
		sql( site.database, "SHOW TABLES LIKE 'wp\\_eventsmith\\_%'" )
	).toHaveLength( pluginTableCount() );
	// The index gained the keys of later migrations.
	const keys = sql(
		site.database,
		'SHOW INDEX FROM wp_eventsmith_event_index'
	).map( ( row ) => row[ 2 ] );
	expect( keys ).toEqual(
		expect.arrayContaining( [
			'draft_start_end',
			'start_event',
			'draft_parent_end',
		] )
	);

	// No data lost: every row and meta value as it was.
	expect( sql( site.database, LEGACY_ROWS ) ).toEqual( rowsBefore );
	expect( sql( site.database, LEGACY_META ) ).toEqual(
		expect.arrayContaining( metaBefore )
	);

	// The dashboard reads the upgraded events; admin pages run no migration again.
	const admin = await session( site.url, ADMIN );
	const list = await admin.rest(
		'GET',
		'/eventsmith/v2/events?per_page=50&search=Legacy'
	);
	expect( list.status(), await list.text() ).toBe( 200 );
	const body = await json( list );
	expect( body.total_items ).toBeGreaterThanOrEqual( 10 );
	expect(
		body.items.map( ( item: { title: string } ) => item.title )
	).toContain( 'Legacy event 1' );
	await page.goto( `${ site.url }/wp-admin/admin.php?page=eventsmith` );
	await expect(
		page.getByRole( 'row', { name: /Legacy event 3\b/ } )
	).toBeVisible( { timeout: 30_000 } );
	expect( migrationLog() ).toHaveLength( versions.length - 1 );
	await admin.request.dispose();
} );

test( 'REL-21 deactivating and deleting with "Delete all data on uninstall" leaves no table, option or capability', async ( {
	page,
} ) => {
	const admin = await session( site.url, ADMIN );
	const optIn = await admin.rest( 'PUT', '/eventsmith/v2/settings', {
		delete_data_on_uninstall: true,
	} );
	expect( optIn.status(), await optIn.text() ).toBe( 200 );
	await admin.request.dispose();

	await logInPage( page, site.url );
	await page.goto( `${ site.url }/wp-admin/plugins.php` );
	await pluginRow( page )
		.getByRole( 'link', { name: /^Deactivate/ } )
		.click();
	await expect( page.locator( '#message' ) ).toContainText( 'deactivated' );
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await pluginRow( page )
		.getByRole( 'link', { name: /^Delete/ } )
		.click();
	await expect(
		page.getByRole( 'row', { name: /Eventsmith was successfully deleted/ } )
	).toBeVisible( { timeout: 30_000 } );
	expect(
		existsSync( join( site.dir, 'wp-content', 'plugins', 'eventsmith' ) )
	).toBe( false );

	expect(
		sql( site.database, "SHOW TABLES LIKE 'wp\\_eventsmith\\_%'" )
	).toEqual( [] );
	expect(
		sql(
			site.database,
			"SELECT option_name FROM wp_options WHERE option_name LIKE 'eventsmith\\_%'"
		)
	).toEqual( [] );
	expect(
		sql(
			site.database,
			"SELECT option_name FROM wp_options WHERE option_name = 'wp_user_roles' AND option_value LIKE '%eventsmith\\_%'"
		)
	).toEqual( [] );
	expect(
		debugLog( site )
			.split( '\n' )
			.filter( ( line ) => line.includes( 'plugins/eventsmith/' ) )
	).toEqual( [] );
} );
