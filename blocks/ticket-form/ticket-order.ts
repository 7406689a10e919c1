/**
 * The ticket form's order, free of the page: one attendee block per chosen
 * ticket (keeping what was typed), each field's message, the bulk values
 * (BULK-02) and the body sent to the checkout route.
 */
import {
	bulkValue,
	extraBulkValue,
	extraError,
	fieldError,
	type AttendeeField,
} from './ticket-rules';
import type {
	Attendee,
	Question,
	TicketContext,
	TicketFormTexts,
} from './types';

export const ATTENDEE_FIELDS: AttendeeField[] = [ 'name', 'email', 'phone' ];

/**
 * Every field of an attendee block: name, email, phone, extra questions.
 *
 * @param questions The event's extra questions.
 */
export const fieldsOf = ( questions: Question[] ): string[] => [
	...ATTENDEE_FIELDS,
	...questions.map( ( question ) => question.field ),
];

/**
 * The message of a field's value, '' when it is fine.
 *
 * @param field     The field.
 * @param value     Its value.
 * @param questions The event's extra questions.
 * @param texts     Translated messages.
 */
export function messageOf(
	field: string,
	value: string,
	questions: Question[],
	texts: TicketFormTexts
): string {
	const question = questions.find( ( q ) => q.field === field );
	return question
		? extraError( question.kind, question.required, value, texts )
		: fieldError( field as AttendeeField, value, texts );
}

/**
 * Resizes the attendee blocks to one per chosen ticket, in the order of
 * the types, keeping what was typed in the blocks that stay.
 *
 * @param context The form's context.
 */
export function resize( context: TicketContext ): void {
	const wanted = context.types.flatMap( ( type ) =>
		Array.from( { length: context.quantities[ type.id ] ?? 0 }, () => type )
	);
	context.attendees.splice( wanted.length );
	wanted.forEach( ( type, index ) => {
		const known = context.attendees[ index ];
		if ( known ) {
			known.type = type.id;
			known.typeName = type.name;
			return;
		}
		const empty = Object.fromEntries(
			fieldsOf( context.questions ).map( ( field ) => [ field, '' ] )
		);
		context.attendees.push( {
			key: context.nextKey++,
			index,
			type: type.id,
			typeName: type.name,
			values: { ...empty },
			touched: {},
			marks: { ...empty },
		} as Attendee );
	} );
}

/**
 * The bulk checkbox's value of a field for attendee `position` (from 1).
 *
 * @param field     The field.
 * @param position  Attendee number.
 * @param questions The event's extra questions.
 * @param texts     Translated texts.
 * @param today     Today as YYYY-MM-DD.
 */
export function bulkAnswer(
	field: string,
	position: number,
	questions: Question[],
	texts: TicketFormTexts,
	today: string
): string {
	const question = questions.find( ( q ) => q.field === field );
	return question
		? extraBulkValue(
				question.kind,
				position,
				texts.value,
				question.first,
				today
			)
		: bulkValue( field as AttendeeField, position, texts.bulkName );
}

/**
 * The body of POST /public/events/{id}/checkout.
 *
 * @param context The form's context.
 */
export function orderBody( context: TicketContext ) {
	return {
		buyer_name: context.buyer.name,
		buyer_email: context.buyer.email,
		tickets: Object.fromEntries(
			context.types.map( ( type ) => [
				type.id,
				context.quantities[ type.id ] ?? 0,
			] )
		),
		attendees: context.attendees.map( ( attendee: Attendee ) => ( {
			ticket_type_id: attendee.type,
			name: attendee.values.name,
			email: attendee.values.email,
			phone: attendee.values.phone,
			extra: Object.fromEntries(
				context.questions.map( ( question ) => [
					question.field.slice( 6 ),
					attendee.values[ question.field ] ?? '',
				] )
			),
		} ) ),
		...( context.appliedCode
			? { discount_code: context.appliedCode }
			: {} ),
		// Chosen among several; the server ignores it for a free order.
		...( ( context.methods?.length ?? 0 ) > 1 && context.paymentMethod
			? { payment_method: context.paymentMethod }
			: {} ),
	};
}
