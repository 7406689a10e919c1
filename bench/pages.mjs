/**
 * `npm run bench:pages`: public pages side by side on one site with N events
 * (default 100,000; `--events=N` for a quick run): an event page against a
 * plain post page, and the `/events/` archive against the core blog page.
 * Requests are interleaved (event, post, archive, blog, …) so both sides of a
 * ratio see the same machine load; prints the medians and their ratios (goal
 * ≤ 1.3) and the EXPLAIN of the archive's query.
 *
 * Runs on the production-like stack (PHP 8.2 built-in server + MariaDB).
 */
import { startNativeSite } from '../tools/lib/native-site.mjs';
import { interleaved, median } from './lib/timing.mjs';

const arg = ( name, fallback ) => {
	const found = process.argv.find( ( a ) => a.startsWith( `--${ name }=` ) );
	return found ? Number( found.split( '=' )[ 1 ] ) : fallback;
};
const EVENTS = arg( 'events', 100000 );
const SAMPLES = arg( 'samples', 40 );

const site = await startNativeSite( 'bench-pages', 2 );
try {
	const started = Date.now();
	site.php(
		`echo ( new \\Eventsmith\\Infrastructure\\Demo\\BulkEventSeeder() )->insert( ${ EVENTS } );`
	);
	console.log(
		`seeded ${ EVENTS } events in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s`
	);

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

	const names = [ 'event', 'post', 'archive', 'blog' ];
	const times = await interleaved( urls, SAMPLES );
	const m = Object.fromEntries(
		names.map( ( n ) => [ n, median( times[ n ] ) ] )
	);
	console.table( [
		{
			pair: 'event page / plain post',
			'eventsmith ms': m.event.toFixed( 1 ),
			'core ms': m.post.toFixed( 1 ),
			ratio: ( m.event / m.post ).toFixed( 2 ),
		},
		{
			pair: '/events/ archive / blog page',
			'eventsmith ms': m.archive.toFixed( 1 ),
			'core ms': m.blog.toFixed( 1 ),
			ratio: ( m.archive / m.blog ).toFixed( 2 ),
		},
	] );
	console.log(
		`${ EVENTS } events, median of ${ SAMPLES } interleaved requests each`
	);
} finally {
	site.stop();
}
