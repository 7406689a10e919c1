/**
 * Calls to the scanner's REST routes with the page's cookie and nonce.
 * Throws on network failure, answers null on an HTTP error.
 */
import { requestJson } from '../../front/rest/request-json';

export type RestSettings = { restUrl: string; restNonce: string };

/**
 * Sends one request and reads its JSON.
 *
 * @param settings REST address and nonce.
 * @param path     Route below eventsmith/v2/, e.g. "scanner/sync".
 * @param body     JSON body for a POST, or undefined for a GET.
 */
export async function rest< T >(
	settings: RestSettings,
	path: string,
	body?: unknown
): Promise< T | null > {
	const answer = await requestJson< T >( settings.restUrl + path, {
		body,
		nonce: settings.restNonce,
		cache: 'no-store',
	} );
	return answer.ok ? answer.body : null;
}
