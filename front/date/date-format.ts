/**
 * Dates the reports show: stored in UTC (`Y-m-d H:i:s`), shown in the
 * site's timezone and date/time formats.
 */
import { dateI18n, getSettings } from '@wordpress/date';

/**
 * A UTC database time as an ISO string (`2031-03-04 10:00:00` →
 * `2031-03-04T10:00:00Z`).
 *
 * @param value Stored time.
 */
export function utcIso( value: string ): string {
	return /Z|[+-]\d\d:?\d\d$/.test( value )
		? value
		: `${ value.trim().replace( ' ', 'T' ) }Z`;
}

/**
 * A stored UTC time in the site's date and time format.
 *
 * @param value Stored time; empty gives ''.
 */
export function formatDateTime( value: string | null | undefined ): string {
	if ( ! value ) {
		return '';
	}
	const { formats } = getSettings();
	return dateI18n(
		`${ formats.date } ${ formats.time }`,
		utcIso( value ),
		undefined
	);
}
