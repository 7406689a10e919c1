/**
 * Serves a fresh production-like WordPress (PHP 8.2 workers + MariaDB) for
 * one test suite (Playwright's webServer).
 *
 *   node tools/serve-native-site.mjs <suite> <port>
 *
 * The suite `fresh` serves an empty site (no demo content): the second site
 * of the export/import round trip.
 */
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { startNativeSite } from './lib/native-site.mjs';

const [ suite = 'integration', portArg = '9410' ] = process.argv.slice( 2 );

try {
	const site = await startNativeSite( `${ suite }_${ portArg }`, 4, {
		port: Number( portArg ),
		muPlugins: [
			join(
				ROOT,
				'tests',
				'support',
				'mu-plugins',
				'eventsmith-test-helpers.php'
			),
		],
		// The browser suite starts from an empty site, as on Playground; so does
		// `fresh`, the second site a round trip imports into.
		seed: suite !== 'e2e' && suite !== 'fresh',
	} );
	console.log( `Test site for "${ suite }" ready at ${ site.url }` );
	const stop = () => {
		site.stop();
		process.exit( 0 );
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
	// Serve until Playwright stops us, even if PHP's first process dies: it
	// serves requests too, and a test may kill it (killed-request). Its
	// forked workers keep serving, and without this timer Node would see no
	// more work, exit, and stop them all with it.
	setInterval( () => {}, 60_000 );
} catch ( error ) {
	console.error(
		`Test site for "${ suite }" could not start: ${ error.message }`
	);
	process.exit( 1 );
}
