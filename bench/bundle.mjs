/**
 * `npm run bench:bundle`: how much of the dashboard's own JavaScript a
 * browser downloads to show `#/events` for the first time, gzipped, against
 * the 160 KB budget and against WordPress's own scripts on the same page
 * (measured in the same run, so the ratio means something on any machine).
 *
 * Opens the real page in Chromium on the production-like stack (PHP 8.2 +
 * MariaDB) and records every script the page loads: the entry script and
 * the lazy chunks the event list pulls in. EVENTSMITH_TEST_PORT=<port> serves
 * the site on that port (with its own database).
 */
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../tools/lib/chromium.mjs';
import { startNativeSite } from '../tools/lib/native-site.mjs';
import { loginState } from './lib/first-row.mjs';
import { ensureBuild } from './lib/ensure-build.mjs';

const BUDGET_KB = 160;
const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

async function measure( url ) {
	const browser = await launchChromium();
	// Logged in beforehand: only the dashboard's own load is recorded.
	const context = await browser.newContext( {
		storageState: await loginState( browser, url ),
	} );
	const page = await context.newPage();
	const scripts = [];
	page.on( 'response', async ( response ) => {
		if (
			response.request().resourceType() !== 'script' ||
			response.status() !== 200
		) {
			return;
		}
		const address = response.url();
		const body = await response.body().catch( () => null );
		if ( body ) {
			scripts.push( {
				address,
				own: address.includes( '/plugins/eventsmith/build/' ),
				gzipped: gzipSync( body, { level: 9 } ).length,
			} );
		}
	} );
	await page.goto( `${ url }/wp-admin/admin.php?page=eventsmith#/events` );
	await page.waitForLoadState( 'networkidle' );
	await browser.close();
	return scripts;
}

ensureBuild();
const PORT = process.env.EVENTSMITH_TEST_PORT
	? Number( process.env.EVENTSMITH_TEST_PORT )
	: undefined;
const site = await startNativeSite(
	PORT ? `bench_bundle_${ PORT }` : 'bench_bundle',
	2,
	{ seed: true, port: PORT }
);
try {
	const scripts = await measure( site.url );
	const own = scripts.filter( ( s ) => s.own );
	const wordpress = scripts.filter( ( s ) => ! s.own );
	const ownBytes = own.reduce( ( sum, s ) => sum + s.gzipped, 0 );
	const wpBytes = wordpress.reduce( ( sum, s ) => sum + s.gzipped, 0 );

	console.log( 'Dashboard first load of #/events (gzipped, level 9):' );
	for ( const s of own ) {
		console.log(
			`  ${ kb( s.gzipped ).padStart( 7 ) } KB  ${ s.address.replace( /^.*\/build\//, 'build/' ) }`
		);
	}
	console.log(
		`dashboard-js: ${ kb( ownBytes ) } KB in ${ own.length } files; budget ${ BUDGET_KB } KB; ratio ${ ( ownBytes / 1024 / BUDGET_KB ).toFixed( 2 ) } of budget`
	);
	console.log(
		`wordpress-js on the same page: ${ kb( wpBytes ) } KB in ${ wordpress.length } files; dashboard/wordpress ratio ${ ( ownBytes / wpBytes ).toFixed( 2 ) }`
	);
	if ( ownBytes / 1024 > BUDGET_KB ) {
		console.log( 'Over budget.' );
		process.exitCode = 1;
	}
} finally {
	site.stop();
}
