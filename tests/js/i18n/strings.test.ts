/**
 * Translations: every string a person reads goes through a translation
 * function with the `eventsmith` domain, the template and compiled files are
 * what `npm run i18n` gives, and the German translation is complete.
 *
 * The scanners run as Node (tools/i18n/scan.mjs, make.mjs --check) exactly as
 * the npm script does.
 */
import { spawnSync } from 'child_process';
import { createHash } from 'crypto';
import {
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'fs';
import { tmpdir } from 'os';
import { dirname, join } from 'path';

import allowList from './untranslated-allow-list.json';

const ROOT = join( __dirname, '..', '..', '..' );

type Finding = { file: string; line: number; kind: string; text: string };
type Report = { problems: Finding[]; suspects: Finding[] };

function scan( root: string ): Report {
	const result = spawnSync(
		process.execPath,
		[ join( ROOT, 'tools/i18n/scan.mjs' ), '--root', root ],
		{ cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
	if ( result.status !== 0 ) {
		throw new Error( result.stderr );
	}
	return JSON.parse( result.stdout ) as Report;
}

const describeFinding = ( f: Finding ) =>
	`${ f.file }:${ f.line } ${ f.kind }: ${ JSON.stringify( f.text ) }`;

/**
 * A .po file's entries, read the simple way (one msgid/msgstr per entry).
 * @param text
 */
function poEntries( text: string ) {
	const unquote = ( s: string ) =>
		JSON.parse( s.replace( /\\t/g, '\\t' ) ) as string;
	return text
		.split( /\n\n/ )
		.slice( 1 )
		.map( ( block ) => {
			const field = ( name: string ) => {
				const match = new RegExp(
					`^${ name.replace( /[[\]]/g, '\\$&' ) } ((?:".*"\\n?)+)`,
					'm'
				).exec( block + '\n' );
				return match?.[ 1 ]
					? match[ 1 ].trim().split( '\n' ).map( unquote ).join( '' )
					: undefined;
			};
			return {
				msgid: field( 'msgid' ) ?? '',
				plural: field( 'msgid_plural' ),
				msgstr: [
					field( 'msgstr' ) ?? field( 'msgstr[0]' ) ?? '',
					...( field( 'msgstr[1]' ) !== undefined
						? [ field( 'msgstr[1]' ) as string ]
						: [] ),
				],
			};
		} );
}

describe( 'translations', () => {
	let plugin: Report;
	beforeAll( () => {
		plugin = scan( ROOT );
	} );

	it( 'every user-visible string in PHP and TypeScript is translated with the eventsmith domain', () => {
		const { problems, suspects } = plugin;
		const allowed = new Set(
			allowList.allowed.map( ( a ) => `${ a.file }\u0000${ a.text }` )
		);
		const untranslated = suspects.filter(
			( s ) => ! allowed.has( `${ s.file }\u0000${ s.text }` )
		);
		expect( problems.map( describeFinding ) ).toEqual( [] );
		expect( untranslated.map( describeFinding ) ).toEqual( [] );
	} );

	it( 'every allow-list entry still matches something (no stale exceptions)', () => {
		const found = new Set(
			plugin.suspects.map( ( s ) => `${ s.file }\u0000${ s.text }` )
		);
		const stale = allowList.allowed.filter(
			( a ) => ! found.has( `${ a.file }\u0000${ a.text }` )
		);
		expect( stale ).toEqual( [] );
	} );

	it( 'the checks catch untranslated text and a wrong domain', () => {
		const root = mkdtempSync( join( tmpdir(), 'eventsmith-i18n-' ) );
		const write = ( path: string, text: string ) => {
			mkdirSync( dirname( join( root, path ) ), { recursive: true } );
			writeFileSync( join( root, path ), text );
		};
		write(
			'includes/Bad.php',
			[
				'<?php',
				"echo 'Welcome to the party';",
				"echo esc_html( 'Hello there' );",
				"printf( 'You have %d tickets', 3 );",
				"echo esc_html__( 'Fine', 'eventsmith' );",
				"echo esc_html__( 'Wrong domain', 'other-plugin' );",
				"echo __( 'No domain' );",
				"echo 'wp-block-eventsmith';",
				'?>',
				'<p class="x">Plain words in a template</p>',
				'<p><?php esc_html_e( "Good", "eventsmith" ); ?></p>',
			].join( '\n' )
		);
		write(
			'admin/bad.tsx',
			[
				"import { __ } from '@wordpress/i18n';",
				'export const A = () => (',
				'\t<div title="Hover text">',
				'\t\tUntranslated heading',
				"\t\t<input placeholder={ 'Type here' } aria-label={ __( 'OK', 'eventsmith' ) } />",
				"\t\t<b>{ __( 'Bad', 'not-ours' ) }</b>",
				'\t</div>',
				');',
				"export const options = [ { label: 'Grid view', value: 'grid' } ];",
			].join( '\n' )
		);
		write(
			'blocks/x/block.json',
			JSON.stringify( {
				name: 'eventsmith/x',
				title: 'X',
				textdomain: 'x',
			} )
		);
		write( 'webpack.config.js', '' );
		try {
			const { problems, suspects } = scan( root );
			expect(
				suspects.map( ( s ) => [ s.file, s.line, s.text ] )
			).toEqual(
				expect.arrayContaining( [
					[ 'includes/Bad.php', 2, 'Welcome to the party' ],
					[ 'includes/Bad.php', 3, 'Hello there' ],
					[ 'includes/Bad.php', 4, 'You have %d tickets' ],
					[ 'includes/Bad.php', 10, 'Plain words in a template' ],
					[ 'admin/bad.tsx', 3, 'Hover text' ],
					[ 'admin/bad.tsx', 4, 'Untranslated heading' ],
					[ 'admin/bad.tsx', 5, 'Type here' ],
					[ 'admin/bad.tsx', 9, 'Grid view' ],
				] )
			);
			expect( suspects ).toHaveLength( 8 );
			expect(
				problems.map( ( p ) => [ p.file, p.line, p.kind ] )
			).toEqual(
				expect.arrayContaining( [
					[ 'includes/Bad.php', 6, 'domain' ],
					[ 'includes/Bad.php', 7, 'domain' ],
					[ 'admin/bad.tsx', 6, 'domain' ],
					[ 'blocks/x/block.json', 1, 'textdomain' ],
				] )
			);
			expect( problems ).toHaveLength( 4 );
		} finally {
			rmSync( root, { recursive: true, force: true } );
		}
	} );

	it( 'languages/eventsmith.pot, the .po, .mo and JSON files are what `npm run i18n` gives', () => {
		const result = spawnSync(
			process.execPath,
			[ join( ROOT, 'tools/i18n/make.mjs' ), '--check' ],
			{ cwd: ROOT, encoding: 'utf8' }
		);
		expect( result.stderr ).toBe( '' );
		expect( result.status ).toBe( 0 );
	} );

	it( 'the template carries file:line references, translators comments and block.json strings, without dates', () => {
		const pot = readFileSync(
			join( ROOT, 'languages/eventsmith.pot' ),
			'utf8'
		);
		expect( pot ).not.toMatch( /POT-Creation-Date|PO-Revision-Date/ );
		expect( pot ).toMatch(
			/#: blocks\/rsvp\/block\.json:\d+\nmsgctxt "block title"\nmsgid "Event RSVP Form"/
		);
		expect( pot ).toMatch(
			/#\. translators: %d: attendee number, from 1\.\n#: blocks\/rsvp\/render\.php:\d+\nmsgid "Attendee %d"/
		);
		expect( pot ).toMatch( /#: admin\/[\w/-]+\.tsx?:\d+/ );
	} );

	it( 'the German translation is complete, formal, and keeps every placeholder', () => {
		const entries = poEntries(
			readFileSync(
				join( ROOT, 'languages/eventsmith-de_DE.po' ),
				'utf8'
			)
		);
		expect( entries.length ).toBeGreaterThan( 100 );
		const marks = ( text: string ) =>
			( text.match( /%(\d+\$)?[sdf%]|\{\{\w+\}\}|<\/?\w+>/g ) ?? [] )
				.sort()
				.join( ' ' );
		const wrong = entries.flatMap( ( entry ) =>
			entry.msgstr.flatMap( ( translation, form ) => {
				const source =
					form === 0 ? entry.msgid : ( entry.plural ?? '' );
				if ( translation === '' ) {
					return [ `untranslated: ${ entry.msgid }` ];
				}
				// A singular may spell out "1" instead of %d; everything else must match.
				const expected = marks( source );
				const actual = marks( translation );
				const singular = entry.plural !== undefined && form === 0;
				const same =
					expected === actual ||
					( singular &&
						expected.replace( '%d', '' ).trim() ===
							actual.replace( '%d', '' ).trim() );
				const informal =
					/\b([Dd]u|[Dd]ich|[Dd]ir|[Dd]eine?[mnrs]?)\b/.test(
						translation
					);
				return [
					...( same
						? []
						: [
								`placeholders: ${ entry.msgid } => ${ translation }`,
							] ),
					...( informal ? [ `informal: ${ translation }` ] : [] ),
				];
			} )
		);
		expect( wrong ).toEqual( [] );
	} );

	it( 'each built script that shows text has its German JSON, named by the md5 of its build path', () => {
		const json = ( built: string ) =>
			JSON.parse(
				readFileSync(
					join(
						ROOT,
						'languages',
						`eventsmith-de_DE-${ createHash( 'md5' ).update( built ).digest( 'hex' ) }.json`
					),
					'utf8'
				)
			) as {
				source: string;
				locale_data: { messages: Record< string, string[] > };
			};
		const dashboard = json( 'build/admin/index.js' );
		expect( dashboard.source ).toBe( 'build/admin/index.js' );
		expect( dashboard.locale_data.messages.Events ).toEqual( [
			'Veranstaltungen',
		] );
		for ( const built of [
			'build/scanner/index.js',
			'build/template-editor/index.js',
			'build/blocks/rsvp/index.js',
			'build/blocks/calendar/index.js',
		] ) {
			expect(
				Object.keys( json( built ).locale_data.messages ).length
			).toBeGreaterThan( 1 );
		}
	} );
} );
