/**
 * Date and time of an event as the list shows them, in the site's date and
 * time formats, on the event's own wall clock (no timezone conversion),
 * without wp-date (the event list is the dashboard's first screen).
 */
import {
	formatPhpDate as format,
	siteFormats,
} from '../../../../front/date/php-date';

/**
 * One side of the range: 'May 1, 2024 10:00 am', or just the date.
 *
 * @param date Y-m-d.
 * @param time H:i, or ''.
 */
function moment( date: string, time: string ): string {
	if ( ! date ) {
		return '';
	}
	const formats = siteFormats();
	const day = format( formats.date, `${ date }T00:00:00` );
	return time
		? `${ day } ${ format( formats.time, `${ date }T${ time }:00` ) }`
		: day;
}

/**
 * 'start - end' of an event; the end date is left out when it is the start date.
 *
 * @param event            The event.
 * @param event.start_date Start day.
 * @param event.start_time Start time.
 * @param event.end_date   End day.
 * @param event.end_time   End time.
 */
export function dateTimeText( event: {
	start_date: string;
	start_time: string;
	end_date: string;
	end_time: string;
} ): string {
	const start = moment( event.start_date, event.start_time );
	if ( ! event.end_date ) {
		return start;
	}
	if ( event.end_date === event.start_date ) {
		const formats = siteFormats();
		return event.end_time
			? `${ start } - ${ format(
					formats.time,
					`${ event.end_date }T${ event.end_time }:00`
				) }`
			: start;
	}
	return `${ start } - ${ moment( event.end_date, event.end_time ) }`;
}
