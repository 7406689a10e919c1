/**
 * `npm run bench:import`: imports on the native site (PHP 8.2 + MariaDB), one
 * half at a time, each printing its time and the import's peak memory.
 *
 *   npm run bench:import                both halves
 *   npm run bench:import -- --ics       a 5,000-event .ics file
 *   npm run bench:import -- --eventin   10,000 Eventin events with 50,000 attendees
 *
 * Each half lives in bench/lib/import-<half>.mjs and exports
 * `async ( site ) => rows`: it prepares its source on the fresh site it is
 * given, imports it with `wp eventsmith import <source>` (runWp below: the
 * plugin's own command, its progress lines timed as they come) and answers
 * table rows { step, items, seconds, 'items/s', 'peak MB' }. A half whose
 * file is not there yet is left out with a note. Only 127.0.0.1 is contacted.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNativeSite } from '../tools/lib/native-site.mjs';

const HERE = dirname( fileURLToPath( import.meta.url ) );
const PORT = Number( process.env.BENCH_PORT || 9774 );
const HALVES = {
	eventin: 'Eventin: 10,000 events, 50,000 attendees',
	ics: '.ics: 5,000 events',
};

const asked = Object.keys( HALVES ).filter( ( half ) =>
	process.argv.includes( `--${ half }` )
);
const halves = asked.length ? asked : Object.keys( HALVES );

const site = await startNativeSite( 'bench_import', 1, {
	port: PORT,
	// The import runs from the command line; no web server is needed.
	serve: false,
} );
try {
	for ( const half of halves ) {
		const file = join( HERE, 'lib', `import-${ half }.mjs` );
		console.log( `\n${ HALVES[ half ] }` );
		if ( ! existsSync( file ) ) {
			console.log(
				`  (not measured: bench/lib/import-${ half }.mjs is not here)`
			);
			continue;
		}
		const { default: bench } = await import( file );
		console.table( await bench( site ) );
	}
} finally {
	site.stop();
}
