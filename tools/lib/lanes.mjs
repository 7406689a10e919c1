/**
 * Two lanes for a whole `npm test` run. The browser suite drives Playground
 * (PHP as WebAssembly on one thread) and is the longest by far; every other
 * suite runs on native PHP. Run side by side, they share the machine's cores
 * instead of waiting for each other, and the run takes about as long as the
 * browser suite alone.
 *
 * The browser lane is a child `node tools/test.mjs e2e --lane-results=FILE`
 * writing its output to a log; once the other lane is done, the log is
 * replayed and followed here, so the output stays in one readable order.
 * `EVENTSMITH_SERIAL=1` runs everything one after the other instead.
 */
import { spawn } from 'node:child_process';
import {
	closeSync,
	existsSync,
	mkdirSync,
	openSync,
	readFileSync,
	readSync,
	rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

/** Suites that run in the child lane. */
export const SIDE_LANE = [ 'e2e' ];

const LANES_DIR = join( ROOT, 'artifacts', 'lanes' );

/**
 * Whether a run of these suites is split into two lanes.
 *
 * @param {string[]} names Suites of this run.
 */
export function usesLanes( names ) {
	return (
		! process.env.EVENTSMITH_SERIAL &&
		names.some( ( name ) => SIDE_LANE.includes( name ) ) &&
		names.some( ( name ) => ! SIDE_LANE.includes( name ) )
	);
}

/**
 * Starts the side lane's suites in a child process.
 *
 * @param {string[]} names Suites for the child, in order.
 * @return {{ log: string, results: string, done: Promise<number> }} Where
 * its output and counts go, and its exit code once it ends.
 */
export function startSideLane( names ) {
	mkdirSync( LANES_DIR, { recursive: true } );
	const log = join( LANES_DIR, 'side-lane.log' );
	const results = join( LANES_DIR, 'side-lane.json' );
	rmSync( results, { force: true } );
	const out = openSync( log, 'w' );
	const child = spawn(
		process.execPath,
		[
			join( ROOT, 'tools', 'test.mjs' ),
			...names,
			`--lane-results=${ results }`,
		],
		{ cwd: ROOT, stdio: [ 'ignore', out, out ], env: process.env }
	);
	const done = new Promise( ( resolve ) => {
		child.on( 'exit', ( code ) => resolve( code ?? 1 ) );
		child.on( 'error', () => resolve( 1 ) );
	} );
	closeSync( out );
	return { log, results, done };
}

/**
 * Prints the side lane's log from the start and follows it until the lane
 * ends, then returns its per-suite counts. A lane that wrote no counts
 * (it crashed) is one failure for each of its suites.
 *
 * @param {{ log: string, results: string, done: Promise<number> }} lane
 * @param {string[]}                                                names Suites the lane was given.
 */
export async function finishSideLane( lane, names ) {
	let ended = false;
	lane.done.then( () => ( ended = true ) );
	const fd = openSync( lane.log, 'r' );
	const buffer = Buffer.alloc( 64 * 1024 );
	let position = 0;
	const drain = () => {
		let read;
		while (
			( read = readSync( fd, buffer, 0, buffer.length, position ) ) > 0
		) {
			process.stdout.write( buffer.subarray( 0, read ) );
			position += read;
		}
	};
	while ( ! ended ) {
		drain();
		await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
	}
	drain();
	closeSync( fd );

	if ( existsSync( lane.results ) ) {
		return JSON.parse( readFileSync( lane.results, 'utf8' ) );
	}
	console.error(
		`✖ The ${ names.join( ', ' ) } lane ended without counts: counted as one failure each.`
	);
	return names.map( ( name ) => ( {
		name,
		passed: 0,
		failed: 1,
		skipped: 0,
	} ) );
}
