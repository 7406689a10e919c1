/**
 * `npm run bench:rest`: the event list against WordPress's own
 * `/wp/v2/posts?per_page=10` on the same site, at 1k, 10k and 100k events.
 *
 * The dashboard's default call comes first (no status filter, no date range,
 * no search: the list users open), then every other combination the
 * dashboard can send: status × date range × search. Each combination is
 * measured interleaved with the baseline (one request of each in turn), so a
 * busy moment slows both alike. Prints p50/p95 and their ratios; targets:
 * default list ≤ 1.2×, every other combination ≤ 1.3×.
 *
 * Runs on the production-like stack (PHP 8.2 built-in server + MariaDB), not
 * Playground, whose WebAssembly PHP would measure the emulator.
 *
 * BENCH_SIZES=1000,10000 and BENCH_SAMPLES=20 shorten a run;
 * BENCH_ONLY=search,past measures only the combinations whose name contains
 * one of the words ("default" for the unfiltered list). BENCH_PORT serves the
 * site on that port (default: the first free one from 9600), BENCH_SITE names
 * its database and folder (default "bench"). BENCH_REUSE=1 keeps the site of
 * an earlier run with that name and only seeds what is missing, for iterating
 * at 100k without seeding again (sizes below what it holds are skipped).
 * BENCH_TERM replaces the search term.
 */
import { startNativeSite } from '../tools/lib/native-site.mjs';
import {
	applicationPasswordHeaders,
	percentile,
	timeRequest as time,
} from './lib/timing.mjs';

const SIZES = ( process.env.BENCH_SIZES || '1000,10000,100000' )
	.split( ',' )
	.map( Number );
const SAMPLES = Number( process.env.BENCH_SAMPLES || 40 );
const ONLY = ( process.env.BENCH_ONLY || '' )
	.split( ',' )
	.map( ( word ) => word.trim() )
	.filter( Boolean );
// A term in 100 titles at 10k and 100k events. BENCH_TERM=Benchmark: one in every title.
const SEARCH = encodeURIComponent( process.env.BENCH_TERM || 'Event 0012' );
const GOAL_DEFAULT = 1.2;
const GOAL_OTHER = 1.3;

/**
 * Every query string the dashboard's event list can send, the default first.
 */
function combinations() {
	const today = new Date().toISOString().slice( 0, 10 );
	const inAMonth = new Date( Date.now() + 30 * 86400_000 )
		.toISOString()
		.slice( 0, 10 );
	const list = [];
	for ( const status of [ 'all', 'upcoming', 'ongoing', 'past', 'draft' ] ) {
		for ( const range of [
			'',
			`&start_date=${ today }&end_date=${ inAMonth }`,
		] ) {
			for ( const search of [ '', `&search_keyword=${ SEARCH }` ] ) {
				const query = `${ 'all' === status ? '' : `status=${ status }` }${ range }${ search }`;
				list.push( {
					name: [
						'all' === status ? 'no status' : status,
						range ? '30-day range' : '',
						search ? 'search' : '',
					]
						.filter( Boolean )
						.join( ' + ' ),
					query: query.replace( /^&/, '' ),
					goal: query === '' ? GOAL_DEFAULT : GOAL_OTHER,
				} );
			}
		}
	}
	return ONLY.length === 0
		? list
		: list.filter( ( { name, query } ) =>
				ONLY.some( ( word ) =>
					( query === '' ? 'default' : name ).includes( word )
				)
			);
}

async function measure( url, baselineUrl, headers, samples ) {
	for ( let i = 0; i < 3; i++ ) {
		await time( url, headers );
		await time( baselineUrl, headers );
	}
	const own = [];
	const base = [];
	for ( let i = 0; i < samples; i++ ) {
		own.push( await time( url, headers ) );
		base.push( await time( baselineUrl, headers ) );
	}
	return { own, base };
}

const site = await startNativeSite( process.env.BENCH_SITE || 'bench', 2, {
	port: process.env.BENCH_PORT ? Number( process.env.BENCH_PORT ) : undefined,
	reuse: process.env.BENCH_REUSE === '1',
} );
let misses = 0;
try {
	const headers = applicationPasswordHeaders( site.php );
	const postsUrl = `${ site.url }/wp-json/wp/v2/posts?per_page=10`;

	let seeded = Number(
		site.php(
			"global $wpdb; echo (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . \\Eventsmith\\Infrastructure\\Database\\Tables::event_index() );"
		)
	);
	for ( const size of SIZES ) {
		if ( size < seeded ) {
			console.log(
				`\nskipped ${ size }: the site holds ${ seeded } events`
			);
			continue;
		}
		const started = Date.now();
		site.php(
			`echo ( new \\Eventsmith\\Infrastructure\\Demo\\BulkEventSeeder() )->insert( ${ size - seeded } );`
		);
		console.log(
			size === seeded
				? `\nreused the ${ size } events of an earlier run`
				: `\nseeded ${ size } events in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
		);
		seeded = size;
		const rows = [];
		for ( const combination of combinations() ) {
			const url = `${ site.url }/wp-json/eventsmith/v2/events?per_page=10${ combination.query ? `&${ combination.query }` : '' }`;
			// The default list, the one users open, gets more samples.
			const samples =
				combination.goal === GOAL_DEFAULT ? SAMPLES * 2 : SAMPLES;
			const { own, base } = await measure(
				url,
				postsUrl,
				headers,
				samples
			);
			const ratio = percentile( own, 50 ) / percentile( base, 50 );
			const within = ratio <= combination.goal;
			misses += within ? 0 : 1;
			rows.push( {
				events: size,
				filters: combination.name || 'none (dashboard default)',
				'events p50 ms': percentile( own, 50 ).toFixed( 1 ),
				'events p95 ms': percentile( own, 95 ).toFixed( 1 ),
				'posts p50 ms': percentile( base, 50 ).toFixed( 1 ),
				'ratio p50': ratio.toFixed( 2 ),
				'ratio p95': (
					percentile( own, 95 ) / percentile( base, 95 )
				).toFixed( 2 ),
				goal: `≤ ${ combination.goal }`,
				within: within ? 'yes' : 'NO',
			} );
		}
		console.table( rows );
	}
	console.log(
		misses === 0
			? 'Every combination within its goal.'
			: `${ misses } combination(s) above their goal.`
	);
} finally {
	site.stop();
}
