/**
 * Prepares a complete WordPress core without the internet. WordPress 6.5 (the
 * minimum we support) comes from the npm package
 * `@wp-playground/wordpress-builds`: the PHP files from its zip, the static
 * assets (CSS, JS, images) from its public folder. Newer releases come from
 * the official core archives in ../shared/wordpress/ beside the checkout
 * (wordpress-<version>.zip, top folder wordpress/, checked against its
 * SHA256SUMS), which a fresh clone may not have.
 */
import {
	cpSync,
	existsSync,
	mkdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
	readdirSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CACHE_DIR, ROOT } from './paths.mjs';

/** Builds in the npm package: '6.5' (the minimum we support), 'beta' (6.6 RC) and 'nightly'. */
export const PACKAGE_BUILDS = [ '6.5', 'beta', 'nightly' ];

/**
 * Where the official core archives of newer releases are: beside the checkout,
 * or where EVENTSMITH_WORDPRESS_ARCHIVES says (a folder without them shows
 * what a fresh clone does).
 */
export const SHARED_WORDPRESS_DIR =
	process.env.EVENTSMITH_WORDPRESS_ARCHIVES ||
	join( ROOT, '..', 'shared', 'wordpress' );

/**
 * The release suite's version matrix: the minimum we support, then the
 * releases site owners run (archives in SHARED_WORDPRESS_DIR).
 */
export const WP_BUILDS = [ '6.5', '6.9.4', '7.0.4', '7.1.0' ];
const MARKER = '.eventsmith-core-ready';

/**
 * The archive a build is unpacked from, when it is not in the npm package.
 *
 * @param {string} line A release version, e.g. '7.1.0'.
 */
export function sharedArchive( line ) {
	return join( SHARED_WORDPRESS_DIR, `wordpress-${ line }.zip` );
}

/**
 * Whether a build can be prepared here: the npm package's builds always can,
 * a release only when its archive is in SHARED_WORDPRESS_DIR.
 *
 * @param {string} line One of WP_BUILDS.
 */
export function coreAvailable( line ) {
	return (
		PACKAGE_BUILDS.includes( line ) || existsSync( sharedArchive( line ) )
	);
}

/**
 * Returns the folder of a prepared WordPress core, preparing it on first use.
 *
 * @param {string} line One of WP_BUILDS or PACKAGE_BUILDS (default 6.5).
 * @return {Promise<string>} Absolute path of the core folder.
 */
export async function prepareWordPressCore( line = '6.5' ) {
	const WP_LINE = line;
	let target = join( CACHE_DIR, `wordpress-${ WP_LINE }` );
	if ( existsSync( join( target, MARKER ) ) ) {
		return target;
	}

	if ( ! PACKAGE_BUILDS.includes( WP_LINE ) ) {
		return unpackSharedArchive( WP_LINE, target );
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
	// Unpacked beside the cache folder, then moved into place in one step: two
	// suites starting at once (npm test runs two at a time) never copy a half
	// unpacked core, and the slower one keeps the faster one's.
	const final = target;
	const staging = `${ final }.${ process.pid }.tmp`;
	target = staging;
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
	return settle( staging, final );
}

/**
 * Moves a fully unpacked core into its cache folder, unless another process
 * put one there first (then this copy is dropped).
 *
 * @param {string} staging Unpacked copy.
 * @param {string} final   Cache folder.
 * @return {string} The cache folder.
 */
function settle( staging, final ) {
	if ( existsSync( final ) && ! existsSync( join( final, MARKER ) ) ) {
		// What an interrupted run left: never a copy another process finished.
		rmSync( final, { recursive: true, force: true } );
	}
	try {
		// Fails when another process's complete copy is already there.

		renameSync( staging, final );
	} catch ( error ) {
		rmSync( staging, { recursive: true, force: true } );
		if ( ! existsSync( join( final, MARKER ) ) ) {
			throw error;
		}
	}
	return final;
}

/**
 * Unpacks an official core archive (top folder wordpress/) into the cache,
 * after checking it against SHA256SUMS when that file lists it.
 *
 * @param {string} line   Release version.
 * @param {string} target Cache folder.
 * @return {Promise<string>} The core folder.
 */
async function unpackSharedArchive( line, target ) {
	const archive = sharedArchive( line );
	if ( ! existsSync( archive ) ) {
		throw new Error(
			`WordPress ${ line } cannot be prepared: ${ archive } is missing.`
		);
	}
	const bytes = readFileSync( archive );
	const sums = join( SHARED_WORDPRESS_DIR, 'SHA256SUMS' );
	if ( existsSync( sums ) ) {
		const name = `wordpress-${ line }.zip`;
		const listed = readFileSync( sums, 'utf8' )
			.split( '\n' )
			.map( ( row ) => row.trim().split( /\s+\*?/ ) )
			.find( ( [ , file ] ) => file === name );
		const actual = createHash( 'sha256' ).update( bytes ).digest( 'hex' );
		if ( listed && listed[ 0 ] !== actual ) {
			throw new Error(
				`${ archive } does not match its SHA256SUMS line (${ actual }).`
			);
		}
	}
	const { unzipSync } = await import( 'fflate' );
	rmSync( target, { recursive: true, force: true } );
	mkdirSync( target, { recursive: true } );
	const files = unzipSync( new Uint8Array( bytes ) );
	for ( const [ name, data ] of Object.entries( files ) ) {
		const relative = name.replace( /^wordpress\//, '' );
		if ( ! relative || name.endsWith( '/' ) ) {
			continue;
		}
		const out = join( target, relative );
		mkdirSync( dirname( out ), { recursive: true } );
		writeFileSync( out, data );
	}
	rmSync( join( target, 'wp-config.php' ), { force: true } );
	const version = /\$wp_version\s*=\s*'([^']+)'/.exec(
		readFileSync( join( target, 'wp-includes', 'version.php' ), 'utf8' )
	)?.[ 1 ];
	// A x.y.0 release calls itself x.y.
	if ( version !== line && `${ version }.0` !== line ) {
		throw new Error(
			`${ archive } holds WordPress ${ version }, not ${ line }.`
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
