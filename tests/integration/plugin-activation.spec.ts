/**
 * Smoke tests of the installed plugin on a real WordPress.
 */
import { expect, test } from '@playwright/test';
import { json } from '../support/json';
import { ADMIN, session } from '../support/wordpress';
import { PERMISSIONS } from './support/permissions';

type Environment = {
	wp_version: string;
	wp_debug: boolean;
	wp_debug_log: boolean | string;
	plugin_active: boolean;
	schema_version: number;
	tables: string[];
	admin_caps: string[];
	blocks: string[];
	debug_log: string;
	plugin_path: string;
};

async function environment(): Promise< Environment > {
	const admin = await session( ADMIN );
	const response = await admin.rest(
		'GET',
		'/eventsmith-test/v1/environment'
	);
	expect( response.status() ).toBe( 200 );
	return json< Environment >( response );
}

test( 'the plugin is active on WordPress 6.5 with debugging on', async () => {
	const env = await environment();

	expect( env.wp_version ).toMatch( /^6\.5/ );
	expect( env.plugin_active ).toBe( true );
	expect( env.wp_debug ).toBe( true );
	expect( env.wp_debug_log ).toBeTruthy();
} );

test( 'activation leaves no PHP notice from Eventsmith in debug.log', async ( {
	request,
} ) => {
	// Visit the screens the plugin touches, so their code runs at least once.
	const admin = await session( ADMIN );
	for ( const path of [
		'/',
		'/eventsmith-widgets/',
		'/wp-admin/admin.php?page=eventsmith',
		'/wp-admin/admin.php?page=eventsmith-template-builder',
	] ) {
		expect( ( await admin.request.get( path ) ).status(), path ).toBe(
			200
		);
	}
	await request.get( '/wp-json/eventsmith/v2/settings' );

	const env = await environment();
	// A notice is ours when it names one of the plugin's own PHP files, by its
	// path under the WordPress root or by the real path the symlink points to.
	// Matching "eventsmith" anywhere would also catch core warnings whenever the
	// checkout itself lives in a folder of that name.
	const escape = ( text: string ) =>
		text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
	const roots = [ 'wp-content/plugins/eventsmith/' ];
	if ( env.plugin_path ) {
		roots.push( env.plugin_path.replace( /\/?$/, '/' ) );
	}
	const own = new RegExp(
		`(?:${ roots.map( escape ).join( '|' ) })` +
			'(?:includes|blocks|build|admin|template-editor|plugin\\.php|uninstall\\.php)'
	);
	const ours = env.debug_log
		.split( '\n' )
		.filter( ( line ) => own.test( line ) );
	expect( ours ).toEqual( [] );
} );

test( 'activation installs the schema and grants administrators every permission', async () => {
	const env = await environment();

	expect( env.schema_version ).toBeGreaterThanOrEqual( 1 );
	expect( env.tables ).toContain( 'wp_eventsmith_event_index' );
	for ( const permission of PERMISSIONS ) {
		expect( env.admin_caps ).toContain( permission );
	}
} );

test( 'the example block is registered', async () => {
	expect( ( await environment() ).blocks ).toContain(
		'eventsmith/countdown'
	);
} );
