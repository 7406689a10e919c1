/**
 * Calls to the scanner's REST routes with the page's cookie and nonce.
 * Throws on network failure, answers null on an HTTP error.
 */
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
	const response = await fetch( settings.restUrl + path, {
		method: body === undefined ? 'GET' : 'POST',
		credentials: 'same-origin',
		cache: 'no-store',
		headers: {
			Accept: 'application/json',
			'X-WP-Nonce': settings.restNonce,
			...( body === undefined
				? {}
				: { 'Content-Type': 'application/json' } ),
		},
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	if ( ! response.ok ) {
		return null;
	}
	try {
		return ( await response.json() ) as T;
	} catch {
		return null;
	}
}
