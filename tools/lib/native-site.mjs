/**
 * A production-like WordPress: Debian's PHP 8.2 (built-in server with several
 * workers) and MariaDB. Used where Playground (one worker, SQLite) would give
 * wrong answers: concurrency and performance.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT } from './paths.mjs';
import { prepareWordPressCore } from './wordpress-core.mjs';
import { findFreePort } from './site.mjs';

const NATIVE_DIR = join( ROOT, '.wp-native' );
const DB_USER = 'eventsmith';
const DB_PASSWORD = 'eventsmith-local';

function sql( statement ) {
	execFileSync( 'mariadb', [ '-uroot', '-e', statement ], {
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
}

/**
 * Starts MariaDB when it is not running (no systemd here: the service script).
 * The server gets a session of its own (`setsid`): started inside a test run's
 * process group, it would die with that run when the run is stopped, under
 * every other run using it.
 */
export function ensureMariaDb() {
	const ping = spawnSync( 'mariadb-admin', [ 'ping' ], { stdio: 'ignore' } );
	if ( ping.status === 0 ) {
		return;
	}
	const started = spawnSync( 'setsid', [ 'service', 'mariadb', 'start' ], {
		stdio: 'inherit',
	} );
	if ( started.status !== 0 ) {
		throw new Error(
			'MariaDB could not be started. Install it with: apt-get install -y mariadb-server'
		);
	}
}

/**
 * A fresh WordPress on PHP + MariaDB with Eventsmith active, served with several PHP workers.
 *
 * @param {string}   name                Site name (its own database and folder).
 * @param {number}   workers             PHP worker processes.
 * @param {Object}   [options]
 * @param {number}   [options.port]      Port to serve on (default: the first free one from 9600).
 * @param {string[]} [options.muPlugins] Files to copy into wp-content/mu-plugins (test helpers).
 * @param {boolean}  [options.seed]      Seed the demo content before the site starts answering.
 * @param {boolean}  [options.reuse]     Keep the database and folder of an earlier run when both exist
 *                                       (benchmarks iterating on a large seeded site); plugin files are linked, not copied.
 * @param {string}   [options.core]      WordPress build to run: '6.5' (default), 'beta', 'nightly' or a release in ../shared/wordpress/ (wordpress-core.mjs).
 * @param {string}   [options.plugin]    Plugin folder to copy into wp-content/plugins/eventsmith (an unpacked
 *                                       release) instead of linking the working tree.
 * @param {boolean}  [options.activate]  Activate the plugin before serving (default true).
 * @param {boolean}  [options.serve]     Serve it with PHP's built-in server (default true); false installs only
 *                                       (the production stack serves it with php-fpm behind proxies).
 * @param {string}   [options.url]       The address visitors use (WP_HOME), when it is not the served port's.
 * @param {boolean}  [options.mail]      Leave wp_mail() alone (default false: mail is dropped).
 * @param {Object}   [options.db]        A database server of the caller's instead of the machine's shared
 *                                       MariaDB: `{ host, name, user, password }` (the caller created the
 *                                       database and user; the production stack's replica variant).
 * @return {Promise<{url: string, dir: string, php: (code: string) => string, stop: () => void}>} The site.
 */
export async function startNativeSite(
	name,
	workers = 4,
	{
		port: wantedPort,
		muPlugins = [],
		seed = false,
		reuse = false,
		core = '6.5',
		plugin = null,
		activate = true,
		serve: serveIt = true,
		url: publicUrl = null,
		mail = false,
		db = null,
	} = {}
) {
	if ( ! db ) {
		ensureMariaDb();
	}
	const database = db?.name ?? `eventsmith_${ name.replace( /\W/g, '_' ) }`;
	const dir = join( NATIVE_DIR, name );
	if (
		reuse &&
		existsSync( join( dir, 'wp-config.php' ) ) &&
		databaseExists( database )
	) {
		return serve( dir, wantedPort, workers );
	}
	if ( ! db ) {
		createDatabase( database );
	}

	rmSync( dir, { recursive: true, force: true } );
	mkdirSync( dir, { recursive: true } );
	cpSync( await prepareWordPressCore( core ), dir, {
		recursive: true,
		filter: ( source ) =>
			! source.includes( `${ join( 'wp-content', 'database' ) }` ),
	} );
	if ( plugin ) {
		cpSync( plugin, join( dir, 'wp-content', 'plugins', 'eventsmith' ), {
			recursive: true,
		} );
	} else {
		symlinkSync( ROOT, join( dir, 'wp-content', 'plugins', 'eventsmith' ) );
	}

	const port = wantedPort ?? ( await findFreePort( 9600 ) );
	// A site behind proxies (the production stack) answers at the front's address.
	const url = publicUrl ?? `http://127.0.0.1:${ port }`;
	writeFileSync(
		join( dir, 'wp-config.php' ),
		wpConfig( database, url, db )
	);
	writeFileSync( join( dir, 'port' ), String( port ) );
	writeFileSync( join( dir, 'router.php' ), ROUTER );
	mkdirSync( join( dir, 'wp-content', 'mu-plugins' ), { recursive: true } );
	if ( ! mail ) {
		writeFileSync(
			join( dir, 'wp-content', 'mu-plugins', 'no-mail.php' ),
			"<?php\n// This machine has no mail transport: mail is dropped, not sent.\nadd_filter( 'pre_wp_mail', '__return_false' );\n"
		);
	}
	for ( const file of muPlugins ) {
		cpSync(
			file,
			join( dir, 'wp-content', 'mu-plugins', basename( file ) )
		);
	}

	const php = phpRunner( dir );
	execFileSync(
		'php',
		[
			'-r',
			`define( 'WP_INSTALLING', true ); require '${ dir }/wp-load.php'; require ABSPATH . 'wp-admin/includes/upgrade.php'; wp_install( 'Eventsmith', 'admin', 'admin@example.org', true, '', 'password' ); update_option( 'permalink_structure', '/%postname%/' );`,
		],
		{ cwd: dir, stdio: 'inherit' }
	);
	if ( activate ) {
		php(
			`require_once ABSPATH . 'wp-admin/includes/plugin.php'; $r = activate_plugin( 'eventsmith/plugin.php' ); if ( is_wp_error( $r ) ) { fwrite( STDERR, $r->get_error_message() ); exit( 1 ); }`
		);
	}

	if ( seed ) {
		// Before the server listens: whoever waits for the site must find it seeded.
		php( "do_action( 'eventsmith_seed_demo' );" );
	}

	if ( ! serveIt ) {
		return { url, dir, php, stop: () => {} };
	}
	return serve( dir, port, workers );
}

