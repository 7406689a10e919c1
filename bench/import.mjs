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
 * (per event) change the size; BENCH_PORT the site's port (default 9743).
 * The Eventin zip comes from ../shared/plugins/ (see its README).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
 * Runs `wp <words…>` on a site through the WP-CLI stand-in, timed, with its
 * peak resident memory (GNU time). Prints the command's own output.
 *
 * @param {string}   dir   Site folder.
 * @param {string[]} words Command words and options.
 * @return {{seconds: number, peakMb: number, output: string}} The figures.
 */
function wp( dir, words ) {
	const started = process.hrtime.bigint();
	const run = spawnSync(
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
		{ encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }
	);
	const seconds = Number( process.hrtime.bigint() - started ) / 1e9;
	const output = `${ run.stdout }${ run.stderr }`;
	if ( run.status !== 0 ) {
		throw new Error(
			`wp ${ words.join( ' ' ) } failed:\n${ output.slice( -2000 ) }`
		);
	}
	const peak = Number( /PEAK_KB=(\d+)/.exec( output )?.[ 1 ] ?? 0 );
	return { seconds, peakMb: peak / 1024, output };
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
	const result = wp( site.dir, [ 'eventsmith', 'import', 'eventin' ] );
	const lines = result.output.trim().split( '\n' );
	console.log(
		lines
			.filter( ( line ) => /^(Import|Success|Error)/.test( line ) )
			.join( '\n' )
	);
	console.table( [
		{
			part: 'eventin',
			'time s': result.seconds.toFixed( 1 ),
			'peak MB (process RSS)': result.peakMb.toFixed( 1 ),
			'under 5 min': result.seconds < 300 ? 'yes' : 'NO',
		},
	] );
}

if ( wants( 'eventin' ) ) {
	await eventin();
}
