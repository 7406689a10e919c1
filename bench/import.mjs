/**
 * `npm run bench:import`: imports on a native site (PHP 8.2 + MariaDB) with
 * `wp eventsmith import …`, printing wall time and peak memory.
 *
 *   --eventin  10,000 Eventin events with 50,000 attendees (and their orders),
 *              seeded in bulk SQL the way Eventin 4.1.18 stores them
 *              (bench/lib/eventin-seed.php), imported with
 *              `wp eventsmith import eventin`. Goal: under 5 minutes.
 *
 * With no part named, every part runs. EVENTIN_EVENTS and EVENTIN_ATTENDEES
 * (per event) change the size; BENCH_PORT the site's port (default 9743);
 * BENCH_MAX_SECONDS stops the import after that long (partial figures).
 * The Eventin zip comes from ../shared/plugins/ (see its README).
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../tools/lib/paths.mjs';
import { startNativeSite } from '../tools/lib/native-site.mjs';

const PORT = Number( process.env.BENCH_PORT || 9743 );
const EVENTIN_ZIP = join(
	ROOT,
	'..',
	'shared',
	'plugins',
	'wp-event-solution-4.1.18.zip'
);
const parts = process.argv
	.slice( 2 )
	.filter( ( arg ) => arg.startsWith( '--' ) );
const wants = ( part ) => parts.length === 0 || parts.includes( `--${ part }` );

/**
 * Runs `wp <words…>` on a site through the WP-CLI stand-in, with its peak
 * resident memory (GNU time). Each output line goes to a log file with the
 * seconds elapsed (`tail -f` it to follow the progress); the time at which
 * `processed` first reaches each mark is kept. BENCH_MAX_SECONDS stops a run
 * that takes longer (its figures are then partial).
 *
 * @param {string}   dir   Site folder.
 * @param {string[]} words Command words and options.
 * @param {number[]} marks Processed counts to time.
 * @return {Promise<{seconds: number, peakMb: number, output: string, processed: number, marks: Map<number, number>, stopped: boolean}>} The figures.
 */
function wp( dir, words, marks = [] ) {
	const log = join( dir, 'bench-import.log' );
	console.log( `wp ${ words.join( ' ' ) } (progress in ${ log })` );
	const out = createWriteStream( log );
	const started = process.hrtime.bigint();
	const elapsed = () => Number( process.hrtime.bigint() - started ) / 1e9;
	const child = spawn(
		'/usr/bin/time',
		[
			'-f',
			'PEAK_KB=%M',
			'php',
			'-d',
			'memory_limit=512M',
			join( ROOT, 'tests', 'support', 'wp-cli-runner.php' ),
			dir,
			...words,
		],
		{ stdio: [ 'ignore', 'pipe', 'pipe' ] }
	);
	const reached = new Map();
	let output = '';
	let processed = 0;
	let stopped = false;
	const limit = Number( process.env.BENCH_MAX_SECONDS || 0 );
	const timer = limit
		? setTimeout( () => {
				stopped = true;
				child.kill( 'SIGTERM' );
			}, limit * 1000 )
		: null;
	const take = ( line ) => {
		if ( line === '' ) {
			return;
		}
		output += `${ line }\n`;
		out.write( `${ elapsed().toFixed( 1 ) }s ${ line }\n` );
		const progress = /^(\d+)\/\d+ created=/.exec( line );
		if ( progress ) {
			processed = Number( progress[ 1 ] );
			for ( const mark of marks ) {
				if ( processed >= mark && ! reached.has( mark ) ) {
					reached.set( mark, elapsed() );
				}
			}
		}
	};
	// Whole lines only: a chunk may end inside one.
	for ( const stream of [ child.stdout, child.stderr ] ) {
		let pending = '';
		stream.on( 'data', ( chunk ) => {
			const lines = ( pending + String( chunk ) ).split( '\n' );
			pending = lines.pop() ?? '';
			lines.forEach( take );
		} );
		stream.on( 'end', () => take( pending ) );
	}
	return new Promise( ( resolve, reject ) => {
		child.on( 'close', ( code ) => {
			if ( timer ) {
				clearTimeout( timer );
			}
			out.end();
			if ( code !== 0 && ! stopped ) {
				reject(
					new Error(
						`wp ${ words.join( ' ' ) } failed:\n${ output.slice( -2000 ) }`
					)
				);
				return;
			}
			const peak = Number( /PEAK_KB=(\d+)/.exec( output )?.[ 1 ] ?? 0 );
			resolve( {
				seconds: elapsed(),
				peakMb: peak / 1024,
				output,
				processed,
				marks: reached,
				stopped,
			} );
		} );
	} );
}

async function eventin() {
	if ( ! existsSync( EVENTIN_ZIP ) ) {
		console.log(
			'Eventin part skipped: ../shared/plugins/wp-event-solution-4.1.18.zip is missing.'
		);
		return;
	}
	const site = await startNativeSite( 'bench_import_eventin', 1, {
		port: PORT,
		serve: false,
	} );
	execFileSync( 'unzip', [
		'-q',
		'-o',
		EVENTIN_ZIP,
		'-d',
		join( site.dir, 'wp-content', 'plugins' ),
	] );
	const seedStarted = process.hrtime.bigint();
	// Eventin sends the first request after its activation to its setup wizard (and exits) unless the wizard is marked seen.
	const seeded = site.php(
		`require_once ABSPATH . 'wp-admin/includes/plugin.php'; $r = activate_plugin( 'wp-event-solution/eventin.php' ); if ( is_wp_error( $r ) ) { fwrite( STDERR, $r->get_error_message() ); exit( 1 ); } update_option( 'etn_wizard', 'active' ); require '${ join( ROOT, 'bench', 'lib', 'eventin-seed.php' ) }';`
	);
	console.log(
		`Seeded ${ seeded.trim() } in ${ (
			Number( process.hrtime.bigint() - seedStarted ) / 1e9
		).toFixed( 1 ) } s`
	);
	// Speakers, schedules and events come first: the run has imported every event once
	// `processed` passes their count.
	const before = JSON.parse(
		site.php(
			`global $wpdb; echo wp_json_encode( array( (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key = 'etn_speaker_category'" ), (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'etn-schedule' AND post_status NOT IN ('trash','auto-draft')" ), (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'etn' AND post_parent = 0 AND post_status NOT IN ('trash','auto-draft')" ) ) );`
		)
	);
	const eventsMark = before[ 0 ] + before[ 1 ] + before[ 2 ];
	const result = await wp(
		site.dir,
		[ 'eventsmith', 'import', 'eventin' ],
		[ eventsMark ]
	);
	console.log(
		result.output
			.split( '\n' )
			.filter( ( line ) => /^(Import|Success|Error)/.test( line ) )
			.join( '\n' )
	);
	const eventsAt = result.marks.get( eventsMark );
	console.table( [
		{
			part: 'eventin',
			records: result.processed,
			'time s': result.seconds.toFixed( 1 ),
			'speakers + events done at s': eventsAt
				? eventsAt.toFixed( 1 )
				: '-',
			'peak MB (process RSS)': result.peakMb
				? result.peakMb.toFixed( 1 )
				: '-',
			'events under 5 min': eventsAt && eventsAt < 300 ? 'yes' : 'NO',
			stopped: result.stopped
				? `after ${ process.env.BENCH_MAX_SECONDS } s`
				: '',
		},
	] );
}

if ( wants( 'eventin' ) ) {
	await eventin();
}
