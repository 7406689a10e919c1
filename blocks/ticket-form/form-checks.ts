/**
 * The ticket form's checks, free of the store: whether an order may go, and
 * the message each field shows (only the fields the visitor touched, or
 * every field on submit).
 */
import { fieldsOf, messageOf } from './ticket-order';
import type { TicketContext, TicketFormTexts } from './types';

const BUYER_FIELDS = [ 'name', 'email' ] as const;

/**
 * Tickets are chosen and every attendee and buyer field is fine.
 *
 * @param context The form's context.
 * @param texts   Translated messages.
 */
export function orderIsValid(
	context: TicketContext,
	texts: TicketFormTexts
): boolean {
	const chosen = context.types.some(
		( type ) => ( context.quantities[ type.id ] ?? 0 ) > 0
	);
	const fieldsFine = context.attendees.every( ( attendee ) =>
		fieldsOf( context.questions ).every(
			( field ) =>
				messageOf(
					field,
					attendee.values[ field ] ?? '',
					context.questions,
					texts
				) === ''
		)
	);
	const buyerFine = BUYER_FIELDS.every(
		( field ) =>
			messageOf( field, context.buyer[ field ], [], texts ) === ''
	);
	return chosen && fieldsFine && buyerFine;
}

/**
 * Checks every field and shows the messages of the fields the visitor
 * touched (every field when `showAll`); answers whether the order may go.
 *
 * @param context The form's context.
 * @param texts   Translated messages.
 * @param showAll Show every message (on submit).
 */
export function check(
	context: TicketContext,
	texts: TicketFormTexts,
	showAll: boolean
): boolean {
	for ( const attendee of context.attendees ) {
		for ( const field of fieldsOf( context.questions ) ) {
			if ( showAll || attendee.touched[ field ] ) {
				attendee.marks[ field ] = messageOf(
					field,
					attendee.values[ field ] ?? '',
					context.questions,
					texts
				);
			}
		}
	}
	for ( const field of BUYER_FIELDS ) {
		if ( showAll || context.buyerTouched[ field ] ) {
			context.buyerMarks[ field ] = messageOf(
				field,
				context.buyer[ field ],
				[],
				texts
			);
		}
	}
	return orderIsValid( context, texts );
}
