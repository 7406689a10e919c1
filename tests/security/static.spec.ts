/**
 * SEC-04: static checks of the PHP. Every PHP file parses (`php -l`) and
 * uses no syntax newer than PHP 8.1; PHP_CodeSniffer with phpcs.xml.dist
 * (its own security-relevant sniffs and Eventsmith's: prepared SQL, escaped
 * output, unslashed and sanitized input) is clean on includes/, blocks/,
 * plugin.php and uninstall.php, and its sniffs do catch a file that breaks
 * each rule.
 *
 * SEC-04b: output is escaped where it is printed. An escaped-output exception
 * (`phpcs:ignore WordPress.Security.EscapeOutput… -- reason`) says what the
 * value is and where each part is escaped, never "escaped above/inside/by
 * core"; the sniff knows the core functions that escape what they return
 * (customAutoEscapedFunctions in phpcs.xml.dist) and nothing more.
 */
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join( __dirname, '..', '..' );

/** Reasons that tell a reviewer nothing: where is "above", what is "inside", which core function? */
const VAGUE_REASONS: RegExp[] = [
	/^(?:built and )?escaped\b/i,
	/^a rendered block\b/i,
	/^a block's own markup\b/i,
	/\bescapes its own output\b/i,
];

function phpcs( args: string[] ): string[] {
	const run = spawnSync(
		'phpcs',
		[ '-q', '--no-colors', '--report=emacs', '-s', ...args ],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	expect( run.error ).toBeUndefined();
	return run.stdout
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => {
			const [ , row, code ] =
				/:(\d+):\d+: \w+ - .*\(([\w.]+)\)$/.exec( line ) ?? [];
			return `${ row } ${ code }`;
		} )
		.sort();
}

