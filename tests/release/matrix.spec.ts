/**
 * The release smoke set, run on every WordPress build of the matrix with the
 * plugin installed from the zip: activation and schema, the dashboard's first
 * screen, an event with its public page and JSON-LD, a free checkout, a
 * check-in, the template builder, every public block inserted in the post
 * editor, the German translation, and nothing in debug.log that names the
 * plugin. Prints "wp-matrix: <version> passed|failed" once per build; a build
 * whose core archive is missing is skipped (tests/release/global-setup.ts
 * names them in one line).
 */
import { expect, test, type Page } from '@playwright/test';
import { json, type Json } from '../support/json';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	ADMIN,
	ROOT,
	debugLog,
	logInPage,
	migrationVersions,
	missingBuild,
	session,
	siteFor,
	sitePhp,
	sql,
	type ReleaseSite,
	type Session,
} from './support';
import { pluginTableCount } from '../support/plugin-tables';

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

let skipped = '';

test.beforeAll( async () => {
	const build = test.info().project.metadata.build;
	skipped = missingBuild( build );
	if ( skipped ) {
		return;
	}
	site = siteFor( 'matrix', build );
	admin = await session( site.url, ADMIN );
} );

test.beforeEach( () => {
	// Counted as skipped, with the reason; never a silent pass.
	test.skip( !! skipped, skipped );
} );

test.afterEach( async ( {}, testInfo ) => {
	if ( testInfo.status !== testInfo.expectedStatus ) {
		failures.push( testInfo.title );
	}
} );

test.afterAll( async () => {
	if ( skipped ) {
		return;
	}
	// One line per WordPress build, read by docs/releasing.md's procedure.
	// eslint-disable-next-line no-console
	console.log(
		`wp-matrix: ${ site.version } ${
			failures.length ? `failed (${ failures.join( '; ' ) })` : 'passed'
		}`
	);
	await admin.request.dispose();
} );

/**
 * Lines of the site's debug.log that name the plugin: its files, its text
 * domain (WordPress 6.7's "translation loading … triggered too early"), its
 * tables, hooks or options. The folders the sites live in are left out of
 * the match, so a checkout in a folder called "eventsmith" does not make
 * every core notice look like ours.
 *
 * @param from Site.
 */
function logLinesNamingPlugin( from: ReleaseSite ): string[] {
	const places = [ from.dir, ROOT ].map( ( path ) =>
		path.replace( /\/?$/, '/' )
	);
	return debugLog( from )
		.split( '\n' )
		.filter( ( line ) =>
			/eventsmith/i.test(
				places.reduce(
					( rest, place ) => rest.split( place ).join( '/' ),
					line
				)
			)
		);
}

/**
 * The blocks a site owner can insert: every block.json under blocks/ that is
 * not hidden from the inserter nor limited to a parent block.
 */
function publicBlocks(): string[] {
	return readdirSync( join( ROOT, 'blocks' ), { withFileTypes: true } )
		.filter( ( entry ) => entry.isDirectory() )
		.map( ( entry ) => join( ROOT, 'blocks', entry.name, 'block.json' ) )
		.flatMap( ( file ) => {
			try {
				return [ JSON.parse( readFileSync( file, 'utf8' ) ) ];
			} catch {
				return [];
			}
		} )
		.filter(
			( block ) =>
				block.supports?.inserter !== false &&
				! block.parent &&
				! block.ancestor
		)
		.map( ( block ) => block.name as string )
		.sort();
}

/**
 * Waits until the page has had no request in flight for a second.
 *
 * @param page The page.
 */
