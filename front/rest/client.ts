/**
 * Typed client for the Eventsmith REST API (`/wp-json/eventsmith/v2`).
 *
 * api-fetch adds the REST nonce to every request, so every write the
 * dashboard makes is authenticated and protected against CSRF.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

export const NAMESPACE = '/eventsmith/v2';

export type Query = Record< string, string | number | boolean | undefined >;

/**
 * A failed request: the server's message, its error code, HTTP status and,
 * for a 400 about one field, that field's message by name (`data.params`).
 */
export class ApiError extends Error {
	constructor(
		message: string,
		public readonly code: string,
		public readonly status: number,
		public readonly params: Record< string, string > = {}
	) {
		super( plainText( message ) );
		this.name = 'ApiError';
	}
}

/**
 * A server message as text. WordPress's answer to a PHP fatal error is HTML
 * ("<p>There has been a critical error…</p>"), which the screens show as text.
 *
 * @param message The message as the server sent it.
 */
export function plainText( message: string ): string {
	if ( ! message.includes( '<' ) ) {
		return message;
	}
	// A space after each paragraph or line break, so sentences stay apart.
	const spaced = message.replace( /<\/(p|div|li)>|<br\s*\/?>/gi, '$& ' );
	const text = new DOMParser().parseFromString( spaced, 'text/html' ).body
		.textContent;
	return ( text ?? '' ).replace( /\s+/g, ' ' ).trim() || message;
}

/** One page of a list and the number of items on every page. */
export type ListPage< T > = { items: T[]; total: number };

/**
 * The path of a route with its query string, empty values dropped.
 *
 * @param path  Route below the namespace, e.g. `/events`.
 * @param query Query arguments.
 */
export function apiPath( path: string, query: Query = {} ): string {
	const args = Object.fromEntries(
		Object.entries( query ).filter(
			( [ , value ] ) => value !== undefined && value !== ''
		)
	);
	return addQueryArgs( NAMESPACE + path, args );
}

function fieldMessages( params: unknown ): Record< string, string > {
	if ( ! params || typeof params !== 'object' || Array.isArray( params ) ) {
		return {};
	}
	return Object.fromEntries(
		Object.entries( params ).filter(
			( entry ): entry is [ string, string ] =>
				typeof entry[ 1 ] === 'string'
		)
	);
}

async function toApiError( error: unknown ): Promise< ApiError > {
	if ( error instanceof Response ) {
		const body = ( await error.json().catch( () => ( {} ) ) ) as {
			message?: string;
			code?: string;
			data?: { params?: unknown };
		};
		return new ApiError(
			body.message ?? error.statusText,
			body.code ?? 'http_error',
			error.status,
			fieldMessages( body.data?.params )
		);
	}
	const body = ( error ?? {} ) as {
		message?: string;
		code?: string;
		data?: { status?: number; params?: unknown };
	};
	return new ApiError(
		body.message ?? String( error ),
		body.code ?? 'unknown_error',
		body.data?.status ?? 0,
		fieldMessages( body.data?.params )
	);
}

async function send< T >(
	method: string,
	path: string,
	query?: Query,
	data?: unknown
): Promise< T > {
	try {
		return await apiFetch< T >( {
			path: apiPath( path, query ),
			method,
			...( data === undefined ? {} : { data } ),
		} );
	} catch ( error ) {
		throw await toApiError( error );
	}
}

export const api = {
	get: < T >( path: string, query?: Query ) =>
		send< T >( 'GET', path, query ),
	post: < T >( path: string, data?: unknown ) =>
		send< T >( 'POST', path, undefined, data ?? {} ),
	put: < T >( path: string, data: unknown ) =>
		send< T >( 'PUT', path, undefined, data ),
	delete: < T >( path: string, query?: Query ) =>
		send< T >( 'DELETE', path, query ),

	/**
	 * A page of a list route. Handles both answers the API gives: an
	 * object `{items, total_items}` and a bare array with `X-WP-Total`.
	 *
	 * @param path  List route.
	 * @param query Filters and paging.
	 */
	async list< T >(
		path: string,
		query: Query = {}
	): Promise< ListPage< T > > {
		let response: Response;
		try {
			response = await apiFetch< Response >( {
				path: apiPath( path, query ),
				parse: false,
			} );
		} catch ( error ) {
			throw await toApiError( error );
		}
		const body = ( await response.json() ) as
			T[] | { items: T[]; total_items: number };
		if ( Array.isArray( body ) ) {
			return {
				items: body,
				total: Number(
					response.headers.get( 'X-WP-Total' ) ?? body.length
				),
			};
		}
		return { items: body.items, total: Number( body.total_items ) };
	},
};

/**
 * A message a person can read, whatever was thrown.
 *
 * @param error What a request threw.
 */
export function errorMessage( error: unknown ): string {
	if ( error instanceof Error ) {
		return error.message;
	}
	return String( error );
}
