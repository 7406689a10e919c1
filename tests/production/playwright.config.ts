/**
 * Production suite: the concurrency scenarios and the caching, proxy, mail
 * and failure checks on the production stack (tools/lib/production-stack.mjs):
 * Varnish → haproxy → two php-fpm web nodes → one MariaDB, Redis as the object
 * cache, mail over SMTP to a sink. The stack starts as the suite's web server
 * and stops with it; the global teardown stops whatever is left even when
 * the run failed. The summary project runs last and prints the one line.
 */
import { defineConfig } from '@playwright/test';
import { join } from 'node:path';

const ROOT = join( __dirname, '..', '..' );
const port = Number( process.env.EVENTSMITH_TEST_PORT || 9570 );
const url = `http://127.0.0.1:${ port }`;
process.env.EVENTSMITH_TEST_URL = url;
process.env.EVENTSMITH_PRODUCTION_PORT = String( port );

export default defineConfig( {
	testDir: __dirname,
	testMatch: '**/*.spec.ts',
	testIgnore: /tests\/production\/replica\//,
	fullyParallel: false,
	workers: 1,
	retries: process.env.CI ? 1 : 0,
	forbidOnly: !! process.env.CI,
	timeout: 120_000,
	expect: { timeout: 10_000 },
	outputDir: join( ROOT, 'test-results', `production-${ port }` ),
	globalTeardown: join( __dirname, 'teardown.ts' ),
	use: { baseURL: url },
	projects: [
		// replica/ is the replicated variant, with a configuration of its own.
		{
			name: 'stack',
			testIgnore: /(summary\.spec\.ts|tests\/production\/replica\/)/,
		},
		{
			name: 'summary',
			testMatch: /summary\.spec\.ts/,
			dependencies: [ 'stack' ],
		},
	],
	webServer: {
		command: `node tools/serve-production-stack.mjs serve ${ port }`,
		cwd: ROOT,
		url: `${ url }/wp-login.php`,
		timeout: 180_000,
		reuseExistingServer: false,
		gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
		stdout: 'pipe',
		stderr: 'pipe',
	},
} );
