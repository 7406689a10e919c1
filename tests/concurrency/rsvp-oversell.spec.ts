/**
 * RSVP capacity under a real burst: 200 visitors answer "going" at the same
 * moment for 50 places, five times on fresh events.
 */
import { test } from '@playwright/test';
import { report } from './burst';
import { rsvpOversell } from './scenarios';

test( 'RSVP-17 200 simultaneous answers for 50 places accept exactly 50, five times over', async () => {
	// A thousand requests: generous on a busy two-core machine.
	test.setTimeout( 300_000 );
	report(
		'rsvp-oversell',
		await rsvpOversell( { seats: 50, requests: 200, runs: 5 } )
	);
} );
