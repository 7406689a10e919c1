/**
 * Debian packages the tests need, installed through apt-get when missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Suite => [command that must exist, Debian packages that provide it]. */
const NEEDS = {
	php: [
		[ 'php', [ 'php-cli', 'php-xml', 'php-mbstring' ] ],
		[ 'phpunit', [ 'phpunit' ] ],
	],
	e2e: [
		// Chromium's headless shell: the browser the test suites drive (tests/support/playwright-config.ts).
		[
			process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
			[ 'chromium-headless-shell' ],
		],
	],
	integration: [
		[
			'php',
			[
				'php-cli',
				'php-mysql',
				'php-xml',
				'php-mbstring',
				'php-curl',
				'php-gd',
				'php-zip',
				'php-intl',
			],
		],
		[ 'mariadb', [ 'mariadb-server' ] ],
		// Reads the PDFs the ticket and certificate pages make (pdfinfo, pdftoppm).
		[ 'pdfinfo', [ 'poppler-utils' ] ],
		[ 'php-ext:mysqli', [ 'php-mysql' ] ],
		[ 'php-ext:mbstring', [ 'php-mbstring' ] ],
		// Draws the tickets' QR codes as PNG for e-mails (Infrastructure\Qr\QrPng).
		[ 'php-ext:gd', [ 'php-gd' ] ],
	],
};
// The browser suite drives Chromium against a native site like the integration suite's.
NEEDS.playground = NEEDS.e2e;
NEEDS.e2e = [ ...NEEDS.integration, ...NEEDS.playground ];
// The concurrency suite runs on the same production-like stack as the integration suite.
NEEDS.concurrency = NEEDS.integration;
// The production suite: the same, plus the services of a multi-server site.
NEEDS.production = [
	...NEEDS.integration,
	[ 'nginx', [ 'nginx' ] ],
	[ '/usr/sbin/php-fpm8.2', [ 'php8.2-fpm' ] ],
	[ 'redis-server', [ 'redis-server' ] ],
	[ 'php-ext:redis', [ 'php-redis' ] ],
	[ 'varnishd', [ 'varnish' ] ],
	[ 'haproxy', [ 'haproxy' ] ],
	[ 'py:aiosmtpd', [ 'python3-aiosmtpd' ] ],
];
// The replica variant: the production stack, its own two MariaDB servers, LudicrousDB's zip unpacked.
NEEDS.replica = [
	...NEEDS.production,
	[ 'mariadb-install-db', [ 'mariadb-server' ] ],
	[ 'unzip', [ 'unzip' ] ],
];
// The security suite too, plus Chromium (XSS) and Debian's PHP_CodeSniffer.
NEEDS.security = [ ...NEEDS.e2e, [ 'phpcs', [ 'php-codesniffer' ] ] ];
// The release suite: the zip on native sites (one per WordPress build), Chromium for the dashboard and builder.
NEEDS.release = NEEDS.e2e;

function has( command ) {
	if ( command.startsWith( 'php-ext:' ) ) {
		const extension = command.slice( 'php-ext:'.length );
		return (
			spawnSync(
				'php',
				[
					'-r',
					`exit( extension_loaded( '${ extension }' ) ? 0 : 1 );`,
				],
				{ stdio: 'ignore' }
			).status === 0
		);
	}
	if ( command.startsWith( 'py:' ) ) {
		return (
			spawnSync(
				'/usr/bin/python3',
				[ '-c', `import ${ command.slice( 'py:'.length ) }` ],
				{ stdio: 'ignore' }
			).status === 0
		);
	}
	if ( command.startsWith( '/' ) ) {
		return existsSync( command );
	}
	return (
		spawnSync( 'sh', [ '-c', `command -v ${ command }` ], {
			stdio: 'ignore',
		} ).status === 0
	);
}

/**
 * Runs apt-get without blocking: the npm install and the build go on beside it.
 *
 * @param {string[]} args Its arguments.
 * @param {Object}   env  Its environment.
 * @return {Promise<number|null>} Its exit code.
 */
function aptGet( args, env ) {
	return new Promise( ( resolve ) => {
		const child = spawn( 'apt-get', args, { stdio: 'inherit', env } );
		child.on( 'error', () => resolve( null ) );
		child.on( 'exit', resolve );
	} );
}

/**
 * Installs the Debian packages the chosen suites need. It runs beside the
 * npm install and the build (a fresh machine spends a minute or two in each),
 * and settles once everything is there.
 *
 * @param {string[]} suites Suites about to run.
 * @return {Promise<void>} Rejects when something is missing and cannot be installed here.
 */
export async function ensureSystemPackages( suites ) {
	const missing = new Map();
	for ( const suite of suites ) {
		for ( const [ command, packages ] of NEEDS[ suite ] ?? [] ) {
			if ( ! has( command ) ) {
				missing.set( command, packages );
			}
		}
	}
	if ( missing.size === 0 ) {
		return;
	}
	const packages = [ ...new Set( [ ...missing.values() ].flat() ) ];
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	if ( ! isRoot || ! has( 'apt-get' ) ) {
		throw new Error(
			`Missing ${ [ ...missing.keys() ].join( ', ' ) }. Install them with: sudo apt-get install -y ${ packages.join( ' ' ) }`
		);
	}
	console.log( `› Installing Debian packages: ${ packages.join( ' ' ) }…` );
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	for ( const args of [
		[ 'update', '-qq' ],
		[ 'install', '-y', '-qq', '--no-install-recommends', ...packages ],
	] ) {
		const status = await aptGet( args, env );
		if ( status !== 0 ) {
			throw new Error(
				`apt-get ${ args[ 0 ] } failed (exit ${ status }); install ${ packages.join( ' ' ) } by hand.`
			);
		}
	}
	console.log( '› Debian packages installed.' );
}
