/**
 * `npm run bench:pages`: public pages side by side on one site with N events
 * (default 100,000; `--events=N` for a quick run, `--samples=N` rounds):
 * an event page and the `/events/` archive against a plain post page, and the
 * archive against the core blog page too. Requests are interleaved (event,
 * post, archive, blog, …) so both sides of a ratio see the same machine load;
 * prints the medians, their ratios and goals (event page ≤ 1.0, archive
 * ≤ 1.2 a plain post) and the EXPLAIN of the archive's query.
 *
 * As site owners who switch have it, Eventin is active too and holds as many
 * events of its own (`--no-eventin` leaves it out; without its zip in
 * ../shared/plugins it is left out and said so). Runs on WordPress 7.1
 * (`--core=<release>`), PHP 8.2's built-in server (2 workers) and MariaDB.
 */
import { startNativeSite } from '../tools/lib/native-site.mjs';
import { activateEventin } from './lib/eventin-site.mjs';
import { coreRelease, option, withEventin } from './lib/options.mjs';
import { interleaved, median } from './lib/timing.mjs';

const EVENTS = Number( option( 'events', 100000 ) );
const SAMPLES = Number( option( 'samples', 40 ) );
const CORE = coreRelease();
const EVENTIN = withEventin();

const site = await startNativeSite( 'bench-pages', 2, { core: CORE } );
try {
	let started = Date.now();
	site.php(
		`echo ( new \\Eventsmith\\Infrastructure\\Demo\\BulkEventSeeder() )->insert( ${ EVENTS } );`
	);
	console.log(
		`WordPress ${ CORE }: seeded ${ EVENTS } events in ${ (
			( Date.now() - started ) /
			1000
		).toFixed( 1 ) } s`
	);
	if ( EVENTIN ) {
		started = Date.now();
		const seeded = activateEventin( site, EVENTS );
		console.log(
			seeded === null
				? 'Eventin left out: ../shared/plugins/wp-event-solution-4.1.18.zip is missing'
				: `Eventin 4.1.18 active, seeded ${ seeded } in ${ (
						( Date.now() - started ) /
						1000
					).toFixed( 1 ) } s`
		);
	}

	// Ten plain posts for the blog page, like the ten events of an archive page.
	const urls = JSON.parse(
		site.php( `
			$post = 0;
			for ( $i = 1; $i <= 10; $i++ ) {
				$post = wp_insert_post( array( 'post_type' => 'post', 'post_status' => 'publish', 'post_title' => "Plain post {$i}", 'post_content' => '<!-- wp:paragraph --><p>A plain post.</p><!-- /wp:paragraph -->' ) );
			}
			global $wpdb;
			$event = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT event_id FROM ' . \\Eventsmith\\Infrastructure\\Database\\Tables::event_index() . ' WHERE end_utc >= %s ORDER BY start_utc LIMIT 1', gmdate( 'Y-m-d H:i:s' ) ) );
			echo wp_json_encode( array( 'event' => get_permalink( $event ), 'post' => get_permalink( $post ), 'archive' => get_post_type_archive_link( 'eventsmith_event' ), 'blog' => home_url( '/' ) ) );
		` )
	);

	const explain = site.php( `
		global $wp_the_query, $wp_query, $wpdb;
		$wp_the_query = $wp_query = new WP_Query();
		$wp_query->query( array( 'post_type' => 'eventsmith_event' ) );
		foreach ( $wpdb->get_results( 'EXPLAIN ' . $wp_query->request, ARRAY_A ) as $row ) {
			echo implode( ' | ', array( $row['table'], $row['type'], (string) $row['key'], (string) $row['rows'], (string) $row['Extra'] ) ), "\\n";
		}
	` );
	console.log(
		'EXPLAIN of the /events/ query (table | type | key | rows | extra):\n' +
			explain
	);

	const times = await interleaved( urls, SAMPLES );
	const m = Object.fromEntries(
		Object.keys( urls ).map( ( n ) => [ n, median( times[ n ] ) ] )
	);
	const pair = ( name, own, core, goal ) => {
		const ratio = m[ own ] / m[ core ];
		let within = '';
		if ( goal ) {
			within = ratio <= goal ? 'yes' : 'NO';
		}
		return {
			pair: name,
			'eventsmith ms': m[ own ].toFixed( 1 ),
			'core ms': m[ core ].toFixed( 1 ),
			ratio: ratio.toFixed( 2 ),
			goal: goal ? `≤ ${ goal }` : '',
			within,
		};
	};
	console.table( [
		pair( 'event page / plain post', 'event', 'post', 1.0 ),
		pair( '/events/ archive / plain post', 'archive', 'post', 1.2 ),
		pair( '/events/ archive / blog page', 'archive', 'blog' ),
	] );
	console.log(
		`${ EVENTS } events${
			EVENTIN ? ' (and as many Eventin events)' : ''
		}, median of ${ SAMPLES } interleaved requests each`
	);
} finally {
	site.stop();
}
