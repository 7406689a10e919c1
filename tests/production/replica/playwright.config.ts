/**
 * The production stack with a replicated database (issue 36, item 3):
 * `npm run test:production -- --replica`. The stack of tests/production/
 * with a MariaDB primary and a replica two seconds behind it, LudicrousDB as
 * the site's db.php (tools/lib/replica-database.mjs). The routing and
 * concurrency specs run first, the fail-over specs (which stop a database
 * server) after them, the summary line last.
 */
import { defineConfig } from '@playwright/test';
import { join } from 'node:path';

const ROOT = join( __dirname, '..', '..', '..' );
const port = Number( process.env.EVENTSMITH_TEST_PORT || 9580 );
const url = `http://127.0.0.1:${ port }`;
process.env.EVENTSMITH_TEST_URL = url;
process.env.EVENTSMITH_PRODUCTION_PORT = String( port );

export default defineConfig( {
	testDir: __dirname,
	testMatch: '**/*.spec.ts',
	fullyParallel: false,
	workers: 1,
	retries: process.env.CI ? 1 : 0,
	forbidOnly: !! process.env.CI,
	timeout: 120_000,
	expect: { timeout: 10_000 },
	outputDir: join( ROOT, 'test-results', `production-replica-${ port }` ),
	globalTeardown: join( __dirname, '..', 'teardown.ts' ),
	use: { baseURL: url },
	projects: [
		{ name: 'replica', testIgnore: /(failover|summary)\.spec\.ts/ },
		{
			name: 'failover',
			testMatch: /failover\.spec\.ts/,
			dependencies: [ 'replica' ],
		},
		{
			name: 'summary',
			testMatch: /summary\.spec\.ts/,
			dependencies: [ 'failover' ],
		},
	],
	webServer: {
		command: `node tools/serve-production-stack.mjs serve ${ port } --replica`,
		cwd: ROOT,
		url: `${ url }/wp-login.php`,
		timeout: 180_000,
		reuseExistingServer: false,
		gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
		stdout: 'pipe',
		stderr: 'pipe',
	},
} );
