/**
 * A second, fresh WordPress for specs that move content between two sites
 * (the export/import round trip, issue 35.6): served by the same script as
 * the suite's own site, empty (suite `fresh`: no demo content), on
 * EVENTSMITH_SECOND_PORT (the suite's port + 2 by default), stopped after.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import {
	expect,
	request as playwrightRequest,
	type APIRequestContext,
} from '@playwright/test';
import {
	siteUrl,
	type Credentials,
	type Session,
} from '../../../support/wordpress';

const ROOT = join( __dirname, '..', '..', '..', '..' );

export type SecondSite = { url: string; stop: () => void };

/**
 * Starts the second site and waits until WordPress answers.
 */
export async function startSecondSite(): Promise< SecondSite > {
	const port = Number(
		process.env.EVENTSMITH_SECOND_PORT ??
			Number( new URL( siteUrl() ).port ) + 2
	);
	const url = `http://127.0.0.1:${ port }`;
	const server: ChildProcess = spawn(
		'node',
		[
			join( ROOT, 'tools', 'serve-native-site.mjs' ),
			'fresh',
			String( port ),
		],
		{ cwd: ROOT, stdio: 'ignore', detached: true }
	);
	const stop = () => {
		if ( server.pid && server.exitCode === null ) {
			process.kill( -server.pid, 'SIGTERM' );
		}
	};
	const probe = await playwrightRequest.newContext();
	const until = Date.now() + 280_000;
	for (;;) {
		const ready = await probe
			.get( `${ url }/wp-login.php`, { timeout: 5000 } )
			.then( ( r ) => r.status() === 200 )
			.catch( () => false );
		if ( ready ) {
			break;
		}
		if ( Date.now() > until || server.exitCode !== null ) {
			stop();
			throw new Error( `The second site did not start at ${ url }.` );
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 2000 ) );
	}
	await probe.dispose();
	return { url, stop };
}

/**
 * A logged-in session on another site than the suite's.
 *
 * @param url         The site.
 * @param credentials Who.
 */
export async function sessionAt(
	url: string,
	credentials: Credentials
): Promise< Session > {
	const request: APIRequestContext = await playwrightRequest.newContext( {
		baseURL: url,
	} );
	await request.get( '/wp-login.php' );
	const login = await request.post( '/wp-login.php', {
		form: {
			log: credentials.username,
			pwd: credentials.password,
			'wp-submit': 'Log In',
			testcookie: '1',
			redirect_to: `${ url }/wp-admin/`,
		},
		maxRedirects: 0,
	} );
	expect( login.status() ).toBe( 302 );
	const nonce = (
		await (
			await request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
		).text()
	).trim();
	return {
		request,
		nonce,
		rest: ( method, route, data ) =>
			request.fetch( `/wp-json${ route }`, {
				method,
				headers: { 'X-WP-Nonce': nonce },
				data,
			} ),
	};
}
