/**
 * JSON requests for code that runs without `@wordpress/api-fetch`: the
 * Interactivity view modules of public blocks and the door scanner.
 * (The dashboard and the builder use the api-fetch client in ./client.)
 *
 * Credentials: a request carries the site's cookies only to its own origin
 * (`same-origin`), never to another one; public routes that must act as an
 * anonymous visitor whoever is logged in send none (`anonymous`), which is
 * also what keeps them working on the demo site (docs/demo-site.md). A
 * request that acts as the signed-in user sends the REST nonce.
 */

export type JsonRequest = {
	/** HTTP method; GET, or POST when there is a body. */
	method?: string;
	/** JSON body. */
	body?: unknown;
	/** The REST nonce (`X-WP-Nonce`) of the signed-in user. */
	nonce?: string;
	/** Send no cookies: the route answers as to an anonymous visitor. */
	anonymous?: boolean;
	cache?: RequestCache;
	signal?: AbortSignal;
};

/** The status of an answer and its JSON body (null when it is not JSON). */
export type JsonAnswer< T > = { ok: boolean; status: number; body: T | null };

/**
 * Sends one request and reads its JSON body. Throws only when no answer
 * came (offline, aborted); an HTTP error is an answer with `ok` false.
 *
 * @param url       Address of the route.
 * @param request   Method, body, nonce and credentials.
 * @param fetchImpl window.fetch (replaceable in tests).
 */
export async function requestJson< T >(
	url: string | URL,
	request: JsonRequest = {},
	fetchImpl: typeof fetch = ( input, init ) => fetch( input, init )
): Promise< JsonAnswer< T > > {
	const { body, nonce, anonymous, cache, signal } = request;
	const headers: Record< string, string > = {
		Accept: 'application/json',
	};
	if ( body !== undefined ) {
		headers[ 'Content-Type' ] = 'application/json';
	}
	if ( nonce ) {
		headers[ 'X-WP-Nonce' ] = nonce;
	}
	const response = await fetchImpl( url, {
		method: request.method ?? ( body === undefined ? 'GET' : 'POST' ),
		credentials: anonymous ? 'omit' : 'same-origin',
		headers,
		...( body === undefined ? {} : { body: JSON.stringify( body ) } ),
		...( cache ? { cache } : {} ),
		...( signal ? { signal } : {} ),
	} );
	let parsed: T | null;
	try {
		parsed = ( await response.json() ) as T;
	} catch {
		parsed = null;
	}
	return { ok: response.ok, status: response.status, body: parsed };
}

/**
 * The JSON of a successful GET; throws on a network failure, an HTTP error
 * (the status as its message) or a body that is not JSON.
 *
 * @param url Address of the route.
 */
export async function getJson< T >( url: string | URL ): Promise< T > {
	const response = await fetch( url, { credentials: 'same-origin' } );
	if ( ! response.ok ) {
		throw new Error( String( response.status ) );
	}
	return ( await response.json() ) as T;
}

/**
 * The message a REST error answer carries (`{ message }`), or the fallback.
 *
 * @param body     Parsed answer.
 * @param fallback What to say when the answer has no message.
 */
export function answerMessage( body: unknown, fallback: string ): string {
	const message = ( body as { message?: unknown } | null )?.message;
	return typeof message === 'string' ? message : fallback;
}
