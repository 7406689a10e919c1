/**
 * Calendar date maths on plain days ("YYYY-MM-DD"): no clock times and no
 * browser timezone, so stepping a day never lands on 23:00 or 01:00 when
 * clocks change. Times of events arrive already written in the site's
 * timezone (ISO 8601 with its offset) and are read as written.
 */

export type Day = string;

export const GRID_VIEWS = [
	'dayGridMonth',
	'timeGridWeek',
	'timeGridDay',
] as const;
export const LIST_VIEWS = [ 'listMonth', 'listWeek', 'listDay' ] as const;
export type View =
	( typeof GRID_VIEWS )[ number ] | ( typeof LIST_VIEWS )[ number ];
export type Span = 'month' | 'week' | 'day';

export type Range = { start: Day; end: Day };

const DAY_MS = 86_400_000;

const toUtc = ( day: Day ): number =>
	Date.UTC(
		Number( day.slice( 0, 4 ) ),
		Number( day.slice( 5, 7 ) ) - 1,
		Number( day.slice( 8, 10 ) )
	);

const fromUtc = ( ms: number ): Day =>
	new Date( ms ).toISOString().slice( 0, 10 );

/**
 * Whether a value is one of the six view names.
 *
 * @param value Any text.
 */
export function isView( value: string ): value is View {
	return ( [ ...GRID_VIEWS, ...LIST_VIEWS ] as string[] ).includes( value );
}

/**
 * How much a view shows: a month, a week or a day.
 *
 * @param view View name.
 */
export function spanOf( view: View ): Span {
	if ( view.endsWith( 'Month' ) ) {
		return 'month';
	}
	return view.endsWith( 'Week' ) ? 'week' : 'day';
}

/**
 * The day `count` days after `day` (before it when negative).
 *
 * @param day   A day.
 * @param count Days to add.
 */
export function addDays( day: Day, count: number ): Day {
	return fromUtc( toUtc( day ) + count * DAY_MS );
}

/**
 * The first day of the month `count` months after the month of `day`.
 *
 * @param day   A day.
 * @param count Months to add.
 */
export function addMonths( day: Day, count: number ): Day {
	const date = new Date( toUtc( day ) );
	return fromUtc(
		Date.UTC( date.getUTCFullYear(), date.getUTCMonth() + count, 1 )
	);
}

/**
 * The last day of the month of `day`.
 *
 * @param day A day.
 */
export function endOfMonth( day: Day ): Day {
	return addDays( addMonths( day, 1 ), -1 );
}

/**
 * Weekday of a day, 0 = Sunday.
 *
 * @param day A day.
 */
export function weekday( day: Day ): number {
	return new Date( toUtc( day ) ).getUTCDay();
}

/**
 * The first day of the week holding `day`.
 *
 * @param day       A day.
 * @param weekStart The site's first weekday, 0 = Sunday … 6 = Saturday.
 */
export function startOfWeek( day: Day, weekStart: number ): Day {
	return addDays( day, -( ( weekday( day ) - weekStart + 7 ) % 7 ) );
}

/**
 * Every day from `start` to `end`, both included.
 *
 * @param range The days.
 */
export function daysOf( range: Range ): Day[] {
	const days: Day[] = [];
	for ( let day = range.start; day <= range.end; day = addDays( day, 1 ) ) {
		days.push( day );
	}
	return days;
}

/**
 * The weeks a month grid shows: whole weeks from the one holding the 1st to
 * the one holding the last day, with the neighbouring months' days filling them.
 *
 * @param day       Any day of the month.
 * @param weekStart The site's first weekday.
 */
export function monthGrid( day: Day, weekStart: number ): Day[][] {
	const days = daysOf( {
		start: startOfWeek( addMonths( day, 0 ), weekStart ),
		end: addDays( startOfWeek( endOfMonth( day ), weekStart ), 6 ),
	} );
	const weeks: Day[][] = [];
	for ( let i = 0; i < days.length; i += 7 ) {
		weeks.push( days.slice( i, i + 7 ) );
	}
	return weeks;
}

/**
 * The days a view shows around `cursor` (and so fetches): the whole grid
 * for the month grid, the month itself for the month list.
 *
 * @param view      View name.
 * @param cursor    The day the view is on.
 * @param weekStart The site's first weekday.
 */
export function viewRange( view: View, cursor: Day, weekStart: number ): Range {
	if ( 'dayGridMonth' === view ) {
		const weeks = monthGrid( cursor, weekStart );
		return {
			start: weeks[ 0 ]![ 0 ]!,
			end: weeks[ weeks.length - 1 ]![ 6 ]!,
		};
	}
	switch ( spanOf( view ) ) {
		case 'month':
			return { start: addMonths( cursor, 0 ), end: endOfMonth( cursor ) };
		case 'week': {
			const start = startOfWeek( cursor, weekStart );
			return { start, end: addDays( start, 6 ) };
		}
		default:
			return { start: cursor, end: cursor };
	}
}

/**
 * The day the view moves to with "previous" (-1) or "next" (1): a month
 * view goes to the 1st of the next month, a week view by seven days, a day
 * view by one day.
 *
 * @param view      View name.
 * @param cursor    The day the view is on.
 * @param direction -1 or 1.
 */
export function step( view: View, cursor: Day, direction: -1 | 1 ): Day {
	switch ( spanOf( view ) ) {
		case 'month':
			return addMonths( cursor, direction );
		case 'week':
			return addDays( cursor, 7 * direction );
		default:
			return addDays( cursor, direction );
	}
}

/** An event as the public route answers it. */
export type CalendarEntry = {
	id: number;
	title: string;
	link: string;
	start: string;
	end: string;
	all_day: boolean;
	location: string;
};

/**
 * The wall-clock day of an ISO 8601 moment as written (in the site's timezone).
 *
 * @param iso Such as 2026-03-29T10:00:00+02:00.
 */
export const wallDay = ( iso: string ): Day => iso.slice( 0, 10 );

/**
 * The wall-clock time of an ISO 8601 moment as written, HH:MM.
 *
 * @param iso Such as 2026-03-29T10:00:00+02:00.
 */
export const wallTime = ( iso: string ): string => iso.slice( 11, 16 );

/**
 * The days of `range` an event is on. An event ending at exactly midnight
 * does not reach into the day that midnight starts.
 *
 * @param entry The event.
 * @param range The days shown.
 */
export function entryDays( entry: CalendarEntry, range: Range ): Day[] {
	const first = wallDay( entry.start );
	let last = wallDay( entry.end );
	if ( last > first && entry.end.slice( 11, 19 ) === '00:00:00' ) {
		last = addDays( last, -1 );
	}
	return daysOf( {
		start: first > range.start ? first : range.start,
		end: last < range.end ? last : range.end,
	} );
}

/**
 * Events by day, for the days of `range`, each day's list in start order.
 *
 * @param entries Events (any order).
 * @param range   The days shown.
 */
export function byDay(
	entries: CalendarEntry[],
	range: Range
): Map< Day, CalendarEntry[] > {
	const days = new Map< Day, CalendarEntry[] >(
		daysOf( range ).map( ( day ) => [ day, [] ] )
	);
	const sorted = [ ...entries ].sort(
		( a, b ) =>
			Number( b.all_day ) - Number( a.all_day ) ||
			a.start.localeCompare( b.start ) ||
			a.id - b.id
	);
	for ( const entry of sorted ) {
		for ( const day of entryDays( entry, range ) ) {
			days.get( day )?.push( entry );
		}
	}
	return days;
}
