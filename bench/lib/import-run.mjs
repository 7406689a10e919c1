/**
 * Runs `wp eventsmith import …` on a native site (without WP-CLI installed:
 * tests/support/wp-cli-runner.php stands in), with production's memory
 * limit, timing each line the command prints as it comes.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../tools/lib/paths.mjs';

/**
 * @param {{dir: string}} site A native site.
 * @param {string[]}      args Words after `wp`.
 * @return {Promise<{lines: {ms: number, text: string}[], ms: number}>} Printed lines with the milliseconds since the start.
 */
export function runWp( site, args ) {
	const started = process.hrtime.bigint();
	const since = () => Number( process.hrtime.bigint() - started ) / 1e6;
	return new Promise( ( resolve, reject ) => {
		const child = spawn(
			'php',
			[
				'-d',
				'memory_limit=256M',
				join( ROOT, 'tests', 'support', 'wp-cli-runner.php' ),
				site.dir,
				...args,
			],
			{ stdio: [ 'ignore', 'pipe', 'pipe' ] }
		);
		const lines = [];
		let rest = '';
		const take = ( chunk ) => {
			rest += chunk;
			const parts = rest.split( '\n' );
			rest = parts.pop();
			for ( const text of parts ) {
				lines.push( { ms: since(), text } );
			}
		};
		child.stdout.on( 'data', take );
		child.stderr.on( 'data', take );
		child.on( 'error', reject );
		child.on( 'close', ( status ) => {
			if ( rest ) {
				lines.push( { ms: since(), text: rest } );
			}
			if ( status !== 0 ) {
				reject(
					new Error(
						`wp ${ args.join( ' ' ) } failed (${ status }):\n${ lines
							.slice( -10 )
							.map( ( l ) => l.text )
							.join( '\n' ) }`
					)
				);
				return;
			}
			resolve( { lines, ms: since() } );
		} );
	} );
}
