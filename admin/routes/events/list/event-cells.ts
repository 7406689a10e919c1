/**
 * Texts and checks of the event list's cells.
 */

export const UNLIMITED = -1;

/**
 * The Sold cell: '{sold}/{total}', '{sold}/∞' when tickets are unlimited.
 *
 * @param sold  Tickets sold.
 * @param total Capacity, -1 for unlimited.
 */
export function soldText( sold: number, total: number ): string {
	return `${ sold }/${ total === UNLIMITED ? '∞' : total }`;
}

/**
 * A timezone offset as 'UTC+06:00'. Accepts the API's `timezone_offset`
 * in any of the forms 'UTC+6', 'UTC+5:30', '+06:00' or 'UTC'.
 *
 * @param offset Offset text from the API.
 */
export function offsetText( offset: string ): string {
	const match = /^(?:UTC|GMT)?\s*([+-])?(\d{1,2})(?::?(\d{2}))?$/i.exec(
		offset.trim()
	);
	if ( ! match ) {
		return /^(UTC|GMT)$/i.test( offset.trim() ) ? 'UTC+00:00' : offset;
	}
	const sign = match[ 1 ] ?? '+';
	const hours = ( match[ 2 ] ?? '0' ).padStart( 2, '0' );
	const minutes = match[ 3 ] ?? '00';
	return `UTC${ sign }${ hours }:${ minutes }`;
}

/**
 * Whether a location is set but its address is malformed: the list then
 * warns. A location counts as set when it is not null, undefined, '' or
 * an empty object/array; it is malformed when location.address.address is
 * missing, not a string or empty, unless the event is online only (an
 * online link and no address at all).
 *
 * @param location Location from the API.
 */
export function hasLocationProblem( location: unknown ): boolean {
	if ( location === null || location === undefined || location === '' ) {
		return false;
	}
	if (
		typeof location === 'object' &&
		Object.keys( location as object ).length === 0
	) {
		return false;
	}
	if ( typeof location !== 'object' || Array.isArray( location ) ) {
		return true;
	}
	const address = ( location as { address?: unknown } ).address;
	if ( onlineUrl( location ).trim() !== '' && hasNoAddress( address ) ) {
		// An online-only event: a link and no place is a whole location.
		return false;
	}
	if ( ! address || typeof address !== 'object' ) {
		return true;
	}
	const text = ( address as { address?: unknown } ).address;
	return typeof text !== 'string' || text.trim() === '';
}

/**
 * Whether a location's address part holds no place at all (absent, null,
 * empty, or an object whose address is absent or empty text).
 *
 * @param address The location's `address`.
 */
function hasNoAddress( address: unknown ): boolean {
	if ( address === undefined || address === null || address === '' ) {
		return true;
	}
	if ( typeof address !== 'object' || Array.isArray( address ) ) {
		return false;
	}
	const text = ( address as { address?: unknown } ).address;
	return (
		text === undefined ||
		text === null ||
		( typeof text === 'string' && text.trim() === '' )
	);
}

/**
 * The address to show, or '' when there is none (or it is malformed).
 *
 * @param location Location from the API.
 */
export function locationText( location: unknown ): string {
	if ( hasLocationProblem( location ) || ! location ) {
		return '';
	}
	const address = ( location as { address?: { address?: unknown } } ).address
		?.address;
	return typeof address === 'string' ? address : '';
}

/**
 * The online link of a stored location, or ''.
 *
 * @param location Stored location.
 */
export function onlineUrl( location: unknown ): string {
	const url = ( location as { online_url?: unknown } | null )?.online_url;
	return typeof url === 'string' ? url : '';
}

/**
 * Badges of an event: 'recurrence' for an occurrence of a series,
 * 'parent' for the series itself.
 *
 * @param event                   The event.
 * @param event.parent            Id of its series, 0 for none.
 * @param event.recurring_enabled 'yes' for a series.
 */
export function recurrenceBadges( event: {
	parent: number;
	recurring_enabled: string;
} ): ( 'recurrence' | 'parent' )[] {
	const badges: ( 'recurrence' | 'parent' )[] = [];
	if ( Number( event.parent ) !== 0 ) {
		badges.push( 'recurrence' );
	}
	if ( event.recurring_enabled === 'yes' ) {
		badges.push( 'parent' );
	}
	return badges;
}
