/**
 * Three door phones come back online at once and upload their offline
 * scans: 30 each, 90 in all, where 30 tickets were scanned on two phones.
 * Every phone also sends its upload twice at the same moment (the "online"
 * event and the timer both fire). Each ticket is checked in exactly once,
 * each doubly scanned ticket is reported as one conflict, and every
 * replayed scan id answers "already".
 */
import { test } from '@playwright/test';
import { report } from './burst';
import { offlineSync } from './scenarios';

test( 'SCAN-OFFLINE-04 three phones upload 90 offline scans with 30 doubles at once: one check-in per ticket, 30 conflicts, replays change nothing', async () => {
	test.setTimeout( 180_000 );
	report( 'offline-sync', await offlineSync() );
} );
