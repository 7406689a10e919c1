/**
 * The demo as `npm start` serves it (tools/lib/demo-site.mjs: automatic
 * admin login for requests without the demo's cookie, demo content): a
 * visitor buys a free ticket, sends an RSVP and sees an embed on another
 * website, in the logged-in demo browser and in a private window.
 */
import {
	expect,
	test,
	type Browser,
	type BrowserContext,
} from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { hostPage } from '../support/host-page';

const ROOT = join( __dirname, '..', '..', '..' );
const PORT = Number( process.env.EVENTSMITH_TEST_PORT || 9420 ) + 50;
const DEMO = `http://127.0.0.1:${ PORT }`;
const RUN = Date.now().toString( 36 );

let server: ChildProcess;

test.describe.configure( { mode: 'serial', timeout: 300_000 } );

test.beforeAll( async () => {
	test.setTimeout( 300_000 );
	server = spawn(
		process.execPath,
		[
			join( ROOT, 'tools', 'serve-demo-site.mjs' ),
			join( ROOT, '.wp-test', `demo-${ PORT }` ),
			String( PORT ),
		],
		{ cwd: ROOT, stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	await new Promise< void >( ( resolve, reject ) => {
		server.stdout!.on( 'data', ( chunk: Buffer ) => {
			if ( chunk.toString().includes( 'Demo site ready' ) ) {
				resolve();
			}
		} );
		server.on( 'exit', ( code ) =>
			reject( new Error( `The demo site stopped (${ code }).` ) )
		);
	} );
} );

test.afterAll( async () => {
	server?.kill( 'SIGTERM' );
} );

/** The upcoming demo events, read as a visitor's browser reads them: without cookies. */
async function upcomingEvents(): Promise< Array< { url: string } > > {
	const answer = await fetch(
		`${ DEMO }/wp-json/eventsmith/v2/public/events?filter_with_status=upcoming&orderby=start_date&order=ASC&per_page=50`,
		{ redirect: 'error' }
	);
	expect( answer.status ).toBe( 200 );
	return ( ( await answer.json() ) as { items: Array< { url: string } > } )
		.items;
}

const found = new Map< string, string >();

/**
 * The first upcoming event page holding the given form, opened in the
 * context (found once, over HTTP without cookies, then reused).
 *
 * @param context   Browser context.
 * @param className The form block's class.
 */
async function pageWith( context: BrowserContext, className: string ) {
	if ( ! found.has( className ) ) {
		for ( const event of await upcomingEvents() ) {
			const html =
				await // The demo's cookie, so the page is read as a visitor sees it, not logged in.
				(
					await fetch( event.url, {
						headers: {
							Cookie: 'playground_auto_login_already_happened=1',
						},
					} )
				).text();
			if (
				new RegExp( `class="[^"]*\\b${ className }\\b` ).test( html )
			) {
				found.set( className, event.url );
				break;
			}
		}
	}
	const url = found.get( className );
	if ( ! url ) {
		throw new Error( `No upcoming demo event shows ${ className }.` );
	}
	const page = await context.newPage();
	await page.goto( url );
	return page;
}

/**
 * The two browsers of the issue: the demo's logged-in one, and a private window.
 *
 * @param browser The browser.
 */
async function browsers( browser: Browser ) {
	const loggedIn = await browser.newContext();
	const dashboard = await loggedIn.newPage();
	await dashboard.goto( `${ DEMO }/wp-admin/admin.php?page=eventsmith` );
	await expect( dashboard.locator( '#wpadminbar' ) ).toBeVisible();
	await dashboard.close();
	const privateWindow = await browser.newContext( {
		viewport: { width: 390, height: 844 },
	} );
	return {
		'logged-in demo browser': loggedIn,
		'private window': privateWindow,
	};
}

test( 'a visitor gets a free ticket on the demo, in the logged-in browser and in a private window', async ( {
	browser,
} ) => {
	for ( const [ name, context ] of Object.entries(
		await browsers( browser )
	) ) {
		const page = await pageWith(
			context,
			'wp-block-eventsmith-ticket-form'
		);
		const form = page.locator( '.wp-block-eventsmith-ticket-form' );
		await form.getByLabel( /Student/ ).fill( '1' );
		await form.getByLabel( 'Your name' ).fill( `Demo Buyer ${ name }` );
		await form
			.getByLabel( 'Your email' )
			.fill( `buyer-${ RUN }@example.org` );
		await form
			.getByRole( 'group', { name: /Attendee 1/ } )
			.getByLabel( 'Name' )
			.fill( 'Demo Student' );
		await form
			.getByRole( 'group', { name: /Attendee 1/ } )
			.getByLabel( 'Email' )
			.fill( `student-${ RUN }@example.org` );
		await form.getByRole( 'button', { name: 'Get tickets' } ).click();
		await expect(
			form.getByText(
				'Thank you! Your tickets are on their way to your inbox.'
			),
			name
		).toBeVisible( { timeout: 30_000 } );
		await context.close();
	}
} );

test( 'a visitor sends an RSVP on the demo, in the logged-in browser and in a private window', async ( {
	browser,
} ) => {
	for ( const [ name, context ] of Object.entries(
		await browsers( browser )
	) ) {
		const page = await pageWith( context, 'wp-block-eventsmith-rsvp-form' );
		const form = page.locator( '.wp-block-eventsmith-rsvp-form' );
		await form.getByLabel( 'Going', { exact: true } ).check();
		await form.getByLabel( 'Your name' ).fill( `Demo Guest ${ name }` );
		await form
			.getByLabel( 'Your email' )
			.fill( `guest-${ name.length }-${ RUN }@example.org` );
		await form.getByLabel( 'Number of attendees' ).fill( '1' );
		await form.getByRole( 'button', { name: 'Next' } ).click();
		await form.getByRole( 'button', { name: 'Submit' } ).click();
		await expect(
			form.getByText( 'Thank you! Your answer has been sent.' ),
			name
		).toBeVisible( { timeout: 30_000 } );
		await context.close();
	}
} );

test( 'an embed from the demo shows on another website, in the logged-in browser and in a private window', async ( {
	browser,
} ) => {
	const contexts = await browsers( browser );
	// Staff create the script in the logged-in demo browser, as they would.
	const staff = await contexts[ 'logged-in demo browser' ].newPage();
	await staff.goto( `${ DEMO }/wp-admin/admin.php?page=eventsmith` );
	const tag = await staff.evaluate( async ( run ) => {
		const { apiFetch } = (
			window as unknown as {
				wp: {
					apiFetch: (
						options: object
					) => Promise< { script_tag: string } >;
				};
			}
		 ).wp;
		return (
			await apiFetch( {
				path: '/eventsmith/v2/shortcode-scripts',
				method: 'POST',
				data: {
					post_name: `Demo embed ${ run }`,
					shortcode:
						'[eventsmith_events filter_with_status="upcoming" limit="3"]',
				},
			} )
		).script_tag;
	}, RUN );
	expect( tag ).toContain( `${ DEMO }/?eventsmith_embed=` );
	await staff.close();

	const host = await hostPage(
		`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner site</title></head><body><h1>Partner site</h1>${ tag }</body></html>`
	);
	try {
		for ( const [ name, context ] of Object.entries( contexts ) ) {
			const page = await context.newPage();
			await page.goto( host.url );
			await expect(
				page
					.frameLocator( 'eventsmith-embed iframe' )
					.locator( '.eventsmith-events__title' )
					.first(),
				name
			).toBeVisible( { timeout: 30_000 } );
			await context.close();
		}
	} finally {
		host.server.close();
	}
} );
