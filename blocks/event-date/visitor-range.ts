/**
 * An event's time range on the visitor's own clock, or '' when the visitor
 * is in the event's zone (or their browser cannot tell).
 */

/**
 * @param start       Start, ISO 8601 with offset.
 * @param end         End, ISO 8601 with offset.
 * @param eventZone   The event's IANA zone.
 * @param noEndTime   The event has no end time of its own.
 * @param locale      Locale to format in (the browser's by default).
 * @param visitorZone The visitor's zone (the browser's by default).
 */
export function visitorRange(
	start: string,
	end: string,
	eventZone: string,
	noEndTime: boolean,
	locale?: string,
	visitorZone?: string
): string {
	const zone =
		visitorZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
	const from = new Date( start );
	const to = new Date( end );
	if ( ! zone || zone === eventZone || isNaN( from.getTime() ) ) {
		return '';
	}
	const day = new Intl.DateTimeFormat( locale, {
		weekday: 'short',
		day: 'numeric',
		month: 'long',
		timeZone: zone,
	} );
	const time = new Intl.DateTimeFormat( locale, {
		hour: 'numeric',
		minute: '2-digit',
		timeZone: zone,
	} );
	// Same offset at both moments in both zones: nothing to add.
	if (
		time.format( from ) ===
			new Intl.DateTimeFormat( locale, {
				hour: 'numeric',
				minute: '2-digit',
				timeZone: eventZone,
			} ).format( from ) &&
		day.format( from ) ===
			new Intl.DateTimeFormat( locale, {
				weekday: 'short',
				day: 'numeric',
				month: 'long',
				timeZone: eventZone,
			} ).format( from )
	) {
		return '';
	}
	let range = `${ day.format( from ) }, ${ time.format( from ) }`;
	if ( ! noEndTime && ! isNaN( to.getTime() ) ) {
		range +=
			day.format( to ) === day.format( from )
				? `–${ time.format( to ) }`
				: ` – ${ day.format( to ) }, ${ time.format( to ) }`;
	}
	return `${ range } (${ zone })`;
}
