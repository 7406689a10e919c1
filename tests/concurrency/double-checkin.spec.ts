/**
 * One ticket scanned at 100 doors at once: exactly one check-in.
 */
import { test } from '@playwright/test';
import { report } from './burst';
import { doubleCheckin } from './scenarios';

test( 'SCAN-16 SCAN-18 100 simultaneous scans of one ticket: one success, 99 "already checked in" with the first time', async () => {
	const { requests, successes } = await doubleCheckin( 100 );
	report( 'double-checkin', { requests, successes } );
} );
