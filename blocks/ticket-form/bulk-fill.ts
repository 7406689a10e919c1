/**
 * The bulk-attendee checkbox (BULK-02..04): numbered values in every
 * attendee field, or every field emptied and flagged.
 */
import { check } from './form-checks';
import { bulkAnswer, fieldsOf } from './ticket-order';
import type { TicketContext, TicketFormTexts } from './types';

/** Today in the visitor's own time zone, as YYYY-MM-DD. */
export const today = (): string => {
	const now = new Date();
	return new Date( now.getTime() - now.getTimezoneOffset() * 6e4 )
		.toISOString()
		.slice( 0, 10 );
};

/**
 * BULK-02..04: numbered values in, or everything out and flagged.
 *
 * @param context The form's context.
 * @param texts   Translated messages and bulk values.
 * @param on      Fill (true) or empty (false).
 */
export function fillBulk(
	context: TicketContext,
	texts: TicketFormTexts,
	on: boolean
): void {
	const day = today();
	for ( const attendee of context.attendees ) {
		for ( const field of fieldsOf( context.questions ) ) {
			attendee.values[ field ] = on
				? bulkAnswer(
						field,
						attendee.index + 1,
						context.questions,
						texts,
						day
					)
				: '';
			attendee.touched[ field ] = true;
		}
	}
	check( context, texts, false );
	if ( on ) {
		return;
	}
	// BULK-04: every emptied field is flagged (phone too) until it is filled again.
	for ( const attendee of context.attendees ) {
		for ( const field of fieldsOf( context.questions ) ) {
			attendee.marks[ field ] ||= field.startsWith( 'extra.' )
				? texts.required
				: texts.phone;
		}
	}
}
