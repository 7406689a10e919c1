/**
 * Installs a fresh multisite network for a test (tools/lib/native-network.mjs)
 * and prints where it is, as JSON: {dir, domain, database}. Exits with 3 and
 * the reason on stderr when MariaDB is not available.
 *
 *   node tools/install-native-network.mjs <name> [mu-plugin files…]
 */
import {
	mariaDbUnavailable,
	startNativeNetwork,
} from './lib/native-network.mjs';

const [ name = 'network', ...muPlugins ] = process.argv.slice( 2 );

const unavailable = mariaDbUnavailable();
if ( unavailable ) {
	console.error( unavailable );
	process.exit( 3 );
}
const network = await startNativeNetwork( name, { muPlugins } );
console.log(
	JSON.stringify( {
		dir: network.dir,
		domain: network.domain,
		database: network.database,
	} )
);
