/**
 * The release smoke set, run on every WordPress build of the matrix with the
 * plugin installed from the zip: activation and schema, the dashboard's first
 * screen, an event with its public page and JSON-LD, a free checkout, a
 * check-in, the template builder, and no PHP notice from the plugin.
 * Prints "wp-matrix: <version> passed|failed" once per build.
 */
import { expect, test, type Page } from '@playwright/test';
import { json, type Json } from '../support/json';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
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
	type Session,
} from './support';

test.describe.configure( { mode: 'serial' } );

let site: ReleaseSite;
let admin: Session;
let eventId = 0;
let ticketCode = '';
const failures: string[] = [];

/**
 * Console errors, uncaught exceptions and failed requests of a page.
 *
 * @param page The page to watch.
 */
function watch( page: Page ): string[] {
	const problems: string[] = [];
	page.on( 'console', ( message ) => {
		// A failed load is reported below, with its address.
		if (
			message.type() === 'error' &&
			! message.text().startsWith( 'Failed to load resource' )
		) {
			problems.push( `console: ${ message.text() }` );
		}
	} );
	page.on( 'pageerror', ( error ) =>
		problems.push( `uncaught: ${ error.message }` )
	);
	page.on( 'requestfailed', ( request ) => {
		// Core's admin bar asks gravatar.com for avatars; this machine is offline.
		// A load the browser cancelled (the page moved on) is no failure of the site.
		if (
			! new URL( request.url() ).hostname.endsWith( 'gravatar.com' ) &&
			request.failure()?.errorText !== 'net::ERR_ABORTED'
		) {
			problems.push( `failed: ${ request.url() }` );
		}
	} );
	page.on( 'response', ( response ) => {
		if ( response.status() >= 400 ) {
			problems.push( `${ response.status() } ${ response.url() }` );
		}
	} );
	return problems;
}

test.beforeAll( async () => {
	site = siteFor( 'matrix', test.info().project.metadata.build );
	admin = await session( site.url, ADMIN );
} );

test.afterEach( async ( {}, testInfo ) => {
	if ( testInfo.status !== testInfo.expectedStatus ) {
		failures.push( testInfo.title );
	}
} );

test.afterAll( async () => {
	// One line per WordPress build, read by docs/releasing.md's procedure.
	// eslint-disable-next-line no-console
	console.log(
		`wp-matrix: ${ site.version } ${
			failures.length ? `failed (${ failures.join( '; ' ) })` : 'passed'
		}`
	);
	await admin.request.dispose();
} );

test( 'REL-01 activated from the zip: every custom table exists and the schema version is the newest', async () => {
	const active = sql(
		site.database,
		"SELECT option_value FROM wp_options WHERE option_name = 'active_plugins'"
	)[ 0 ]![ 0 ];
	expect( active ).toContain( 'eventsmith/plugin.php' );
	const tables = sql(
		site.database,
		"SHOW TABLES LIKE 'wp\\_eventsmith\\_%'"
	).map( ( [ name ] ) => name );
	expect( tables ).toEqual(
		expect.arrayContaining( [
			'wp_eventsmith_event_index',
			'wp_eventsmith_attendees',
			'wp_eventsmith_checkins',
			'wp_eventsmith_bookings',
			'wp_eventsmith_ticket_types',
			'wp_eventsmith_offline_scans',
			'wp_eventsmith_event_title_grams',
		] )
	);
	expect( tables ).toHaveLength( 13 );
	const version = sql(
		site.database,
		"SELECT option_value FROM wp_options WHERE option_name = 'eventsmith_schema_version'"
	)[ 0 ]![ 0 ];
	expect( Number( version ) ).toBe(
		Math.max( ...migrationVersions( site ) )
	);
	// The site runs the unpacked zip, not a link to the working tree.
	const plugin = join( site.dir, 'wp-content', 'plugins', 'eventsmith' );
	expect( readdirSync( plugin ) ).not.toContain( 'node_modules' );
	expect( readdirSync( plugin ) ).not.toContain( 'tests' );
} );

