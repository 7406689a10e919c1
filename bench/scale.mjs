/**
 * `npm run bench:scale -- --events=1000000`: Eventsmith on a site with a
 * million events beside WordPress's own equivalents at the same size.
 *
 * Seeds one native site (PHP 8.2 built-in server, 4 workers, MariaDB) with
 * N events (10% of them occurrences of weekly series of ten dates), as many
 * plain posts (WordPress's side), and 100,000 attendees: 10,000 on one event
 * (the scanner's) and ten each on the next events to start. Then prints:
 * - every figure of scale-figures.mjs against WordPress's equivalent, medians
 *   of interleaved requests (goal ≤ 1.2×);
 * - the dashboard's first row against the posts screen in Chromium, cold
 *   loads (goal ≤ 1.5×);
 * - the rows MariaDB sent and read for each of those requests, and PHP's peak
 *   memory (nothing may grow with the site);
 * - the time and rows of one batch of every WP-Cron job.
 *
 * Options: --events=N (default 1,000,000), --attendees=N (default 100,000),
 * --samples=N (default 30), --rounds=N (Chromium rounds, default 5),
 * --core=<release> (default 7.1.0 when ../shared/wordpress has it),
 * --reuse (keep the seeded site of an earlier run: seeding a million events
 * takes a while). BENCH_PORT serves the site on that port.
 */
import { join } from 'node:path';
import { ROOT } from '../tools/lib/paths.mjs';
import { startNativeSite } from '../tools/lib/native-site.mjs';
import { coreAvailable } from '../tools/lib/wordpress-core.mjs';
import { launchChromium } from '../tools/lib/chromium.mjs';
import { ensureBuild } from './lib/ensure-build.mjs';
import { firstRows } from './lib/first-row.mjs';
import { figures, staffLists } from './lib/scale-figures.mjs';
import { cronBatches, rowsPerRequest } from './lib/scale-rows.mjs';
import { seedScale } from './lib/scale-seeding.mjs';
import {
	applicationPasswordHeaders,
	interleaved,
	median,
} from './lib/timing.mjs';

const option = ( name, fallback ) => {
	const found = process.argv.find( ( a ) => a.startsWith( `--${ name }=` ) );
	return found ? found.split( '=' )[ 1 ] : fallback;
};
const EVENTS = Number( option( 'events', 1000000 ) );
const ATTENDEES = Number( option( 'attendees', Math.min( 100000, EVENTS ) ) );
const SAMPLES = Number( option( 'samples', 30 ) );
const ROUNDS = Number( option( 'rounds', 5 ) );
const CORE = option( 'core', coreAvailable( '7.1.0' ) ? '7.1.0' : '6.5' );
const REUSE = process.argv.includes( '--reuse' );
const DASHBOARD_GOAL = 1.5;

ensureBuild();
const site = await startNativeSite( `bench_scale_${ EVENTS }`, 4, {
	port: process.env.BENCH_PORT ? Number( process.env.BENCH_PORT ) : undefined,
	reuse: REUSE,
	core: CORE,
	muPlugins: [ join( ROOT, 'bench', 'lib', 'row-counter.php' ) ],
} );
let misses = 0;
try {
	console.log( `WordPress ${ CORE }, ${ site.url }` );
	const seeded = seedScale( site.php, EVENTS, ATTENDEES );
	const staff = applicationPasswordHeaders( site.php );
	const list = figures(
		{ url: site.url, ...seeded },
		// A hundred titles each: Benchmark Event 0012xx, Plain post 00012xx.
		'Event 0012',
		'post 00012'
	);

	const rows = [];
	for ( const figure of list ) {
		const times = await interleaved(
			{ own: figure.own, core: figure.core },
			SAMPLES,
			{ headers: figure.staff ? staff : {} }
		);
		const ratio = median( times.own ) / median( times.core );
		misses += ratio <= figure.goal ? 0 : 1;
		rows.push( {
			figure: figure.name,
			'Eventsmith ms': median( times.own ).toFixed( 1 ),
			'WordPress equivalent': figure.coreName,
			'WordPress ms': median( times.core ).toFixed( 1 ),
			ratio: ratio.toFixed( 2 ),
			within:
				ratio <= figure.goal
					? `yes (≤ ${ figure.goal })`
					: `NO (goal ≤ ${ figure.goal })`,
		} );
	}

	const browser = await launchChromium();
	try {
		const { times } = await firstRows(
			browser,
			site.url,
			[ 'dashboard', 'posts' ],
			ROUNDS
		);
		const ratio = median( times.dashboard ) / median( times.posts );
		misses += ratio <= DASHBOARD_GOAL ? 0 : 1;
		rows.push( {
			figure: "dashboard's first row (Chromium, cold)",
			'Eventsmith ms': median( times.dashboard ).toFixed( 0 ),
			'WordPress equivalent': 'posts screen',
			'WordPress ms': median( times.posts ).toFixed( 0 ),
			ratio: ratio.toFixed( 2 ),
			within:
				ratio <= DASHBOARD_GOAL
					? `yes (≤ ${ DASHBOARD_GOAL })`
					: `NO (goal ≤ ${ DASHBOARD_GOAL })`,
		} );
	} finally {
		await browser.close();
	}
	console.log(
		`\n${ EVENTS } events and ${ EVENTS } plain posts, medians of ${ SAMPLES } interleaved requests (${ ROUNDS } Chromium rounds):`
	);
	console.table( rows );

	console.log(
		"\nRows per request (one request each, MariaDB session counters), the figures' requests and staff lists:"
	);
	const { rows: perRequest, costliest } = await rowsPerRequest(
		site,
		[ ...list, ...staffLists( { url: site.url, ...seeded } ) ],
		staff
	);
	console.table( perRequest );
	console.log(
		"\nEventsmith's costliest queries per request (rows read, EXPLAIN):"
	);
	for ( const query of costliest ) {
		console.log(
			`  ${ query.request }: ${ query[ 'rows read' ] } rows\n    ${ query.query }\n    plan: ${ query.plan }`
		);
	}

	console.log( '\nOne batch of every WP-Cron job:' );
	console.table( cronBatches( site.php ) );

	console.log(
		misses === 0
			? 'scale: every figure within its goal.'
			: `scale: ${ misses } figure(s) above their goal.`
	);
} finally {
	site.stop();
}
