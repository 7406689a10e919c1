/**
 * The ticket form's rules, free of the page: checks of each field, the
 * numbered values of the bulk checkbox (BULK-02) and the order's total.
 */

export type TicketTexts = { name: string; email: string; phone: string };
export type AttendeeField = 'name' | 'email' | 'phone';
/** The type of one of the event's extra attendee questions. */
export type ExtraKind = 'text' | 'number' | 'date' | 'select';
export type ExtraTexts = { required: string; number: string; date: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+()\-.\s]{3,30}$/;

/**
 * The message for one field's value, or '' when it is fine.
 *
 * @param field The field.
 * @param value Its value.
 * @param texts Translated messages.
 */
export function fieldError(
	field: AttendeeField,
	value: string,
	texts: TicketTexts
): string {
	const trimmed = value.trim();
	if ( field === 'name' ) {
		return trimmed === '' ? texts.name : '';
	}
	if ( field === 'email' ) {
		return EMAIL.test( trimmed.toLowerCase() ) ? '' : texts.email;
	}
	return trimmed === '' || PHONE.test( trimmed ) ? '' : texts.phone;
}

/**
 * The message for an extra question's answer, or '' when it is fine (the
 * server checks the same: required, a number, a real day; a select offers
 * only its choices).
 *
 * @param kind     Question type.
 * @param required Whether an answer is needed.
 * @param value    The answer.
 * @param texts    Translated messages.
 */
export function extraError(
	kind: ExtraKind,
	required: boolean,
	value: string,
	texts: ExtraTexts
): string {
	const trimmed = value.trim();
	if ( trimmed === '' ) {
		return required ? texts.required : '';
	}
	if ( kind === 'number' ) {
		return Number.isFinite( Number( trimmed ) ) ? '' : texts.number;
	}
	if ( kind === 'date' ) {
		const day = new Date( `${ trimmed }T00:00:00Z` );
		return /^\d{4}-\d{2}-\d{2}$/.test( trimmed ) &&
			! isNaN( day.getTime() ) &&
			day.toISOString().startsWith( trimmed )
			? ''
			: texts.date;
	}
	return '';
}

/**
 * The bulk checkbox's answer to an extra question for attendee `number`:
 * "Value 3", 3, today's date, or the first choice.
 *
 * @param kind        Question type.
 * @param number      Attendee number.
 * @param valueWord   Translated "Value".
 * @param firstOption The select's first choice.
 * @param today       Today as YYYY-MM-DD.
 */
export function extraBulkValue(
	kind: ExtraKind,
	number: number,
	valueWord: string,
	firstOption: string,
	today: string
): string {
	if ( kind === 'number' ) {
		return String( number );
	}
	if ( kind === 'date' ) {
		return today;
	}
	return kind === 'select' ? firstOption : `${ valueWord } ${ number }`;
}

/**
 * The bulk checkbox's value of a field for attendee `number` (from 1):
 * "Attendee 3", "test3@example.com", "0000000003".
 *
 * @param field    The field.
 * @param number   Attendee number.
 * @param baseName Translated "Attendee".
 */
export function bulkValue(
	field: AttendeeField,
	number: number,
	baseName: string
): string {
	if ( field === 'name' ) {
		return `${ baseName } ${ number }`;
	}
	if ( field === 'email' ) {
		return `test${ number }@example.com`;
	}
	return String( number ).padStart( 10, '0' );
}

/**
 * The total of the chosen quantities in cents (whole numbers: no float drift).
 *
 * @param lines Price (decimal string) and quantity of each type.
 */
export function totalCents(
	lines: Array< { price: string; quantity: number } >
): number {
	return lines.reduce(
		( sum, line ) =>
			sum + Math.round( Number( line.price ) * 100 ) * line.quantity,
		0
	);
}

/**
 * Where a field the server blamed is: an attendee's field, a ticket type's
 * quantity, the buyer's field, or nothing the form shows.
 *
 * @param param A key of the answer's `data.params`, e.g. "attendees[2].email"
 *              or "attendees[2].extra.company".
 */
export function blamedField(
	param: string
):
	| { kind: 'attendee'; index: number; field: string }
	| { kind: 'type'; id: number }
	| { kind: 'buyer'; field: 'name' | 'email' }
	| null {
	const attendee =
		/^attendees\[(\d+)\]\.(name|email|phone|extra\.[a-z0-9_]+)$/.exec(
			param
		);
	if ( attendee ) {
		return {
			kind: 'attendee',
			index: Number( attendee[ 1 ] ),
			field: attendee[ 2 ] as string,
		};
	}
	const type = /^tickets\.(\d+)$/.exec( param );
	if ( type ) {
		return { kind: 'type', id: Number( type[ 1 ] ) };
	}
	if ( param === 'buyer_name' || param === 'buyer_email' ) {
		return {
			kind: 'buyer',
			field: param === 'buyer_name' ? 'name' : 'email',
		};
	}
	return null;
}
