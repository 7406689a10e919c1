/**
 * Finds the plugin's translatable strings, and the text a visitor would read
 * that is not translated, in PHP (PHP's own tokenizer, tools/i18n/php-scan.php),
 * TypeScript (the TypeScript parser) and block.json files.
 *
 * Every finding carries `file` (relative, forward slashes) and `line`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { compare } from './po.mjs';

export const DOMAIN = 'eventsmith';

const HERE = dirname( fileURLToPath( import.meta.url ) );

/** Folders holding the plugin's PHP, relative to the plugin root. */
export const PHP_ROOTS = [
	'includes',
	'templates',
	'blocks',
	'template-editor',
	'plugin.php',
	'uninstall.php',
];
/** Folders holding the plugin's TypeScript that ships in build/. */
export const TS_ROOTS = [
	'front',
	'admin',
	'template-editor',
	'scanner',
	'blocks',
];

/**
 * Files under the given roots (files or folders), sorted, relative to root.
 *
 * @param {string}   root    Plugin root.
 * @param {string[]} roots   Relative files or folders.
 * @param {RegExp}   pattern File names to keep.
 * @return {string[]} Relative paths.
 */
export function listFiles( root, roots, pattern ) {
	const found = [];
	const walk = ( path ) => {
		let stat;
		try {
			stat = statSync( path );
		} catch {
			return;
		}
		if ( stat.isDirectory() ) {
			for ( const name of readdirSync( path ) ) {
				if ( name !== 'node_modules' && ! name.startsWith( '.' ) ) {
					walk( join( path, name ) );
				}
			}
		} else if ( pattern.test( path ) ) {
			found.push( relative( root, path ).split( sep ).join( '/' ) );
		}
	};
	for ( const r of roots ) {
		walk( join( root, r ) );
	}
	return [ ...new Set( found ) ].sort();
}

/**
 * Scans PHP files with tools/i18n/php-scan.php.
 *
 * @param {string}   root  Plugin root.
 * @param {string[]} files Relative paths.
 * @return {{calls: Object[], suspects: Object[]}} What the scanner found.
 */
export function scanPhp( root, files ) {
	const result = spawnSync(
		'php',
		[ join( HERE, '..', 'php-scan.php' ), root, ...files ],
		{
			encoding: 'utf8',
			maxBuffer: 64 * 1024 * 1024,
		}
	);
	if ( result.status !== 0 ) {
		throw new Error(
			`php-scan.php failed: ${ result.stderr || result.error?.message }`
		);
	}
	return JSON.parse( result.stdout );
}

/** Gettext functions of @wordpress/i18n and where their arguments are. */
export const TS_FUNCTIONS = {
	__: { id: 0, domain: 1 },
	_x: { id: 0, context: 1, domain: 2 },
	_n: { id: 0, plural: 1, domain: 3 },
	_nx: { id: 0, plural: 1, context: 3, domain: 4 },
};
/** The same for PHP. */
export const PHP_FUNCTIONS = {
	__: { id: 0, domain: 1 },
	_e: { id: 0, domain: 1 },
	esc_html__: { id: 0, domain: 1 },
	esc_html_e: { id: 0, domain: 1 },
	esc_attr__: { id: 0, domain: 1 },
	esc_attr_e: { id: 0, domain: 1 },
	translate: { id: 0, domain: 1 },
	_x: { id: 0, context: 1, domain: 2 },
	_ex: { id: 0, context: 1, domain: 2 },
	esc_html_x: { id: 0, context: 1, domain: 2 },
	esc_attr_x: { id: 0, context: 1, domain: 2 },
	_n: { id: 0, plural: 1, domain: 3 },
	_n_noop: { id: 0, plural: 1, domain: 2 },
	_nx: { id: 0, plural: 1, context: 3, domain: 4 },
	_nx_noop: { id: 0, plural: 1, context: 2, domain: 3 },
};

/** JSX props whose literal value a person reads or hears. */
export const TEXT_PROPS = new Set( [
	'label',
	'help',
	'placeholder',
	'title',
	'aria-label',
	'alt',
	'description',
	'text',
	'confirmButtonText',
	'cancelButtonText',
	'heading',
	'emptyText',
] );

