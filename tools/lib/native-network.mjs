/**
 * A WordPress multisite network (subdirectory sites) on PHP + MariaDB, driven
 * from PHP's command line: no server is started. Each site is loaded the way
 * WordPress loads it for a request to its address (host + path), so every
 * `php()` call runs as one request on one site.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT } from './paths.mjs';
import { ensureMariaDb } from './native-site.mjs';
import { prepareWordPressCore } from './wordpress-core.mjs';

const NATIVE_DIR = join( ROOT, '.wp-native' );
const DB_USER = 'eventsmith';
const DB_PASSWORD = 'eventsmith-local';

function sql( statement ) {
	execFileSync( 'mariadb', [ '-uroot', '-e', statement ], {
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
}

/**
 * Whether MariaDB answers (or can be started).
 *
 * @return {string|null} Why it cannot be used, or null when it can.
 */
export function mariaDbUnavailable() {
	try {
		ensureMariaDb();
		return null;
	} catch ( error ) {
		return error.message;
	}
}

/**
 * Installs a fresh subdirectory multisite network with Eventsmith in its plugins (not activated).
 *
 * @param {string}   name                Network name (its own database and folder).
 * @param {Object}   [options]
 * @param {string}   [options.domain]    The network's host without a port (default 127.0.0.1): WordPress keeps no port in a site's domain.
 * @param {string[]} [options.muPlugins] Files to copy into wp-content/mu-plugins (test helpers).
 * @return {Promise<{dir: string, domain: string, database: string, php: (code: string, path?: string) => string, remove: () => void}>}
 *         `php( code, path )` runs code with the site at `path` ('/', '/site2/') loaded and returns its output.
 */
export async function startNativeNetwork(
	name,
	{ domain = '127.0.0.1', muPlugins = [] } = {}
) {
	ensureMariaDb();
	const database = `eventsmith_${ name.replace( /\W/g, '_' ) }`;
	const dir = join( NATIVE_DIR, name );
	sql(
		`DROP DATABASE IF EXISTS ${ database }; CREATE DATABASE ${ database } CHARACTER SET utf8mb4;`
	);
	sql(
		`CREATE USER IF NOT EXISTS '${ DB_USER }'@'localhost' IDENTIFIED BY '${ DB_PASSWORD }'; GRANT ALL ON \`eventsmith\\_%\`.* TO '${ DB_USER }'@'localhost';`
	);
	rmSync( dir, { recursive: true, force: true } );
	mkdirSync( dir, { recursive: true } );
	cpSync( await prepareWordPressCore( '6.5' ), dir, {
		recursive: true,
		filter: ( source ) =>
			! source.includes( `${ join( 'wp-content', 'database' ) }` ),
	} );
	symlinkSync( ROOT, join( dir, 'wp-content', 'plugins', 'eventsmith' ) );
	const muDir = join( dir, 'wp-content', 'mu-plugins' );
	mkdirSync( muDir, { recursive: true } );
	writeFileSync(
		join( muDir, 'no-mail.php' ),
		"<?php\n// This machine has no mail transport: mail is dropped, not sent.\nadd_filter( 'pre_wp_mail', '__return_false' );\n"
	);
	for ( const file of muPlugins ) {
		cpSync( file, join( muDir, basename( file ) ) );
	}

	const url = `http://${ domain }`;
	// First a single site, then the network built on it (as `wp core multisite-convert` does).
	writeFileSync( join( dir, 'wp-config.php' ), wpConfig( database, '' ) );
	run(
		dir,
		domain,
		'/',
		`define( 'WP_INSTALLING', true ); require '${ dir }/wp-load.php'; require ABSPATH . 'wp-admin/includes/upgrade.php';
		wp_install( 'Eventsmith network', 'admin', 'admin@example.org', true, '', 'password' );
		update_option( 'siteurl', '${ url }' ); update_option( 'home', '${ url }' );
		update_option( 'permalink_structure', '/%postname%/' );
		foreach ( $wpdb->tables( 'ms_global' ) as $table => $prefixed ) { $wpdb->$table = $prefixed; }
		install_network();
		$made = populate_network( 1, '${ domain }', 'admin@example.org', 'Eventsmith network', '/', false );
		if ( is_wp_error( $made ) ) { fwrite( STDERR, $made->get_error_message() ); exit( 1 ); }`
	);
	writeFileSync(
		join( dir, 'wp-config.php' ),
		wpConfig(
			database,
			`define( 'WP_ALLOW_MULTISITE', true );
define( 'MULTISITE', true );
define( 'SUBDOMAIN_INSTALL', false );
define( 'DOMAIN_CURRENT_SITE', '${ domain }' );
define( 'PATH_CURRENT_SITE', '/' );
define( 'SITE_ID_CURRENT_SITE', 1 );
define( 'BLOG_ID_CURRENT_SITE', 1 );
`
		)
	);
	return {
		dir,
		domain,
		database,
		php: ( code, path = '/' ) =>
			run(
				dir,
				domain,
				path,
				`define( 'WP_ADMIN', false ); require '${ dir }/wp-load.php'; ${ code }`
			),
		remove: () => {
			sql( `DROP DATABASE IF EXISTS ${ database };` );
			rmSync( dir, { recursive: true, force: true } );
		},
	};
}

/**
 * Runs PHP code as a request to one site of the network.
 *
 * @param {string} dir    Network folder.
 * @param {string} domain Network host.
 * @param {string} path   Site path ('/', '/site2/').
 * @param {string} code   PHP code (loads wp-load.php itself).
 * @return {string} What the code printed.
 */
export function run( dir, domain, path, code ) {
	return execFileSync(
		'php',
		[
			'-d',
			'memory_limit=512M',
			'-d',
			'display_errors=stderr',
			'-r',
			`$_SERVER['HTTP_HOST'] = '${ domain }'; $_SERVER['SERVER_NAME'] = '${
				domain.split( ':' )[ 0 ]
			}'; $_SERVER['REQUEST_URI'] = '${ path }'; $_SERVER['SERVER_PORT'] = '80'; ${ code }`,
		],
		{ cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
}

function wpConfig( database, multisite ) {
	return `<?php
define( 'DB_NAME', '${ database }' );
define( 'DB_USER', '${ DB_USER }' );
define( 'DB_PASSWORD', '${ DB_PASSWORD }' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'AUTH_KEY', 'eventsmith-network-1' );
define( 'SECURE_AUTH_KEY', 'eventsmith-network-2' );
define( 'LOGGED_IN_KEY', 'eventsmith-network-3' );
define( 'NONCE_KEY', 'eventsmith-network-4' );
define( 'AUTH_SALT', 'eventsmith-network-5' );
define( 'SECURE_AUTH_SALT', 'eventsmith-network-6' );
define( 'LOGGED_IN_SALT', 'eventsmith-network-7' );
define( 'NONCE_SALT', 'eventsmith-network-8' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
${ multisite }$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}
