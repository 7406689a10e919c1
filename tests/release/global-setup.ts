/**
 * The release sites are ready when tools/serve-release-sites.mjs has written
 * .wp-native/release/sites.json: the last site answers HTTP (what Playwright's
 * webServer waits for) a little before its old schema is loaded. Then says,
 * in one line, which WordPress builds of the matrix could not run (their core
 * archive is not in ../shared/wordpress/); their tests are skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
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
	const { missing = [] } = JSON.parse( readFileSync( SITES, 'utf8' ) ) as {
		missing?: { build: string; archive: string }[];
	};
	if ( missing.length ) {
		// eslint-disable-next-line no-console
		console.log(
			`wp-matrix: could not run WordPress ${ missing
				.map( ( m ) => m.build )
				.join( ', ' ) } (no core archive in ${ join(
				missing[ 0 ]!.archive,
				'..'
			) }); their tests are skipped`
		);
	}
}
