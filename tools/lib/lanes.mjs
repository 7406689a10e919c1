/**
 * Two lanes for a whole `npm test` run. The machine has two cores, and most
 * suites spend much of their time waiting: for a page in Chromium, for PHP,
 * for MariaDB. So two suites run at a time, each in a child
 * `node tools/test.mjs <suite> --lane-results=FILE` writing its output to a
 * log; whenever one ends, its log is printed whole and the next suite
 * starts. Suites start longest first (the figures in docs/testing.md), so
 * the two lanes end close together and the run takes about half the sum.
 * `EVENTSMITH_SERIAL=1` runs everything one after the other instead.
 */
import { spawn } from 'node:child_process';
import {
	appendFileSync,
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

/** How many suites run at a time. */
const LANES = 2;

/**
 * Suites by their time on a quiet 2-core machine, longest first
 * (docs/testing.md). A suite not named here starts last.
 */
const LONGEST_FIRST = [
	'e2e',
	'integration',
	'concurrency',
	'release',
	'security',
	'playground',
	'production',
	'replica',
	'blocks',
	'lint',
	'js',
	'php',
	'typecheck',
];

/**
 * Suites that may start while the build runs: they read the sources only and
 * boot no WordPress, so a half-written build/ cannot reach them.
 */
const BEFORE_BUILD = [ 'lint', 'js', 'typecheck', 'php' ];

const LANES_DIR = join( ROOT, 'artifacts', 'lanes' );

/** The suites' child processes now running. */
const running = new Set();

/**
 * A run stopped by Ctrl+C or a CI timeout stops its suites too: each child
 * gets the signal (Playwright then stops its sites) and no suite starts after.
 *
 * @param {string} signal SIGINT or SIGTERM.
 */
function stopEverything( signal ) {
	for ( const child of running ) {
		try {
			// The child's whole process group: its test runner, sites and browsers.
			process.kill( -child.pid, signal );
		} catch {}
	}
	process.exit( 130 );
}

/**
 * Whether a run of these suites is split into lanes.
 *
 * @param {string[]} names Suites of this run.
 */
export function usesLanes( names ) {
	return ! process.env.EVENTSMITH_SERIAL && names.length > 1;
}

/**
 * The order in which suites start.
 *
 * @param {string[]} names Suites of this run.
 */
function startOrder( names ) {
	const rank = ( name ) =>
		LONGEST_FIRST.includes( name )
			? LONGEST_FIRST.indexOf( name )
			: LONGEST_FIRST.length;
	return [ ...names ].sort( ( a, b ) => rank( a ) - rank( b ) );
}

/**
 * Runs one suite in a child process; resolves with its counts once it ends.
 * A child that wrote no counts (it crashed) is one failure.
 *
 * @param {string} name Suite.
 * @return {Promise<{name: string, passed: number, failed: number, skipped: number, seconds: number, log: string}>} Its counts and log.
 */
function runChild( name ) {
	const log = join( LANES_DIR, `${ name }.log` );
	const results = join( LANES_DIR, `${ name }.json` );
	rmSync( results, { force: true } );
	writeFileSync( log, '' );
	console.log( `› ${ name } started (its output so far: ${ log }).` );
	const started = Date.now();
	return new Promise( ( resolve ) => {
		const chunks = [];
		const child = spawn(
			process.execPath,
			[
				join( ROOT, 'tools', 'test.mjs' ),
				name,
				`--lane-results=${ results }`,
			],
			{
				cwd: ROOT,
				stdio: [ 'ignore', 'pipe', 'pipe' ],
				// A process group of its own, so that stopping the run stops all it started.
				detached: true,
				env: { ...process.env, FORCE_COLOR: '0' },
			}
		);
		running.add( child );
		const collect = ( chunk ) => {
			chunks.push( chunk );
			appendFileSync( log, chunk );
		};
		child.stdout.on( 'data', collect );
		child.stderr.on( 'data', collect );
		const finish = () => {
			running.delete( child );
			const output = Buffer.concat( chunks ).toString();
			const seconds = Math.round( ( Date.now() - started ) / 1000 );
			let counts = { passed: 0, failed: 1, skipped: 0 };
			if ( existsSync( results ) ) {
				counts = JSON.parse( readFileSync( results, 'utf8' ) )[ 0 ];
			} else {
				console.error(
					`✖ The ${ name } suite ended without counts: counted as one failure.`
				);
			}
			resolve( { ...counts, name, seconds, log: output } );
		};
		child.on( 'close', finish );
		child.on( 'error', finish );
	} );
}

/**
 * What suites running side by side share is made ready once, before they
 * start: MariaDB (one server, a database per site) and the WordPress core
 * the native sites copy.
 *
 * @param {string[]} names Suites of this run.
 */
async function prepareSharedServices( names ) {
	const native = [
		'integration',
		'blocks',
		'concurrency',
		'production',
		'replica',
		'e2e',
		'security',
		'release',
	];
	if ( ! names.some( ( name ) => native.includes( name ) ) ) {
		return;
	}
	const { ensureMariaDb } = await import( './native-site.mjs' );
	const { prepareWordPressCore } = await import( './wordpress-core.mjs' );
	ensureMariaDb();
	await prepareWordPressCore( '6.5' );
}

/**
 * Runs the suites two at a time, printing each one's output whole as it
 * ends, and returns their counts in the order they were asked for.
 *
 * @param {string[]}      names   Suites of this run, in their usual order.
 * @param {Promise<void>} [built] Settles when the build is done: until then only
 *                                the suites in BEFORE_BUILD start.
 */
export async function runInLanes( names, built = Promise.resolve() ) {
	mkdirSync( LANES_DIR, { recursive: true } );
	process.once( 'SIGINT', stopEverything );
	process.once( 'SIGTERM', stopEverything );
	const queue = startOrder( names );
	console.log(
		`› ${ LANES } suites run at a time, longest first: ${ queue.join(
			', '
		) }. Each suite's output is printed when it ends.`
	);
	// The build and the shared services are made ready while the first suites run.
	let ready = false;
	const whenReady = Promise.all( [
		built,
		prepareSharedServices( names ),
	] ).then( () => {
		ready = true;
	} );
	const results = [];
	const next = async () => {
		if ( ! ready ) {
			const early = queue.findIndex( ( name ) =>
				BEFORE_BUILD.includes( name )
			);
			if ( early !== -1 ) {
				return queue.splice( early, 1 )[ 0 ];
			}
			await whenReady;
		}
		return queue.shift();
	};
	const lane = async () => {
		while ( queue.length ) {
			const name = await next();
			if ( name === undefined ) {
				return;
			}
			const result = await runChild( name );
			process.stdout.write( result.log );
			results.push( result );
		}
	};
	await Promise.all( [
		...Array.from( { length: LANES }, lane ),
		whenReady,
	] );
	return names.map( ( name ) => {
		const { log, ...counts } = results.find( ( r ) => r.name === name );
		return counts;
	} );
}
