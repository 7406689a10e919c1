/**
 * `npm run bench:rest`: the event list (status=upcoming + a date range,
 * per_page 10) against WordPress's own `/wp/v2/posts?per_page=10` on the same
 * site, at 1k, 10k and 100k events. Prints p50/p95 of each and their ratio;
 * the target is a ratio of at most 1.3 that stays flat as events grow.
 *
 * Runs on the production-like stack (PHP 8.2 built-in server + MariaDB), not
 * Playground, whose WebAssembly PHP would measure the emulator.
 */
import { startNativeSite } from '../tools/lib/native-site.mjs';

const SIZES = ( process.env.BENCH_SIZES || '1000,10000,100000' )
	.split( ',' )
	.map( Number );
const SAMPLES = Number( process.env.BENCH_SAMPLES || 60 );

function percentile( values, p ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( ( p / 100 ) * sorted.length ) )
	];
}

async function time( url, headers ) {
	const started = process.hrtime.bigint();
	const response = await fetch( url, { headers } );
	await response.arrayBuffer();
	if ( response.status !== 200 ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	return Number( process.hrtime.bigint() - started ) / 1e6;
}

const site = await startNativeSite( 'bench', 2 );
try {
	const password = site
		.php(
			"list( $password ) = WP_Application_Passwords::create_new_application_password( 1, array( 'name' => 'bench' ) ); echo $password;"
		)
		.trim();
	const headers = {
		Authorization:
			'Basic ' +
			Buffer.from( `admin:${ password }` ).toString( 'base64' ),
	};
	const today = new Date().toISOString().slice( 0, 10 );
	const inAMonth = new Date( Date.now() + 30 * 86400_000 )
		.toISOString()
		.slice( 0, 10 );
	const eventsUrl = `${ site.url }/wp-json/eventsmith/v2/events?status=upcoming&start_date=${ today }&end_date=${ inAMonth }&per_page=10`;
	const postsUrl = `${ site.url }/wp-json/wp/v2/posts?per_page=10`;

	let seeded = 0;
	const rows = [];
	for ( const size of SIZES ) {
		const started = Date.now();
		site.php(
			`echo ( new \\Eventsmith\\Infrastructure\\Demo\\BulkEventSeeder() )->insert( ${ size - seeded } );`
		);
		seeded = size;
		console.log(
			`seeded ${ size } events in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
		);

		for ( let i = 0; i < 5; i++ ) {
			await time( eventsUrl, headers );
			await time( postsUrl, headers );
		}
		const events = [];
		const posts = [];
		for ( let i = 0; i < SAMPLES; i++ ) {
			events.push( await time( eventsUrl, headers ) );
			posts.push( await time( postsUrl, headers ) );
		}
		rows.push( {
			events: size,
			'events p50 ms': percentile( events, 50 ).toFixed( 1 ),
			'events p95 ms': percentile( events, 95 ).toFixed( 1 ),
			'posts p50 ms': percentile( posts, 50 ).toFixed( 1 ),
			'posts p95 ms': percentile( posts, 95 ).toFixed( 1 ),
			'ratio p50': (
				percentile( events, 50 ) / percentile( posts, 50 )
			).toFixed( 2 ),
			'ratio p95': (
				percentile( events, 95 ) / percentile( posts, 95 )
			).toFixed( 2 ),
		} );
	}
	console.table( rows );
} finally {
	site.stop();
}
