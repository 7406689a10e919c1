/**
 * What the release specs share: the sites tools/serve-release-sites.mjs
 * started, a logged-in REST session on one of them, and direct reads of its
 * database.
 */
import {
	expect,
	request as playwrightRequest,
	type Page,
} from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join( __dirname, '..', '..' );

export type ReleaseSite = {
	role: 'matrix' | 'upgrade';
	build: string;
	version: string;
	url: string;
	database: string;
	dir: string;
};

export function releaseSites(): {
	zip: string;
	plugin: string;
	sites: ReleaseSite[];
	missing?: { build: string; archive: string }[];
} {
	return JSON.parse(
		readFileSync(
			join( ROOT, '.wp-native', 'release', 'sites.json' ),
			'utf8'
		)
	);
}

export function siteFor( role: string, build: string ): ReleaseSite {
	const site = releaseSites().sites.find(
		( s ) => s.role === role && s.build === build
	);
	if ( ! site ) {
		throw new Error( `No ${ role } site for WordPress ${ build }.` );
	}
	return site;
}

/**
 * Why a build of the matrix did not run (its core archive is missing), or ''.
 *
 * @param build One of the config's builds.
 */
export function missingBuild( build: string ): string {
	const missing = ( releaseSites().missing ?? [] ).find(
		( m ) => m.build === build
	);
	return missing
		? `WordPress ${ build } not run: ${ missing.archive } is missing`
		: '';
}

import type { Session } from '../support/wordpress';

export type { Session };

/**
 * Logs in through wp-login.php and takes a REST nonce, as the dashboard does.
 *
 * @param url         Site address.
 * @param credentials User, or null for an anonymous visitor.
 */
export async function session(
	url: string,
	credentials: { username: string; password: string } | null
): Promise< Session > {
	const request = await playwrightRequest.newContext( { baseURL: url } );
	let nonce = '';
	if ( credentials ) {
		await request.get( '/wp-login.php' );
		const response = await request.post( '/wp-login.php', {
			form: {
				log: credentials.username,
				pwd: credentials.password,
				'wp-submit': 'Log In',
				testcookie: '1',
				redirect_to: `${ url }/wp-admin/`,
			},
			maxRedirects: 0,
		} );
		expect( response.status(), 'log in' ).toBe( 302 );
		nonce = (
			await (
				await request.get(
					'/wp-admin/admin-ajax.php?action=rest-nonce'
				)
			).text()
		).trim();
		expect( nonce, 'REST nonce' ).toMatch( /^[0-9a-f]{10}$/ );
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

export const ADMIN = { username: 'admin', password: 'password' };

/**
 * Logs a browser page in as the administrator.
 *
 * @param page The page.
 * @param url  Site address.
 */
export async function logInPage( page: Page, url: string ): Promise< void > {
	await page.goto( `${ url }/wp-login.php` );
	await page.locator( '#user_login' ).fill( ADMIN.username );
	await page.locator( '#user_pass' ).fill( ADMIN.password );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /wp-admin/ );
}

/**
 * Rows of a query on a site's database (tab-separated columns).
 *
 * @param database Database name.
 * @param query    SQL.
 */
export function sql( database: string, query: string ): string[][] {
	const out = execFileSync(
		'mariadb',
		[ '-uroot', '-N', '-B', database, '-e', query ],
		{ encoding: 'utf8' }
	);
	return out
		.split( '\n' )
		.filter( ( line ) => line !== '' )
		.map( ( line ) => line.split( '\t' ) );
}

/**
 * The site's debug.log (PHP notices, deprecations, fatals), or ''.
 *
 * @param site Site.
 */
export function debugLog( site: ReleaseSite ): string {
	try {
		return readFileSync(
			join( site.dir, 'wp-content', 'debug.log' ),
			'utf8'
		);
	} catch {
		return '';
	}
}

/**
 * Runs PHP with the site's WordPress loaded (the plugin as installed there).
 *
 * @param site Site.
 * @param code PHP statements.
 */
export function sitePhp( site: ReleaseSite, code: string ): string {
	return execFileSync( 'php', [ '-r', `require 'wp-load.php'; ${ code }` ], {
		cwd: site.dir,
		encoding: 'utf8',
	} );
}

/**
 * The version of every migration the installed plugin ships, in order.
 *
 * @param site Site with the plugin active.
 */
export function migrationVersions( site: ReleaseSite ): number[] {
	return JSON.parse(
		sitePhp(
			site,
			"$m = new ReflectionMethod( Eventsmith\\Infrastructure\\Database\\Migrator::class, 'migrations' ); $m->setAccessible( true ); echo wp_json_encode( array_map( static fn( $x ) => $x->version(), $m->invoke( new Eventsmith\\Infrastructure\\Database\\Migrator() ) ) );"
		)
	);
}
