/**
 * First-run setup shared by `npm start` and `npm test`: npm dependencies and
 * the build. Uses only Node's built-in modules, so it runs before `npm install`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

/**
 * Runs a command in the plugin root, streaming its output; throws when it fails.
 *
 * @param {string}   command Program.
 * @param {string[]} args    Arguments.
 * @param {Object}   [env]   Extra environment.
 */
export function run( command, args, env = {} ) {
	const result = spawnSync( command, args, {
		cwd: ROOT,
		stdio: 'inherit',
		env: { ...process.env, ...env },
	} );
	if ( result.error ) {
		throw result.error;
	}
	if ( result.status !== 0 ) {
		throw new Error(
			`"${ command } ${ args.join( ' ' ) }" failed with exit code ${ result.status }.`
		);
	}
}

/**
 * Installs npm dependencies when they are missing (fresh clone).
 */
export function ensureNpmDependencies() {
	const marker = join( ROOT, 'node_modules', '.bin', 'wp-scripts' );
	if (
		existsSync( marker ) &&
		existsSync( join( ROOT, 'node_modules', '@wp-playground', 'cli' ) )
	) {
		return;
	}
	console.log( '› Installing npm dependencies (first run)…' );
	const lockfile = existsSync( join( ROOT, 'package-lock.json' ) );
	run(
		'npm',
		lockfile
			? [ 'ci', '--no-audit', '--no-fund' ]
			: [ 'install', '--no-audit', '--no-fund' ]
	);
}

/**
 * Builds the plugin's scripts and styles into build/.
 */
export function build() {
	console.log( '› Building scripts and styles…' );
	run( 'npm', [ 'run', '--silent', 'build' ] );
}

/**
 * Builds like build(), without blocking: suites that need no build (type
 * check, lint, unit tests) run beside it. Resolves when the build is done.
 *
 * @return {Promise<void>} Rejects when the build fails.
 */
export function buildInBackground() {
	console.log(
		'› Building scripts and styles (the checks that need no build start beside it)…'
	);
	return new Promise( ( resolve, reject ) => {
		const child = spawn( 'npm', [ 'run', '--silent', 'build' ], {
			cwd: ROOT,
			stdio: [ 'ignore', 'ignore', 'inherit' ],
		} );
		child.on( 'error', reject );
		child.on( 'exit', ( code ) => {
			if ( code === 0 ) {
				console.log( '› Build done.' );
				resolve();
			} else {
				reject(
					new Error( `The build failed with exit code ${ code }.` )
				);
			}
		} );
	} );
}
