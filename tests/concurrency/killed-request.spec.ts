/**
 * A booking interrupted inside its transaction leaves nothing behind: no
 * order without its tickets, no tickets without their order, no seats taken.
 * Once the PHP request ends itself half-way (a fatal stop), once its worker
 * process is killed while it holds the transaction open.
 */
import { test } from '@playwright/test';
import { report } from './burst';
import { killedRequest } from './scenarios';

test( 'GAP-05 a booking request killed mid-transaction leaves no half-written rows', async () => {
	test.setTimeout( 180_000 );
	report( 'killed-request', await killedRequest() );
} );
