/**
 * Building event payloads relative to now, in any timezone, and creating
 * events over REST.
 */
import { expect } from '@playwright/test';
import { json, type Json } from './json';
import type { Session } from './wordpress';

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

/**
 * Creates an event over REST and returns it as the API answers.
 *
 * @param admin  A session allowed to manage events.
 * @param fields The event's fields.
 */
export async function createEvent(
	admin: Session,
	fields: Json
): Promise< Json > {
	const response = await admin.rest(
		'POST',
		'/eventsmith/v2/events',
		fields
	);
	expect( response.status(), await response.text() ).toBe( 201 );
	return json( response );
}

/**
 * The schedule fields of an event held on one day.
 *
 * @param date     Day, YYYY-MM-DD.
 * @param start    Start time, HH:MM.
 * @param end      End time, HH:MM.
 * @param timezone IANA time zone.
 */
export const oneDay = (
	date: string,
	start: string,
	end: string,
	timezone = 'UTC'
) => ( {
	start_date: date,
	start_time: start,
	end_date: date,
	end_time: end,
	timezone,
} );
