/**
 * The plugin zip holds what WordPress runs and nothing else, and the version
 * numbers of a release agree.
 */
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { readFileSync, statSync } from 'node:fs';
import { ROOT, releaseSites } from './support';

const read = ( file: string ) => readFileSync( `${ ROOT }/${ file }`, 'utf8' );

test( 'REL-10 plugin header, EVENTSMITH_VERSION, readme Stable tag and package.json carry one version', () => {
	const plugin = read( 'plugin.php' );
	const header = /^\s*\*\s*Version:\s*(\S+)/m.exec( plugin )?.[ 1 ];
	const constant = /define\(\s*'EVENTSMITH_VERSION',\s*'([^']+)'/.exec(
		plugin
	)?.[ 1 ];
	const stable = /^Stable tag:\s*(\S+)/m.exec( read( 'readme.txt' ) )?.[ 1 ];
	const pkg = JSON.parse( read( 'package.json' ) ).version;
	expect( header ).toMatch( /^\d+\.\d+\.\d+$/ );
	expect( { constant, stable, pkg } ).toEqual( {
		constant: header,
		stable: header,
		pkg: header,
	} );
	expect( releaseSites().zip ).toMatch(
		new RegExp(
			`dist/eventsmith-${ header!.replace( /\./g, '\\.' ) }\\.zip$`
		)
	);
} );

test( 'REL-11 the zip has one eventsmith/ folder with only runtime files, under 3 MB', () => {
	const { zip } = releaseSites();
	expect( statSync( zip ).size ).toBeLessThanOrEqual( 3 * 1024 * 1024 );
	const names = Object.keys(
		unzipSync( new Uint8Array( readFileSync( zip ) ) )
	);
	expect( names.every( ( name ) => name.startsWith( 'eventsmith/' ) ) ).toBe(
		true
	);
	const inside = names.map( ( name ) => name.slice( 'eventsmith/'.length ) );
	for ( const needed of [
		'plugin.php',
		'uninstall.php',
		'readme.txt',
		'LICENSE',
		'build/admin/index.js',
		'build/admin/index.asset.php',
		'build/template-editor/index.js',
		'languages/eventsmith.pot',
		'templates/single-eventsmith_event.html',
	] ) {
		expect( inside ).toContain( needed );
	}
	const forbidden = inside.filter(
		( name ) =>
			/\.(ts|tsx|scss|map)$/.test( name ) ||
			/(^|\/)\./.test( name ) ||
			/^(node_modules|tests|tools|bench|docs|bin|admin|blocks|scanner|types)\//.test(
				name
			) ||
			( name.startsWith( 'template-editor/' ) &&
				! /^template-editor\/blocks\/[^/]+\/(block\.json|render\.php|style\.css)$/.test(
					name
				) ) ||
			/^(package(-lock)?\.json|tsconfig\.json|webpack\.config\.js|phpcs\.xml\.dist|phpunit\.xml\.dist|README\.md)$/.test(
				name
			)
	);
	expect( forbidden ).toEqual( [] );
} );

test( 'REL-12 every file a shipped block.json points at is in the zip', () => {
	const { zip } = releaseSites();
	const files = unzipSync( new Uint8Array( readFileSync( zip ) ) );
	const metadata = Object.keys( files ).filter( ( name ) =>
		name.endsWith( '/block.json' )
	);
	expect( metadata.length ).toBeGreaterThan( 20 );
	const missing: string[] = [];
	for ( const name of metadata ) {
		const dir = name.slice( 0, -'block.json'.length );
		const json = JSON.parse( new TextDecoder().decode( files[ name ] ) );
		const refs = Object.values( json )
			.flat()
			.filter(
				( value ): value is string =>
					typeof value === 'string' && value.startsWith( 'file:./' )
			);
		for ( const ref of refs ) {
			const target = dir + ref.slice( 'file:./'.length );
			if ( ! files[ target ] ) {
				missing.push( `${ name } → ${ ref }` );
			}
		}
	}
	expect( missing ).toEqual( [] );
} );

test( 'REL-13 readme.txt "Tested up to" is the major.minor of a WordPress build the matrix runs, and not below "Requires at least"', () => {
	const readme = read( 'readme.txt' );
	const tested = /^Tested up to:\s*(\S+)/m.exec( readme )?.[ 1 ];
	const requires = /^Requires at least:\s*(\S+)/m.exec( readme )?.[ 1 ];
	const { sites, missing = [] } = releaseSites();
	const matrix = sites
		.filter( ( site ) => site.role === 'matrix' )
		.map( ( site ) => /^\d+\.\d+/.exec( site.version )![ 0 ] );
	// A clone without ../shared/wordpress/ cannot run the build the readme names.
	const notRun = missing.find(
		( m ) => /^\d+\.\d+/.exec( m.build )?.[ 0 ] === tested
	);
	test.skip(
		! matrix.includes( tested! ) && !! notRun,
		`WordPress ${ notRun?.build } not run: ${ notRun?.archive } is missing`
	);
	expect( matrix ).toContain( tested );
	expect( Number( tested ) ).toBeGreaterThanOrEqual( Number( requires ) );
} );

test( 'REL-15 the zip carries the GPL-2.0 LICENSE the readme and plugin header name (33.3)', () => {
	const { zip } = releaseSites();
	const files = unzipSync( new Uint8Array( readFileSync( zip ) ) );
	const license = files[ 'eventsmith/LICENSE' ];
	expect( license, 'eventsmith/LICENSE' ).toBeDefined();
	const text = new TextDecoder().decode( license );
	expect( text ).toContain( 'GNU GENERAL PUBLIC LICENSE' );
	expect( text ).toContain( 'Version 2, June 1991' );
	expect( text ).toContain( 'END OF TERMS AND CONDITIONS' );
	expect( text ).toBe( read( 'LICENSE' ) );
	expect( read( 'readme.txt' ) ).toMatch( /^License: GPLv2 or later$/m );
	expect( read( 'plugin.php' ) ).toMatch( /License:\s+GPL-2\.0-or-later/ );
} );

test( 'REL-16 readme.txt links only to pages a site owner can open: no file the zip leaves out (33.3)', () => {
	const readme = read( 'readme.txt' );
	// Markdown files (docs/*.md, README.md) are not in the zip.
	expect( readme.match( /[\w./-]*\.md\b/g ) ?? [] ).toEqual( [] );
	expect( readme ).not.toMatch( /\bdocs\// );
	// Every web link is absolute (https), so it opens from the plugin directory.
	const links = [
		...readme.matchAll( /\[[^\]]*\]\(([^)]+)\)|(https?:\/\/\S+)/g ),
	].map( ( match ) => match[ 1 ] ?? match[ 2 ]! );
	expect( links.filter( ( link ) => ! /^https:\/\//.test( link ) ) ).toEqual(
		[]
	);
} );
