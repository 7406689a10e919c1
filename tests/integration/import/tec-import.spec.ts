/**
 * Import from The Events Calendar on the same site (issue 35, item 2). The Events Calendar 6.17.2
 * needs WordPress 6.7 or newer, so this spec starts its own site on WordPress 6.9.4 (from
 * ../shared/wordpress/, beside the suite's own site), installs the plugin from
 * ../shared/plugins/, and makes its content through the plugin's own code (tribe_create_venue(),
 * tribe_create_organizer(), tribe_create_event(), tribe_update_event()), as its screens do. The
 * import is then compared field by field with the plugin's own REST API (tribe/events/v1),
 * imported again (nothing twice), changed, and undone; a checksum of everything The Events
 * Calendar stores shows the import changes none of it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
	expect,
	request as playwrightRequest,
	test,
	type APIRequestContext,
} from '@playwright/test';
import { json, type Json } from '../../support/json';
import { ADMIN, session } from '../../support/wordpress';
import { blamed, runToken } from '../support/rest';

test.describe.configure( { mode: 'serial' } );

const ROOT = join( __dirname, '..', '..', '..' );
const TEC_ZIP = join(
	ROOT,
	'..',
	'shared',
	'plugins',
	'the-events-calendar-6.17.2.zip'
);
const CORE = '6.9.4';
const CORE_ZIP = join(
	process.env.EVENTSMITH_WORDPRESS_ARCHIVES ||
		join( ROOT, '..', 'shared', 'wordpress' ),
	`wordpress-${ CORE }.zip`
);
const AVAILABLE = existsSync( TEC_ZIP ) && existsSync( CORE_ZIP );
// Beside the suite's own site (its port + 5 serves the block render tests).
const TEC_PORT = Number(
	process.env.EVENTSMITH_TEC_PORT ??
		Number( process.env.EVENTSMITH_TEST_PORT || 9410 ) + 7
);
const IMPORTS = '/eventsmith/v2/imports';
const FIXTURES = join( __dirname, 'fixtures' );

type Site = {
	url: string;
	dir: string;
	php: ( code: string ) => string;
	stop: () => void;
};
type Rest = (
	method: string,
	route: string,
	data?: unknown
) => Promise< Json >;
type Made = {
	image: number;
	venue: number;
	ann: number;
	bob: number;
	parent: number;
	child: number;
	timed: number;
	all_day: number;
	multi_day: number;
	series: boolean;
};

let site: Site;
let context: APIRequestContext;
let rest: Rest;
let restStatus: (
	method: string,
	route: string,
	data?: unknown
) => Promise< number >;
const token = runToken( 't' );
let made: Made;
let firstRun = 0;
let ownTag = 0;

/**
 * Runs PHP on the TEC site with the site loaded, with the run's token in TEC_TOKEN.
 *
 * @param code PHP code.
 */
function php( code: string ): string {
	process.env.TEC_TOKEN = token;
	return site.php( code );
}

type State = {
	checksum: string;
	origins: Json;
	terms: Record< string, Json >;
	made?: Made;
	own_tag?: number;
	lines?: string[];
	series?: number;
};

/**
 * Runs PHP code (which may set `$tec_extra`, an array added to the answer) in one PHP run, then
 * reads what the spec looks at in another (The Events Calendar finishes some writes as its
 * process ends): the checksum of The Events Calendar's data, the origin map, our terms.
 *
 * @param code PHP code to run first.
 */
function state( code = '' ): State {
	const extra = code
		? JSON.parse(
				php(
					`$tec_extra = array(); ${ code } echo wp_json_encode( (object) $tec_extra );`
				)
			)
		: {};
	current = {
		...JSON.parse(
			php( `require '${ join( FIXTURES, 'tec-state.php' ) }';` )
		),
		...extra,
	};
	return current;
}
let current: State;

/**
 * Our terms (as the last state() read them) by id: name, parent's name, taxonomy; null when gone.
 *
 * @param ids Term ids.
 */
const terms = ( ids: number[] ): Array< Json | null > =>
	ids.map( ( id ) => current.terms[ id ] ?? null );

async function importAll(): Promise< Json > {
	const created = await rest( 'POST', IMPORTS, { source: 'tec' } );
	expect( created.id, JSON.stringify( created ) ).toBeGreaterThan( 0 );
	expect(
		( await rest( 'POST', `${ IMPORTS }/${ created.id }/start` ) ).status
	).toBe( 'queued' );
	await rest( 'POST', `/eventsmith-test/v1/imports/${ created.id }/run`, {
		batches: 50,
	} );
	const done = await rest( 'GET', `${ IMPORTS }/${ created.id }` );
	expect( done.status ).toBe( 'done' );
	return { ...done, dry_run: created.dry_run };
}

