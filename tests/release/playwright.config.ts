/**
 * Release suite: the plugin zip, installed from the zip (never the working
 * tree) into fresh native WordPress sites, one per build of the version
 * matrix (6.5.5, the minimum; 6.9.4, 7.0.4 and 7.1.0 from ../shared/wordpress/),
 * plus an upgrade site holding the oldest database layout.
 * tools/serve-release-sites.mjs writes the zip and starts them all on
 * consecutive ports from EVENTSMITH_TEST_PORT (a build whose archive is
 * missing keeps its port unused, and its tests are skipped).
 */
import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import {
	CHROMIUM_ARGS,
	CHROMIUM_EXECUTABLE,
} from '../support/playwright-config';

const ROOT = join( __dirname, '..', '..' );
const port = Number( process.env.EVENTSMITH_TEST_PORT || 9460 );
// As WP_BUILDS in tools/lib/wordpress-core.mjs.
const BUILDS = [ '6.5', '6.9.4', '7.0.4', '7.1.0' ];
const LAST_PORT = port + BUILDS.length;

export default defineConfig( {
	testDir: __dirname,
	fullyParallel: false,
	workers: 1,
	retries: process.env.CI ? 1 : 0,
	forbidOnly: !! process.env.CI,
	timeout: 90_000,
	expect: { timeout: 15_000 },
	outputDir: join( ROOT, 'test-results', `release-${ port }` ),
	// The upgrade site answers before its old schema is loaded: wait for the list of ready sites.
	globalSetup: require.resolve( './global-setup' ),
	use: {
		viewport: { width: 1280, height: 900 },
		launchOptions: {
			executablePath: CHROMIUM_EXECUTABLE,
			args: CHROMIUM_ARGS,
		},
		// As in the other suites (tests/support/playwright-config.ts): a trace on the retry only.
		trace: ( process.env.EVENTSMITH_TRACE ??
			'on-first-retry' ) as 'on-first-retry',
		screenshot: 'only-on-failure',
	},
	projects: [
		{ name: 'zip', testMatch: /zip\.spec\.ts/ },
		...BUILDS.map( ( build ) => ( {
			name: `wp-${ build }`,
			testMatch: /matrix\.spec\.ts/,
			metadata: { build },
		} ) ),
		{
			name: 'upgrade-uninstall',
			testMatch: /upgrade-uninstall\.spec\.ts/,
		},
	],
	webServer: {
		command: `node tools/serve-release-sites.mjs ${ port }`,
		cwd: ROOT,
		// The last site starts last: when it answers, all do.
		url: `http://127.0.0.1:${ LAST_PORT }/wp-login.php`,
		timeout: 300_000,
		reuseExistingServer: false,
		gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
		stdout: 'pipe',
		stderr: 'pipe',
	},
} );
