/**
 * Serves a fresh WordPress site for one test suite (Playwright's webServer).
 *
 *   node tools/serve-test-site.mjs <suite> <port>
 *
 * The site lives in .wp-test/<suite>-<port>/ and is wiped at every start, so each run
 * begins from the same state. Test-only helpers are mounted as mu-plugins.
 */
import { join } from 'node:path';
import { ROOT, TEST_SITES_DIR } from './lib/paths.mjs';
import { startSite } from './lib/site.mjs';

const [ suite = 'integration', portArg = '9410' ] = process.argv.slice( 2 );

try {
	const site = await startSite( {
		// One folder per suite and port, so parallel runs never share a site.
		siteDir: join( TEST_SITES_DIR, `${ suite }-${ portArg }` ),
		port: Number( portArg ),
		fresh: true,
		login: false,
		seed: false,
		extraMounts: [
			{
				hostPath: join( ROOT, 'tests', 'support', 'mu-plugins' ),
				vfsPath: '/wordpress/wp-content/mu-plugins',
			},
		],
	} );
	console.log( `Test site for "${ suite }" ready at ${ site.url }` );
	const stop = async () => {
		await site.stop();
		process.exit( 0 );
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
} catch ( error ) {
	console.error(
		`Test site for "${ suite }" could not start: ${ error.message }`
	);
	process.exit( 1 );
}
