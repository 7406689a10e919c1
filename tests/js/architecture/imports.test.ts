/**
 * One front-end room (docs/architecture.md, "Browser side"): admin/,
 * template-editor/, scanner/ and blocks/ share code only through front/,
 * never by importing one another, and front/ imports none of them.
 *
 * Reads every source file and resolves each import (static, re-export,
 * dynamic `import()`, `require()`, Sass `@use`/`@import`/`@forward`), whether
 * relative or through an alias, to the top-level folder it lands in.
 */
import { readdirSync, readFileSync } from 'fs';
import { dirname, join, relative, resolve, sep } from 'path';

const ROOT = resolve( __dirname, '../../..' );
const APPS = [ 'admin', 'template-editor', 'scanner', 'blocks' ] as const;
const ROOMS = [ ...APPS, 'front' ];
const SOURCE = /\.(tsx?|jsx?|mjs|cjs|s?css)$/;

const JS_IMPORT =
	/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bjest\.(?:mock|requireActual)\s*\(\s*)(['"])([^'"\n]+)\1/g;
const SASS_IMPORT = /@(?:use|import|forward)\s+(['"])([^'"\n]+)\1/g;

function sources( dir: string, found: string[] = [] ): string[] {
	for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() ) {
			sources( path, found );
		} else if ( SOURCE.test( entry.name ) ) {
			found.push( path );
		}
	}
	return found;
}

/**
 * The import requests of one source text.
 *
 * @param text     File contents.
 * @param isStyles Whether the file is a stylesheet.
 */
function requestsOf( text: string, isStyles: boolean ): string[] {
	const pattern = isStyles ? SASS_IMPORT : JS_IMPORT;
	return Array.from(
		text.matchAll( pattern ),
		( match ) => match[ 2 ] ?? ''
	);
}

/**
 * The top-level folder a request lands in (null for packages).
 *
 * @param from    Importing file, absolute.
 * @param request What it imports.
 */
function roomOf( from: string, request: string ): string | null {
	let target: string;
	if ( request.startsWith( '.' ) ) {
		target = relative( ROOT, resolve( dirname( from ), request ) );
	} else {
		// Aliases (`@/admin/x`, `~template-editor/x`, `@eventsmith/blocks/x`, `admin/x`).
		target = request.replace( /^(@eventsmith\/|@\/|~\/?|\/)/, '' );
	}
	const top = target.split( /[\\/]/ )[ 0 ] ?? '';
	return ROOMS.includes( top ) ? top : null;
}

/**
 * Imports that cross from one app into another (or from front/ into an app).
 *
 * @param room The importing folder.
 */
function crossings( room: string ): string[] {
	const found: string[] = [];
	for ( const file of sources( join( ROOT, room ) ) ) {
		const text = readFileSync( file, 'utf8' );
		for ( const request of requestsOf( text, /\.s?css$/.test( file ) ) ) {
			const target = roomOf( file, request );
			if ( target && target !== room && target !== 'front' ) {
				found.push(
					`${ relative( ROOT, file ).split( sep ).join( '/' ) } imports ${ request }`
				);
			}
		}
	}
	return found;
}

describe( 'the front-end folders', () => {
	it.each( [ ...APPS, 'front' ] )(
		'%s imports no other app folder (only front/)',
		( room ) => {
			expect( crossings( room ) ).toEqual( [] );
		}
	);

	it( 'recognises every way one folder can reach another', () => {
		const file = join( ROOT, 'template-editor', 'list', 'row.tsx' );
		const requests = requestsOf(
			[
				"import { A } from '../../admin/components/a';",
				"export { B } from '../../blocks/b/b';",
				"const C = lazy( () => import( '../../scanner/c' ) );",
				"const D = require( '@eventsmith/admin/d' );",
				"import E from '../../front/components/light/button';",
				"import F from './cell';",
				"import { __ } from '@wordpress/i18n';",
			].join( '\n' ),
			false
		);
		expect(
			requests.map( ( request ) => roomOf( file, request ) )
		).toEqual( [
			'admin',
			'blocks',
			'scanner',
			'admin',
			'front',
			'template-editor',
			null,
		] );
		expect(
			requestsOf( '@use "../admin/components/light/light";', true ).map(
				( request ) =>
					roomOf(
						join( ROOT, 'template-editor', 'index.scss' ),
						request
					)
			)
		).toEqual( [ 'admin' ] );
	} );
} );
