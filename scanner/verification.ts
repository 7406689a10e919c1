/**
 * The verification client: builds the GET the server answers
 * (`scanner_active`, `action=scanner_verification`, `security`, `event_id`,
 * `ticket_info`), reads `{data: {status_code, messages, content}}`, and tells
 * network or parse failures apart from answers.
 */
import { addQueryArgs } from '@wordpress/url';
import { requestJson } from '../front/rest/request-json';

/** status_code of a check-in. */
export const SUCCESS = 2;
/** status_code that sends the browser to content.redirect_url. */
export const REDIRECT = 3;

export type ScanContent = {
	name?: string;
	event_name?: string;
	ticket_name?: string;
	redirect_url?: string;
	/** Two-step info answers. */
	attendee_name?: string;
	ticket_Message?: string;
	checked_in_at?: string;
};

export type Answer = {
	statusCode: number;
	/** The first of data.messages, as the server wrote it. */
	message: string;
	content: ScanContent;
};

export type Outcome =
	{ ok: true; answer: Answer } | { ok: false; network?: boolean };

export type RequestOptions = {
	nonce: string;
	eventId: number;
	/** Two-step mode's first request: who it is, without checking in. */
	ticketInfo: boolean;
};

/**
 * The address a verification GET goes to.
 *
 * @param address A scanned verify address, or the current page's.
 * @param options Nonce, event and step.
 */
export function requestUrl( address: string, options: RequestOptions ): string {
	const args: Record< string, string | number > = {
		scanner_active: 1,
		action: 'scanner_verification',
		security: options.nonce,
	};
	if ( options.eventId > 0 ) {
		args.event_id = options.eventId;
	}
	if ( options.ticketInfo ) {
		args.ticket_info = 1;
	}
	// A fragment would swallow the query arguments added after it.
	return addQueryArgs( address.split( '#' )[ 0 ], args );
}

const text = ( value: unknown ): string | undefined =>
	typeof value === 'string' ? value : undefined;

/**
 * An answer from a parsed body, or null when the body is not one.
 *
 * @param body Parsed JSON: `{data: {status_code, messages, content}}`.
 */
export function parseAnswer( body: unknown ): Answer | null {
	const data = (
		body && typeof body === 'object'
			? ( body as { data?: unknown } ).data
			: undefined
	) as
		| { status_code?: unknown; messages?: unknown; content?: unknown }
		| undefined;
	if ( ! data || typeof data !== 'object' ) {
		return null;
	}
	const statusCode = Number( data.status_code );
	if (
		data.status_code === undefined ||
		data.status_code === null ||
		data.status_code === '' ||
		! Number.isInteger( statusCode )
	) {
		return null;
	}
	const messages = Array.isArray( data.messages ) ? data.messages : [];
	const raw = (
		data.content && typeof data.content === 'object' ? data.content : {}
	) as Record< string, unknown >;
	const content: ScanContent = {};
	for ( const key of [
		'name',
		'event_name',
		'ticket_name',
		'redirect_url',
		'attendee_name',
		'ticket_Message',
		'checked_in_at',
	] as const ) {
		const value = text( raw[ key ] );
		if ( value !== undefined ) {
			content[ key ] = value;
		}
	}
	return {
		statusCode,
		message: messages.length > 0 ? String( messages[ 0 ] ) : '',
		content,
	};
}

/**
 * Whether a scanned text is an address this page may send its nonce to:
 * the page's own origin or the site's.
 *
 * @param address Scanned text.
 * @param origins Allowed origins (scheme, host and port).
 */
export function isTrustedAddress(
	address: string,
	origins: string[]
): boolean {
	try {
		const url = new URL( address );
		return (
			( url.protocol === 'https:' || url.protocol === 'http:' ) &&
			origins.includes( url.origin )
		);
	} catch {
		return false;
	}
}

/**
 * Sends one verification GET with the page's cookies.
 *
 * @param address   Verify address or current page address.
 * @param options   Nonce, event and step.
 * @param fetchImpl window.fetch (replaceable in tests).
 * @param signal    Aborts the request when the modal closes.
 */
export async function sendVerification(
	address: string,
	options: RequestOptions,
	fetchImpl: typeof fetch = window.fetch.bind( window ),
	signal?: AbortSignal
): Promise< Outcome > {
	let body: unknown;
	try {
		( { body } = await requestJson(
			requestUrl( address, options ),
			{ signal },
			fetchImpl
		) );
	} catch {
		// No answer at all: offline (or aborted); the offline list may answer instead.
		return { ok: false, network: ! signal?.aborted };
	}
	// A body that is not JSON (an HTML page, a PHP notice…) is null: no answer.
	const answer = parseAnswer( body );
	return answer ? { ok: true, answer } : { ok: false };
}
