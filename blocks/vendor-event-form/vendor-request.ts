/**
 * Requests of the vendor event form: a REST nonce fetched at the moment the
 * vendor saves or deletes (no nonce sits in the page), then the request.
 */

export type VendorAnswer = {
	id?: number;
	code?: string;
	message?: string;
	data?: { status?: number; params?: Record< string, string > };
};

/**
 * A fresh REST nonce for the signed-in user ('' when the session ended).
 *
 * @param url admin-ajax.php?action=rest-nonce
 */
export async function restNonce( url: string ): Promise< string > {
	const response = await fetch( url, { credentials: 'same-origin' } );
	const text = ( await response.text() ).trim();
	return response.ok && /^[0-9a-f]{10}$/.test( text ) ? text : '';
}

/**
 * Sends a request with a fresh nonce; answers the status and the parsed body
 * (status 401 with `session` as message when the vendor is logged out, 0
 * with `failed` when the request does not get through).
 *
 * @param nonceUrl      Where the nonce comes from.
 * @param method        HTTP method.
 * @param url           Route.
 * @param body          JSON body.
 * @param texts         Messages for a lost session and a failed request.
 * @param texts.session
 * @param texts.failed
 */
export async function send(
	nonceUrl: string,
	method: string,
	url: string,
	body: unknown,
	texts: { session: string; failed: string }
): Promise< { status: number; answer: VendorAnswer } > {
	try {
		const nonce = await restNonce( nonceUrl );
		if ( nonce === '' ) {
			return { status: 401, answer: { message: texts.session } };
		}
		const response = await fetch( url, {
			method,
			credentials: 'same-origin',
			headers: {
				'Content-Type': 'application/json',
				'X-WP-Nonce': nonce,
			},
			body: body === undefined ? undefined : JSON.stringify( body ),
		} );
		let answer: VendorAnswer = {};
		try {
			answer = ( await response.json() ) as VendorAnswer;
		} catch {
			answer = {};
		}
		return { status: response.status, answer };
	} catch {
		return { status: 0, answer: { message: texts.failed } };
	}
}