function phpFiles(): string[] {
	const listed = spawnSync(
		'git',
		[ 'ls-files', '--cached', '--others', '--exclude-standard', '*.php' ],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	return listed.stdout.split( '\n' ).filter( Boolean );
}

/** Syntax PHP 8.1 does not parse: readonly classes, DNF types, true/false/null as stand-alone types, constants in traits. */
const PHP82_ONLY: Array< [ RegExp, string ] > = [
	[
		/^\s*(?:(?:final|abstract)\s+)?readonly\s+(?:final\s+)?class\b/m,
		'readonly class (8.2)',
	],
	[
		/\b(?:function|fn)\b[^;{=]*?\)\s*:\s*(?:true|false|null)\s*[{;=]/,
		'true/false/null return type (8.2)',
	],
	[ /\(\s*\w+\s*&\s*\w+\s*\)\s*\|/, 'DNF type (8.2)' ],
	[
		/function\s*\w*\s*\((?:[^)]*?,)?\s*(?:true|false|null)\s+\$\w+/,
		'true/false/null parameter type (8.2)',
	],
];

test( 'SEC-04 every PHP file parses and needs no PHP newer than 8.1', () => {
	const files = phpFiles();
	expect( files.length ).toBeGreaterThan( 200 );
	// Compiled as `php -l` does, never run, in one PHP process (tools/lint-php.php).
	const lint = spawnSync(
		'php',
		[
			'-d',
			'opcache.enable_cli=1',
			'-d',
			'display_errors=stderr',
			'tools/lint-php.php',
		],
		{ cwd: ROOT, input: files.join( '\n' ), encoding: 'utf8' }
	);
	expect( lint.stderr, 'php -l' ).toBe( '' );
	expect( lint.stdout ).toContain(
		`${ files.length } PHP files compiled, 0 with errors.`
	);
	expect( lint.status, 'php -l' ).toBe( 0 );

	const newer = files.flatMap( ( file ) => {
		const source = readFileSync( join( ROOT, file ), 'utf8' );
		return PHP82_ONLY.filter( ( [ pattern ] ) =>
			pattern.test( source )
		).map( ( [ , what ] ) => `${ file }: ${ what }` );
	} );
	expect( newer ).toEqual( [] );
} );

test( 'SEC-04 PHP_CodeSniffer (phpcs.xml.dist) is clean on includes/, blocks/ and plugin.php', () => {
	const run = spawnSync(
		'phpcs',
		[ '-q', '--no-colors', '--report=emacs', '--standard=phpcs.xml.dist' ],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	expect( run.error ).toBeUndefined();
	expect( run.stdout + run.stderr ).toBe( '' );
	expect( run.status ).toBe( 0 );
} );

test( 'SEC-04 the sniffs catch unprepared SQL, unescaped output, raw input and forbidden PHP', () => {
	const run = spawnSync(
		'phpcs',
		[
			'-q',
			'--no-colors',
			'--report=emacs',
			'--standard=phpcs.xml.dist',
			'--extensions=txt',
			'-s',
			'tests/security/fixtures/unsafe.php.txt',
		],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	const found = run.stdout
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => {
			const [ , row, code ] =
				/:(\d+):\d+: \w+ - .*\(([\w.]+)\)$/.exec( line ) ?? [];
			return `${ row } ${ code }`;
		} )
		.sort();
	expect( found ).toEqual( [
		'13 Eventsmith.Security.SanitizedInput.NotSanitized',
		'14 Eventsmith.Security.SanitizedInput.NotSanitized',
		'15 Eventsmith.Security.PreparedSql.NotPrepared',
		'16 Eventsmith.Security.EscapedOutput.NotEscaped',
		'17 Eventsmith.Security.EscapedOutput.NotEscaped',
		'21 Eventsmith.Security.SanitizedInput.NotSanitized',
		'21 Generic.PHP.DisallowRequestSuperglobal.Found',
		'21 Generic.PHP.ForbiddenFunctions.Found',
		'22 Generic.PHP.NoSilencedErrors.Discouraged',
	] );
} );

test( 'SEC-04b every escaped-output exception gives a specific reason (no "escaped above/inside/by core")', () => {
	const checked = phpFiles().filter( ( file ) =>
		/^(?:includes\/|blocks\/|plugin\.php$|uninstall\.php$)/.test( file )
	);
	const exceptions = checked.flatMap( ( file ) =>
		readFileSync( join( ROOT, file ), 'utf8' )
			.split( '\n' )
			.flatMap( ( line, index ) => {
				const found =
					/phpcs:ignore\s+WordPress\.Security\.EscapeOutput[\w.]*(?:\s+--\s*(.*?))?\s*(?:\?>.*)?$/.exec(
						line
					);
				return found
					? [
							{
								where: `${ file }:${ index + 1 }`,
								reason: ( found[ 1 ] ?? '' ).trim(),
							},
						]
					: [];
			} )
	);
	const unreasoned = exceptions
		.filter(
			( { reason } ) =>
				reason.length < 10 ||
				VAGUE_REASONS.some( ( vague ) => vague.test( reason ) )
		)
		.map( ( { where, reason } ) => `${ where }: "${ reason }"` );
	// eslint-disable-next-line no-console
	console.log(
		`SEC-04b: ${ exceptions.length } escaped-output exceptions left in includes/, blocks/, plugin.php and uninstall.php`
	);
	test.info().annotations.push( {
		type: 'escaped-output exceptions',
		description: String( exceptions.length ),
	} );
	expect( unreasoned ).toEqual( [] );
} );

test( 'SEC-04b the escaped-output sniff accepts the core functions that escape what they return, and only those (echo and printf)', () => {
	const fixture = 'tests/security/fixtures/auto-escaped.php.txt';
	// With the ruleset's customAutoEscapedFunctions: only the raw prints fail.
	expect(
		phpcs( [ '--standard=phpcs.xml.dist', '--extensions=txt', fixture ] )
	).toEqual( [
		'21 Eventsmith.Security.EscapedOutput.NotEscaped',
		'22 Eventsmith.Security.EscapedOutput.NotEscaped',
		'23 Eventsmith.Security.EscapedOutput.NotEscaped',
		'24 Eventsmith.Security.EscapedOutput.NotEscaped',
		'26 Eventsmith.Security.EscapedOutput.NotEscaped',
	] );
	// Without the property (the bare standard), core's functions are not trusted either.
	const bare = phpcs( [
		'--standard=tools/phpcs/Eventsmith',
		'--extensions=txt',
		fixture,
	] );
	expect( bare ).toEqual(
		[ 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26 ]
			.map(
				( row ) =>
					`${ row } Eventsmith.Security.EscapedOutput.NotEscaped`
			)
			.sort()
	);
} );
