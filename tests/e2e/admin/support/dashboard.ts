/**
 * Helpers the dashboard specs share: the dashboard address, an expect with
 * room for the slow test site, a request watcher, REST seeding, the axe
 * check and the snackbar locator.
 */
import AxeBuilder from '@axe-core/playwright';
import {
	expect as baseExpect,
	type Page,
	type Request,
} from '@playwright/test';
import { ADMIN, session } from '../../../support/wordpress';
import { json } from '../../../support/json';

export const DASHBOARD = '/wp-admin/admin.php?page=eventsmith';

// Playground serves one request at a time and the dashboard page loads many.
export const expect = baseExpect.configure( { timeout: 30_000 } );

/**
 * The method a request stands for: api-fetch sends PUT and DELETE as POST
 * with an override header.
 *
 * @param request A request of the page.
 */
export function methodOf( request: Request ): string {
	return (
		request.headers()[ 'x-http-method-override' ] ?? request.method()
	).toUpperCase();
}

/**
 * Requests the page sends to a REST route, optionally of one method.
 *
 * @param page   The page.
 * @param route  Route below the namespace, e.g. `/schedules`.
 * @param method Method it stands for.
 */
export function watch( page: Page, route: string, method?: string ): Request[] {
	const seen: Request[] = [];
	page.on( 'request', ( request ) => {
		const url = decodeURIComponent( request.url() );
		if (
			url.includes( `eventsmith/v2${ route }` ) &&
			( ! method || methodOf( request ) === method )
		) {
			seen.push( request );
		}
	} );
	return seen;
}

/**
 * Makes the page's requests to some URLs fail with a REST error; with a
 * method, only the requests standing for that method.
 *
 * @param page           The page.
 * @param url            The URLs, as `page.route()` takes them.
 * @param message        The error's message.
 * @param options        Method to fail, HTTP status (500) and error code ('x').
 * @param options.method
 * @param options.status
 * @param options.code
 */
export async function failRequests(
	page: Page,
	url: string | ( ( url: URL ) => boolean ),
	message: string,
	{
		method,
		status = 500,
		code = 'x',
	}: { method?: string; status?: number; code?: string } = {}
) {
	await page.route( url, ( route ) =>
		! method || methodOf( route.request() ) === method
			? route.fulfill( {
					status,
					contentType: 'application/json',
					body: JSON.stringify( { code, message } ),
				} )
			: route.fallback()
	);
}

/**
 * The search requests among `requests` sent after the first `before`, as
 * decoded URLs. Tests wait for these rather than for the rows, which may
 * already match before the search is sent.
 *
 * @param requests Requests recorded by `watch`.
 * @param before   How many were recorded before the search was typed.
 */
export function searchesSince( requests: Request[], before: number ): string[] {
	return requests
		.slice( before )
		.map( ( request ) => decodeURIComponent( request.url() ) )
		.filter( ( url ) => url.includes( 'search=' ) );
}

/**
 * Creates an item through the REST API as the administrator.
 *
 * @param route Route below the namespace, e.g. `/speakers`.
 * @param body  Fields of the item.
 * @param what  Message of the status check.
 */
export async function seed(
	route: string,
	body: Record< string, unknown >,
	what = `seeding ${ route }`
): Promise< Record< string, any > > {
	const admin = await session( ADMIN );
	const response = await admin.rest(
		'POST',
		`/eventsmith/v2${ route }`,
		body
	);
	expect( response.status(), what ).toBe( 201 );
	const created = await json( response );
	await admin.request.dispose();
	return created;
}

export async function expectAccessible( page: Page ) {
	expect( await axe( page ) ).toEqual( [] );
}

export const snackbar = ( page: Page, text: string | RegExp ) =>
	page.locator( '.components-snackbar' ).filter( { hasText: text } );

// One matcher per route, so that `page.unroute()` finds the one `page.route()` got.
const matchers = new Map< string, ( url: URL ) => boolean >();

/**
 * A URL matcher for a REST route, the same function for the same route.
 *
 * @param route Route below the namespace, e.g. `/bookings`.
 */
export const isApi = ( route: string ) => {
	if ( ! matchers.has( route ) ) {
		matchers.set( route, ( url: URL ) =>
			decodeURIComponent( url.href ).includes(
				`/eventsmith/v2${ route }`
			)
		);
	}
	return matchers.get( route )!;
};

/**
 * Serious and critical axe findings in the dashboard (and any other
 * region named), as `rule: targets`.
 *
 * @param page  The page.
 * @param extra More selectors to check.
 */
export async function axe( page: Page, ...extra: string[] ) {
	let builder = new AxeBuilder( { page } )
		.include( '#eventsmith-dashboard' )
		// WordPress's own snackbar labels itself 'Dismiss this notice', which axe
		// reports against the notice text while one is on screen: not ours to change.
		.exclude( '.components-snackbar-list' )
		// The event description's editable blocks are WordPress's own block
		// editor markup (role "document" with aria-multiline on paragraphs and
		// list items, the empty-block appender), as in the post editor.
		.exclude(
			'.eventsmith-description-editor .block-editor-block-list__layout'
		);
	for ( const selector of extra ) {
		builder = builder.include( selector );
	}
	const results = await builder.analyze();
	return results.violations
		.filter( ( v ) => v.impact === 'serious' || v.impact === 'critical' )
		.map(
			( v ) =>
				`${ v.id }: ${ v.nodes.map( ( n ) => n.target ).join( ' ' ) }`
		);
}

/**
 * The rows of the list table.
 * @param page
 */
export const rows = ( page: Page ) =>
	page.locator( '.eventsmith-list__table tbody tr' );
