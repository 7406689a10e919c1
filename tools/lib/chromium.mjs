/**
 * Debian's Chromium as the Node scripts (benchmarks, screenshots) launch it:
 * headless on these machines, with nothing reaching for the internet.
 */
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
 * Launches Chromium (CHROMIUM_PATH, or Debian's /usr/bin/chromium).
 */
export function launchChromium() {
	return chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
		args: CHROMIUM_ARGS,
	} );
}