test( 'REL-02 every script and script-module handle the built assets need is registered on this WordPress', async () => {
	const report = execFileSync(
		'php',
		[
			'-r',
			`require 'wp-load.php';
			if ( function_exists( 'wp_default_script_modules' ) ) { wp_default_script_modules(); } else { wp_interactivity()->register_script_modules(); }
			$p = new ReflectionProperty( WP_Script_Modules::class, 'registered' ); $p->setAccessible( true );
			$modules = array_keys( $p->getValue( wp_script_modules() ) );
			$build = WP_PLUGIN_DIR . '/eventsmith/build'; $missing = array(); $count = 0;
			foreach ( array_merge( glob( $build . '/*/*.asset.php' ) ?: array(), glob( $build . '/*/*/*.asset.php' ) ?: array() ) as $file ) {
				$asset = require $file; $module = 'module' === ( $asset['type'] ?? '' );
				foreach ( array_merge( $asset['dependencies'], $asset['lazy'] ?? array() ) as $d ) {
					$id = is_array( $d ) ? $d['id'] : $d; $count++;
					if ( ! ( $module ? in_array( $id, $modules, true ) : wp_script_is( $id, 'registered' ) ) ) { $missing[] = substr( $file, strlen( $build ) + 1 ) . ': ' . $id; }
				}
			}
			echo wp_json_encode( array( 'count' => $count, 'missing' => $missing ) );`,
		],
		{ cwd: site.dir, encoding: 'utf8' }
	);
	const { count, missing } = JSON.parse( report );
	expect( count ).toBeGreaterThan( 50 );
	expect( missing ).toEqual( [] );
} );

