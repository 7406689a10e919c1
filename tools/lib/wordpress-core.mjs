/**
 * Prepares a complete WordPress 6.5 core without the internet, from the npm
 * package @wp-playground/wordpress-builds: the PHP files come from its zip,
 * the static assets (CSS, JS, images) from its public folder.
 */
import {
	cpSync,
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
	readdirSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CACHE_DIR } from './paths.mjs';

/** Builds in the package: '6.5' (the minimum we support), 'beta' (6.6 RC) and 'nightly'. */
export const WP_BUILDS = [ '6.5', 'beta', 'nightly' ];
const MARKER = '.eventsmith-core-ready';

/**
 * Returns the folder of a prepared WordPress core, preparing it on first use.
 *
 * @param {string} line One of WP_BUILDS (default 6.5).
 * @return {Promise<string>} Absolute path of the core folder.
 */
export async function prepareWordPressCore( line = '6.5' ) {
	const WP_LINE = line;
	const target = join( CACHE_DIR, `wordpress-${ WP_LINE }` );
	if ( existsSync( join( target, MARKER ) ) ) {
		return target;
	}

	const builds = locateBuilds();
	const zipPath = join( builds, 'src', 'wordpress', `wp-${ WP_LINE }.zip` );
	const assetsPath = join( builds, 'public', `wp-${ WP_LINE }` );
	for ( const needed of [ zipPath, assetsPath ] ) {
		if ( ! existsSync( needed ) ) {
			throw new Error(
				`WordPress core cannot be prepared: ${ needed } is missing. Run "npm install" so @wp-playground/wordpress-builds is complete.`
			);
		}
	}

	const { unzipSync } = await import( 'fflate' );
	rmSync( target, { recursive: true, force: true } );
	mkdirSync( target, { recursive: true } );

	const files = unzipSync( new Uint8Array( readFileSync( zipPath ) ) );
	for ( const [ name, data ] of Object.entries( files ) ) {
		const relative = name.replace( /^wordpress\//, '' );
		if ( ! relative || name.endsWith( '/' ) ) {
			continue;
		}
		const out = join( target, relative );
		mkdirSync( dirname( out ), { recursive: true } );
		writeFileSync( out, data );
	}
	cpSync( assetsPath, target, { recursive: true } );

	// The build's own config and remote-asset marker would point WordPress elsewhere.
	for ( const stray of [ 'wp-config.php', 'wordpress-remote-asset-paths' ] ) {
		rmSync( join( target, stray ), { force: true } );
	}
	if ( ! existsSync( join( target, 'wp-includes', 'version.php' ) ) ) {
		throw new Error(
			`WordPress core was unpacked into ${ target } but wp-includes/version.php is missing.`
		);
	}
	writeFileSync( join( target, MARKER ), `${ new Date().toISOString() }\n` );
	return target;
}

/**
 * The installed @wp-playground/wordpress-builds package folder.
 */
function locateBuilds() {
	const require = createRequire( import.meta.url );
	try {
		return dirname(
			require.resolve( '@wp-playground/wordpress-builds/package.json' )
		);
	} catch {
		throw new Error(
			'WordPress core cannot be prepared: the npm package @wp-playground/wordpress-builds is not installed. Run "npm install".'
		);
	}
}

/**
 * Copies the prepared core into a site folder, leaving any existing site alone.
 *
 * @param {string}  siteDir Folder that will hold the site's WordPress files.
 * @param {boolean} fresh   Remove what is there first.
 * @return {Promise<string>} The site's WordPress folder.
 */
export async function provisionSite( siteDir, fresh = false ) {
	const core = await prepareWordPressCore();
	const wordpressDir = join( siteDir, 'wordpress' );
	if ( fresh ) {
		rmSync( siteDir, { recursive: true, force: true } );
	}
	if ( ! existsSync( join( wordpressDir, 'wp-load.php' ) ) ) {
		mkdirSync( siteDir, { recursive: true } );
		cpSync( core, wordpressDir, { recursive: true } );
		rmSync( join( wordpressDir, MARKER ), { force: true } );
	}
	return wordpressDir;
}

/**
 * Whether a site folder already holds an installed database.
 *
 * @param {string} siteDir Site folder.
 */
export function siteHasDatabase( siteDir ) {
	const dbDir = join( siteDir, 'wordpress', 'wp-content', 'database' );
	return (
		existsSync( dbDir ) &&
		readdirSync( dbDir ).some(
			( f ) => f.endsWith( '.ht.sqlite' ) || f.endsWith( '.sqlite' )
		)
	);
}
