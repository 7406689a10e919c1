/**
 * Boots a WordPress site with Eventsmith on WordPress Playground (PHP as
 * WebAssembly, SQLite), entirely offline.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { provisionSite } from './wordpress-core.mjs';

/**
 * Finds a free TCP port on 127.0.0.1, starting at `preferred`.
 *
 * @param {number} preferred First port to try.
 * @param {number} attempts  How many ports to try.
 * @return {Promise<number>} A port nobody listens on.
 */
export async function findFreePort( preferred, attempts = 50 ) {
	for ( let port = preferred; port < preferred + attempts; port++ ) {
		if ( await isFree( port ) ) {
			return port;
		}
	}
	throw new Error(
		`No free port between ${ preferred } and ${ preferred + attempts - 1 }. Free one of them (e.g. stop an old "npm start") or set EVENTSMITH_PORT.`
	);
}

function isFree( port ) {
	return new Promise( ( resolve ) => {
		const probe = createServer()
			.once( 'error', () => resolve( false ) )
			.once( 'listening', () => probe.close( () => resolve( true ) ) )
			.listen( port, '127.0.0.1' );
	} );
}

/**
 * The blueprint every Eventsmith site boots with.
 *
 * @param {Object}  options
 * @param {boolean} options.login Log cookie-less visitors in as admin (demo site only).
 * @param {boolean} options.seed  Seed the demo content.
 */
export function blueprint( { login, seed } ) {
	const steps = [
		{
			step: 'defineWpConfigConsts',
			consts: {
				WP_DEBUG: true,
				WP_DEBUG_LOG: true,
				WP_DEBUG_DISPLAY: false,
				SCRIPT_DEBUG: false,
				WP_HTTP_BLOCK_EXTERNAL: true,
				WP_ENVIRONMENT_TYPE: 'local',
				AUTOMATIC_UPDATER_DISABLED: true,
			},
		},
		{ step: 'activatePlugin', pluginPath: 'eventsmith/plugin.php' },
		{
			// Pretty permalinks so REST answers at /wp-json/ as on real sites.
			step: 'setSiteOptions',
			options: { permalink_structure: '/%postname%/' },
		},
	];
	if ( seed ) {
		steps.push( seedStep( {} ) );
	}
	return {
		$schema: 'https://playground.wordpress.net/blueprint-schema.json',
		preferredVersions: { php: '8.2', wp: '6.5' },
		login,
		steps,
	};
}

/**
 * The blueprint step that runs the plugin's seeding service.
 *
 * @param {{events?: number}} args Seeding options.
 */
function seedStep( args ) {
	return {
		step: 'runPHP',
		code: `<?php require '/wordpress/wp-load.php'; do_action( 'eventsmith_seed_demo', json_decode( '${ JSON.stringify(
			args
		) }', true ) );`,
	};
}

/**
 * Runs the seeding service on an existing site folder without serving it.
 *
 * @param {string}            siteDir Site folder (as used by startSite).
 * @param {{events?: number}} args    Seeding options.
 */
export async function seedSite( siteDir, args ) {
	if ( ! existsSync( join( siteDir, 'wordpress', 'wp-load.php' ) ) ) {
		throw new Error(
			`There is no site in ${ siteDir } yet: run "npm start" once first.`
		);
	}
	const { runCLI } = await import( '@wp-playground/cli' );
	await runCLI( {
		command: 'run-blueprint',
		quiet: true,
		php: '8.2',
		wp: '6.5',
		wordpressInstallMode: 'install-from-existing-files-if-needed',
		'mount-before-install': [
			{ hostPath: join( siteDir, 'wordpress' ), vfsPath: '/wordpress' },
		],
		mount: [
			{
				hostPath: ROOT,
				vfsPath: '/wordpress/wp-content/plugins/eventsmith',
			},
		],
		blueprint: {
			preferredVersions: { php: '8.2', wp: '6.5' },
			steps: [ seedStep( args ) ],
		},
	} );
}

/**
 * Starts a site and resolves once it answers HTTP.
 *
 * @param {Object}   options
 * @param {string}   options.siteDir       Folder holding the site's files and database (kept across runs).
 * @param {number}   options.port          Port to serve on.
 * @param {boolean}  options.fresh         Wipe the site folder first.
 * @param {boolean}  options.login         Auto-login cookie-less visitors as admin.
 * @param {boolean}  options.seed          Seed demo content.
 * @param {Object[]} [options.extraMounts] More {hostPath, vfsPath} mounts (test helpers).
 * @param {Function} [options.beforeStart] Called with the WordPress folder before the server starts.
 * @return {Promise<{url: string, stop: () => Promise<void>}>} The running site.
 */
export async function startSite( {
	siteDir,
	port,
	fresh,
	login,
	seed,
	extraMounts = [],
	beforeStart = () => {},
} ) {
	if ( ! existsSync( join( ROOT, 'build', 'admin', 'index.asset.php' ) ) ) {
		throw new Error(
			'The plugin is not built: run "npm run build" first.'
		);
	}
	const wordpressDir = await provisionSite( siteDir, fresh );
	beforeStart( wordpressDir );
	const { runCLI } = await import( '@wp-playground/cli' );

	const server = await runCLI( {
		command: 'server',
		port,
		quiet: true,
		php: '8.2',
		wp: '6.5',
		login,
		wordpressInstallMode: 'install-from-existing-files-if-needed',
		'mount-before-install': [
			{ hostPath: wordpressDir, vfsPath: '/wordpress' },
		],
		mount: [
			{
				hostPath: ROOT,
				vfsPath: '/wordpress/wp-content/plugins/eventsmith',
			},
			...extraMounts,
		],
		blueprint: blueprint( { login, seed } ),
	} );

	const url = server.serverUrl.replace( /\/$/, '' );
	await waitForHttp( `${ url }/wp-login.php` );
	return {
		url,
		wordpressDir,
		stop: () => server[ Symbol.asyncDispose ](),
	};
}

async function waitForHttp( url, timeoutMs = 120000 ) {
	const started = Date.now();
	let lastError;
	while ( Date.now() - started < timeoutMs ) {
		try {
			const response = await fetch( url, { redirect: 'manual' } );
			if ( response.status < 500 ) {
				return;
			}
			lastError = new Error( `HTTP ${ response.status }` );
		} catch ( error ) {
			lastError = error;
		}
		await new Promise( ( r ) => setTimeout( r, 500 ) );
	}
	throw new Error(
		`WordPress did not answer at ${ url } within ${ timeoutMs / 1000 } s: ${ lastError?.message }`
	);
}