const hasWords = ( text ) => /\p{L}{2,}/u.test( text );

function literalText( node ) {
	if ( ! node ) {
		return null;
	}
	if (
		ts.isStringLiteral( node ) ||
		ts.isNoSubstitutionTemplateLiteral( node )
	) {
		return node.text;
	}
	if ( ts.isParenthesizedExpression( node ) ) {
		return literalText( node.expression );
	}
	if (
		ts.isBinaryExpression( node ) &&
		node.operatorToken.kind === ts.SyntaxKind.PlusToken
	) {
		const left = literalText( node.left );
		const right = literalText( node.right );
		return left === null || right === null ? null : left + right;
	}
	return null;
}

function calleeName( call ) {
	const callee = call.expression;
	if ( ts.isIdentifier( callee ) ) {
		return callee.text;
	}
	if ( ts.isPropertyAccessExpression( callee ) ) {
		return callee.name.text;
	}
	return null;
}

/**
 * A comment's text without its markers, on one line.
 *
 * @param {string} text The comment.
 * @return {string} Its words.
 */
function cleanComment( text ) {
	return text
		.replace( /^\/\*+|\*+\/$/g, '' )
		.replace( /^\s*(\/\/|\*)\s?/gm, '' )
		.replace( /^\/\//, '' )
		.replace( /\s+/g, ' ' )
		.trim();
}

/**
 * Scans one TypeScript source.
 *
 * @param {string} file Relative path (shown in findings).
 * @param {string} text Source text.
 * @return {{calls: Object[], suspects: Object[], imports: string[]}} What it holds.
 */
export function scanTsSource( file, text ) {
	const source = ts.createSourceFile(
		file,
		text,
		ts.ScriptTarget.Latest,
		true,
		file.endsWith( 'x' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
	);
	const lineOf = ( pos ) =>
		source.getLineAndCharacterOfPosition( pos ).line + 1;
	const calls = [];
	const suspects = [];
	const imports = [];
	const comments = []; // { pos, end, text } of translators comments, in order.
	const seen = new Set();

	const collectComments = ( ranges ) => {
		for ( const range of ranges ?? [] ) {
			const raw = text.slice( range.pos, range.end );
			if ( ! seen.has( range.pos ) && /translators:/i.test( raw ) ) {
				seen.add( range.pos );
				comments.push( {
					pos: range.pos,
					end: range.end,
					text: cleanComment( raw ),
					used: false,
				} );
			}
		}
	};

	/**
	 * The nearest enclosing statement-like node a translators comment may lead.
	 *
	 * @param {ts.Node} node A call.
	 * @return {ts.Node} The statement, property or element holding it.
	 */
	const statementOf = ( node ) => {
		let current = node;
		while ( current.parent ) {
			const parent = current.parent;
			if (
				ts.isBlock( parent ) ||
				ts.isSourceFile( parent ) ||
				ts.isCaseClause( parent ) ||
				ts.isObjectLiteralExpression( parent ) ||
				ts.isArrayLiteralExpression( parent )
			) {
				return current;
			}
			current = parent;
		}
		return current;
	};

	const visit = ( node ) => {
		collectComments(
			ts.getLeadingCommentRanges( text, node.getFullStart() )
		);
		if ( ts.isJsxExpression( node ) && ! node.expression ) {
			const inner = text.slice( node.getStart() + 1, node.getEnd() - 1 );
			const at = node.getStart() + 1 + inner.search( /\/[*/]/ );
			if ( /translators:/i.test( inner ) && ! seen.has( at ) ) {
				seen.add( at );
				comments.push( {
					pos: at,
					end: node.getEnd(),
					text: cleanComment( inner.trim() ),
					used: false,
				} );
			}
		}
		if (
			( ts.isImportDeclaration( node ) ||
				ts.isExportDeclaration( node ) ) &&
			node.moduleSpecifier &&
			ts.isStringLiteral( node.moduleSpecifier )
		) {
			imports.push( node.moduleSpecifier.text );
		}
		if ( ts.isCallExpression( node ) ) {
			const name = calleeName( node );
			if (
				node.expression.kind === ts.SyntaxKind.ImportKeyword &&
				node.arguments[ 0 ] &&
				ts.isStringLiteral( node.arguments[ 0 ] )
			) {
				imports.push( node.arguments[ 0 ].text );
			}
			if ( name && Object.hasOwn( TS_FUNCTIONS, name ) ) {
				const args = node.arguments.map( ( arg ) =>
					literalText( arg )
				);
				const call = {
					file,
					line: lineOf( node.getStart() ),
					fn: name,
					args,
				};
				const from = statementOf( node ).getFullStart();
				const start = node.getStart();
				const comment = [ ...comments ]
					.reverse()
					.find(
						( c ) => c.end <= start && c.pos >= from && ! c.used
					);
				if ( comment ) {
					comment.used = true;
					call.comment = comment.text;
				}
				calls.push( call );
			}
		}
		if ( ts.isJsxText( node ) && hasWords( node.text ) ) {
			suspects.push( {
				file,
				line: lineOf( node.getStart() ),
				kind: 'jsx-text',
				text: node.text.trim(),
			} );
		}
		if (
			ts.isJsxAttribute( node ) &&
			TEXT_PROPS.has( node.name.getText( source ) ) &&
			node.initializer
		) {
			const value = ts.isJsxExpression( node.initializer )
				? literalText( node.initializer.expression )
				: literalText( node.initializer );
			if ( value !== null && hasWords( value ) ) {
				suspects.push( {
					file,
					line: lineOf( node.getStart() ),
					kind: `prop ${ node.name.getText( source ) }`,
					text: value,
				} );
			}
		}
		if (
			ts.isPropertyAssignment( node ) &&
			( ts.isIdentifier( node.name ) ||
				ts.isStringLiteral( node.name ) ) &&
			TEXT_PROPS.has( node.name.text )
		) {
			const value = literalText( node.initializer );
			if ( value !== null && hasWords( value ) ) {
				suspects.push( {
					file,
					line: lineOf( node.getStart() ),
					kind: `property ${ node.name.text }`,
					text: value,
				} );
			}
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
	return { calls, suspects, imports };
}

/**
 * Scans TypeScript files.
 *
 * @param {string}   root  Plugin root.
 * @param {string[]} files Relative paths.
 * @return {{calls: Object[], suspects: Object[], imports: Object<string, string[]>}} Findings and each file's imports.
 */
export function scanTs( root, files ) {
	const calls = [];
	const suspects = [];
	const imports = {};
	for ( const file of files ) {
		const found = scanTsSource(
			file,
			readFileSync( join( root, file ), 'utf8' )
		);
		calls.push( ...found.calls );
		suspects.push( ...found.suspects );
		imports[ file ] = found.imports;
	}
	return { calls, suspects, imports };
}

/** block.json fields core translates (its block-i18n.json schema), with their contexts. */
const BLOCK_FIELDS = [
	[ 'title', 'block title' ],
	[ 'description', 'block description' ],
	[ 'keywords', 'block keyword' ],
];

/**
 * Strings of block.json files, as core's block-i18n schema names them.
 *
 * @param {string}   root  Plugin root.
 * @param {string[]} files Relative paths of block.json files.
 * @return {{entries: Object[], problems: Object[]}} Entries (msgid, msgctxt, file, line) and files with a wrong textdomain.
 */
export function scanBlockJson( root, files ) {
	const entries = [];
	const problems = [];
	for ( const file of files ) {
		const text = readFileSync( join( root, file ), 'utf8' );
		const json = JSON.parse( text );
		const lines = text.split( '\n' );
		const lineOf = ( key, value ) => {
			const needle =
				value === undefined ? `"${ key }"` : JSON.stringify( value );
			const index = lines.findIndex( ( l ) => l.includes( needle ) );
			return index + 1;
		};
		if ( json.textdomain !== DOMAIN ) {
			problems.push( {
				file,
				line: lineOf( 'textdomain' ) || 1,
				kind: 'textdomain',
				text: String( json.textdomain ?? '(none)' ),
			} );
		}
		const add = ( value, context, key ) => {
			if ( typeof value === 'string' && value !== '' ) {
				entries.push( {
					msgid: value,
					msgctxt: context,
					file,
					line: lineOf( key, value ),
				} );
			}
		};
		for ( const [ key, context ] of BLOCK_FIELDS ) {
			for ( const value of [].concat( json[ key ] ?? [] ) ) {
				add( value, context, key );
			}
		}
		for ( const style of json.styles ?? [] ) {
			add( style.label, 'block style label', 'label' );
		}
		for ( const variation of json.variations ?? [] ) {
			add( variation.title, 'block variation title', 'title' );
			add(
				variation.description,
				'block variation description',
				'description'
			);
			for ( const keyword of variation.keywords ?? [] ) {
				add( keyword, 'block variation keyword', 'keywords' );
			}
		}
	}
	return { entries, problems };
}

/**
 * The built scripts WordPress loads as script handles (not script modules),
 * each with the source file webpack starts from: the app entries named in
 * webpack.config.js, and the editorScript/script/viewScript of every block.json.
 *
 * @param {string} root Plugin root.
 * @return {Array<{built: string, source: string}>} `built` is the path WordPress hashes, e.g. build/admin/index.js.
 */
export function scriptEntries( root ) {
	const entries = [];
	const config = readFileSync( join( root, 'webpack.config.js' ), 'utf8' );
	for ( const [ , name, path ] of config.matchAll(
		/'([\w/.-]+)':\s*resolve\(\s*__dirname,\s*'([^']+)'\s*\)/g
	) ) {
		entries.push( { built: `build/${ name }.js`, source: path } );
	}
	for ( const file of listFiles( root, [ 'blocks' ], /[\\/]block\.json$/ ) ) {
		const json = JSON.parse( readFileSync( join( root, file ), 'utf8' ) );
		const folder = dirname( file ); // blocks/<name> or blocks/<family>/<name>
		for ( const field of [ 'editorScript', 'script', 'viewScript' ] ) {
			for ( const value of [].concat( json[ field ] ?? [] ) ) {
				if (
					typeof value === 'string' &&
					value.startsWith( 'file:' )
				) {
					const source = join( folder, value.slice( 5 ) )
						.split( sep )
						.join( '/' );
					const base = source
						.replace( /\.(tsx?|jsx?)$/, '' )
						.replace( /^blocks\//, '' );
					entries.push( {
						built: `build/blocks/${ base }.js`,
						source,
					} );
				}
			}
		}
	}
	return entries.sort( ( a, b ) => compare( a.built, b.built ) );
}

/**
 * Every plugin source file an entry pulls in through relative imports.
 *
 * @param {string}                   root    Plugin root.
 * @param {string}                   entry   Relative path of the entry source.
 * @param {Object<string, string[]>} imports Each scanned file's import specifiers.
 * @return {Set<string>} Relative paths.
 */
export function importGraph( root, entry, imports ) {
	const found = new Set();
	const candidates = ( base ) => [
		base,
		...[ '.ts', '.tsx', '.js', '.jsx' ].map( ( ext ) => base + ext ),
		...[ '/index.ts', '/index.tsx', '/index.js' ].map(
			( ext ) => base + ext
		),
	];
	const stack = [ entry ];
	while ( stack.length ) {
		const file = stack.pop();
		if ( found.has( file ) ) {
			continue;
		}
		found.add( file );
		for ( const specifier of imports[ file ] ?? [] ) {
			if ( ! specifier.startsWith( '.' ) ) {
				continue;
			}
			const base = relative(
				root,
				resolve( root, dirname( file ), specifier )
			)
				.split( sep )
				.join( '/' );
			const hit = candidates( base ).find(
				( c ) => imports[ c ] !== undefined
			);
			if ( hit ) {
				stack.push( hit );
			}
		}
	}
	return found;
}
