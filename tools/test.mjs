/**
 * `npm test`: every suite in order, then one summary line
 * "N passed, N failed[, N skipped]". `npm test -- <suite>` (or the
 * test:<suite> scripts) runs one: typecheck, lint, js, php, integration, e2e,
 * security, release.
 */
import { build, ensureNpmDependencies } from './lib/setup.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';

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

	ensureSystemPackages( names );
	if ( names.some( ( name ) => SUITES[ name ].needsBuild ) ) {
		build();
	}

	const results = [];
	for ( const name of names ) {
		console.log( `\n━━ ${ SUITES[ name ].label } ━━` );
		const counts = await SUITES[ name ].run();
		results.push( { name, ...counts } );
	}

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
	process.exitCode = total.failed > 0 ? 1 : 0;
}

main().catch( ( error ) => {
	console.error( `✖ ${ error.message }` );
	console.log( '0 passed, 1 failed' );
	process.exitCode = 1;
} );
