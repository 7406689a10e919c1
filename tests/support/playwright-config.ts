/**
 * Shared Playwright configuration: one fresh WordPress per suite run and
 * Debian's Chromium. Integration, browser, concurrency and security tests
 * run on native sites (PHP 8.2 workers + MariaDB); the playground suite runs
 * the demo's visitor flows and a smoke set of browser specs on Playground
 * (PHP as WebAssembly + SQLite), the stack of `npm start`. So both database
 * engines are exercised on every run.
 */
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { join } from 'node:path';

const ROOT = join( __dirname, '..', '..' );

/**
 * The browser the suites drive: Debian's `chromium-headless-shell`, Chromium's
 * renderer without the desktop browser around it. On two cores it spends a
 * third of the CPU the full browser spends on the same spec (docs/testing.md).
 * CHROMIUM_PATH picks another build.
 */
export const CHROMIUM_EXECUTABLE =
	process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

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
	e2e: 'tools/serve-native-site.mjs',
	playground: 'tools/serve-test-site.mjs',
};

/**
 * The browser specs that also run on Playground (PHP as WebAssembly +
 * SQLite, the stack of `npm start`): the demo's visitor flows. They need the
 * demo exactly as it is served (its seed writes events, ticket types,
 * bookings, RSVPs and check-ins), and a visitor's two writes on it, a ticket
 * and an RSVP, prove the SQLite database on every run. The ticket form's and
 * RSVP form's own specs run on the native site in the browser suite.
 */
export const PLAYGROUND_SPECS = [ 'demo/visitor-flows.spec.ts' ];

export function suiteConfig(
	suite: string,
	defaultPort: number
): PlaywrightTestConfig {
	const port = Number( process.env.EVENTSMITH_TEST_PORT || defaultPort );
	// The playground suite runs some of the browser suite's specs on Playground.
	const specs = suite === 'playground' ? 'e2e' : suite;
	const baseURL = `http://127.0.0.1:${ port }`;
	process.env.EVENTSMITH_TEST_URL = baseURL;

	return defineConfig( {
		testDir: join( ROOT, 'tests', specs ),
		testMatch: suite === 'playground' ? PLAYGROUND_SPECS : '**/*.spec.ts',
		// The demo's visitor flows start the demo on Playground themselves.
		testIgnore: suite === 'e2e' ? [ 'demo/**' ] : [],
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
				executablePath: CHROMIUM_EXECUTABLE,
				args: CHROMIUM_ARGS,
			},
			// Recording a trace doubles a browser test's time on two cores, so only a
			// retry records one (CI retries once); EVENTSMITH_TRACE=retain-on-failure
			// records every test and keeps the failures' traces.
			trace: ( process.env.EVENTSMITH_TRACE ??
				'on-first-retry' ) as 'on-first-retry',
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
