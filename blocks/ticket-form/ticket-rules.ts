/**
 * The ticket form's rules, free of the page: checks of each field, the
 * numbered values of the bulk checkbox (BULK-02) and the order's total.
 */

export type TicketTexts = { name: string; email: string; phone: string };
export type AttendeeField = 'name' | 'email' | 'phone';

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
 * @param param A key of the answer's `data.params`, e.g. "attendees[2].email".
 */
export function blamedField(
	param: string
):
	| { kind: 'attendee'; index: number; field: AttendeeField }
	| { kind: 'type'; id: number }
	| { kind: 'buyer'; field: 'name' | 'email' }
	| null {
	const attendee = /^attendees\[(\d+)\]\.(name|email|phone)$/.exec( param );
	if ( attendee ) {
		return {
			kind: 'attendee',
			index: Number( attendee[ 1 ] ),
			field: attendee[ 2 ] as AttendeeField,
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
