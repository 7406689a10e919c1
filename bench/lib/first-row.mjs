/**
 * Time to the first row of an admin screen in Chromium, as a person waits
 * for it: a new browser context per load (empty cache, same login cookie),
 * from navigation start to the first data cell of the list being in the DOM
 * (a "Loading…" cell does not count).
 */
import { gzipSync } from 'node:zlib';

/**
 * The screens measured: where they are and what "first row" means there.
 */
export const SCREENS = {
	dashboard: {
		path: '/wp-admin/admin.php?page=eventsmith#/events',
		ready: '.eventsmith-list__table tbody td:not(.eventsmith-list__state)',
	},
	posts: {
		path: '/wp-admin/edit.php',
		ready: '#the-list td',
	},
	builder: {
		path: '/wp-admin/admin.php?page=eventsmith-template-builder',
		// Its first template row, or the empty list (a bench site has no templates).
		ready: '.eventsmith-template-table tbody tr, .eventsmith-template-list__empty',
	},
};

/**
 * Logs the admin user in and returns the context's cookies.
 *
 * @param {import('@playwright/test').Browser} browser Browser.
 * @param {string}                             url     Site address.
 */
export async function loginState( browser, url ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto( `${ url }/wp-login.php` );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [
		page.waitForNavigation(),
		page.click( '#wp-submit' ),
	] );
	const state = await context.storageState();
	await context.close();
	return state;
}

/**
 * One cold load: milliseconds to the first row, and the scripts' gzipped bytes.
 *
 * @param {import('@playwright/test').Browser} browser Browser.
 * @param {Object}                             state   Login cookies.
 * @param {string}                             url     Site address.
 * @param {{path: string, ready: string}}      screen  What to load.
 */
export async function coldLoad( browser, state, url, screen ) {
	const context = await browser.newContext( { storageState: state } );
	const page = await context.newPage();
	const pending = [];
	let scriptBytes = 0;
	page.on( 'response', ( response ) => {
		if ( response.request().resourceType() !== 'script' ) {
			return;
		}
		pending.push(
			response
				.body()
				.then( ( body ) => {
					scriptBytes += gzipSync( body, { level: 6 } ).length;
				} )
				.catch( () => {} )
		);
	} );
	const started = Date.now();
	await page.goto( `${ url }${ screen.path }` );
	await page
		.locator( screen.ready )
		.first()
		.waitFor( { state: 'attached', timeout: 60_000 } );
	const elapsed = Date.now() - started;
	await page.waitForLoadState( 'networkidle' );
	await Promise.all( pending );
	await context.close();
	return { elapsed, scriptBytes };
}

/**
 * Cold loads of the named screens: one untimed warm-up each, then `rounds`
 * rounds, the first two screens swapping places every other round.
 *
 * @param {import('@playwright/test').Browser} browser Browser.
 * @param {string}                             url     Site address.
 * @param {string[]}                           names   Keys of SCREENS.
 * @param {number}                             rounds  Timed rounds.
 * @return {Promise<{times: Record<string, number[]>, weights: Record<string, number>}>} Milliseconds and script bytes per screen.
 */
export async function firstRows( browser, url, names, rounds ) {
	const state = await loginState( browser, url );
	const times = Object.fromEntries( names.map( ( name ) => [ name, [] ] ) );
	const weights = Object.fromEntries( names.map( ( name ) => [ name, 0 ] ) );
	// PHP's opcode cache warm, so it is not what is measured.
	for ( const name of names ) {
		await coldLoad( browser, state, url, SCREENS[ name ] );
	}
	for ( let round = 0; round < rounds; round++ ) {
		const order =
			round % 2 === 0
				? names
				: [ names[ 1 ], names[ 0 ], ...names.slice( 2 ) ];
		for ( const name of order ) {
			const { elapsed, scriptBytes } = await coldLoad(
				browser,
				state,
				url,
				SCREENS[ name ]
			);
			times[ name ].push( elapsed );
			weights[ name ] = scriptBytes;
		}
	}
	return { times, weights };
}
