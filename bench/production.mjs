/**
 * `npm run bench:production`: the figures users wait for, at 100,000 events,
 * on the production stack (Varnish → haproxy → two nginx + php-fpm nodes,
 * Redis as the object cache, one MariaDB; tools/lib/production-stack.mjs)
 * and, in the same run, on one native site (PHP's built-in server with four
 * workers + MariaDB), side by side. Each ratio is against WordPress's own
 * equivalent on the same site, measured interleaved:
 *
 * - event list: `GET /eventsmith/v2/events?per_page=10` (the dashboard's
 *   default call) against `GET /wp/v2/posts?per_page=10`, authenticated;
 * - dashboard first row: Chromium, cold loads, against the posts screen;
 * - event page against a plain post, and the `/events/` archive against a
 *   plain post (and against the blog page), as a logged-out visitor.
 *
 * On the stack, staff requests go through Varnish (it passes them: they
 * carry a login cookie or an Authorization header) and visitor pages through
 * haproxy, one node after the other, so PHP renders every one: a Varnish hit
 * would measure the cache, not the plugin (its hit time is printed apart).
 *
 * Prints both sites' ratios and whether the stack's hold within 10% of the
 * figures recorded for one native site (docs/performance.md).
 *
 * `--events=N`, `--samples=N` (default 40, the event list gets twice as
 * many) and `--rounds=N` (Chromium loads per screen, default 5) shorten a
 * run. BENCH_PORT moves the stack (six ports from 9680) and the native site
 * (BENCH_PORT + 10).
 */
import { launchChromium } from '../tools/lib/chromium.mjs';
import { startNativeSite, phpRunner } from '../tools/lib/native-site.mjs';
import {
	startProductionStack,
	stopProductionStack,
} from '../tools/lib/production-stack.mjs';
import { firstRows } from './lib/first-row.mjs';
import {
	applicationPasswordHeaders,
	interleaved,
	median,
	timeRequest,
} from './lib/timing.mjs';
import { ensureBuild } from './lib/ensure-build.mjs';

const arg = ( name, fallback ) => {
	const found = process.argv.find( ( a ) => a.startsWith( `--${ name }=` ) );
	return found ? Number( found.split( '=' )[ 1 ] ) : fallback;
};
const EVENTS = arg( 'events', 100000 );
const SAMPLES = arg( 'samples', 40 );
const ROUNDS = arg( 'rounds', 5 );
const PORT = Number( process.env.BENCH_PORT || 9680 );

/**
 * The figures one native site recorded at 100,000 events (the upper end
 * where a range was recorded), each a ratio to WordPress's own equivalent.
 */
const RECORDED = {
	list: { label: 'event list / /wp/v2/posts', ratio: 0.85 },
	firstRow: { label: 'dashboard first row / posts screen', ratio: 1.88 },
	eventPage: { label: 'event page / plain post', ratio: 0.87 },
	archive: { label: '/events/ archive / plain post', ratio: 1.39 },
};
const TOLERANCE = 1.1;

/**
 * Seeds the events and 1,000 plain posts; returns the visitor pages' paths.
 *
 * @param {(code: string) => string} php Runs PHP with the site loaded.
 */
function seed( php ) {
	const started = Date.now();
	php(
		`( new \\Eventsmith\\Infrastructure\\Demo\\BulkEventSeeder() )->insert( ${ EVENTS } );
		for ( $i = 0; $i < 1000; $i++ ) { wp_insert_post( array( 'post_title' => 'Plain post ' . $i, 'post_status' => 'publish', 'post_content' => '<!-- wp:paragraph --><p>A plain post.</p><!-- /wp:paragraph -->' ) ); }
		wp_cache_flush();`
	);
	const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
	const paths = JSON.parse(
		php( `
			global $wpdb;
			$event = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT event_id FROM ' . \\Eventsmith\\Infrastructure\\Database\\Tables::event_index() . ' WHERE end_utc >= %s ORDER BY start_utc LIMIT 1', gmdate( 'Y-m-d H:i:s' ) ) );
			$post = get_posts( array( 'post_type' => 'post', 'numberposts' => 1, 'fields' => 'ids' ) )[0];
			$path = static fn( string $url ): string => (string) wp_parse_url( $url, PHP_URL_PATH );
			echo wp_json_encode( array( 'event' => $path( get_permalink( $event ) ), 'post' => $path( get_permalink( $post ) ), 'archive' => $path( get_post_type_archive_link( 'eventsmith_event' ) ), 'blog' => '/' ) );
		` )
	);
	return { paths, seconds };
}

/**
 * Every figure on one site.
 *
 * @param {Object}                             site
 * @param {(code: string) => string}           site.php      Runs PHP with the site loaded.
 * @param {string}                             site.staffUrl Where staff requests go.
 * @param {string}                             site.pagesUrl Where visitor page requests go.
 * @param {Object}                             site.host     Host header for visitor pages ({} for none).
 * @param {Record<string, string>}             site.paths    Visitor pages.
 * @param {import('@playwright/test').Browser} browser       Browser.
 */
