/**
 * `npm run bench:admin`: how long a person waits for the first row of the
 * Eventsmith dashboard's event list, against WordPress's own posts screen on
 * the same site, in Chromium.
 *
 * Each round loads both screens cold (a new browser context: empty cache,
 * same login cookie), alternating which goes first, and times from
 * navigation start to the first data cell of the list being in the DOM.
 * Prints the medians, their ratio (goal ≤ 1.5) and the gzipped weight of
 * every script each page loads (WordPress's and ours; goal ≤ 400 KB for the
 * dashboard). The template builder page is measured the same way (time to
 * its template list's first row, or its empty state) and printed too.
 *
 * Runs on WordPress 7.1 (`--core=<release>`), PHP 8.2's built-in server
 * (4 workers) and MariaDB, with 100,000 events (`--events=N`) and 1,000
 * posts. As site owners who switch have it, Eventin is active too and holds
 * as many events of its own (`--no-eventin` leaves it out; without its zip in
 * ../shared/plugins it is left out and said so). BENCH_ROUNDS=3 shortens a
 * run; EVENTSMITH_TEST_PORT=<port> serves the site on that port (with its
 * own database), so runs from several checkouts do not collide.
 */
import { launchChromium } from '../tools/lib/chromium.mjs';
import { startNativeSite } from '../tools/lib/native-site.mjs';
import { SCREENS, firstRows } from './lib/first-row.mjs';
import { median } from './lib/timing.mjs';
import { ensureBuild } from './lib/ensure-build.mjs';
import { activateEventin } from './lib/eventin-site.mjs';
import { coreRelease, option, withEventin } from './lib/options.mjs';

const ROUNDS = Number( process.env.BENCH_ROUNDS || 5 );
const PORT = process.env.EVENTSMITH_TEST_PORT
	? Number( process.env.EVENTSMITH_TEST_PORT )
	: undefined;
const EVENTS = Number( option( 'events', 100000 ) );
const CORE = coreRelease();
const EVENTIN = withEventin();
const GOAL_RATIO = 1.5;
const GOAL_WEIGHT_KB = 400;
const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

ensureBuild();
const site = await startNativeSite(
	PORT ? `bench_admin_${ PORT }` : 'bench_admin',
	4,
	{ port: PORT, core: CORE }
);
const browser = await launchChromium();
try {
	site.php(
		`( new \\Eventsmith\\Infrastructure\\Demo\\BulkEventSeeder() )->insert( ${ EVENTS } );
		for ( $i = 0; $i < 1000; $i++ ) { wp_insert_post( array( 'post_title' => 'Post ' . $i, 'post_status' => 'publish', 'post_content' => 'Text' ) ); }`
	);
	const eventin = EVENTIN ? activateEventin( site, EVENTS ) : null;
	console.log(
		`WordPress ${ CORE }, ${ EVENTS } events and 1,000 posts; Eventin ${
			eventin === null ? 'not active' : `active (${ eventin })`
		}`
	);
	const { times, weights } = await firstRows(
		browser,
		site.url,
		[ 'dashboard', 'posts', 'builder' ],
		ROUNDS
	);
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
