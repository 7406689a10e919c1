/**
 * The demo site exactly as `npm start` serves it: Playground with the
 * demo's automatic admin login and the demo content. Browser tests of the
 * demo boot it through this same function.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { startSite } from './site.mjs';

/** The demo's must-use plugin (see the file) and where it goes. */
const DEMO_LOGIN = join( ROOT, 'tools', 'demo', 'eventsmith-demo-login.php' );

/**
 * Starts the demo site.
 *
 * @param {Object}  options
 * @param {string}  options.siteDir Folder of the site's files and database.
 * @param {number}  options.port    Port to serve on.
 * @param {boolean} options.fresh   Wipe the site first.
 * @return {Promise<{url: string, stop: () => Promise<void>}>} The running site.
 */
export function startDemoSite( { siteDir, port, fresh } ) {
	return startSite( {
		siteDir,
		port,
		fresh,
		login: true,
		seed: true,
		beforeStart: ( wordpressDir ) => {
			const muPlugins = join( wordpressDir, 'wp-content', 'mu-plugins' );
			mkdirSync( muPlugins, { recursive: true } );
			copyFileSync(
				DEMO_LOGIN,
				join( muPlugins, 'eventsmith-demo-login.php' )
			);
		},
	} );
}
