/**
 * Rules of the event editor's basic step: title and start date are
 * required and the end may not come before the start.
 */
import { __ } from '@wordpress/i18n';
import { toDayPayload } from '../list/date-range';

export type BasicValues = {
	title: string;
	start_date: string;
	start_time: string;
	end_date: string;
	end_time: string;
	online_url?: string;
};

export type FieldErrors = Partial< Record< keyof BasicValues, string > >;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Messages for each invalid field; empty when the values may be saved.
 *
 * @param values Basic step values.
 */
export function validateBasic( values: BasicValues ): FieldErrors {
	const errors: FieldErrors = {};
	if ( values.title.trim() === '' ) {
		errors.title = __( 'Event Title is Required!', 'eventsmith' );
	}
	const start = toDayPayload( values.start_date );
	if ( ! start ) {
		errors.start_date = __( 'Event Start Date is Required!', 'eventsmith' );
	}
	if ( values.start_time && ! TIME.test( values.start_time ) ) {
		errors.start_time = __( 'Enter a time as HH:MM.', 'eventsmith' );
	}
	if ( values.end_time && ! TIME.test( values.end_time ) ) {
		errors.end_time = __( 'Enter a time as HH:MM.', 'eventsmith' );
	}
	const online = ( values.online_url ?? '' ).trim();
	if ( online && ! /^https?:\/\/\S+$/i.test( online ) ) {
		errors.online_url = __(
			'Enter a web address starting with https://.',
			'eventsmith'
		);
	}
	const end = values.end_date ? toDayPayload( values.end_date ) : '';
	if ( values.end_date && ! end ) {
		errors.end_date = __( 'Enter a valid end date.', 'eventsmith' );
	}
	if (
		start &&
		! errors.end_date &&
		! errors.start_time &&
		! errors.end_time
	) {
		// The server reads an empty start time as 00:00, an empty end as 23:59 of the start day.
		const from = `${ start }T${ values.start_time || '00:00' }`;
		const to = `${ end || start }T${ values.end_time || '23:59' }`;
		if ( to < from ) {
			errors.end_date = __(
				'The event cannot end before it starts.',
				'eventsmith'
			);
		}
	}
	return errors;
}

/**
 * Whether a validation result lets the form be saved.
 *
 * @param errors Result of a validate function.
 */
export function isValid( errors: FieldErrors ): boolean {
	return Object.keys( errors ).length === 0;
}
