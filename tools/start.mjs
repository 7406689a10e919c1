/**
 * `npm start`: a WordPress site with Eventsmith, offline, for development and demos.
 * `npm run reset`: the same, after wiping the site's files and database.
 *
 * Site files and the SQLite database live in .wp-site/ (git-ignored), so data
 * survives restarts.
 */
import { build, ensureNpmDependencies } from './lib/setup.mjs';
import { DEMO_SITE_DIR } from './lib/paths.mjs';

const reset = process.argv.includes( '--reset' );
const skipBuild = process.argv.includes( '--no-build' );

async function main() {
	ensureNpmDependencies();
	if ( ! skipBuild ) {
		build();
	}
	const { findFreePort } = await import( './lib/site.mjs' );
	const { startDemoSite } = await import( './lib/demo-site.mjs' );

	const wanted = Number( process.env.EVENTSMITH_PORT || 9400 );
	const port = await findFreePort( wanted );
	if ( port !== wanted ) {
		console.log( `› Port ${ wanted } is in use; using ${ port } instead.` );
	}
	if ( reset ) {
		console.log( `› Wiping the demo site in ${ DEMO_SITE_DIR }…` );
	}
	console.log( '› Starting WordPress (Playground, PHP 8.2, SQLite)…' );

	const site = await startDemoSite( {
		siteDir: DEMO_SITE_DIR,
		port,
		fresh: reset,
	} );

	console.log( '' );
	console.log( `✔ Eventsmith is running at ${ site.url }/` );
	console.log(
		`  Dashboard:        ${ site.url }/wp-admin/admin.php?page=eventsmith`
	);
	console.log(
		`  Template builder: ${ site.url }/wp-admin/admin.php?page=eventsmith-template-builder`
	);
	console.log( `  Widgets demo:     ${ site.url }/eventsmith-widgets/` );
	console.log(
		'  The browser is logged in as admin (user "admin", password "password").'
	);
	console.log(
		`  Site files and database: ${ DEMO_SITE_DIR } (npm run reset wipes them).`
	);
	console.log( '  Press Ctrl+C to stop.' );

	const stop = async () => {
		await site.stop();
		process.exit( 0 );
	};
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
}

main().catch( ( error ) => {
	console.error( `✖ ${ error.message }` );
	process.exit( 1 );
} );