/**
 * Runs PHP code with the site loaded.
 *
 * @param {string} dir Site folder.
 * @return {(code: string) => string} Runs code, returns its output.
 */
export function phpRunner( dir ) {
	return ( code ) =>
		execFileSync(
			'php',
			[
				'-d',
				'memory_limit=1G',
				'-r',
				`define( 'WP_ADMIN', false ); require '${ dir }/wp-load.php'; ${ code }`,
			],
			{
				cwd: dir,
				encoding: 'utf8',
				maxBuffer: 64 * 1024 * 1024,
			}
		);
}

function databaseExists( database ) {
	return (
		execFileSync(
			'mariadb',
			[ '-uroot', '-N', '-e', `SHOW DATABASES LIKE '${ database }'` ],
			{ encoding: 'utf8' }
		).trim() === database
	);
}

/**
 * Serves an installed site with PHP's built-in server.
 *
 * @param {string}      dir     Site folder.
 * @param {number|null} port    Port (default: the one the site was installed with).
 * @param {number}      workers PHP worker processes.
 */
async function serve( dir, port, workers ) {
	port = port ?? Number( readFileSync( join( dir, 'port' ), 'utf8' ) );
	const url = `http://127.0.0.1:${ port }`;
	const php = phpRunner( dir );
	const server = spawn(
		'php',
		[ '-S', `127.0.0.1:${ port }`, '-t', dir, join( dir, 'router.php' ) ],
		{
			cwd: dir,
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: String( workers ) },
			stdio: 'ignore',
			// Its own process group, so stopping it also stops the workers it forks.
			detached: true,
		}
	);
	const stop = () => {
		try {
			process.kill( -server.pid, 'SIGTERM' );
		} catch {}
	};
	process.once( 'exit', stop );
	await waitFor( `${ url }/wp-login.php` );
	return { url, dir, php, stop };
}

async function waitFor( url, timeoutMs = 30000 ) {
	const started = Date.now();
	while ( Date.now() - started < timeoutMs ) {
		try {
			if ( ( await fetch( url ) ).status < 500 ) {
				return;
			}
		} catch {}
		await new Promise( ( r ) => setTimeout( r, 200 ) );
	}
	throw new Error( `PHP's server did not answer at ${ url }.` );
}

/**
 * A fresh database and the sites' user on the machine's shared MariaDB.
 *
 * @param {string} database Database name.
 */
function createDatabase( database ) {
	sql(
		`DROP DATABASE IF EXISTS ${ database }; CREATE DATABASE ${ database } CHARACTER SET utf8mb4;`
	);
	sql(
		`CREATE USER IF NOT EXISTS '${ DB_USER }'@'localhost' IDENTIFIED BY '${ DB_PASSWORD }'; GRANT ALL ON \`eventsmith\\_%\`.* TO '${ DB_USER }'@'localhost';`
	);
}

function wpConfig( database, url, db = null ) {
	return `<?php
define( 'DB_NAME', '${ database }' );
define( 'DB_USER', '${ db?.user ?? DB_USER }' );
define( 'DB_PASSWORD', '${ db?.password ?? DB_PASSWORD }' );
define( 'DB_HOST', '${ db?.host ?? 'localhost' }' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'AUTH_KEY', 'eventsmith-native-1' );
define( 'SECURE_AUTH_KEY', 'eventsmith-native-2' );
define( 'LOGGED_IN_KEY', 'eventsmith-native-3' );
define( 'NONCE_KEY', 'eventsmith-native-4' );
define( 'AUTH_SALT', 'eventsmith-native-5' );
define( 'SECURE_AUTH_SALT', 'eventsmith-native-6' );
define( 'LOGGED_IN_SALT', 'eventsmith-native-7' );
define( 'NONCE_SALT', 'eventsmith-native-8' );
define( 'WP_HOME', '${ url }' );
define( 'WP_SITEURL', '${ url }' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

const ROUTER = `<?php
// Serves existing files as they are and sends everything else to WordPress.
$path = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( '/' !== $path && is_file( __DIR__ . $path ) && ! str_ends_with( $path, '.php' ) ) {
	return false;
}
if ( '/' !== $path && is_file( __DIR__ . rtrim( (string) $path, '/' ) . '/index.php' ) ) {
	// A folder (/wp-admin/) is served by its index.php, as a web server does.
	$path = rtrim( (string) $path, '/' ) . '/index.php';
}
if ( str_ends_with( (string) $path, '.php' ) && is_file( __DIR__ . $path ) ) {
	$_SERVER['SCRIPT_NAME'] = $path;
	require __DIR__ . $path;
	return;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
require __DIR__ . '/index.php';
`;
