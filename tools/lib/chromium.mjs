/**
 * Debian's Chromium as the Node scripts (benchmarks, screenshots) launch it:
 * headless on these machines, with nothing reaching for the internet.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

/**
 * Launches Chromium: CHROMIUM_PATH, or Debian's full browser (what visitors and
 * staff run, so the benchmarks measure it), or its headless shell, which
 * `npm test` installs.
 */
export function launchChromium() {
	const full = '/usr/bin/chromium';
	return chromium.launch( {
		executablePath:
			process.env.CHROMIUM_PATH ||
			( existsSync( full ) ? full : '/usr/bin/chromium-headless-shell' ),
		args: CHROMIUM_ARGS,
	} );
}
