/**
 * Sends an order to the public checkout route; a network failure becomes an
 * answer carrying the form's "could not send" message.
 */
import type { Answer } from './types';

/**
 * @param route  The checkout route.
 * @param body   The order.
 * @param failed The message shown when the request does not get through.
 */
export async function sendOrder(
	route: string,
	body: unknown,
	failed: string
): Promise< { ok: boolean; answer: Answer } > {
	try {
		const response = await fetch( route, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			credentials: 'omit',
			body: JSON.stringify( body ),
		} );
		return {
			ok: response.ok,
			answer: ( await response.json() ) as Answer,
		};
	} catch {
		return { ok: false, answer: { message: failed } };
	}
}