async function settle( page: Page ): Promise< void > {
	let inFlight = 0;
	let quietSince = Date.now();
	const started = () => inFlight++;
	const ended = () => {
		inFlight = Math.max( 0, inFlight - 1 );
		quietSince = Date.now();
	};
	page.on( 'request', started );
	page.on( 'requestfinished', ended );
	page.on( 'requestfailed', ended );
	const until = Date.now() + 30_000;
	while ( Date.now() < until ) {
		if ( inFlight === 0 && Date.now() - quietSince > 1000 ) {
			break;
		}
		await page.waitForTimeout( 200 );
	}
	page.off( 'request', started );
	page.off( 'requestfinished', ended );
	page.off( 'requestfailed', ended );
}

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
	expect( tables ).toHaveLength( pluginTableCount() );
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
	// A retry of the serial group creates the event again (REL-03): any of them will do.
	await expect(
		page
			.getByRole( 'row', {
				name: new RegExp( `Release night ${ site.build }` ),
			} )
			.first()
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

test( 'REL-09 every public block inserts in the post editor and renders without an error or a console error', async ( {
	page,
} ) => {
	const names = publicBlocks();
	expect( names.length ).toBeGreaterThan( 20 );
	const problems = watch( page );
	await logInPage( page, site.url );
	await page.goto( `${ site.url }/wp-admin/post-new.php` );
	await page.waitForFunction(
		() => {
			const wp = ( window as any ).wp;
			return (
				!! wp?.blocks?.getBlockType?.( 'core/paragraph' ) &&
				!! wp?.data?.select?.( 'core/block-editor' )
			);
		},
		undefined,
		{ timeout: 60_000 }
	);
	const unregistered = await page.evaluate( ( blocks ) => {
		const wp = ( window as any ).wp;
		const missing = blocks.filter(
			( name ) => ! wp.blocks.getBlockType( name )
		);
		// Inserted one by one, as the inserter does.
		for ( const name of blocks ) {
			wp.data
				.dispatch( 'core/block-editor' )
				.insertBlocks( wp.blocks.createBlock( name ) );
		}
		return missing;
	}, names );
	expect( unregistered, 'blocks the editor does not know' ).toEqual( [] );

	// The editor may put its canvas in an iframe, or swap it, after the inserts (WordPress 7.x
	// frames the canvas once every block allows it): find the canvas anew on every look.
	const currentCanvas = () =>
		page.frame( { name: 'editor-canvas' } ) ?? page.mainFrame();
	for ( const name of names ) {
		await expect
			.poll(
				() =>
					currentCanvas()
						.locator( `[data-type="${ name }"]` )
						.count()
						.catch( () => 0 ),
				{ message: name, timeout: 30_000 }
			)
			.toBeGreaterThan( 0 );
	}
	const canvas = currentCanvas();
	// Server-rendered previews arrive over REST.
	await settle( page );
	const broken = await canvas.evaluate( () =>
		[ ...document.querySelectorAll( '[data-type^="eventsmith/"]' ) ]
			.filter( ( block ) =>
				/This block has encountered an error|Your site doesn.t include support|Error loading block/.test(
					block.textContent ?? ''
				)
			)
			.map(
				( block ) =>
					`${ block.getAttribute( 'data-type' ) }: ${ (
						block.textContent ?? ''
					).slice( 0, 120 ) }`
			)
	);
	expect( broken ).toEqual( [] );
	// The editor's welcome guide shows an image from s.w.org; this machine is offline.
	expect(
		problems.filter(
			( problem ) => ! problem.startsWith( 'failed: https://s.w.org/' )
		)
	).toEqual( [] );
} );

test( 'REL-14 with the site language German, the plugin speaks German on the dashboard and the event page, reactivated without a notice', async () => {
	const event = await json(
		await admin.rest( 'GET', `/eventsmith/v2/events/${ eventId }` )
	);
	// Settings > General > Site Language; WordPress keeps only languages with a core
	// pack, and these offline sites have none: the plugin ships its own German.
	sitePhp(
		site,
		"add_filter( 'sanitize_option_WPLANG', static fn() => 'de_DE' ); update_option( 'WPLANG', 'de_DE' );"
	);
	try {
		// Activated again under German, as a site owner would after an update.
		sitePhp(
			site,
			"require_once ABSPATH . 'wp-admin/includes/plugin.php'; deactivate_plugins( 'eventsmith/plugin.php' ); $r = activate_plugin( 'eventsmith/plugin.php' ); if ( is_wp_error( $r ) ) { echo $r->get_error_message(); exit( 1 ); }"
		);
		const german = await session( site.url, ADMIN );
		const dashboard = await german.request.get(
			'/wp-admin/admin.php?page=eventsmith'
		);
		expect( dashboard.status() ).toBe( 200 );
		const menu = await dashboard.text();
		// The page title and the menu (no core language pack here: only the plugin speaks German).
		expect( menu ).toContain( '<title>Veranstaltungen' );
		expect( menu ).toContain( 'Vorlagen-Editor' );
		expect(
			(
				await german.request.get(
					'/wp-admin/admin.php?page=eventsmith-template-builder'
				)
			).status()
		).toBe( 200 );
		const visitor = await session( site.url, null );
		for ( const path of [ '/events/', new URL( event.link ).pathname ] ) {
			expect( ( await visitor.request.get( path ) ).status(), path ).toBe(
				200
			);
		}
		const page = await ( await visitor.request.get( event.link ) ).text();
		expect( page ).toContain( 'Zum Kalender hinzufügen' );
		await german.request.dispose();
		await visitor.request.dispose();
		expect( logLinesNamingPlugin( site ) ).toEqual( [] );
	} finally {
		sitePhp( site, "update_option( 'WPLANG', '' );" );
	}
} );

test( 'REL-08 activating, the dashboard, the builder and the public pages wrote nothing naming the plugin to debug.log', async () => {
	// The archive, too (the event page was visited by REL-03, the screens by REL-04 and REL-07).
	const visitor = await session( site.url, null );
	expect( ( await visitor.request.get( '/events/' ) ).status() ).toBe( 200 );
	await visitor.request.dispose();
	expect( logLinesNamingPlugin( site ) ).toEqual( [] );
} );