test( 'REL-03 an event created over REST has a public page with Event JSON-LD', async () => {
	const response = await admin.rest( 'POST', '/eventsmith/v2/events', {
		title: `Release night ${ site.build }`,
		status: 'publish',
		start_date: '2031-10-01',
		start_time: '18:00',
		end_date: '2031-10-01',
		end_time: '21:00',
		timezone: 'UTC',
		total_ticket: 20,
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const event = await json( response );
	eventId = event.id;

	const visitor = await session( site.url, null );
	const page = await visitor.request.get( event.link );
	expect( page.status() ).toBe( 200 );
	const html = await page.text();
	expect( html ).toContain( `Release night ${ site.build }` );
	const ld = [
		...html.matchAll(
			/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g
		),
	].map( ( match ) => JSON.parse( match[ 1 ]! ) );
	const graph = ld.flatMap( ( item ) => item[ '@graph' ] ?? [ item ] );
	expect( graph ).toContainEqual(
		expect.objectContaining( {
			'@type': 'Event',
			name: `Release night ${ site.build }`,
			startDate: expect.stringMatching( /^2031-10-01T18:00/ ),
		} )
	);
	await visitor.request.dispose();
} );

test( 'REL-04 the dashboard opens on the event list and shows the event, with no console error or failed request', async ( {
	page,
} ) => {
	const problems = watch( page );
	await logInPage( page, site.url );
	await page.goto( `${ site.url }/wp-admin/admin.php?page=eventsmith` );
	await expect( page ).toHaveURL( /page=eventsmith#\/events$/ );
	await expect( page.getByText( 'Loading Eventsmith…' ) ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'row', {
			name: new RegExp( `Release night ${ site.build }` ),
		} )
	).toBeVisible( { timeout: 30_000 } );
	expect( problems ).toEqual( [] );
} );

test( 'REL-05 a visitor completes a free checkout and receives a ticket', async () => {
	const types = await admin.rest(
		'PUT',
		`/eventsmith/v2/events/${ eventId }/ticket-types`,
		{ ticket_types: [ { name: 'Free entry', capacity: 5 } ] }
	);
	expect( types.status(), await types.text() ).toBe( 200 );
	const type = ( await json< Json[] >( types ) )[ 0 ]!;

	const visitor = await session( site.url, null );
	const response = await visitor.rest(
		'POST',
		`/eventsmith/v2/public/events/${ eventId }/checkout`,
		{
			buyer_name: 'Ada Buyer',
			buyer_email: 'ada@example.org',
			tickets: { [ type.id ]: 1 },
			attendees: [
				{
					ticket_type_id: type.id,
					name: 'Ada Buyer',
					email: 'ada@example.org',
					phone: '0000000001',
				},
			],
		}
	);
	expect( response.status(), await response.text() ).toBe( 201 );
	const placed = await json( response );
	expect( placed ).toMatchObject( { status: 'completed', total: '0.00' } );
	expect( placed.tickets ).toHaveLength( 1 );
	ticketCode = new URL( placed.tickets[ 0 ].url ).searchParams.get(
		'eventsmith_ticket'
	)!;
	expect( ticketCode ).toBeTruthy();
	await visitor.request.dispose();
} );

test( 'REL-06 door staff check the ticket in once; a second scan is refused', async () => {
	const granted = await admin.rest(
		'POST',
		'/eventsmith/v2/permissions/editor',
		{
			permissions: [ 'eventsmith_manage_qr_scan' ],
		}
	);
	expect( granted.status(), await granted.text() ).toBe( 200 );
	const user = { username: 'door-staff', password: 'Door-Staff-Pass-123!' };
	const created = await admin.rest( 'POST', '/wp/v2/users', {
		...user,
		email: 'door@example.org',
		roles: [ 'editor' ],
	} );
	expect( created.status(), await created.text() ).toBe( 201 );

	const staff = await session( site.url, user );
	const scan = () =>
		staff.rest( 'POST', '/eventsmith/v2/tickets/verify', {
			code: ticketCode,
			event_id: eventId,
			device: 'Gate 1',
		} );
	const first = await scan();
	expect( first.status(), await first.text() ).toBe( 200 );
	expect( ( await json( first ) ).data.status_code ).toBe( 2 );
	const second = await scan();
	expect( ( await json( second ) ).data.status_code ).toBe( 4 );
	// The scan log: one check-in and one refusal, both by the staff member.
	const staffId = String( ( await json( created ) ).id );
	expect(
		sql(
			site.database,
			'SELECT result, user_id FROM wp_eventsmith_checkins ORDER BY id'
		)
	).toEqual( [
		[ 'checked_in', staffId ],
		[ 'refused_4', staffId ],
	] );
	await staff.request.dispose();
} );

test( 'REL-07 the template builder opens a template in its block editor', async ( {
	page,
} ) => {
	const created = await admin.rest( 'POST', '/eventsmith/v2/templates', {
		name: 'Release certificate',
		type: 'certificate',
		content:
			'<!-- wp:paragraph --><p>Designed for the release</p><!-- /wp:paragraph -->',
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	const template = await json( created );

	const problems = watch( page );
	await logInPage( page, site.url );
	await page.goto(
		`${ site.url }/wp-admin/admin.php?page=eventsmith-template-builder#/template-builder/${ template.id }`
	);
	await expect(
		page.getByRole( 'heading', {
			level: 1,
			name: 'Certificate Builder',
			includeHidden: true,
		} )
	).toHaveCount( 1, { timeout: 30_000 } );
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect( canvas.getByText( 'Designed for the release' ) ).toBeVisible(
		{ timeout: 30_000 }
	);
	expect( problems ).toEqual( [] );
} );

test( 'REL-08 the plugin caused no PHP notice, deprecation or fatal error', async () => {
	const ours = debugLog( site )
		.split( '\n' )
		.filter( ( line ) => line.includes( 'plugins/eventsmith/' ) );
	expect( ours ).toEqual( [] );
} );
