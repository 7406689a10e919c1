/**
 * Acting on the test site as a given user, the way a browser would: log in
 * through wp-login.php, then call REST with the cookie and a REST nonce.
 */
import {
	expect,
	request as playwrightRequest,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import { json } from './json';

export const ADMIN = { username: 'admin', password: 'password' };

export type Credentials = { username: string; password: string };

export type Session = {
	request: APIRequestContext;
	nonce: string;
	rest: (
		method: string,
		route: string,
		data?: unknown
	) => ReturnType< APIRequestContext[ 'fetch' ] >;
};

export function siteUrl(): string {
	const url = process.env.EVENTSMITH_TEST_URL;
	if ( ! url ) {
		throw new Error(
			'EVENTSMITH_TEST_URL is not set: run the suite through its Playwright config.'
		);
	}
	return url;
}

/**
 * Logs a request context in through the real login form.
 *
 * @param request     A request context (a page's `context().request` shares cookies with the page).
 * @param credentials Who logs in.
 */
export async function logIn(
	request: APIRequestContext,
	credentials: Credentials
): Promise< void > {
	await request.get( `${ siteUrl() }/wp-login.php` );
	const response = await request.post( `${ siteUrl() }/wp-login.php`, {
		form: {
			log: credentials.username,
			pwd: credentials.password,
			'wp-submit': 'Log In',
			testcookie: '1',
			redirect_to: `${ siteUrl() }/wp-admin/`,
		},
		maxRedirects: 0,
	} );
	expect( response.status(), `login of ${ credentials.username }` ).toBe(
		302
	);
}

/**
 * Cookies and nonce of users already logged in by this worker: PHP on
 * WebAssembly answers slowly, so each user logs in once per run.
 */
const loggedIn = new Map< string, { state: StorageState; nonce: string } >();

type StorageState = Awaited<
	ReturnType< APIRequestContext[ 'storageState' ] >
>;

/**
 * A logged-in session (or an anonymous one when `credentials` is null) with a REST helper.
 *
 * @param credentials Who, or null for a visitor.
 */
export async function session(
	credentials: Credentials | null
): Promise< Session > {
	let request: APIRequestContext;
	let nonce = '';
	const known = credentials
		? loggedIn.get( credentials.username )
		: undefined;
	if ( known ) {
		request = await playwrightRequest.newContext( {
			baseURL: siteUrl(),
			storageState: known.state,
		} );
		nonce = known.nonce;
	} else {
		request = await playwrightRequest.newContext( { baseURL: siteUrl() } );
		if ( credentials ) {
			await logIn( request, credentials );
			const response = await request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			);
			nonce = ( await response.text() ).trim();
			expect( nonce, 'REST nonce' ).toMatch( /^[0-9a-f]{10}$/ );
			loggedIn.set( credentials.username, {
				state: await request.storageState(),
				nonce,
			} );
		}
	}
	return {
		request,
		nonce,
		rest: ( method, route, data ) =>
			request.fetch( `/wp-json${ route }`, {
				method,
				headers: nonce ? { 'X-WP-Nonce': nonce } : {},
				data,
			} ),
	};
}

const createdUsers = new Set< string >();

/**
 * Makes sure a user with a role exists (created over REST as admin) and returns its credentials.
 *
 * @param role     WordPress role.
 * @param username Login name; defaults to the role's name.
 */
export async function ensureUser(
	role: string,
	username = `test-${ role }`
): Promise< Credentials > {
	const credentials = { username, password: `${ username }-Pass-123!` };
	if ( loggedIn.has( username ) || createdUsers.has( username ) ) {
		return credentials;
	}
	createdUsers.add( username );
	const admin = await session( ADMIN );
	const response = await admin.rest( 'POST', '/wp/v2/users', {
		username,
		password: credentials.password,
		email: `${ username }@example.org`,
		roles: [ role ],
	} );
	if ( response.status() !== 201 ) {
		const body = await json( response );
		expect( body.code, `creating ${ username }` ).toBe(
			'existing_user_login'
		);
	}
	await admin.request.dispose();
	return credentials;
}

/**
 * Logs a browser page's context in as a user (reusing the user's cookies when this worker has them).
 *
 * @param page        The page.
 * @param credentials Who.
 */
export async function logInPage(
	page: Page,
	credentials: Credentials
): Promise< void > {
	const known = loggedIn.get( credentials.username );
	if ( known ) {
		await page.context().addCookies( known.state.cookies );
		return;
	}
	await logIn( page.context().request, credentials );
}

/**
 * A session of a subscriber who also holds exactly one Eventsmith capability
 * (granted through the test helpers, as a user-level capability).
 *
 * @param capability Capability such as eventsmith_manage_event.
 */
export async function sessionWithOnly(
	capability: string
): Promise< Session > {
	const credentials = await ensureUser(
		'subscriber',
		`only-${ capability.replace( /_/g, '-' ) }`
	);
	const admin = await session( ADMIN );
	const granted = await admin.rest( 'POST', '/eventsmith-test/v1/grant', {
		username: credentials.username,
		capability,
	} );
	expect( granted.status(), `granting ${ capability }` ).toBe( 200 );
	return session( credentials );
}
