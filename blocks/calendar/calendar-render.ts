/**
 * Building the calendar's views as DOM (text only, never HTML strings), with
 * the same classes and table semantics the server prints for the month.
 */
import {
	byDay,
	monthGrid,
	spanOf,
	wallTime,
	type CalendarEntry,
	type Day,
	type Range,
	type View,
} from './calendar-dates';

export type CalendarTexts = {
	loading: string;
	failed: string;
	emptyMonth: string;
	emptyWeek: string;
	emptyDay: string;
	allDay: string;
	events: string;
};

export type RenderOptions = {
	locale: string;
	weekStart: number;
	today: Day;
	texts: CalendarTexts;
	labelledBy: string;
};

const CLASS = 'wp-block-eventsmith-calendar';

const utcDate = ( day: Day, time = '00:00' ) =>
	new Date(
		Date.UTC(
			Number( day.slice( 0, 4 ) ),
			Number( day.slice( 5, 7 ) ) - 1,
			Number( day.slice( 8, 10 ) ),
			Number( time.slice( 0, 2 ) ),
			Number( time.slice( 3, 5 ) )
		)
	);

/**
 * A day written for people, in the site's language.
 *
 * @param locale  BCP 47 locale.
 * @param day     The day.
 * @param options Intl options.
 */
export function formatDay(
	locale: string,
	day: Day,
	options: Intl.DateTimeFormatOptions
): string {
	return new Intl.DateTimeFormat( locale, {
		...options,
		timeZone: 'UTC',
	} ).format( utcDate( day ) );
}

/**
 * The title of a view: "November 2026", "23 – 29 Nov 2026" or "Wednesday, 25 November 2026".
 *
 * @param locale BCP 47 locale.
 * @param view   View name.
 * @param cursor The day the view is on.
 * @param range  The days it shows.
 */
export function viewTitle(
	locale: string,
	view: View,
	cursor: Day,
	range: Range
): string {
	const span = spanOf( view );
	if ( 'month' === span ) {
		return formatDay( locale, cursor.slice( 0, 8 ) + '01', {
			month: 'long',
			year: 'numeric',
		} );
	}
	if ( 'day' === span ) {
		return formatDay( locale, cursor, {
			weekday: 'long',
			day: 'numeric',
			month: 'long',
			year: 'numeric',
		} );
	}
	const format = new Intl.DateTimeFormat( locale, {
		day: 'numeric',
		month: 'short',
		year: 'numeric',
		timeZone: 'UTC',
	} );
	return format.formatRange( utcDate( range.start ), utcDate( range.end ) );
}

/**
 * Creates an element with a class and text.
 *
 * @param tag       Tag name.
 * @param className Class (prefixed by the block's class when it starts with "__").
 * @param text      Text content.
 */
function el< K extends keyof HTMLElementTagNameMap >(
	tag: K,
	className = '',
	text = ''
): HTMLElementTagNameMap[ K ] {
	const element = document.createElement( tag );
	if ( className ) {
		element.className = className.startsWith( '__' )
			? CLASS + className
			: className;
	}
	if ( text ) {
		element.textContent = text;
	}
	return element;
}

const time = ( locale: string, iso: string ) =>
	new Intl.DateTimeFormat( locale, {
		hour: 'numeric',
		minute: '2-digit',
		timeZone: 'UTC',
	} ).format( utcDate( iso.slice( 0, 10 ), wallTime( iso ) ) );

/**
 * One event as a link: time (or "All day"), title, and in long views the place.
 *
 * @param entry        The event.
 * @param options      Render options.
 * @param withLocation Whether to show the location.
 * @param withEnd      Whether to show the end time.
 */
function eventLink(
	entry: CalendarEntry,
	options: RenderOptions,
	withLocation: boolean,
	withEnd: boolean
): HTMLLIElement {
	const item = el( 'li' );
	const link = el( 'a' );
	link.href = entry.link;
	link.dataset.eventId = String( entry.id );
	const when = entry.all_day
		? options.texts.allDay
		: time( options.locale, entry.start ) +
			( withEnd ? ' – ' + time( options.locale, entry.end ) : '' );
	link.append(
		el( 'span', '__time', when ),
		' ',
		el( 'span', '__event-title', entry.title )
	);
	item.append( link );
	if ( withLocation && entry.location ) {
		item.append( ' ', el( 'span', '__location', entry.location ) );
	}
	return item;
}

