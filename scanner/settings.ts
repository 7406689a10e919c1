/**
 * The scanner's settings, read from the page: the mount's data-settings
 * (scanner_nonce, scanner_common_msg, attendee_verification_style, home_url,
 * attendees_url), the `attendee-event` element and the Start button's
 * already-scanned response.
 */
import { parseAnswer, type Answer } from './verification';

export type ScannerSettings = {
	nonce: string;
	commonMessage: string;
	/** attendee_verification_style 'off'; 'on' or unset verify at once. */
	twoStep: boolean;
	/** From the attendee-event element, 0 when there is none. */
	eventId: number;
	homeUrl: string;
	/** Back-to-attendee link, '' when the user may not open the list. */
	attendeesUrl: string;
	/** What the Start button carried, if anything. */
	scanned: Answer | null;
	/** REST root (…/wp-json/eventsmith/v2/) for counters, snapshot and uploads; '' without. */
	restUrl: string;
	restNonce: string;
	/** Events door staff may pick from (the block without a fixed event). */
	events: Array< { id: number; title: string } >;
	/** 'block' on a front-end page (phone layout), 'admin' on the scanner page. */
	layout: 'block' | 'admin';
};

const parse = ( json: string | undefined ): unknown => {
	try {
		return json ? JSON.parse( json ) : null;
	} catch {
		return null;
	}
};

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

/**
 * Reads the settings of one mount.
 *
 * @param mount The scanner mount element.
 * @param doc   Its document.
 */
export function readSettings(
	mount: HTMLElement,
	doc: Document = mount.ownerDocument
): ScannerSettings {
	const raw = ( parse( mount.dataset.settings ) ?? {} ) as Record<
		string,
		unknown
	>;
	const eventElement = doc.getElementById( 'attendee-event' );
	const eventId = Number(
		eventElement?.dataset.eventId ??
			( eventElement as HTMLInputElement | null )?.value ??
			0
	);
	const start = mount.querySelector< HTMLElement >( '[data-response]' );
	const fallbackEvent = Number( raw.event_id ?? 0 );
	return {
		nonce: text( raw.scanner_nonce ),
		commonMessage: text( raw.scanner_common_msg ),
		twoStep: raw.attendee_verification_style === 'off',
		eventId:
			Number.isInteger( eventId ) && eventId > 0
				? eventId
				: Math.max( 0, Math.trunc( fallbackEvent ) || 0 ),
		homeUrl: text( raw.home_url ),
		attendeesUrl: text( raw.attendees_url ),
		scanned: start ? parseAnswer( parse( start.dataset.response ) ) : null,
		restUrl: text( raw.rest_url ),
		restNonce: text( raw.rest_nonce ),
		events: Array.isArray( raw.events )
			? ( raw.events as Array< Record< string, unknown > > )
					.map( ( event ) => ( {
						id: Number( event.id ),
						title: text( event.title ),
					} ) )
					.filter( ( event ) => event.id > 0 )
			: [],
		layout: raw.layout === 'block' ? 'block' : 'admin',
	};
}

/**
 * Origins a scanned address may have: the page's own and the site's.
 *
 * @param settings Settings.
 * @param pageUrl  Current page address.
 */
export function trustedOrigins(
	settings: ScannerSettings,
	pageUrl: string
): string[] {
	const origins = [ new URL( pageUrl ).origin ];
	try {
		origins.push( new URL( settings.homeUrl ).origin );
	} catch {
		// No site address given: the page's origin only.
	}
	return [ ...new Set( origins ) ];
}
