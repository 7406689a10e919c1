/**
 * The test suites, in the order `npm test` runs them. Each runs its tool and
 * reads the tool's machine-readable report into counts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

const REPORTS = join( ROOT, 'artifacts', 'reports' );

function exec( command, args, env = {} ) {
	const result = spawnSync( command, args, {
		cwd: ROOT,
		stdio: 'inherit',
		env: { ...process.env, ...env },
	} );
	return result.error ? 1 : ( result.status ?? 1 );
}

function reportPath( name ) {
	mkdirSync( REPORTS, { recursive: true } );
	const path = join( REPORTS, name );
	rmSync( path, { force: true } );
	return path;
}

/**
 * A check that counts as one test: passes when the command exits 0.
 *
 * @param {string}   command Program.
 * @param {string[]} args    Arguments.
 */
function singleCheck( command, args ) {
	return () => {
		const code = exec( command, args );
		return {
			passed: code === 0 ? 1 : 0,
			failed: code === 0 ? 0 : 1,
			skipped: 0,
		};
	};
}

/**
 * When a runner exits non-zero but reported no failure (it crashed, or its
 * site did not boot), the suite still fails: one failure is counted.
 *
 * @param {number} code   Exit code of the runner.
 * @param {Object} counts Counts read from its report.
 * @param {string} what   Runner name for the message.
 */
function settle( code, counts, what ) {
	if ( code !== 0 && counts.failed === 0 ) {
		console.error(
			`✖ ${ what } exited with code ${ code } without reporting a failed test: counted as one failure.`
		);
		return { ...counts, failed: 1 };
	}
	if ( code === 0 && counts.passed + counts.failed === 0 ) {
		console.error( `✖ ${ what } ran no test: counted as one failure.` );
		return { ...counts, failed: 1 };
	}
	return counts;
}

function jest() {
	const out = reportPath( 'jest.json' );
	const code = exec( 'npx', [
		'wp-scripts',
		'test-unit-js',
		'--config',
		'jest.config.js',
		'--json',
		`--outputFile=${ out }`,
	] );
	let counts = { passed: 0, failed: 0, skipped: 0 };
	if ( existsSync( out ) ) {
		const report = JSON.parse( readFileSync( out, 'utf8' ) );
		counts = {
			passed: report.numPassedTests,
			failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
			skipped: report.numPendingTests + report.numTodoTests,
		};
	}
	return settle( code, counts, 'Jest' );
}

function phpunit() {
	const out = reportPath( 'phpunit.xml' );
	const code = exec( 'phpunit', [
		'-c',
		'phpunit.xml.dist',
		'--log-junit',
		out,
	] );
	return settle( code, junitCounts( out ), 'PHPUnit' );
}

/**
 * Counts from a PHPUnit JUnit report (none when it is missing).
 *
 * @param {string} out Report path.
 */
function junitCounts( out ) {
	if ( ! existsSync( out ) ) {
		return { passed: 0, failed: 0, skipped: 0 };
	}
	const xml = readFileSync( out, 'utf8' );
	const root = /<testsuite\b[^>]*>/.exec( xml )?.[ 0 ] ?? '';
	const attr = ( name ) =>
		Number(
			new RegExp( `\\b${ name }="(\\d+)"` ).exec( root )?.[ 1 ] ?? 0
		);
	const failed = attr( 'failures' ) + attr( 'errors' );
	const skipped = attr( 'skipped' );
	return { passed: attr( 'tests' ) - failed - skipped, failed, skipped };
}

/**
 * Block render tests: PHPUnit on a fresh WordPress + MariaDB site with the
 * plugin active (tools/prepare-render-site.mjs), each test in a rolled-back
 * transaction.
 */
