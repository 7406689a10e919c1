/**
 * Renders the thumbnails of the built-in template library: each design's real
 * preview (the builder's "Preview now" page, filled from a demo event) shot in
 * headless Chromium and saved as a JPEG the demo seeding stores with the
 * template, so the template list shows it.
 *
 *   npm start            (the demo site, admin logged in automatically)
 *   node tools/template-thumbnails.mjs [base URL]
 *
 * Writes assets/templates/thumbnails/{design id}.jpg (commit them).
 */
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { ROOT } from './lib/paths.mjs';

const [ base = 'http://127.0.0.1:9400' ] = process.argv.slice( 2 );
const out = join( ROOT, 'assets', 'templates', 'thumbnails' );
mkdirSync( out, { recursive: true } );

/** Sheet sizes in CSS pixels (A4 at 96 dpi; web pages at the builder's 1000 × 800). */
const SIZES = {
	landscape: { width: 1123, height: 794 },
	portrait: { width: 794, height: 1123 },
	web: { width: 1000, height: 800 },
};

const browser = await launchChromium();
const page = await browser.newPage();
// The Playground site answers slowly on a busy machine.
page.setDefaultTimeout( 180_000 );
await page.goto(
	`${ base }/wp-admin/admin.php?page=eventsmith-template-builder`,
	{
		waitUntil: 'domcontentloaded',
	}
);
const { previewNonce, events, restNonce } = await page.evaluate( async () => {
	const settings = window.eventsmithTemplateBuilder;
	const nonce = await (
		await fetch( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	return { ...settings, restNonce: nonce };
} );
const rest = async ( route ) =>
	page.evaluate(
		async ( [ path, nonce ] ) =>
			(
				await fetch( `/wp-json${ path }`, {
					headers: { 'X-WP-Nonce': nonce },
				} )
			).json(),
		[ route, restNonce ]
	);

const library = await rest( '/eventsmith/v2/template-library' );
const templates = await rest( '/eventsmith/v2/templates?per_page=100' );
const stored = templates.items ?? templates;
const eventId = events?.[ 0 ]?.id ?? events?.[ 0 ]?.value;
if ( ! eventId ) {
	throw new Error(
		'No published event to fill the previews: seed the site first.'
	);
}

for ( const design of library.items ?? library ) {
	const template = stored.find(
		( item ) => item.name === design.name && item.type === design.type
	);
	if ( ! template ) {
		throw new Error(
			`No stored template named "${ design.name }": seed the demo templates first.`
		);
	}
	const size =
		design.type === 'event'
			? SIZES.web
			: ( SIZES[ design.orientation ] ?? SIZES.landscape );
	const shot = await browser.newPage( {
		viewport: size,
		deviceScaleFactor: 0.5,
	} );
	const url = new URL( `${ base }/` );
	url.searchParams.set( 'action', 'eventsmith-preview-template' );
	url.searchParams.set( 'template_id', String( template.id ) );
	url.searchParams.set( 'event_id', String( eventId ) );
	url.searchParams.set( '_wpnonce', previewNonce );
	await shot
		.context()
		.addCookies(
			( await page.context().cookies() ).map( ( cookie ) => cookie )
		);
	shot.setDefaultTimeout( 180_000 );
	await shot.goto( url.toString(), { waitUntil: 'networkidle' } );
	await shot.waitForTimeout( 500 );
	const file = join( out, `${ design.id }.jpg` );
	// The sheet alone (certificates, tickets); a web page's first screen.
	await shot.addStyleTag( {
		content: 'body{padding:0!important;background:#fff!important}',
	} );
	const options = { path: file, type: 'jpeg', quality: 72 };
	await ( design.type === 'event'
		? shot.screenshot( options )
		: shot.locator( 'body > :first-child' ).screenshot( options ) );
	console.log(
		`${ file } (${ Math.round( statSync( file ).size / 1024 ) } KB)`
	);
	await shot.close();
}
await browser.close();