/**
 * Our event against The Events Calendar's own answer for it, field by field.
 *
 * @param tecId The Events Calendar's event id.
 * @param ours  Our event id.
 */
async function expectSameEvent( tecId: number, ours: number ) {
	const original = await json(
		await context.get( `/wp-json/tribe/events/v1/events/${ tecId }` )
	);
	const copy = await rest( 'GET', `/eventsmith/v2/events/${ ours }` );
	const parents = new Map< number, string >();
	for ( const category of original.categories as Json[] ) {
		if ( category.parent ) {
			parents.set(
				category.parent,
				(
					await json(
						await context.get(
							`/wp-json/tribe/events/v1/categories/${ category.parent }`
						)
					)
				).name
			);
		}
	}
	expect( copy.title ).toBe( original.title );
	expect( copy.start_date ).toBe( original.start_date.slice( 0, 10 ) );
	expect( copy.end_date ).toBe( original.end_date.slice( 0, 10 ) );
	if ( original.all_day ) {
		expect( [ copy.start_time, copy.end_time ] ).toEqual( [
			'00:00',
			'23:59',
		] );
	} else {
		expect( copy.start_time ).toBe( original.start_date.slice( 11, 16 ) );
		expect( copy.end_time ).toBe( original.end_date.slice( 11, 16 ) );
	}
	// WordPress's manual offsets (UTC+5.5) are spelled as Eventsmith takes them (UTC+5:30).
	expect( copy.timezone ).toBe(
		original.timezone.replace( /^(UTC[+-]\d+)\.5$/, '$1:30' )
	);
	// The plugin's REST API answers the description with paragraphs added (wpautop); the text is the same.
	const text = ( html: string ) => html.replace( /<[^>]+>/g, '' ).trim();
	expect( text( copy.description ) ).toContain(
		text( original.description )
	);
	if ( original.cost ) {
		expect( copy.description ).toContain( `Cost: ${ original.cost }` );
	}
	// Without a website of its own, the plugin answers the event's page.
	if ( original.website && original.website !== original.url ) {
		expect( copy.description ).toContain( `href="${ original.website }"` );
	}
	const venue = Array.isArray( original.venue ) ? null : original.venue;
	expect( copy.location?.address?.address ?? null ).toBe(
		venue
			? [
					venue.venue,
					venue.address,
					venue.city,
					venue.stateprovince ?? venue.state ?? venue.province,
					venue.zip,
					venue.country,
				].join( ', ' )
			: null
	);
	expect( copy.featured_image?.id ?? 0 ).toBe( original.image?.id ?? 0 );

	const organizers = await Promise.all(
		( copy.organizers as number[] ).map( ( id ) =>
			rest( 'GET', `/eventsmith/v2/speakers/${ id }` )
		)
	);
	expect(
		organizers.map( ( o ) => [ o.name, o.email, o.category ] )
	).toEqual(
		( original.organizer as Json[] ).map( ( o ) => [
			o.organizer,
			o.email,
			[ 'organizer' ],
		] )
	);
	expect(
		terms( copy.categories ).map( ( t ) => [ t?.name, t?.parent ] )
	).toEqual(
		( original.categories as Json[] ).map( ( c ) => [
			c.name,
			c.parent
				? ( ( original.categories as Json[] ).find(
						( p ) => p.id === c.parent
					)?.name ?? parents.get( c.parent ) )
				: '',
		] )
	);
	expect(
		terms( copy.tags )
			.map( ( t ) => t?.name )
			.sort()
	).toEqual( ( original.tags as Json[] ).map( ( t ) => t.name ).sort() );
	return { original, copy };
}