/**
 * A grid view: the month (weeks of days) or the week/day (one column per day).
 *
 * @param view    View name.
 * @param cursor  The day the view is on.
 * @param days    Events by day.
 * @param options Render options.
 */
function grid(
	view: View,
	cursor: Day,
	days: Map< Day, CalendarEntry[] >,
	options: RenderOptions
): HTMLTableElement {
	const month = 'dayGridMonth' === view;
	const table = el( 'table', `${ CLASS }__grid is-${ spanOf( view ) }` );
	table.setAttribute( 'aria-labelledby', options.labelledBy );
	const weeks = month
		? monthGrid( cursor, options.weekStart )
		: [ [ ...days.keys() ] ];
	const head = el( 'tr' );
	for ( const day of weeks[ 0 ]! ) {
		const th = el( 'th' );
		th.scope = 'col';
		th.abbr = formatDay( options.locale, day, { weekday: 'long' } );
		th.textContent = formatDay( options.locale, day, {
			weekday: 'short',
			...( month ? {} : { day: 'numeric' } ),
		} );
		head.append( th );
	}
	table.createTHead().append( head );
	const body = table.createTBody();
	for ( const week of weeks ) {
		const row = el( 'tr' );
		for ( const day of week ) {
			const cell = el( 'td' );
			cell.dataset.day = day;
			cell.classList.toggle(
				'is-other-month',
				month && day.slice( 0, 7 ) !== cursor.slice( 0, 7 )
			);
			cell.classList.toggle( 'is-today', day === options.today );
			const number = el(
				'time',
				'__day-number',
				month
					? String( Number( day.slice( 8 ) ) )
					: formatDay( options.locale, day, {
							weekday: 'long',
							day: 'numeric',
							month: 'long',
						} )
			);
			number.dateTime = day;
			cell.append( number );
			const events = days.get( day ) ?? [];
			if ( events.length ) {
				const items = el( 'ul', '__events' );
				items.append(
					...events.map( ( entry ) =>
						eventLink( entry, options, ! month, ! month )
					)
				);
				cell.append( items );
			}
			row.append( cell );
		}
		body.append( row );
	}
	return table;
}

/**
 * A list view: each day with events, its events in order.
 *
 * @param days    Events by day.
 * @param options Render options.
 */
function list(
	days: Map< Day, CalendarEntry[] >,
	options: RenderOptions
): HTMLDivElement {
	const wrapper = el( 'div', '__list' );
	for ( const [ day, events ] of days ) {
		if ( ! events.length ) {
			continue;
		}
		const heading = el( 'h3', '__list-day' );
		const stamp = el(
			'time',
			'',
			formatDay( options.locale, day, {
				weekday: 'long',
				day: 'numeric',
				month: 'long',
				year: 'numeric',
			} )
		);
		stamp.dateTime = day;
		heading.append( stamp );
		const items = el( 'ul', '__list-events' );
		items.append(
			...events.map( ( entry ) =>
				eventLink( entry, options, true, true )
			)
		);
		wrapper.append( heading, items );
	}
	return wrapper;
}

/**
 * Replaces the body of a calendar with a view of `entries`.
 *
 * @param body    The calendar's body element.
 * @param view    View name.
 * @param cursor  The day the view is on.
 * @param range   The days shown.
 * @param entries Events (may reach outside the range).
 * @param options Render options.
 */
export function renderView(
	body: HTMLElement,
	view: View,
	cursor: Day,
	range: Range,
	entries: CalendarEntry[],
	options: RenderOptions
): void {
	const days = byDay( entries, range );
	// The month grid also shows the neighbouring months' days; "No events in
	// this month" speaks of the month itself.
	const inView = [ ...days ].some(
		( [ day, events ] ) =>
			events.length > 0 &&
			( 'dayGridMonth' !== view ||
				day.slice( 0, 7 ) === cursor.slice( 0, 7 ) )
	);
	const parts: HTMLElement[] = [
		view.startsWith( 'list' )
			? list( days, options )
			: grid( view, cursor, days, options ),
	];
	if ( ! inView ) {
		const span = spanOf( view );
		parts.push(
			el(
				'p',
				'__empty',
				'month' === span
					? options.texts.emptyMonth
					: options.texts[
							'week' === span ? 'emptyWeek' : 'emptyDay'
						]
			)
		);
	}
	body.dataset.view = view;
	body.replaceChildren( ...parts );
}
