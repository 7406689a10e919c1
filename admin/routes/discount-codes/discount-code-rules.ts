/**
 * Rules of the discount code screens: the server's checks repeated while
 * typing, the body sent, and how a code reads in the list.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { DiscountCode, DiscountCodeFields } from './discount-code-types';

export const EMPTY_CODE: DiscountCodeFields = {
	code: '',
	kind: 'percent',
	amount: '',
	scope: 'event',
	eventId: 0,
	ticketTypeIds: '',
	startsAt: '',
	endsAt: '',
	maxUses: '',
};

/**
 * The form's fields of a stored code.
 *
 * @param code The code.
 */
export function fieldsOf( code: DiscountCode ): DiscountCodeFields {
	return {
		code: code.code,
		kind: code.kind,
		amount: code.amount,
		scope: code.scope,
		eventId: code.event_id,
		ticketTypeIds: code.ticket_type_ids.join( ', ' ),
		startsAt: code.starts_at ?? '',
		endsAt: code.ends_at ?? '',
		maxUses: code.max_uses < 0 ? '' : String( code.max_uses ),
	};
}

const MOMENT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/**
 * Messages by field name (the server's field names), empty when fine.
 *
 * @param fields What was typed.
 */
export function validateDiscountCode(
	fields: DiscountCodeFields
): Record< string, string > {
	const errors: Record< string, string > = {};
	if ( ! /^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/.test( fields.code.trim() ) ) {
		errors.code = __(
			'Use 3 to 40 letters, digits, "-" or "_".',
			'eventsmith'
		);
	}
	const amount = Number( fields.amount );
	if (
		fields.amount.trim() === '' ||
		! Number.isFinite( amount ) ||
		amount <= 0 ||
		( fields.kind === 'percent' && amount > 100 )
	) {
		errors.amount =
			fields.kind === 'percent'
				? __(
						'A percentage must be more than 0 and at most 100.',
						'eventsmith'
					)
				: __( 'Enter an amount above 0.', 'eventsmith' );
	}
	if ( fields.scope === 'event' && fields.eventId < 1 ) {
		errors.event_id = __( 'Choose an event.', 'eventsmith' );
	}
	if (
		fields.ticketTypeIds.trim() !== '' &&
		! /^\s*\d+(\s*,\s*\d+)*\s*$/.test( fields.ticketTypeIds )
	) {
		errors.ticket_type_ids = __(
			'List ticket type ids separated by commas.',
			'eventsmith'
		);
	}
	for ( const [ key, value ] of [
		[ 'starts_at', fields.startsAt ],
		[ 'ends_at', fields.endsAt ],
	] as const ) {
		if ( value.trim() !== '' && ! MOMENT.test( value.trim() ) ) {
			errors[ key ] = __(
				'Use a date and time like 2026–12–31 18:00 (UTC).',
				'eventsmith'
			);
		}
	}
	if (
		! errors.starts_at &&
		! errors.ends_at &&
		fields.startsAt.trim() !== '' &&
		fields.endsAt.trim() !== '' &&
		fields.endsAt.replace( 'T', ' ' ) <= fields.startsAt.replace( 'T', ' ' )
	) {
		errors.ends_at = __(
			'The code must end after it starts.',
			'eventsmith'
		);
	}
	if (
		fields.maxUses.trim() !== '' &&
		! /^[1-9]\d*$/.test( fields.maxUses.trim() )
	) {
		errors.max_uses = __(
			'A whole number of 1 or more, or empty for unlimited.',
			'eventsmith'
		);
	}
	return errors;
}

/**
 * The body of POST or PUT /discount-codes.
 *
 * @param fields What was typed (valid).
 */
export function discountCodePayload( fields: DiscountCodeFields ) {
	const moment = ( value: string ) => {
		const text = value.trim().replace( 'T', ' ' );
		if ( text === '' ) {
			return null;
		}
		return text.length === 16 ? `${ text }:00` : text;
	};
	return {
		code: fields.code.trim(),
		kind: fields.kind,
		amount: fields.amount.trim(),
		scope: fields.scope,
		event_id: fields.scope === 'event' ? fields.eventId : 0,
		ticket_type_ids:
			fields.scope === 'event' && fields.ticketTypeIds.trim() !== ''
				? fields.ticketTypeIds
						.split( ',' )
						.map( ( id ) => Number( id.trim() ) )
				: [],
		starts_at: moment( fields.startsAt ),
		ends_at: moment( fields.endsAt ),
		max_uses: fields.maxUses.trim() === '' ? -1 : Number( fields.maxUses ),
	};
}

/**
 * "10 %" or "5.00 USD" (the currency as the settings say).
 *
 * @param code     The code.
 * @param currency The site currency.
 */
export function discountLabel( code: DiscountCode, currency: string ): string {
	return code.kind === 'percent'
		? `${ Number( code.amount ) } %`
		: `${ code.amount } ${ currency }`.trim();
}

/**
 * "3 / 10" or "3 / unlimited".
 *
 * @param code The code.
 */
export function usesLabel( code: DiscountCode ): string {
	return code.max_uses < 0
		? sprintf(
				/* translators: %d: orders placed with the code. */
				__( '%d / unlimited', 'eventsmith' ),
				code.uses
			)
		: `${ code.uses } / ${ code.max_uses }`;
}
