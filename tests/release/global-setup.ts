/**
 * The release sites are ready when tools/serve-release-sites.mjs has written
 * .wp-native/release/sites.json: the last site answers HTTP (what Playwright's
 * webServer waits for) a little before its old schema is loaded.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const SITES = join(
	__dirname,
	'..',
	'..',
	'.wp-native',
	'release',
	'sites.json'
);

export default async function waitForReleaseSites(): Promise< void > {
	const until = Date.now() + 120_000;
	while ( ! existsSync( SITES ) ) {
		if ( Date.now() > until ) {
			throw new Error( `The release sites never wrote ${ SITES }.` );
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 250 ) );
	}
}
