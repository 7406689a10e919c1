/**
 * Concurrency suite: bursts of simultaneous requests against the
 * production-like stack (PHP 8.2 built-in server with four workers +
 * MariaDB). The killed-request scenario kills a PHP worker, so it runs last,
 * after every race has had all four workers.
 */
import { suiteConfig } from '../support/playwright-config';

const base = suiteConfig( 'concurrency', 9430 );

export default {
	...base,
	projects: [
		{ name: 'races', testIgnore: /killed-request/ },
		{
			name: 'killed-request',
			testMatch: /killed-request\.spec\.ts/,
			dependencies: [ 'races' ],
		},
	],
};
