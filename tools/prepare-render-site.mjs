/**
 * Installs a fresh WordPress (PHP 8.2 + MariaDB) with Eventsmith active for
 * the block render tests, and prints its folder. The tests load its
 * wp-load.php directly: no web server is needed, so it is stopped at once.
 *
 *   node tools/prepare-render-site.mjs [port]
 */
import { startNativeSite } from './lib/native-site.mjs';

const [ portArg = '9450' ] = process.argv.slice( 2 );

try {
	const site = await startNativeSite( `blocks_${ portArg }`, 1, {
		port: Number( portArg ),
	} );
	site.stop();
	console.log( site.dir );
	process.exit( 0 );
} catch ( error ) {
	console.error(
		`Render test site could not be prepared: ${ error.message }`
	);
	process.exit( 1 );
}
