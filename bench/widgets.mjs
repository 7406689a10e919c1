/**
 * `npm run bench:widgets`: what each public widget costs a visitor's browser.
 *
 * Every widget of the demo widgets page gets a page of its own on a seeded
 * production-like site (PHP 8.2 + MariaDB, block theme). Each page is opened
 * in Chromium as a logged-out visitor; every script and stylesheet it loads
 * from the plugin (files, script modules fetched on demand, and block styles
 * WordPress inlined into the page) is gzipped and added up per widget, then
 * printed against the widget's budget. WordPress's own Interactivity runtime
 * is not ours and is listed apart. A page without widgets must load nothing
 * of ours. Exits with 1 when something is over budget.
 */
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../tools/lib/chromium.mjs';
import { startNativeSite } from '../tools/lib/native-site.mjs';

const KB = 1024;
/** Own front-end JS per widget, gzipped; the exceptions the issue allows. */
const JS_BUDGET = {
	default: 4 * KB,
	'event-slider': 25 * KB,
	'speaker-slider': 25 * KB,
	calendar: 30 * KB,
};
const CSS_BUDGET = 4 * KB;
const gz = ( text ) => gzipSync( text, { level: 9 } ).length;
const kb = ( bytes ) => ( bytes / KB ).toFixed( 1 ).padStart( 5 );

/**
 * Opens a page as a visitor and sums what it loads of ours.
 *
 * @param {import('@playwright/test').Browser} browser Browser.
 * @param {string}                             url     Page address.
 */
async function measure( browser, url ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const files = [];
	const runtime = [];
	page.on( 'response', async ( response ) => {
		const type = response.request().resourceType();
		if ( ! [ 'script', 'stylesheet' ].includes( type ) ) {
			return;
		}
		const body = await response.body().catch( () => null );
		if ( ! body ) {
			return;
		}
		const address = response.url();
		if ( address.includes( '/plugins/eventsmith/' ) ) {
			files.push( { type, address, bytes: gz( body ) } );
		} else if ( address.includes( 'interactivity' ) ) {
			runtime.push( gz( body ) );
		}
	} );
	await page.goto( url, { waitUntil: 'networkidle' } );
	const inlineCss = await page.evaluate( () =>
		[ ...document.querySelectorAll( 'style[id^="eventsmith"]' ) ].map(
			( style ) => style.textContent ?? ''
		)
	);
	await context.close();
	const js = files.filter( ( f ) => f.type === 'script' );
	const css = files.filter( ( f ) => f.type === 'stylesheet' );
	return {
		js: js.reduce( ( sum, f ) => sum + f.bytes, 0 ),
		css:
			css.reduce( ( sum, f ) => sum + f.bytes, 0 ) +
			inlineCss.reduce( ( sum, text ) => sum + gz( text ), 0 ),
		count: files.length + inlineCss.length,
		runtime: runtime.reduce( ( sum, bytes ) => sum + bytes, 0 ),
	};
}

const site = await startNativeSite( 'bench_widgets', 2, { seed: true } );
let over = 0;
try {
	const pages = JSON.parse(
		site.php( `
			$demo    = new \\Eventsmith\\Infrastructure\\Demo\\DemoWidgetsPage();
			$speaker = (int) get_posts( array( 'post_type' => 'eventsmith_speaker', 'fields' => 'ids', 'numberposts' => 1 ) )[0];
			$pages   = array();
			foreach ( $demo->sections( $speaker ) as $n => list( $title, $name, $attributes ) ) {
				$id      = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => $title, 'post_name' => 'bench-widget-' . $n, 'post_content' => wp_slash( $demo::block( $name, $attributes ) ) ) );
				$pages[] = array( 'widget' => $name, 'title' => $title, 'url' => get_permalink( $id ), 'registered' => \\WP_Block_Type_Registry::get_instance()->is_registered( 'eventsmith/' . $name ) );
			}
			// The QR image block is not on the demo widgets page; it gets a page of its own here.
			$qr      = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'QR image', 'post_name' => 'bench-widget-qr-image', 'post_content' => '<!-- wp:eventsmith/qr-image {"caption":"Scan for the programme"} /-->' ) );
			$pages[] = array( 'widget' => 'qr-image', 'title' => 'QR image', 'url' => get_permalink( $qr ), 'registered' => \\WP_Block_Type_Registry::get_instance()->is_registered( 'eventsmith/qr-image' ) );
			$plain   = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'No widgets', 'post_content' => '<!-- wp:paragraph --><p>Nothing of ours here.</p><!-- /wp:paragraph -->' ) );
			$pages[] = array( 'widget' => '', 'title' => 'A page without widgets', 'url' => get_permalink( $plain ), 'registered' => true );
			echo wp_json_encode( $pages );
		` )
	);

	const browser = await launchChromium();
	console.log(
		'Widget budgets (gzipped, level 9; own files only, the Interactivity runtime apart):'
	);
	console.log( '  widget               JS KB / budget   CSS KB / budget' );
	for ( const { widget, title, url, registered } of pages ) {
		if ( ! registered ) {
			console.log( `  ${ widget.padEnd( 20 ) } not registered: MISSING` );
			++over;
			continue;
		}
		const cost = await measure( browser, url );
		if ( widget === '' ) {
			const clean = cost.count === 0;
			console.log(
				`  ${ title }: ${ cost.count } files of ours (${ kb( cost.js + cost.css ) } KB) ${ clean ? 'ok' : 'OVER' }`
			);
			over += clean ? 0 : 1;
			continue;
		}
		const jsBudget = JS_BUDGET[ widget ] ?? JS_BUDGET.default;
		const ok = cost.js <= jsBudget && cost.css <= CSS_BUDGET;
		over += ok ? 0 : 1;
		console.log(
			`  ${ widget.padEnd( 20 ) } ${ kb( cost.js ) } / ${ kb( jsBudget ) }    ${ kb( cost.css ) } / ${ kb( CSS_BUDGET ) }   ${ ok ? 'ok' : 'OVER' }${ cost.runtime ? `  (runtime ${ kb( cost.runtime ).trim() } KB)` : '' }`
		);
	}
	await browser.close();
	console.log(
		over === 0
			? 'widgets-budget: every widget within budget'
			: `widgets-budget: ${ over } over budget or missing`
	);
	process.exitCode = over === 0 ? 0 : 1;
} finally {
	site.stop();
}
