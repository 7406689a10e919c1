/**
 * `npm run bench:admin`: how long a person waits for the first row of the
 * Eventsmith dashboard's event list, against WordPress's own posts screen on
 * the same site, in Chromium.
 *
 * Each round loads both screens cold (a new browser context: empty cache,
 * same login cookie), alternating which goes first, and times from
 * navigation to the first row being visible. Prints the medians, their ratio
 * (goal ≤ 2.0) and the gzipped weight of every script each page loads
 * (WordPress's and ours; goal ≤ 400 KB for the dashboard). The template
 * builder page is measured the same way (time to its template list's first
 * row, or its empty state) and printed too.
 *
 * Runs on the production-like stack (PHP 8.2 built-in server, 4 workers,
 * MariaDB) with 1,000 events and 1,000 posts. BENCH_ROUNDS=3 shortens a run;
 * EVENTSMITH_TEST_PORT=<port> serves the site on that port (with its own
 * database), so runs from several checkouts do not collide.
 */
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../tools/lib/chromium.mjs';
import { startNativeSite } from '../tools/lib/native-site.mjs';

const ROUNDS = Number( process.env.BENCH_ROUNDS || 5 );
const PORT = process.env.EVENTSMITH_TEST_PORT
	? Number( process.env.EVENTSMITH_TEST_PORT )
	: undefined;
const GOAL_RATIO = 2.0;
const GOAL_WEIGHT_KB = 400;
const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );
const median = ( values ) =>
	[ ...values ].sort( ( a, b ) => a - b )[ Math.floor( values.length / 2 ) ];

/**
 * The screens measured: where they are and what "first row" means there.
 */
const SCREENS = {
	dashboard: {
		path: '/wp-admin/admin.php?page=eventsmith#/events',
		ready: '.eventsmith-list__table tbody .eventsmith-list__check',
	},
	posts: {
		path: '/wp-admin/edit.php',
		ready: '#the-list tr .row-title',
	},
	builder: {
		path: '/wp-admin/admin.php?page=eventsmith-template-builder',
		// Its first template row, or the empty list (this site has no templates).
		ready: '.eventsmith-template-table tbody tr, .eventsmith-template-list__empty',
	},
};

async function loginState( browser, url ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto( `${ url }/wp-login.php` );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [
		page.waitForNavigation(),
		page.click( '#wp-submit' ),
	] );
	const state = await context.storageState();
	await context.close();
	return state;
}

/**
 * One cold load: milliseconds to the first row, and the scripts' gzipped bytes.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {Object}                             state   Login cookies.
 * @param {string}                             url     Site address.
 * @param {{path: string, ready: string}}      screen  What to load.
 */
async function coldLoad( browser, state, url, screen ) {
	const context = await browser.newContext( { storageState: state } );
	const page = await context.newPage();
	const pending = [];
	let scriptBytes = 0;
	page.on( 'response', ( response ) => {
		if ( response.request().resourceType() !== 'script' ) {
			return;
		}
		pending.push(
			response
				.body()
				.then( ( body ) => {
					scriptBytes += gzipSync( body, { level: 6 } ).length;
				} )
				.catch( () => {} )
		);
	} );
	const started = Date.now();
	await page.goto( `${ url }${ screen.path }` );
	await page
		.locator( screen.ready )
		.first()
		.waitFor( { state: 'visible', timeout: 60_000 } );
	const elapsed = Date.now() - started;
	await page.waitForLoadState( 'networkidle' );
	await Promise.all( pending );
	await context.close();
	return { elapsed, scriptBytes };
}

const site = await startNativeSite(
	PORT ? `bench_admin_${ PORT }` : 'bench_admin',
	4,
	{ port: PORT }
);
const browser = await launchChromium();
try {
	site.php(
		`( new \\Eventsmith\\Infrastructure\\Demo\\BulkEventSeeder() )->insert( 1000 );
		for ( $i = 0; $i < 1000; $i++ ) { wp_insert_post( array( 'post_title' => 'Post ' . $i, 'post_status' => 'publish', 'post_content' => 'Text' ) ); }`
	);
	const state = await loginState( browser, site.url );
	const times = { dashboard: [], posts: [], builder: [] };
	const weights = { dashboard: 0, posts: 0, builder: 0 };
	// One warm-up of each, so PHP's opcode cache is not what is measured.
	for ( const name of Object.keys( SCREENS ) ) {
		await coldLoad( browser, state, site.url, SCREENS[ name ] );
	}
	for ( let round = 0; round < ROUNDS; round++ ) {
		const order =
			round % 2 === 0
				? [ 'dashboard', 'posts', 'builder' ]
				: [ 'posts', 'dashboard', 'builder' ];
		for ( const name of order ) {
			const { elapsed, scriptBytes } = await coldLoad(
				browser,
				state,
				site.url,
				SCREENS[ name ]
			);
			times[ name ].push( elapsed );
			weights[ name ] = scriptBytes;
		}
	}
	const posts = median( times.posts );
	const rows = Object.keys( SCREENS ).map( ( name ) => ( {
		screen: name,
		'first row ms (median)': median( times[ name ] ),
		'ratio to posts screen': ( median( times[ name ] ) / posts ).toFixed(
			2
		),
		'scripts KB gz': kb( weights[ name ] ),
	} ) );
	console.table( rows );
	const ratio = median( times.dashboard ) / posts;
	console.log(
		`dashboard first row: ${ ratio.toFixed( 2 ) }× the posts screen (goal ≤ ${ GOAL_RATIO }), ${ ratio <= GOAL_RATIO ? 'within' : 'ABOVE' } goal`
	);
	console.log(
		`dashboard scripts: ${ kb( weights.dashboard ) } KB gzipped (goal ≤ ${ GOAL_WEIGHT_KB } KB), ${ weights.dashboard / 1024 <= GOAL_WEIGHT_KB ? 'within' : 'ABOVE' } goal`
	);
	console.log(
		`template builder first row: ${ (
			median( times.builder ) / posts
		).toFixed( 2 ) }× the posts screen, scripts ${ kb(
			weights.builder
		) } KB gzipped`
	);
} finally {
	await browser.close();
	site.stop();
}
