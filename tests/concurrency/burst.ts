/**
 * Helpers of the concurrency scenarios: firing a burst, and the one summary
 * line each scenario prints.
 */
import { expect } from '@playwright/test';
import { json, type Json } from '../support/json';
import type { Session } from '../support/wordpress';

/**
 * Starts every request at once and waits for all of them.
 *
 * @param count   How many requests.
 * @param request Sends request number n.
 */
export function burst< T >(
	count: number,
	request: ( n: number ) => Promise< T >
): Promise< T[] > {
	return Promise.all(
		Array.from( { length: count }, ( _, n ) => request( n ) )
	);
}

/**
 * Prints a scenario's figures as one line: `name: key=value key=value`.
 *
 * @param name    Scenario.
 * @param figures Its figures, in order.
 */
export function report( name: string, figures: Record< string, number > ) {
	const text = Object.entries( figures )
		.map( ( [ key, value ] ) => `${ key }=${ value }` )
		.join( ' ' );
	process.stdout.write( `${ name }: ${ text }\n` );
}

/**
 * Row counts behind one event's tickets, straight from the tables.
 *
 * @param admin   Administrator session.
 * @param eventId Event.
 */
export async function ledger(
	admin: Session,
	eventId: number
): Promise< Json > {
	const response = await admin.rest(
		'GET',
		`/eventsmith-test/v1/ledger?event_id=${ eventId }`
	);
	expect( response.status() ).toBe( 200 );
	return json( response );
}
