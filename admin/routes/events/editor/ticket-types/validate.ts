/**
 * The rules of a ticket type, checked as staff type; they mirror
 * Domain\Ticket\TicketType so that the server rarely has to refuse a save.
 */
import { __, sprintf } from '@wordpress/i18n';
import { normalisePrice, type DraftField, type TicketTypeDraft } from './draft';

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;
export const PRICE_MAX = 1000000;
export const MAX_PER_ORDER = 100;
export const MAX_TYPES = 50;

export type DraftErrors = Partial< Record< DraftField, string > >;

export type SetCheck = {
	/** Messages of each type, by draft key (only types with a problem). */
	errors: Record< string, DraftErrors >;
	/** A message about the whole list, which blocks saving. */
	listError: string | null;
	/** A note that does not block saving (the types together offer more than the event). */
	note: string | null;
};

const WHOLE = /^\d+$/;
const PRICE = /^\d+(?:[.,]\d{1,2})?$/;

function wholeAtLeast( text: string, min: number ): number | null {
	const value = text.trim();
	if ( ! WHOLE.test( value ) || Number( value ) < min ) {
		return null;
	}
	return Number( value );
}

/**
 * Messages of one type; empty when it may be saved.
 *
 * @param draft         Form values.
 * @param eventCapacity The event's seats, or -1 for unlimited.
 */
export function validateTicketType(
	draft: TicketTypeDraft,
	eventCapacity: number
): DraftErrors {
	const errors: DraftErrors = {};
	const name = draft.name.trim();
	if ( name === '' ) {
		errors.name = __( 'Enter a name for this ticket type.', 'eventsmith' );
	} else if ( name.length > NAME_MAX ) {
		errors.name = __(
			'The name may have at most 100 characters.',
			'eventsmith'
		);
	}
	if ( draft.description.trim().length > DESCRIPTION_MAX ) {
		errors.description = __(
			'The description may have at most 1000 characters.',
			'eventsmith'
		);
	}
	const price = normalisePrice( draft.price );
	if ( ! PRICE.test( draft.price.trim() ) ) {
		errors.price = __(
			'Enter a price of 0 (free) or more, such as 12.50.',
			'eventsmith'
		);
	} else if ( Number( price ) > PRICE_MAX ) {
		errors.price = __( 'The price may be at most 1000000.', 'eventsmith' );
	}
	if ( ! draft.unlimited ) {
		const seats = wholeAtLeast( draft.capacity, 0 );
		if ( seats === null ) {
			errors.capacity = __(
				'Enter the seats of this type as a whole number, or tick Unlimited seats.',
				'eventsmith'
			);
		} else if ( eventCapacity >= 0 && seats > eventCapacity ) {
			errors.capacity = sprintf(
				/* translators: %d: the event's total tickets. */
				__(
					'A ticket type cannot have more seats than the event (%d).',
					'eventsmith'
				),
				eventCapacity
			);
		}
	}
	Object.assign( errors, saleErrors( draft ) );
	const min = wholeAtLeast( draft.min_per_order, 1 );
	const max = wholeAtLeast( draft.max_per_order, 1 );
	if ( min === null ) {
		errors.min_per_order = __(
			'Enter a whole number of at least 1.',
			'eventsmith'
		);
	}
	if (
		max === null ||
		max > MAX_PER_ORDER ||
		( min !== null && max < min )
	) {
		errors.max_per_order = __(
			'The most per order must be between the fewest per order and 100.',
			'eventsmith'
		);
	}
	return errors;
}

function saleErrors( draft: TicketTypeDraft ): DraftErrors {
	const errors: DraftErrors = {};
	if ( draft.sale_start_time && ! draft.sale_start_date ) {
		errors.sale_start = __( 'Choose a date for this time.', 'eventsmith' );
	}
	if ( draft.sale_end_time && ! draft.sale_end_date ) {
		errors.sale_end = __( 'Choose a date for this time.', 'eventsmith' );
	}
	if ( draft.sale_start_date && draft.sale_end_date && ! errors.sale_end ) {
		const start = `${ draft.sale_start_date }T${
			draft.sale_start_time || '00:00'
		}`;
		const end = `${ draft.sale_end_date }T${
			draft.sale_end_time || '00:00'
		}`;
		if ( end <= start ) {
			errors.sale_end = __(
				'The sale must end after it starts.',
				'eventsmith'
			);
		}
	}
	return errors;
}

/**
 * The seats the types offer together, or null when one has no limit.
 *
 * @param drafts Form values.
 */
export function seatsOffered( drafts: TicketTypeDraft[] ): number | null {
	let total = 0;
	for ( const draft of drafts ) {
		const seats = wholeAtLeast( draft.capacity, 0 );
		if ( draft.unlimited || seats === null ) {
			return null;
		}
		total += seats;
	}
	return total;
}

/**
 * Messages of every type and of the list.
 *
 * @param drafts        Form values, in order.
 * @param eventCapacity The event's seats, or -1 for unlimited.
 */
export function validateTicketTypes(
	drafts: TicketTypeDraft[],
	eventCapacity: number
): SetCheck {
	const errors: Record< string, DraftErrors > = {};
	for ( const draft of drafts ) {
		const found = validateTicketType( draft, eventCapacity );
		if ( Object.keys( found ).length > 0 ) {
			errors[ draft.key ] = found;
		}
	}
	const listError =
		drafts.length > MAX_TYPES
			? __( 'An event can have at most 50 ticket types.', 'eventsmith' )
			: null;
	const offered = seatsOffered( drafts );
	const note =
		eventCapacity >= 0 &&
		drafts.length > 1 &&
		offered !== null &&
		offered > eventCapacity
			? sprintf(
					/* translators: 1: seats of all ticket types together, 2: the event's total tickets. */
					__(
						'The ticket types offer %1$d seats together, more than the event’s %2$d. The event’s total still applies: sales stop when %2$d tickets are sold.',
						'eventsmith'
					),
					offered,
					eventCapacity
				)
			: null;
	return { errors, listError, note };
}

/**
 * Whether a check lets the list be saved.
 *
 * @param check Result of validateTicketTypes.
 */
export function canSave( check: SetCheck ): boolean {
	return check.listError === null && Object.keys( check.errors ).length === 0;
}
