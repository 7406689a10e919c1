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
import { launchChromium } from '../tools/lib/chromium.mjs';
import { startNativeSite } from '../tools/lib/native-site.mjs';
import { SCREENS, firstRows } from './lib/first-row.mjs';
import { median } from './lib/timing.mjs';
import { ensureBuild } from './lib/ensure-build.mjs';

const ROUNDS = Number( process.env.BENCH_ROUNDS || 5 );
const PORT = process.env.EVENTSMITH_TEST_PORT
	? Number( process.env.EVENTSMITH_TEST_PORT )
	: undefined;
const GOAL_RATIO = 2.0;
const GOAL_WEIGHT_KB = 400;
const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

ensureBuild();
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
