/**
 * PHP `date()` formats ('F j, Y', 'g:i a') on a wall-clock date, with the
 * site's month and day names: what the event list needs from wp-date's
 * `format()`, without loading wp-date and moment (61 KB gzipped) on the
 * dashboard's first screen. Timezone tokens are left out: list dates are the
 * event's own wall clock.
 */

export type DateNames = EventsmithDateSettings[ 'l10n' ];

/** English names, as wp-date has them before WordPress sets its settings. */
export const ENGLISH: DateNames = {
	locale: 'en_US',
	months: [
		'January',
		'February',
		'March',
		'April',
		'May',
		'June',
		'July',
		'August',
		'September',
		'October',
		'November',
		'December',
	],
	monthsShort: [
		'Jan',
		'Feb',
		'Mar',
		'Apr',
		'May',
		'Jun',
		'Jul',
		'Aug',
		'Sep',
		'Oct',
		'Nov',
		'Dec',
	],
	weekdays: [
		'Sunday',
		'Monday',
		'Tuesday',
		'Wednesday',
		'Thursday',
		'Friday',
		'Saturday',
	],
	weekdaysShort: [ 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' ],
	meridiem: { am: 'am', pm: 'pm', AM: 'AM', PM: 'PM' },
};

const pad = ( value: number, length = 2 ) =>
	String( value ).padStart( length, '0' );

function ordinal( day: number ): string {
	if ( day % 100 >= 11 && day % 100 <= 13 ) {
		return 'th';
	}
	return [ 'th', 'st', 'nd', 'rd' ][ day % 10 ] ?? 'th';
}

type Token = ( date: Date, names: DateNames ) => string;

const hours12 = ( date: Date ) => date.getUTCHours() % 12 || 12;
const isPm = ( date: Date ) => date.getUTCHours() >= 12;

/** The PHP format characters wp-date knows for wall-clock dates. */
const TOKENS: Record< string, Token > = {
	d: ( date ) => pad( date.getUTCDate() ),
	D: ( date, names ) => names.weekdaysShort[ date.getUTCDay() ] ?? '',
	j: ( date ) => String( date.getUTCDate() ),
	l: ( date, names ) => names.weekdays[ date.getUTCDay() ] ?? '',
	N: ( date ) => String( date.getUTCDay() || 7 ),
	S: ( date ) => ordinal( date.getUTCDate() ),
	w: ( date ) => String( date.getUTCDay() ),
	F: ( date, names ) => names.months[ date.getUTCMonth() ] ?? '',
	M: ( date, names ) => names.monthsShort[ date.getUTCMonth() ] ?? '',
	m: ( date ) => pad( date.getUTCMonth() + 1 ),
	n: ( date ) => String( date.getUTCMonth() + 1 ),
	t: ( date ) =>
		String(
			new Date(
				Date.UTC( date.getUTCFullYear(), date.getUTCMonth() + 1, 0 )
			).getUTCDate()
		),
	Y: ( date ) => String( date.getUTCFullYear() ),
	y: ( date ) => pad( date.getUTCFullYear() % 100 ),
	a: ( date, names ) =>
		isPm( date ) ? names.meridiem.pm : names.meridiem.am,
	A: ( date, names ) =>
		isPm( date ) ? names.meridiem.PM : names.meridiem.AM,
	g: ( date ) => String( hours12( date ) ),
	G: ( date ) => String( date.getUTCHours() ),
	h: ( date ) => pad( hours12( date ) ),
	H: ( date ) => pad( date.getUTCHours() ),
	i: ( date ) => pad( date.getUTCMinutes() ),
	s: ( date ) => pad( date.getUTCSeconds() ),
};

/**
 * A wall-clock time in a PHP date format.
 *
 * @param format PHP date format, e.g. 'F j, Y'; a backslash escapes a character.
 * @param value  'Y-m-dTH:i:s' (or 'Y-m-d'), read as a wall clock.
 * @param names  Month and day names (default: the site's, else English).
 */
export function formatPhpDate(
	format: string,
	value: string,
	names: DateNames = window.eventsmithDashboard?.date?.l10n ?? ENGLISH
): string {
	const match =
		/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(
			value
		);
	if ( ! match ) {
		return '';
	}
	const [ , y, mo, d, h = '0', mi = '0', s = '0' ] = match;
	const date = new Date(
		Date.UTC(
			Number( y ),
			Number( mo ) - 1,
			Number( d ),
			Number( h ),
			Number( mi ),
			Number( s )
		)
	);
	let out = '';
	for ( let i = 0; i < format.length; i++ ) {
		const char = format.charAt( i );
		if ( char === '\\' ) {
			i++;
			out += format.charAt( i );
			continue;
		}
		const token = TOKENS[ char ];
		out += token ? token( date, names ) : char;
	}
	return out;
}

/** The site's date and time formats ('F j, Y' and 'g:i a' by default). */
export function siteFormats(): { date: string; time: string } {
	return (
		window.eventsmithDashboard?.date?.formats ?? {
			date: 'F j, Y',
			time: 'g:i a',
		}
	);
}