test.describe( 'The Events Calendar import (35.2)', () => {
	test.skip(
		! AVAILABLE,
		`The Events Calendar 6.17.2 or WordPress ${ CORE } is not in ../shared: the import from The Events Calendar is not tested.`
	);

	test.beforeAll( async () => {
		test.setTimeout( 300_000 );
		// The tools' site starter (a plain ES module).
		const starter = '../../../tools/lib/native-site.mjs';
		const { startNativeSite } = await import( starter );
		site = await startNativeSite( `tec_${ TEC_PORT }`, 2, {
			port: TEC_PORT,
			core: CORE,
			muPlugins: [
				join(
					ROOT,
					'tests',
					'support',
					'mu-plugins',
					'eventsmith-test-helpers.php'
				),
			],
		} );
		const { unzipSync } = await import( 'fflate' );
		const { mkdirSync, readFileSync, writeFileSync } =
			await import( 'node:fs' );
		const { dirname } = await import( 'node:path' );
		const plugins = join( site.dir, 'wp-content', 'plugins' );
		for ( const [ name, data ] of Object.entries(
			unzipSync( new Uint8Array( readFileSync( TEC_ZIP ) ) )
		) ) {
			if ( ! name.endsWith( '/' ) ) {
				mkdirSync( dirname( join( plugins, name ) ), {
					recursive: true,
				} );
				writeFileSync( join( plugins, name ), data );
			}
		}
		expect(
			php(
				`require_once ABSPATH . 'wp-admin/includes/plugin.php'; $r = activate_plugin( 'the-events-calendar/the-events-calendar.php' ); if ( is_wp_error( $r ) ) { fwrite( STDERR, $r->get_error_message() ); exit( 1 ); } echo get_bloginfo( 'version' );`
			)
		).toBe( CORE );

		context = await playwrightRequest.newContext( { baseURL: site.url } );
		await context.get( '/wp-login.php' );
		const login = await context.post( '/wp-login.php', {
			form: {
				log: ADMIN.username,
				pwd: ADMIN.password,
				'wp-submit': 'Log In',
				testcookie: '1',
			},
			maxRedirects: 0,
		} );
		expect( login.status() ).toBe( 302 );
		const nonce = (
			await (
				await context.get(
					'/wp-admin/admin-ajax.php?action=rest-nonce'
				)
			).text()
		).trim();
		const call = ( method: string, route: string, data?: unknown ) =>
			context.fetch( `/wp-json${ route }`, {
				method,
				headers: { 'X-WP-Nonce': nonce },
				data,
			} );
		rest = async ( method, route, data ) =>
			json( await call( method, route, data ) );
		restStatus = async ( method, route, data ) =>
			( await call( method, route, data ) ).status();
	} );

	test.afterAll( async () => {
		await context?.dispose();
		site?.stop();
	} );

	test( 'source=tec answers 400 naming source while the site holds no events of The Events Calendar (35.2)', async () => {
		// The suite's own site has no The Events Calendar.
		const admin = await session( ADMIN );
		const refused = await admin.rest( 'POST', IMPORTS, { source: 'tec' } );
		expect( refused.status() ).toBe( 400 );
		expect( blamed( await json( refused ) ) ).toContain( 'source' );
		// Installed but empty: the same.
		expect( await restStatus( 'POST', IMPORTS, { source: 'tec' } ) ).toBe(
			400
		);
	} );

	test( 'events, venues, organizers, categories with parents, tags and images import as The Events Calendar shows them (35.2)', async () => {
		// The content, and a tag of ours that exists already: it is used, and survives the undo.
		const start = state(
			`$tec_extra = array( 'made' => require '${ join(
				FIXTURES,
				'tec-content.php'
			) }', 'own_tag' => wp_insert_term( "live-${ token }", 'eventsmith_tag' )['term_id'] );`
		);
		made = start.made as Made;
		ownTag = Number( start.own_tag );
		// The free plugin stores no series: Series are Events Calendar Pro's post type.
		expect( made.series ).toBe( false );
		expect( start.origins ).toEqual( {} );

		const created = await rest( 'POST', IMPORTS, { source: 'tec' } );
		expect( created.status ).toBe( 'dry_run' );
		// 2 categories, 2 tags, 2 organizers, 3 events.
		expect( created.dry_run ).toEqual( {
			total: 9,
			create: 9,
			update: 0,
			skip: 0,
			fail: 0,
		} );
		firstRun = created.id;
		expect(
			( await rest( 'POST', `${ IMPORTS }/${ firstRun }/start` ) ).status
		).toBe( 'queued' );
		await rest( 'POST', `/eventsmith-test/v1/imports/${ firstRun }/run`, {
			batches: 50,
		} );
		const done = await rest( 'GET', `${ IMPORTS }/${ firstRun }` );
		expect( done.status ).toBe( 'done' );
		expect( done.counts ).toMatchObject( {
			created: 9,
			updated: 0,
			skipped: 0,
			failed: 0,
		} );
		const after = state();
		expect( after.checksum ).toBe( start.checksum );
		const ids = after.origins;
		expect( Object.keys( ids.event ) ).toHaveLength( 3 );
		const timed = await expectSameEvent(
			made.timed,
			ids.event[ made.timed ]
		);
		expect( timed.copy ).toMatchObject( {
			title: `Jazz night ${ token }`,
			start_date: '2027-03-05',
			start_time: '19:30',
			end_time: '22:00',
			timezone: 'America/New_York',
			location: {
				address: {
					address: `Blue Room ${ token }, 1 Main Street, Springfield, IL, 62701, United States`,
				},
			},
			featured_image: { id: made.image },
		} );
		expect( timed.copy.description ).toContain( 'Cost: $15' );
		expect( timed.copy.organizers ).toEqual( [
			ids.speaker[ made.ann ],
			ids.speaker[ made.bob ],
		] );
		expect( terms( timed.copy.categories ) ).toEqual( [
			{
				name: `Jazz ${ token }`,
				parent: `Music ${ token }`,
				taxonomy: 'eventsmith_category',
			},
		] );
		expect( timed.copy.tags ).toContain( ownTag );

		const allDay = await expectSameEvent(
			made.all_day,
			ids.event[ made.all_day ]
		);
		expect( allDay.original.all_day ).toBe( true );
		expect( allDay.copy ).toMatchObject( {
			start_date: '2027-04-10',
			start_time: '00:00',
			end_date: '2027-04-10',
			end_time: '23:59',
			timezone: 'Europe/Berlin',
			location: null,
		} );

		const multiDay = await expectSameEvent(
			made.multi_day,
			ids.event[ made.multi_day ]
		);
		expect( multiDay.copy ).toMatchObject( {
			start_date: '2027-05-01',
			start_time: '09:00',
			end_date: '2027-05-03',
			end_time: '17:30',
			timezone: 'UTC+5:30',
		} );

		const ann = await rest(
			'GET',
			`/eventsmith/v2/speakers/${ ids.speaker[ made.ann ] }`
		);
		expect( ann ).toMatchObject( {
			name: `Ann Organiser ${ token }`,
			email: `ann-${ token }@example.org`,
			category: [ 'organizer' ],
			social: [ { network: 'Website', url: 'https://ann.example.org/' } ],
		} );
		expect( ann.bio ).toContain( 'Phone: +1 555 0100' );
	} );

	test( 'importing again creates nothing twice; wp eventsmith import tec prints its progress (35.2)', async () => {
		const before = current.origins;
		const cli = state(
			`if ( ! class_exists( 'WP_CLI' ) ) { final class WP_CLI { public static array $lines = array(); public static function log( string $m ): void { self::$lines[] = $m; } public static function success( string $m ): void { self::$lines[] = 'Success: ' . $m; } public static function error( string $m ): void { throw new RuntimeException( $m ); } } } $area = $GLOBALS['eventsmith_test_import_area']; $command = new \\Eventsmith\\Cli\\ImportCommand( $area->runner, $area->runs ); $command->tec( array(), array( 'dry-run' => true ) ); $command->tec( array(), array() ); $tec_extra = array( 'lines' => WP_CLI::$lines );`
		);
		const lines = cli.lines as string[];
		expect( lines[ 0 ] ).toMatch(
			/^Import \d+, dry run: create=0 update=0 skip=9 fail=0$/
		);
		expect( lines ).toContainEqual(
			expect.stringMatching(
				/^9\/9 created=0 updated=0 skipped=9 failed=0$/
			)
		);
		expect( lines[ lines.length - 1 ] ).toMatch(
			/^Success: Import \d+ done: created=0 updated=0 skipped=9 failed=0$/
		);
		expect( cli.origins ).toEqual( before );
	} );

	test( 'a changed event and a moved venue update their copies; undo removes what the import made and nothing else (35.2, 35.5)', async () => {
		const ids = current.origins;
		const before = state(
			`wp_set_current_user( 1 ); tribe_update_event( ${ made.timed }, array( 'post_title' => "Jazz night moved ${ token }", 'EventStartDate' => '2027-03-05', 'EventStartHour' => '20', 'EventStartMinute' => '00', 'EventEndDate' => '2027-03-05', 'EventEndHour' => '23', 'EventEndMinute' => '15', 'EventTimezone' => 'America/Chicago', 'EventCost' => '20', 'EventURL' => 'https://jazz.example.org/' ) ); tribe_update_venue( ${ made.venue }, array( 'City' => 'Shelbyville' ) );`
		).checksum;
		const done = await importAll();
		// The timed event changed; the festival's venue moved; the rest is as it was.
		expect( done.dry_run ).toEqual( {
			total: 9,
			create: 0,
			update: 2,
			skip: 7,
			fail: 0,
		} );
		expect( done.counts ).toMatchObject( {
			created: 0,
			updated: 2,
			skipped: 7,
			failed: 0,
		} );
		const after = state();
		expect( after.checksum ).toBe( before );
		expect( after.origins ).toEqual( ids );
		const timed = await expectSameEvent(
			made.timed,
			ids.event[ made.timed ]
		);
		expect( timed.copy ).toMatchObject( {
			title: `Jazz night moved ${ token }`,
			start_time: '20:00',
			end_time: '23:15',
			timezone: 'America/Chicago',
		} );
		expect( timed.copy.description ).toContain( 'Cost: $20' );
		const festival = await expectSameEvent(
			made.multi_day,
			ids.event[ made.multi_day ]
		);
		expect( festival.copy.location.address.address ).toContain(
			'Shelbyville'
		);

		// Something made by hand before the undo stays.
		const mine = await rest( 'POST', '/eventsmith/v2/events', {
			title: `Kept ${ token }`,
			start_date: '2027-06-01',
			timezone: 'UTC',
		} );
		const undone = await rest( 'POST', `${ IMPORTS }/${ firstRun }/undo` );
		expect( undone.status ).toBe( 'undone' );
		expect( undone.counts.removed ).toBe( 9 );
		for ( const id of Object.values( ids.event ) ) {
			expect(
				await restStatus( 'GET', `/eventsmith/v2/events/${ id }` )
			).toBe( 404 );
		}
		for ( const id of Object.values( ids.speaker ) ) {
			expect(
				await restStatus( 'GET', `/eventsmith/v2/speakers/${ id }` )
			).toBe( 404 );
		}
		const end = state();
		expect( end.checksum ).toBe( before );
		// The categories and the tag the import made are gone; the tag that was here already stays.
		const left = terms( [
			...( Object.values( ids.event_category ) as number[] ),
			...( Object.values( ids.event_tag ) as number[] ),
		] );
		expect( left.filter( Boolean ) ).toEqual( [
			{ name: `live-${ token }`, parent: '', taxonomy: 'eventsmith_tag' },
		] );
		expect( Object.values( ids.event_tag ) ).toContain( ownTag );
		expect(
			await restStatus( 'GET', `/eventsmith/v2/events/${ mine.id }` )
		).toBe( 200 );
	} );

	test( 'events that Events Calendar Pro left in a series become events tagged with the series (35.2)', async () => {
		// What Events Calendar Pro leaves when it is switched off: its series post and relationships table.
		const before = state(
			`global $wpdb; $wpdb->query( "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}tec_series_relationships ( relationship_id bigint(20) unsigned NOT NULL AUTO_INCREMENT, series_post_id bigint(20) unsigned NOT NULL, event_id bigint(20) unsigned NOT NULL, event_post_id bigint(20) unsigned NOT NULL, PRIMARY KEY (relationship_id) )" ); $series = wp_insert_post( array( 'post_type' => 'tribe_event_series', 'post_status' => 'publish', 'post_title' => "Spring jams ${ token }" ) ); foreach ( array( ${ made.timed }, ${ made.multi_day } ) as $event ) { $wpdb->insert( "{$wpdb->prefix}tec_series_relationships", array( 'series_post_id' => $series, 'event_id' => 0, 'event_post_id' => $event ) ); } $tec_extra = array( 'series' => $series );`
		);
		const done = await importAll();
		// Everything again (the first run was undone), and the series' tag.
		expect( done.dry_run ).toMatchObject( { total: 10, create: 10 } );
		expect( done.counts ).toMatchObject( { created: 10, failed: 0 } );
		expect( done.report ).toEqual(
			expect.arrayContaining( [
				expect.objectContaining( {
					uid: String( made.timed ),
					reason: expect.stringContaining( `Spring jams ${ token }` ),
				} ),
			] )
		);
		const after = state();
		expect( after.checksum ).toBe( before.checksum );
		const tag = after.origins.event_tag[ `series:${ before.series }` ];
		expect( terms( [ tag ] ) ).toEqual( [
			{
				name: `Spring jams ${ token }`,
				parent: '',
				taxonomy: 'eventsmith_tag',
			},
		] );
		for ( const event of [ made.timed, made.multi_day ] ) {
			expect(
				(
					await rest(
						'GET',
						`/eventsmith/v2/events/${ after.origins.event[ event ] }`
					)
				).tags
			).toContain( tag );
		}
		expect(
			(
				await rest(
					'GET',
					`/eventsmith/v2/events/${ after.origins.event[ made.all_day ] }`
				)
			).tags
		).not.toContain( tag );
		expect(
			( await rest( 'POST', `${ IMPORTS }/${ done.id }/undo` ) ).status
		).toBe( 'undone' );
	} );
} );
