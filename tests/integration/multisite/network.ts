/**
 * A multisite network for a spec: installed by tools/install-native-network.mjs
 * (in its own process: the tools are ES modules), then driven with PHP's
 * command line, one process per request, each loading the site at a path.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join( __dirname, '..', '..', '..' );

export type Network = {
	domain: string;
	/** Runs PHP with the site at `path` ('/', '/site2/') loaded; returns what it printed. */
	php: ( code: string, path?: string ) => string;
	/** What PHP logged (wp-content/debug.log), '' when nothing. */
	debugLog: () => string;
	/** Drops the database and removes the folder. */
	remove: () => void;
};

/**
 * Installs a fresh network.
 *
 * @param name      Its name (database and folder).
 * @param muPlugins Test helpers to put in wp-content/mu-plugins.
 * @return The network, or why it cannot be installed here (MariaDB missing).
 */
export function installNetwork(
	name: string,
	muPlugins: string[] = []
): Network | string {
	const installed = spawnSync(
		'node',
		[
			join( ROOT, 'tools', 'install-native-network.mjs' ),
			name,
			...muPlugins,
		],
		{ cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }
	);
	if ( 3 === installed.status ) {
		return `MariaDB is not available: ${ installed.stderr.trim() }`;
	}
	if ( 0 !== installed.status ) {
		throw new Error(
			`The network could not be installed: ${ installed.stderr }`
		);
	}
	const lines = installed.stdout.trim().split( '\n' );
	const { dir, domain, database } = JSON.parse(
		lines[ lines.length - 1 ] ?? '{}'
	);
	return {
		domain,
		php: ( code, path = '/' ) => {
			const ran = spawnSync(
				'php',
				[
					'-d',
					'memory_limit=512M',
					'-d',
					'display_errors=stderr',
					'-r',
					`$_SERVER['HTTP_HOST'] = '${ domain }'; $_SERVER['SERVER_NAME'] = '${ domain }'; $_SERVER['REQUEST_URI'] = '${ path }'; $_SERVER['SERVER_PORT'] = '80'; define( 'WP_ADMIN', false ); require '${ dir }/wp-load.php'; ${ code }`,
				],
				{ cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
			);
			if ( 0 !== ran.status ) {
				throw new Error(
					`PHP on ${ path } failed: ${ ran.stderr }${ ran.stdout }`
				);
			}
			return ran.stdout;
		},
		/** What PHP logged (wp-content/debug.log), '' when nothing. */
		debugLog: () => {
			const log = join( dir, 'wp-content', 'debug.log' );
			return existsSync( log ) ? readFileSync( log, 'utf8' ) : '';
		},
		remove: () => {
			execFileSync( 'mariadb', [
				'-uroot',
				'-e',
				`DROP DATABASE IF EXISTS ${ database };`,
			] );
			rmSync( dir, { recursive: true, force: true } );
		},
	};
}
