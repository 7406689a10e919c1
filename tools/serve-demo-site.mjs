/**
 * Serves a demo site exactly as `npm start` does (automatic admin login,
 * demo content), in a folder and on a port of the caller's choosing; the
 * demo's browser tests use it.
 *
 *   node tools/serve-demo-site.mjs <site folder> <port>
 */
import { startDemoSite } from './lib/demo-site.mjs';

const [ siteDir, portArg ] = process.argv.slice( 2 );

try {
	const site = await startDemoSite( {
		siteDir,
		port: Number( portArg ),
		fresh: true,
	} );
	console.log( `Demo site ready at ${ site.url }` );
	const stop = async () => {
		await site.stop();
		process.exit( 0 );
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
} catch ( error ) {
	console.error( `The demo site could not start: ${ error.message }` );
	process.exit( 1 );
}
