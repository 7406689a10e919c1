/**
 * Rules of the attendee screens: labels and the edit form's validation.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { AttendeeFields } from './attendee-types';

/** A single address, as WordPress's is_email() accepts them in practice. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a text is one valid email address.
 *
 * @param value Text.
 */
export function isEmail( value: string ): boolean {
	return EMAIL.test( value.trim() );
}

/**
 * The check-in column: 'Checked in {time}' or 'Not checked in'.
 *
 * @param checkedInAt Formatted time of the check-in, or null.
 */
export function checkInLabel( checkedInAt: string | null ): string {
	return checkedInAt
		? sprintf(
				/* translators: %s: date and time of the check-in. */
				__( 'Checked in %s', 'eventsmith' ),
				checkedInAt
			)
		: __( 'Not checked in', 'eventsmith' );
}

/**
 * Label of a ticket status.
 *
 * @param status Status as stored (active, refunded, deleted …).
 */
export function ticketStatusLabel( status: string ): string {
	switch ( status ) {
		case 'active':
			return __( 'Active', 'eventsmith' );
		case 'refunded':
			return __( 'Refunded', 'eventsmith' );
		case 'deleted':
		case 'cancelled':
			return __( 'Cancelled', 'eventsmith' );
		default:
			return status;
	}
}

export type AttendeeErrors = Partial< Record< 'name' | 'email', string > >;

/**
 * Messages of the edit form's invalid fields (none when it may be sent).
 *
 * @param fields Form values.
 */
export function validateAttendee( fields: AttendeeFields ): AttendeeErrors {
	const errors: AttendeeErrors = {};
	if ( fields.name.trim() === '' ) {
		errors.name = __( 'Attendee Name is Required!', 'eventsmith' );
	}
	if ( fields.email.trim() === '' ) {
		errors.email = __( 'Attendee Email is Required!', 'eventsmith' );
	} else if ( ! isEmail( fields.email ) ) {
		errors.email = __(
			'Please enter a valid email address.',
			'eventsmith'
		);
	}
	return errors;
}

/**
 * The form values trimmed, as sent to the server.
 *
 * @param fields Form values.
 */
export function attendeePayload( fields: AttendeeFields ): AttendeeFields {
	return {
		name: fields.name.trim(),
		email: fields.email.trim(),
		phone: fields.phone.trim(),
		extra: fields.extra,
	};
}
