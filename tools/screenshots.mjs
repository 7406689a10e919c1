/**
 * Screenshots of screens on the running demo site (`npm start`), at the
 * widths WordPress admin is designed for: 1280 px and 782 px (its mobile break).
 *
 *   node tools/screenshots.mjs [base URL] [path …]
 *
 * PNGs go to artifacts/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { ROOT } from './lib/paths.mjs';

const [ base = 'http://127.0.0.1:9400', ...paths ] = process.argv.slice( 2 );
const screens = paths.length
	? paths
	: [
			'/wp-admin/admin.php?page=eventsmith',
			'/wp-admin/admin.php?page=eventsmith-template-builder',
			'/eventsmith-widgets/',
		];
const out = join( ROOT, 'artifacts', 'screenshots' );
mkdirSync( out, { recursive: true } );

const browser = await launchChromium();
for ( const width of [ 1280, 782 ] ) {
	const page = await browser.newPage( { viewport: { width, height: 900 } } );
	for ( const path of screens ) {
		await page.goto( base + path, { waitUntil: 'networkidle' } );
		await page.waitForTimeout( 1500 );
		const name =
			path.replace( /[^a-z0-9]+/gi, '-' ).replace( /^-|-$/g, '' ) ||
			'home';
		const file = join( out, `${ name }-${ width }.png` );
		await page.screenshot( { path: file, fullPage: true } );
		console.log( file );
	}
	await page.close();
}
await browser.close();
