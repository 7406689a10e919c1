/**
 * The placeholders a template may hold, in the order the builder lists them.
 *
 * A placeholder is written `{{key}}` in any text; the server replaces it with
 * the event's, attendee's or ticket's value when the template is rendered.
 */
import { __ } from '@wordpress/i18n';

export interface Placeholder {
	key: string;
	label: string;
}

export const PLACEHOLDERS: ReadonlyArray< Placeholder > = [
	{ key: 'event_title', label: __( 'Event title', 'eventsmith' ) },
	{ key: 'event_location', label: __( 'Event location', 'eventsmith' ) },
	{ key: 'event_start_date', label: __( 'Event start date', 'eventsmith' ) },
	{ key: 'event_end_time', label: __( 'Event end time', 'eventsmith' ) },
	{ key: 'event_timezone', label: __( 'Event timezone', 'eventsmith' ) },
	{ key: 'attendee_name', label: __( 'Attendee name', 'eventsmith' ) },
	{ key: 'attendee_email', label: __( 'Attendee email', 'eventsmith' ) },
	{ key: 'attendee_phone', label: __( 'Attendee phone', 'eventsmith' ) },
	{ key: 'ticket_id', label: __( 'Ticket ID', 'eventsmith' ) },
	{ key: 'ticket_price', label: __( 'Ticket price', 'eventsmith' ) },
	{ key: 'ticket_type', label: __( 'Ticket type', 'eventsmith' ) },
	{ key: 'attendee_seat', label: __( 'Attendee seat', 'eventsmith' ) },
	{ key: 'payment_status', label: __( 'Payment status', 'eventsmith' ) },
	{ key: 'extra_fields', label: __( 'Extra fields', 'eventsmith' ) },
];

/**
 * The token written into a template for a placeholder key.
 *
 * @param key Placeholder key, e.g. `attendee_name`.
 */
export function placeholderToken( key: string ): string {
	return `{{${ key }}}`;
}

/**
 * Whether a key is one of the known placeholders.
 *
 * @param key Candidate key.
 */
export function isPlaceholderKey( key: string ): boolean {
	return PLACEHOLDERS.some( ( placeholder ) => placeholder.key === key );
}

/**
 * The label of a key, or the key itself when it is unknown.
 *
 * @param key Placeholder key.
 */
export function placeholderLabel( key: string ): string {
	return (
		PLACEHOLDERS.find( ( placeholder ) => placeholder.key === key )
			?.label ?? key
	);
}
