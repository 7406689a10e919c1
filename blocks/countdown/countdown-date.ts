/**
 * Reading the countdown's date in the editor, with the same rules as the server.
 */
import { __ } from '@wordpress/i18n';

export class CountdownDateError extends Error {}

const PATTERNS: RegExp[] = [
	/^(?<month>\d{2})\/(?<day>\d{2})\/(?<year>\d{4}) (?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2}))?$/,
	/^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})[T ](?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2}))?$/,
];

/**
 * When a countdown for `date` (wall-clock time at `offsetHours` from UTC) ends, in milliseconds.
 *
 * @param date        Such as "12/24/2012 12:00:00".
 * @param offsetHours Hours east of UTC.
 * @throws CountdownDateError When the date is missing or cannot be read.
 */
export function countdownEndsAt( date: string, offsetHours: number ): number {
	const text = date.trim();
	if ( ! text ) {
		throw new CountdownDateError(
			__( 'Date is not defined.', 'eventsmith' )
		);
	}
	for ( const pattern of PATTERNS ) {
		const parts = pattern.exec( text )?.groups;
		if ( ! parts ) {
			continue;
		}
		const [ year, month, day, hour, minute, second ] = [
			parts.year,
			parts.month,
			parts.day,
			parts.hour,
			parts.minute,
			parts.second ?? '0',
		].map( Number ) as [ number, number, number, number, number, number ];
		const utc = Date.UTC( year, month - 1, day, hour, minute, second );
		const check = new Date( utc );
		if (
			check.getUTCMonth() === month - 1 &&
			check.getUTCDate() === day &&
			hour < 24 &&
			minute < 60 &&
			second < 60
		) {
			return utc - Math.round( offsetHours * 3600 ) * 1000;
		}
	}
	throw new CountdownDateError(
		__(
			'Incorrect date format, it should look like this, 12/24/2012 12:00:00.',
			'eventsmith'
		)
	);
}
