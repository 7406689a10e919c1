/**
 * Sale windows are stored in UTC (`Y-m-d H:i:s`) and edited in the event's
 * own timezone, as its start and end are: an IANA name (Europe/Berlin), an
 * offset (UTC+2, +05:30) or '' for UTC, read the way the server reads them.
 */

export type LocalTime = { date: string; time: string };

const OFFSET = /^(?:UTC)?([+-])(\d{1,2})(?::?([0-5]\d))?$/;

/**
 * Minutes east of UTC a timezone has at a moment; 0 for UTC, '' or a zone
 * the browser does not know.
 *
 * @param zone  The event's timezone.
 * @param utcMs The moment, in milliseconds since 1970 (UTC).
 */
export function offsetMinutes( zone: string, utcMs: number ): number {
	const name = zone.trim();
	if ( name === '' || name === 'UTC' ) {
		return 0;
	}
	const fixed = OFFSET.exec( name );
	if ( fixed ) {
		const minutes =
			parseInt( fixed[ 2 ] ?? '0', 10 ) * 60 +
			parseInt( fixed[ 3 ] ?? '0', 10 );
		return fixed[ 1 ] === '-' ? -minutes : minutes;
	}
	try {
		const parts = new Intl.DateTimeFormat( 'en-US', {
			timeZone: name,
			hourCycle: 'h23',
			year: 'numeric',
			month: 'numeric',
			day: 'numeric',
			hour: 'numeric',
			minute: 'numeric',
			second: 'numeric',
		} ).formatToParts( new Date( utcMs ) );
		const part = ( type: string ) =>
			Number( parts.find( ( p ) => p.type === type )?.value ?? 0 );
		const wall = Date.UTC(
			part( 'year' ),
			part( 'month' ) - 1,
			part( 'day' ),
			part( 'hour' ) % 24,
			part( 'minute' ),
			part( 'second' )
		);
		return Math.round(
			( wall - Math.floor( utcMs / 1000 ) * 1000 ) / 60000
		);
	} catch {
		return 0;
	}
}

const pad = ( n: number ) => String( n ).padStart( 2, '0' );

function utcText( ms: number ): string {
	const d = new Date( ms );
	return (
		`${ d.getUTCFullYear() }-${ pad( d.getUTCMonth() + 1 ) }-${ pad(
			d.getUTCDate()
		) } ` + `${ pad( d.getUTCHours() ) }:${ pad( d.getUTCMinutes() ) }:00`
	);
}

/**
 * The UTC moment of a wall-clock date and time in a timezone, as the API
 * takes it; null when no date is given (the sale is open on that side).
 * An empty time is midnight.
 *
 * @param local Date (YYYY-MM-DD) and time (HH:MM).
 * @param zone  The event's timezone.
 */
export function toUtc( local: LocalTime, zone: string ): string | null {
	const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec( local.date );
	if ( ! date ) {
		return null;
	}
	const time = /^(\d{2}):(\d{2})/.exec( local.time ) ?? [ '', '00', '00' ];
	const wall = Date.UTC(
		Number( date[ 1 ] ),
		Number( date[ 2 ] ) - 1,
		Number( date[ 3 ] ),
		Number( time[ 1 ] ),
		Number( time[ 2 ] )
	);
	// Two passes find the offset in force at that wall time, across daylight-saving changes.
	let utc = wall - offsetMinutes( zone, wall ) * 60000;
	utc = wall - offsetMinutes( zone, utc ) * 60000;
	return utcText( utc );
}

/**
 * The wall-clock date and time in a timezone of a stored UTC moment; empty
 * for none.
 *
 * @param utc  `Y-m-d H:i:s` in UTC, or null.
 * @param zone The event's timezone.
 */
export function fromUtc( utc: string | null, zone: string ): LocalTime {
	const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(
		utc ?? ''
	);
	if ( ! match ) {
		return { date: '', time: '' };
	}
	const ms = Date.UTC(
		Number( match[ 1 ] ),
		Number( match[ 2 ] ) - 1,
		Number( match[ 3 ] ),
		Number( match[ 4 ] ),
		Number( match[ 5 ] )
	);
	const local = utcText( ms + offsetMinutes( zone, ms ) * 60000 );
	return { date: local.slice( 0, 10 ), time: local.slice( 11, 16 ) };
}