async function blocks() {
	const { findFreePort } = await import( './site.mjs' );
	const port = process.env.EVENTSMITH_TEST_PORT
		? Number( process.env.EVENTSMITH_TEST_PORT )
		: await findFreePort( 9450 );
	const prepared = spawnSync(
		'node',
		[ 'tools/prepare-render-site.mjs', String( port ) ],
		{ cwd: ROOT, encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	const site = ( prepared.stdout ?? '' ).trim().split( '\n' ).pop();
	if ( prepared.status !== 0 || ! site ) {
		return settle(
			1,
			{ passed: 0, failed: 0, skipped: 0 },
			'Block render tests'
		);
	}
	const out = reportPath( 'blocks.xml' );
	const code = exec(
		'phpunit',
		[ '-c', 'phpunit-blocks.xml.dist', '--log-junit', out ],
		{ EVENTSMITH_RENDER_SITE: site }
	);
	return settle( code, junitCounts( out ), 'Block render tests' );
}

/**
 * A Playwright suite.
 *
 * @param {string} suite    Suite name (its report is artifacts/reports/<suite>.json).
 * @param {string} [config] Its configuration (default tests/<suite>/playwright.config.ts).
 */
function playwright( suite, config = `tests/${ suite }/playwright.config.ts` ) {
	return async () => {
		const { findFreePort } = await import( './site.mjs' );
		const firstPort =
			{
				e2e: 9420,
				playground: 9480,
				concurrency: 9430,
				security: 9440,
				release: 9460,
				production: 9570,
				replica: 9580,
			}[ suite ] ?? 9410;
		const port = await findFreePort( firstPort );
		if ( suite === 'integration' ) {
			console.log(
				'Note: the integration suite runs on MariaDB 10.11; MySQL 8 is not packaged for this Debian release (apt has no mysql-server).'
			);
		}
		const out = reportPath( `${ suite }.json` );
		const code = exec(
			'npx',
			[ 'playwright', 'test', '-c', config, '--reporter=list,json' ],
			{
				EVENTSMITH_TEST_PORT: String( port ),
				PLAYWRIGHT_JSON_OUTPUT_NAME: out,
			}
		);
		let counts = { passed: 0, failed: 0, skipped: 0 };
		if ( existsSync( out ) ) {
			const { stats } = JSON.parse( readFileSync( out, 'utf8' ) );
			if ( stats.flaky > 0 ) {
				// Passed only on its retry: counted as passed, but said out loud.
				console.warn(
					`⚠ ${ stats.flaky } ${ suite } test(s) passed only on retry (flaky); see the list above.`
				);
			}
			counts = {
				passed: stats.expected + stats.flaky,
				failed: stats.unexpected,
				skipped: stats.skipped,
			};
		}
		return settle( code, counts, `Playwright (${ suite })` );
	};
}

/**
 * The replica variant of the production suite (`npm run test:production --
 * --replica`); without LudicrousDB's zip in ../shared/plugins it says so in
 * one line and counts as skipped.
 */
async function replica() {
	const { LUDICROUSDB_ZIP } = await import( './production-stack.mjs' );
	if ( ! existsSync( LUDICROUSDB_ZIP ) ) {
		console.log(
			`Skipped: the replica stack needs LudicrousDB at ${ LUDICROUSDB_ZIP } (../shared/plugins/README.md).`
		);
		return { passed: 0, failed: 0, skipped: 1 };
	}
	return playwright(
		'replica',
		'tests/production/replica/playwright.config.ts'
	)();
}

export const SUITES = {
	typecheck: {
		label: 'Type check',
		needsBuild: false,
		run: singleCheck( 'npx', [ 'tsc', '--noEmit' ] ),
	},
	lint: {
		label: 'Lint',
		needsBuild: false,
		run: () => {
			const js = singleCheck( 'npm', [ 'run', '--silent', 'lint:js' ] )();
			const style = singleCheck( 'npm', [
				'run',
				'--silent',
				'lint:style',
			] )();
			return {
				passed: js.passed + style.passed,
				failed: js.failed + style.failed,
				skipped: 0,
			};
		},
	},
	js: { label: 'JS unit', needsBuild: false, run: jest },
	php: { label: 'PHP unit', needsBuild: false, run: phpunit },
	integration: {
		label: 'Integration (REST on WordPress)',
		needsBuild: true,
		run: playwright( 'integration' ),
	},
	blocks: {
		label: 'Block render (do_blocks on WordPress)',
		needsBuild: true,
		run: blocks,
	},
	concurrency: {
		label: 'Concurrency (PHP workers + MariaDB)',
		needsBuild: false,
		run: playwright( 'concurrency' ),
	},
	production: {
		// Varnish, haproxy, two php-fpm nodes, Redis and an SMTP sink on six ports from 9570.
		label: 'Production stack (Varnish, haproxy, 2 PHP-FPM nodes, Redis, SMTP)',
		needsBuild: false,
		run: playwright( 'production' ),
	},
	replica: {
		// The production stack with a MariaDB primary, a replica 2 s behind it and LudicrousDB, on eight ports from 9580.
		label: 'Production stack with a delayed replica (LudicrousDB)',
		needsBuild: false,
		run: replica,
	},
	e2e: {
		label: 'Browser (Chromium, MariaDB)',
		needsBuild: true,
		run: playwright( 'e2e' ),
	},
	playground: {
		// The demo's visitor flows (PLAYGROUND_SPECS).
		label: 'Browser on Playground (SQLite)',
		needsBuild: true,
		run: playwright( 'playground' ),
	},
	security: {
		label: 'Security (matrix, XSS, CSRF, PHP)',
		needsBuild: true,
		run: playwright( 'security' ),
	},
	release: {
		// Writes the plugin zip and installs it on WordPress 6.5.5, 6.9.4, 7.0.4 and 7.1.0, plus an upgrade site (ports from 9460, five in a row).
		label: 'Release (zip on the WordPress matrix)',
		needsBuild: true,
		run: playwright( 'release' ),
	},
};
