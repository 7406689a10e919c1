/**
 * Ticket types under a real burst: 300 visitors order one ticket each, at the
 * same moment, of three types with 10, 20 and 30 seats, five times on fresh
 * events. Each type sells exactly its seats; nobody gets a ticket that does
 * not exist.
 */
import { test } from '@playwright/test';
import { ticketTypesOversell } from './scenarios';

test( 'ticket types: 300 simultaneous orders for 10 + 20 + 30 seats accept exactly 60, five times over', async () => {
	test.setTimeout( 420_000 );
	const figures = await ticketTypesOversell( {
		seats: [ 10, 20, 30 ],
		requests: 300,
		runs: 5,
	} );
	// One line like the other scenarios' (report() takes numbers only; seats is a list).
	process.stdout.write(
		`ticket-types-oversell: types=${
			figures.seats.length
		} seats=${ figures.seats.join( ',' ) } requests=${
			figures.requests
		} accepted=${ figures.accepted } oversold=${ figures.oversold } runs=${
			figures.runs
		}\n`
	);
} );