async function measure( { php, staffUrl, pagesUrl, host, paths }, browser ) {
	const list = await interleaved(
		{
			events: `${ staffUrl }/wp-json/eventsmith/v2/events?per_page=10`,
			posts: `${ staffUrl }/wp-json/wp/v2/posts?per_page=10`,
		},
		SAMPLES * 2,
		{ headers: applicationPasswordHeaders( php ) }
	);
	const pages = await interleaved(
		Object.fromEntries(
			Object.entries( paths ).map( ( [ name, path ] ) => [
				name,
				`${ pagesUrl }${ path }`,
			] )
		),
		SAMPLES,
		{ headers: host }
	);
	const { times } = await firstRows(
		browser,
		staffUrl,
		[ 'dashboard', 'posts' ],
		ROUNDS
	);
	const m = ( values ) => median( values );
	return {
		list: m( list.events ) / m( list.posts ),
		firstRow: m( times.dashboard ) / m( times.posts ),
		eventPage: m( pages.event ) / m( pages.post ),
		archive: m( pages.archive ) / m( pages.post ),
		archiveToBlog: m( pages.archive ) / m( pages.blog ),
		ms: {
			list: m( list.events ),
			posts: m( list.posts ),
			dashboard: m( times.dashboard ),
			postsScreen: m( times.posts ),
			event: m( pages.event ),
			post: m( pages.post ),
			archive: m( pages.archive ),
			blog: m( pages.blog ),
		},
	};
}

/**
 * Median milliseconds of a page Varnish already holds.
 *
 * @param {string} url Page address through Varnish.
 */
async function varnishHit( url ) {
	const times = [];
	for ( let i = 0; i < SAMPLES + 1; i++ ) {
		times.push( await timeRequest( url ) );
	}
	return median( times.slice( 1 ) );
}

ensureBuild();
const browser = await launchChromium();
let single = null;
stopProductionStack( PORT );
try {
	const stack = await startProductionStack( PORT );
	const stackPhp = phpRunner( stack.site );
	const stackSeed = seed( stackPhp );
	console.log(
		`production stack: seeded ${ EVENTS } events and 1,000 posts in ${ stackSeed.seconds } s`
	);
	single = await startNativeSite( 'bench_production_single', 4, {
		port: PORT + 10,
	} );
	const singleSeed = seed( single.php );
	console.log(
		`native site: seeded ${ EVENTS } events and 1,000 posts in ${ singleSeed.seconds } s`
	);

	const onSingle = await measure(
		{
			php: single.php,
			staffUrl: single.url,
			pagesUrl: single.url,
			host: {},
			paths: singleSeed.paths,
		},
		browser
	);
	const onStack = await measure(
		{
			php: stackPhp,
			staffUrl: stack.url,
			pagesUrl: stack.haproxyUrl,
			host: { Host: new URL( stack.url ).host },
			paths: stackSeed.paths,
		},
		browser
	);
	const hits = {
		event: await varnishHit( `${ stack.url }${ stackSeed.paths.event }` ),
		archive: await varnishHit(
			`${ stack.url }${ stackSeed.paths.archive }`
		),
	};

	let misses = 0;
	const rows = Object.entries( RECORDED ).map( ( [ key, recorded ] ) => {
		const limit = recorded.ratio * TOLERANCE;
		const holds = onStack[ key ] <= limit;
		misses += holds ? 0 : 1;
		return {
			figure: recorded.label,
			'native site': onSingle[ key ].toFixed( 2 ),
			'production stack': onStack[ key ].toFixed( 2 ),
			recorded: recorded.ratio.toFixed( 2 ),
			'holds (≤ +10%)': holds ? 'yes' : 'NO',
		};
	} );
	rows.push( {
		figure: '/events/ archive / blog page',
		'native site': onSingle.archiveToBlog.toFixed( 2 ),
		'production stack': onStack.archiveToBlog.toFixed( 2 ),
		recorded: '',
		'holds (≤ +10%)': '',
	} );
	console.table( rows );
	const ms = ( site ) =>
		Object.fromEntries(
			Object.entries( site.ms ).map( ( [ k, v ] ) => [
				k,
				v.toFixed( 1 ),
			] )
		);
	console.log( 'medians, ms:' );
	console.table( {
		'native site': ms( onSingle ),
		'production stack': ms( onStack ),
	} );
	console.log(
		`Varnish hits: event page ${ hits.event.toFixed( 1 ) } ms, archive ${ hits.archive.toFixed( 1 ) } ms (median of ${ SAMPLES })`
	);
	console.log(
		misses === 0
			? `production stack at ${ EVENTS } events: every figure holds within 10% of the recorded one.`
			: `production stack at ${ EVENTS } events: ${ misses } figure(s) more than 10% above the recorded one.`
	);
} finally {
	await browser.close();
	single?.stop();
	stopProductionStack( PORT );
}
