/**
 * `npm run screenshots`: the screenshots of readme.txt and README.md, taken
 * from a fresh demo site (seeded like `npm start`) so they always show the
 * plugin as it is. Boots the site in .wp-test/screenshots-<port>/, takes
 * each shot in headless Chromium, writes docs/screenshots/screenshot-N.png
 * and stops the site.
 *
 *   npm run screenshots
 *
 * The captions are readme.txt's "== Screenshots ==" list, in this order.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { ROOT, TEST_SITES_DIR } from './lib/paths.mjs';
import { build, ensureNpmDependencies } from './lib/setup.mjs';

const DASHBOARD = '/wp-admin/admin.php?page=eventsmith';

/**
 * Each shot: who sees it, where, at which width, and what to wait for.
 * `path` may be a function of the page, to follow a link first; `prepare`
 * does what a person would before the shot (choose a widget, …).
 */
const SHOTS = [
	{
		caption:
			'The events dashboard: every event with its status, filters and actions.',
		admin: true,
		path: `${ DASHBOARD }#/events`,
		ready: 'table tbody tr',
	},
	{
		caption:
			'Attendees of all events, with check-in status, search and CSV export.',
		admin: true,
		path: `${ DASHBOARD }#/attendees`,
		ready: 'table tbody tr',
	},
	{
		caption:
			'The template builder: certificates, tickets and event pages designed with blocks.',
		admin: true,
		path: '/wp-admin/admin.php?page=eventsmith-template-builder',
		ready: '.eventsmith-template-card, table tbody tr, img',
	},
	{
		caption: 'The shortcode generator with a live preview of the widget.',
		admin: true,
		path: `${ DASHBOARD }#/shortcodes`,
		ready: 'form, select',
		prepare: async ( page ) => {
			await page
				.getByRole( 'combobox', { name: 'Widget' } )
				.selectOption( { label: 'Events grid' } );
			// The preview renders in a shadow root once the server answers.
			await page.waitForFunction( () =>
				[ ...document.querySelectorAll( '*' ) ].some( ( element ) =>
					element.shadowRoot?.querySelector( 'article, li' )
				)
			);
		},
	},
	{
		caption:
			'An event page as visitors see it: date in the event\u2019s timezone, place, speakers, programme, RSVP and tickets.',
		width: 1280,
		path: firstEventPage,
		ready: 'h1',
	},
	{
		caption: 'The same event page on a phone.',
		width: 390,
		path: firstEventPage,
		ready: 'h1',
	},
	{
		caption:
			'Widgets on a page: events grid, sliders, calendar, schedule, speakers and more.',
		width: 1280,
		path: '/eventsmith-widgets/',
		ready: '[class*="wp-block-eventsmith"]',
	},
	{
		caption:
			'Settings: date formats, tickets and payments, e-mails, pages and the scanner.',
		admin: true,
		path: `${ DASHBOARD }#/settings`,
		ready: 'form input',
	},
];

/**
 * The address of the first upcoming event listed on /events/.
 *
 * @param {import('@playwright/test').Page} page Browser page.
 * @param {string}                          base Site URL.
 */
async function firstEventPage( page, base ) {
	await page.goto( `${ base }/events/` );
	const link = page.locator( 'main a[href*="/events/"]' ).first();
	return link.getAttribute( 'href' );
}

async function main() {
	ensureNpmDependencies();
	build();
	const { findFreePort, startSite } = await import( './lib/site.mjs' );
	const port = await findFreePort( 9450 );
	console.log( '› Starting a fresh demo site…' );
	const site = await startSite( {
		siteDir: join( TEST_SITES_DIR, `screenshots-${ port }` ),
		port,
		fresh: true,
		login: false,
		seed: true,
	} );
	const out = join( ROOT, 'docs', 'screenshots' );
	mkdirSync( out, { recursive: true } );
	const browser = await launchChromium();
	try {
		const staff = await browser.newContext();
		const login = await staff.newPage();
		await login.goto( `${ site.url }/wp-login.php` );
		await login.fill( '#user_login', 'admin' );
		await login.fill( '#user_pass', 'password' );
		await Promise.all( [
			login.waitForURL( /wp-admin/ ),
			login.click( '#wp-submit' ),
		] );
		await login.close();
		for ( const [ index, shot ] of SHOTS.entries() ) {
			const width = shot.width ?? 1280;
			const context = shot.admin
				? staff
				: await browser.newContext( {
						viewport: { width, height: 900 },
						isMobile: width < 600,
					} );
			const page = await context.newPage();
			await page.setViewportSize( { width, height: 900 } );
			const path =
				typeof shot.path === 'function'
					? await shot.path( page, site.url )
					: `${ site.url }${ shot.path }`;
			await page.goto( path, { waitUntil: 'networkidle' } );
			await page
				.locator( shot.ready )
				.first()
				.waitFor( { timeout: 60_000 } );
			await shot.prepare?.( page );
			// Fonts, images and the preview of server-rendered blocks settle.
			await page.waitForTimeout( 1500 );
			const file = join( out, `screenshot-${ index + 1 }.png` );
			await page.screenshot( { path: file } );
			console.log( `✔ ${ file }: ${ shot.caption }` );
			await page.close();
			if ( ! shot.admin ) {
				await context.close();
			}
		}
	} finally {
		await browser.close();
		await site.stop();
	}
}

main().then(
	() => process.exit( 0 ),
	( error ) => {
		console.error( error );
		process.exit( 1 );
	}
);
