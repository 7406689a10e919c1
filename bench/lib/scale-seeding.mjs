/**
 * Seeding for `npm run bench:scale`, in steps of their own PHP process each
 * (one transaction per step, progress printed): events, series, plain posts,
 * attendees. A reused site (`--reuse`) that an earlier run seeded to the same
 * size, to the end, is not seeded again.
 */
import { join } from 'node:path';
import { ROOT } from '../../tools/lib/paths.mjs';

const STEP = 50000;
const SERIES_DATES = 10;
const SEED = join( ROOT, 'bench', 'lib', 'scale-seed.php' );

/**
 * Runs `count` units of work in steps, printing progress.
 *
 * @param {string}                               what  What is seeded.
 * @param {number}                               count How many.
 * @param {number}                               step  How many per step.
 * @param {(from: number, size: number) => void} run   Seeds one step.
 */
function inSteps( what, count, step, run ) {
	const started = Date.now();
	for ( let from = 0; from < count; from += step ) {
		run( from, Math.min( step, count - from ) );
		console.log(
			`  ${ what }: ${ Math.min( from + step, count ) }/${ count } (${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s)`
		);
	}
}

/**
 * Seeds the site unless it already holds `events` events; returns the
 * addresses the figures need.
 *
 * @param {(code: string) => string} php       Runs PHP with the site loaded.
 * @param {number}                   events    Events in all (series and occurrences included).
 * @param {number}                   attendees Attendees.
 * @return {{event: string, post: string, scanner: number}} An event page, a plain post, the scanner's event.
 */
export function seedScale( php, events, attendees ) {
	// Set once every step is done: a run stopped halfway seeds again.
	const held = Number(
		php( "echo (int) get_option( 'eventsmith_bench_scale_seeded' );" )
	);
	if ( held !== events ) {
		const series = Math.floor( events / ( 10 * SERIES_DATES ) );
		const singles = events - series * ( SERIES_DATES + 1 );
		const seeder =
			'( new \\Eventsmith\\Infrastructure\\Demo\\BulkEventSeeder() )';
		inSteps( 'events', singles, STEP, ( from, size ) =>
			php( `${ seeder }->insert( ${ size } );` )
		);
		inSteps(
			'series',
			series,
			Math.floor( STEP / ( SERIES_DATES + 1 ) ),
			( from, size ) =>
				php(
					`${ seeder }->insert_series( ${ size }, ${ SERIES_DATES } );`
				)
		);
		inSteps( 'plain posts', events, STEP * 2, ( from, size ) => {
			process.env.SCALE_STEP = 'posts';
			process.env.SCALE_FROM = String( from );
			process.env.SCALE_COUNT = String( size );
			php( `require '${ SEED }';` );
		} );
		process.env.SCALE_STEP = 'attendees';
		process.env.SCALE_ATTENDEES = String( attendees );
		const started = Date.now();
		php(
			`require '${ SEED }'; update_option( 'eventsmith_bench_scale_seeded', ${ events }, false );`
		);
		console.log(
			`  ${ attendees } attendees (${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s)`
		);
	} else {
		console.log( `  reused the ${ held } events of an earlier run` );
	}
	return JSON.parse(
		php( `
			global $wpdb;
			// The iCal feed carries up to 500 events; the RSS feed as many posts.
			update_option( 'posts_per_rss', 500 );
			$scanner = (int) $wpdb->get_var( 'SELECT event_id FROM ' . \\Eventsmith\\Infrastructure\\Database\\Tables::attendees() . ' GROUP BY event_id ORDER BY COUNT(*) DESC LIMIT 1' );
			$event   = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT event_id FROM ' . \\Eventsmith\\Infrastructure\\Database\\Tables::event_index() . ' WHERE parent_id = 0 AND end_utc >= %s ORDER BY start_utc LIMIT 1 OFFSET 50', gmdate( 'Y-m-d H:i:s' ) ) );
			$post    = (int) $wpdb->get_var( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' ORDER BY post_date DESC LIMIT 1" );
			echo wp_json_encode( array( 'event' => get_permalink( $event ), 'post' => get_permalink( $post ), 'scanner' => $scanner ) );
		` )
	);
}
