/**
 * `npm run seed -- --events=N`: seeds the demo site (.wp-site) — the demo
 * content if missing, plus N more events in bulk. Stop `npm start` first:
 * both would write the same SQLite file.
 */
import { DEMO_SITE_DIR } from './lib/paths.mjs';
import { ensureNpmDependencies } from './lib/setup.mjs';

const eventsArg = process.argv.find( ( arg ) => arg.startsWith( '--events=' ) );
const events = eventsArg ? Number( eventsArg.split( '=' )[ 1 ] ) : 0;
if ( ! Number.isInteger( events ) || events < 0 ) {
	console.error(
		'✖ --events must be a whole number, e.g. npm run seed -- --events=1000'
	);
	process.exit( 1 );
}

ensureNpmDependencies();
const { seedSite } = await import( './lib/site.mjs' );
try {
	const started = Date.now();
	await seedSite( DEMO_SITE_DIR, { events } );
	console.log(
		`✔ Seeded the demo site in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s.`
	);
} catch ( error ) {
	console.error( `✖ ${ error.message }` );
	process.exit( 1 );
}
