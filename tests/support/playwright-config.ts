/**
 * Shared Playwright configuration: one fresh WordPress per suite run and
 * Debian's Chromium. Integration tests run on the production-like stack
 * (PHP 8.2 workers + MariaDB); browser tests on Playground (PHP as
 * WebAssembly + SQLite), the same stack as `npm start`. So both database
 * engines are exercised on every run.
 */
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { join } from 'node:path';

const ROOT = join( __dirname, '..', '..' );

export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

const SERVERS: Record< string, string > = {
	integration: 'tools/serve-native-site.mjs',
	concurrency: 'tools/serve-native-site.mjs',
	security: 'tools/serve-native-site.mjs',
	// EVENTSMITH_E2E_NATIVE: the browser tests on the native site (PHP workers + MariaDB).
	e2e: process.env.EVENTSMITH_E2E_NATIVE
		? 'tools/serve-native-site.mjs'
		: 'tools/serve-test-site.mjs',
};

export function suiteConfig(
	suite: string,
	defaultPort: number
): PlaywrightTestConfig {
	const port = Number( process.env.EVENTSMITH_TEST_PORT || defaultPort );
	const baseURL = `http://127.0.0.1:${ port }`;
	process.env.EVENTSMITH_TEST_URL = baseURL;

	return defineConfig( {
		testDir: join( ROOT, 'tests', suite ),
		testMatch: '**/*.spec.ts',
		fullyParallel: false,
		workers: 1,
		// One retry on CI machines, where a busy host can delay a browser or a
		// worker; a test that needs it is reported as flaky by `npm test`.
		retries: process.env.CI ? 1 : 0,
		forbidOnly: !! process.env.CI,
		timeout: 90_000,
		expect: { timeout: 10_000 },
		outputDir: join( ROOT, 'test-results', `${ suite }-${ port }` ),
		use: {
			baseURL,
			viewport: { width: 1280, height: 900 },
			launchOptions: {
				executablePath:
					process.env.CHROMIUM_PATH || '/usr/bin/chromium',
				args: CHROMIUM_ARGS,
			},
			trace: 'retain-on-failure',
			screenshot: 'only-on-failure',
		},
		webServer: {
			command: `node ${ SERVERS[ suite ] } ${ suite } ${ port }`,
			cwd: ROOT,
			// Wait for WordPress itself, not just the open port (Playground answers 502 while it boots).
			url: `${ baseURL }/wp-login.php`,
			timeout: 300_000,
			reuseExistingServer: false,
			// SIGTERM, not the default SIGKILL: the server script then stops PHP's worker processes too.
			gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
			stdout: 'pipe',
			stderr: 'pipe',
		},
	} );
}
