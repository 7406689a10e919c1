/**
 * The installable plugin zip: one top folder `eventsmith/` holding only what
 * WordPress runs (PHP, built assets, block metadata and render files,
 * languages, templates, images and readme.txt). Sources that need a build,
 * tests, tools, benchmarks, docs and dotfiles stay out.
 */
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { zipSync } from 'fflate';
import { ROOT } from './paths.mjs';

export const SLUG = 'eventsmith';
export const DIST_DIR = join( ROOT, 'dist' );
export const MAX_BYTES = 3 * 1024 * 1024;

/** Files at the top of the plugin folder. */
const ROOT_FILES = [ 'plugin.php', 'uninstall.php', 'readme.txt', 'LICENSE' ];

/** Folders shipped whole (minus the exclusions below). */
const FOLDERS = [
	'includes',
	'lib',
	'build',
	'languages',
	'templates',
	'assets',
];

/**
 * Template-builder blocks are registered from their source folder
 * (Blocks\Templates\TemplateBlocks): only their metadata, render file and
 * plain CSS run.
 */
const TEMPLATE_BLOCKS = join( 'template-editor', 'blocks' );
const TEMPLATE_BLOCK_FILES = [ 'block.json', 'render.php', 'style.css' ];

/** Never shipped: sources needing a build, docs sources, source maps. */
const EXCLUDED = /\.(ts|tsx|scss|map|md)$/i;

function isShipped( name ) {
	return ! name.startsWith( '.' ) && ! EXCLUDED.test( name );
}

function walk( dir, out ) {
	for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
		if ( ! isShipped( entry.name ) ) {
			continue;
		}
		const path = join( dir, entry.name );
		if ( entry.isDirectory() ) {
			walk( path, out );
		} else if ( entry.isFile() ) {
			out.push( path );
		}
	}
	return out;
}

/**
 * Absolute paths of every file the release holds.
 *
 * @param {string} root Plugin checkout.
 * @return {string[]} Files, sorted.
 */
export function releaseFiles( root = ROOT ) {
	const files = ROOT_FILES.map( ( name ) => join( root, name ) ).filter(
		( path ) => existsSync( path )
	);
	for ( const folder of FOLDERS ) {
		if ( existsSync( join( root, folder ) ) ) {
			walk( join( root, folder ), files );
		}
	}
	const templateBlocks = join( root, TEMPLATE_BLOCKS );
	for ( const entry of readdirSync( templateBlocks, {
		withFileTypes: true,
	} ) ) {
		if ( ! entry.isDirectory() ) {
			continue;
		}
		for ( const name of TEMPLATE_BLOCK_FILES ) {
			const path = join( templateBlocks, entry.name, name );
			if ( existsSync( path ) ) {
				files.push( path );
			}
		}
	}
	return files.sort();
}

/**
 * The version in the plugin header, in readme.txt's Stable tag and in
 * package.json.
 *
 * @param {string} root Plugin checkout.
 */
export function versions( root = ROOT ) {
	const read = ( name ) => readFileSync( join( root, name ), 'utf8' );
	const header = /^\s*\*\s*Version:\s*(\S+)/m.exec( read( 'plugin.php' ) );
	const constant = /define\(\s*'EVENTSMITH_VERSION',\s*'([^']+)'/.exec(
		read( 'plugin.php' )
	);
	const stable = /^Stable tag:\s*(\S+)/m.exec( read( 'readme.txt' ) );
	return {
		header: header?.[ 1 ] ?? null,
		constant: constant?.[ 1 ] ?? null,
		stableTag: stable?.[ 1 ] ?? null,
		packageJson: JSON.parse( read( 'package.json' ) ).version,
	};
}

/**
 * Throws unless build/ exists and is newer than every source it is built from.
 *
 * @param {string} root Plugin checkout.
 */
export function assertBuildFresh( root = ROOT ) {
	const build = join( root, 'build' );
	if ( ! existsSync( join( build, 'admin' ) ) ) {
		throw new Error(
			'build/ is missing or incomplete: run "npm run build" first (or "npm run plugin-zip" without --no-build).'
		);
	}
	const newest = ( dir, pick ) =>
		walkAll( dir ).reduce(
			( max, path ) =>
				pick( path ) ? Math.max( max, statSync( path ).mtimeMs ) : max,
			0
		);
	const built = Math.min(
		...readdirSync( build ).map( ( name ) =>
			newest( join( build, name ), () => true )
		)
	);
	const sources = [ 'front', 'admin', 'blocks', 'template-editor', 'scanner' ]
		.filter( ( dir ) => existsSync( join( root, dir ) ) )
		.map( ( dir ) =>
			newest( join( root, dir ), ( path ) =>
				/\.(ts|tsx|scss|css|json)$/.test( path )
			)
		);
	const changed = Math.max( 0, ...sources );
	if ( changed > built ) {
		throw new Error(
			'build/ is older than the sources: run "npm run build" first (or "npm run plugin-zip" without --no-build).'
		);
	}
}

function walkAll( dir, out = [] ) {
	if ( ! statSync( dir ).isDirectory() ) {
		out.push( dir );
		return out;
	}
	for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() ) {
			walkAll( path, out );
		} else {
			out.push( path );
		}
	}
	return out;
}

/**
 * Writes dist/eventsmith-<version>.zip.
 *
 * @param {string} root Plugin checkout.
 * @return {{path: string, bytes: number, files: number, version: string}} The zip written.
 */
export function writePluginZip( root = ROOT ) {
	const found = versions( root );
	const distinct = new Set( Object.values( found ) );
	if ( distinct.size !== 1 || distinct.has( null ) ) {
		throw new Error(
			`Version numbers disagree: plugin header ${ found.header }, EVENTSMITH_VERSION ${ found.constant }, readme.txt Stable tag ${ found.stableTag }, package.json ${ found.packageJson }.`
		);
	}
	const version = found.header;
	const entries = {};
	const files = releaseFiles( root );
	for ( const path of files ) {
		const name = relative( root, path ).split( sep ).join( '/' );
		entries[ `${ SLUG }/${ name }` ] = [
			new Uint8Array( readFileSync( path ) ),
			{ mtime: statSync( path ).mtime },
		];
	}
	const zip = zipSync( entries, { level: 9 } );
	if ( zip.byteLength > MAX_BYTES ) {
		throw new Error(
			`The zip is ${ zip.byteLength } bytes, over the ${ MAX_BYTES } byte limit.`
		);
	}
	mkdirSync( join( root, 'dist' ), { recursive: true } );
	const path = join( root, 'dist', `${ SLUG }-${ version }.zip` );
	writeFileSync( path, zip );
	return { path, bytes: zip.byteLength, files: files.length, version };
}
