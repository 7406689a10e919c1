/**
 * Building event payloads relative to now, in any timezone.
 */

/**
 * Wall-clock date and time at a fixed UTC offset.
 *
 * @param at          The moment.
 * @param offsetHours Hours east of UTC of the event's timezone.
 */
export function localParts(
	at: Date,
	offsetHours: number
): { date: string; time: string } {
	const shifted = new Date( at.getTime() + offsetHours * 3600_000 );
	const iso = shifted.toISOString();
	return { date: iso.slice( 0, 10 ), time: iso.slice( 11, 16 ) };
}

/**
 * Fields of an event running from `startOffsetMinutes` to `endOffsetMinutes` around now.
 *
 * @param title              Title.
 * @param timezone           IANA name of a zone with a fixed offset.
 * @param offsetHours        That zone's offset.
 * @param startOffsetMinutes Start, minutes from now (negative: in the past).
 * @param endOffsetMinutes   End, minutes from now.
 */
export function eventAround(
	title: string,
	timezone: string,
	offsetHours: number,
	startOffsetMinutes: number,
	endOffsetMinutes: number
) {
	const now = Date.now();
	const start = localParts(
		new Date( now + startOffsetMinutes * 60_000 ),
		offsetHours
	);
	const end = localParts(
		new Date( now + endOffsetMinutes * 60_000 ),
		offsetHours
	);
	return {
		title,
		timezone,
		start_date: start.date,
		start_time: start.time,
		end_date: end.date,
		end_time: end.time,
	};
}
