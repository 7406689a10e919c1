/**
 * `npm test`: every suite, then one summary line
 * "N passed, N failed[, N skipped]". `npm test -- <suite>` (or the
 * test:<suite> scripts) runs one: typecheck, lint, js, php, integration, e2e,
 * security, release, replica (also `npm run test:production -- --replica`). Several suites run two at a time, longest first
 * (tools/lib/lanes.mjs).
 */
import { writeFileSync } from 'node:fs';
import {
	build,
	buildInBackground,
	ensureNpmDependencies,
} from './lib/setup.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import { runInLanes, usesLanes } from './lib/lanes.mjs';

/** Where a side lane writes its counts instead of a summary (set by lanes.mjs). */
const LANE_RESULTS = process.argv
	.find( ( arg ) => arg.startsWith( '--lane-results=' ) )
	?.slice( '--lane-results='.length );

const RUN_STARTED = Date.now();

/**
 * "12 min 5 s" (or "—" for a suite whose time is unknown).
 *
 * @param {number|undefined} seconds Seconds.
 */
function duration( seconds ) {
	if ( seconds === undefined ) {
		return '—';
	}
	const minutes = Math.floor( seconds / 60 );
	return minutes ? `${ minutes } min ${ seconds % 60 } s` : `${ seconds } s`;
}

async function runSuites( SUITES, names ) {
	const results = [];
	for ( const name of names ) {
		console.log( `\n━━ ${ SUITES[ name ].label } ━━` );
		const started = Date.now();
		const counts = await SUITES[ name ].run();
		results.push( {
			name,
			...counts,
			seconds: Math.round( ( Date.now() - started ) / 1000 ),
		} );
	}
	return results;
}

function printSummary( SUITES, results ) {
	console.log( '\n━━ Summary ━━' );
	for ( const r of results ) {
		console.log(
			`  ${ SUITES[ r.name ].label.padEnd( 34 ) } ${ r.passed } passed, ${ r.failed } failed, ${ r.skipped } skipped  ${ duration( r.seconds ) }`
		);
	}
	console.log(
		`  Whole run: ${ duration(
			Math.round( ( Date.now() - RUN_STARTED ) / 1000 )
		) }`
	);
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
	const { SUITES } = await import( './lib/suites.mjs' );

	// `npm run test:production -- --replica`: the production stack with a delayed replica.
	const requested = process.argv
		.slice( 2 )
		.filter( ( arg ) => ! arg.startsWith( '-' ) )
		.map( ( name ) =>
			name === 'production' && process.argv.includes( '--replica' )
				? 'replica'
				: name
		);
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

	// Debian's packages install beside the npm install and the build.
	const systemPackages = ensureSystemPackages( names );
	// Settled below; a failure here must not end the process before the npm install does.
	systemPackages.catch( () => {} );
	ensureNpmDependencies();
	const needsBuild = names.some( ( name ) => SUITES[ name ].needsBuild );
	let results;
	if ( usesLanes( names ) ) {
		// The suites that need no build start while it runs (lanes.mjs).
		const built = needsBuild ? buildInBackground() : Promise.resolve();
		built.catch( () => {} );
		await systemPackages;
		results = await runInLanes( names, built );
	} else {
		if ( needsBuild ) {
			build();
		}
		await systemPackages;
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
