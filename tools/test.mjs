/**
 * `npm test`: every suite, then one summary line
 * "N passed, N failed[, N skipped]". `npm test -- <suite>` (or the
 * test:<suite> scripts) runs one: typecheck, lint, js, php, integration, e2e,
 * security, release. A whole run puts the browser suite in a lane of its own,
 * beside the others (tools/lib/lanes.mjs).
 */
import { writeFileSync } from 'node:fs';
import { build, ensureNpmDependencies } from './lib/setup.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import {
	SIDE_LANE,
	finishSideLane,
	startSideLane,
	usesLanes,
} from './lib/lanes.mjs';

/** Where a side lane writes its counts instead of a summary (set by lanes.mjs). */
const LANE_RESULTS = process.argv
	.find( ( arg ) => arg.startsWith( '--lane-results=' ) )
	?.slice( '--lane-results='.length );

async function runSuites( SUITES, names ) {
	const results = [];
	for ( const name of names ) {
		console.log( `\n━━ ${ SUITES[ name ].label } ━━` );
		const counts = await SUITES[ name ].run();
		results.push( { name, ...counts } );
	}
	return results;
}

function printSummary( SUITES, results ) {
	console.log( '\n━━ Summary ━━' );
	for ( const r of results ) {
		console.log(
			`  ${ SUITES[ r.name ].label.padEnd( 34 ) } ${ r.passed } passed, ${ r.failed } failed, ${ r.skipped } skipped`
		);
	}
	const total = results.reduce(
		( sum, r ) => ( {
			passed: sum.passed + r.passed,
			failed: sum.failed + r.failed,
			skipped: sum.skipped + r.skipped,
		} ),
		{ passed: 0, failed: 0, skipped: 0 }
	);
	console.log(
		`${ total.passed } passed, ${ total.failed } failed, ${ total.skipped } skipped`
	);
	return total;
}

async function main() {
	ensureNpmDependencies();
	const { SUITES } = await import( './lib/suites.mjs' );

	const requested = process.argv
		.slice( 2 )
		.filter( ( arg ) => ! arg.startsWith( '-' ) );
	const unknown = requested.filter( ( name ) => ! SUITES[ name ] );
	if ( unknown.length ) {
		throw new Error(
			`Unknown suite "${ unknown.join( '", "' ) }". Choose from: ${ Object.keys( SUITES ).join( ', ' ) }.`
		);
	}
	const names = requested.length ? requested : Object.keys( SUITES );

	if ( LANE_RESULTS ) {
		// A side lane: its parent installed and built; it reports counts only.
		writeFileSync(
			LANE_RESULTS,
			JSON.stringify( await runSuites( SUITES, names ) )
		);
		return;
	}

	ensureSystemPackages( names );
	if ( names.some( ( name ) => SUITES[ name ].needsBuild ) ) {
		build();
	}

	let results;
	if ( usesLanes( names ) ) {
		const side = names.filter( ( name ) => SIDE_LANE.includes( name ) );
		const rest = names.filter( ( name ) => ! SIDE_LANE.includes( name ) );
		console.log(
			`› ${ side.join( ', ' ) } runs beside the other suites; its output follows theirs.`
		);
		const lane = startSideLane( side );
		const mainResults = await runSuites( SUITES, rest );
		const sideResults = await finishSideLane( lane, side );
		results = names.map(
			( name ) =>
				[ ...mainResults, ...sideResults ].find(
					( r ) => r.name === name
				) ?? { name, passed: 0, failed: 1, skipped: 0 }
		);
	} else {
		results = await runSuites( SUITES, names );
	}

	const total = printSummary( SUITES, results );
	process.exitCode = total.failed > 0 ? 1 : 0;
}

main().catch( ( error ) => {
	console.error( `✖ ${ error.message }` );
	if ( LANE_RESULTS ) {
		process.exitCode = 1;
		return;
	}
	console.log( '0 passed, 1 failed' );
	process.exitCode = 1;
} );
