/**
 * A ticket type as the API answers it, the form values it is edited as
 * (text as typed, the sale window in the event's timezone) and the body
 * sent back.
 */
import { fromUtc, toUtc } from './sale-time';

/** GET/PUT /events/{id}/ticket-types items (docs/rest-api.md, TicketType). */
export type TicketType = {
	id: number;
	name: string;
	description: string;
	price: string;
	capacity: number;
	sale_start: string | null;
	sale_end: string | null;
	min_per_order: number;
	max_per_order: number;
	hidden: boolean;
	sold: number;
};

export type TicketTypeDraft = {
	/** Stable React key; the id for stored types. */
	key: string;
	id: number;
	sold: number;
	name: string;
	description: string;
	price: string;
	unlimited: boolean;
	capacity: string;
	sale_start_date: string;
	sale_start_time: string;
	sale_end_date: string;
	sale_end_time: string;
	min_per_order: string;
	max_per_order: string;
	hidden: boolean;
};

/** Fields of a draft that take a message. */
export type DraftField =
	| 'name'
	| 'description'
	| 'price'
	| 'capacity'
	| 'sale_start'
	| 'sale_end'
	| 'min_per_order'
	| 'max_per_order';

let counter = 0;

/**
 * A price as the API takes it: a dot for decimals (12,50 → 12.50).
 *
 * @param text Price as typed.
 */
export function normalisePrice( text: string ): string {
	return text.trim().replace( ',', '.' );
}

/**
 * Form values of a stored type.
 *
 * @param type Type from the API.
 * @param zone The event's timezone.
 */
export function toDraft( type: TicketType, zone: string ): TicketTypeDraft {
	const start = fromUtc( type.sale_start, zone );
	const end = fromUtc( type.sale_end, zone );
	return {
		key: `type-${ type.id }`,
		id: type.id,
		sold: type.sold,
		name: type.name,
		description: type.description,
		price: type.price,
		unlimited: type.capacity < 0,
		capacity: type.capacity < 0 ? '' : String( type.capacity ),
		sale_start_date: start.date,
		sale_start_time: start.time,
		sale_end_date: end.date,
		sale_end_time: end.time,
		min_per_order: String( type.min_per_order ),
		max_per_order: String( type.max_per_order ),
		hidden: type.hidden,
	};
}

/** Form values of a new type: free, unlimited, 1 to 10 per order. */
export function newDraft(): TicketTypeDraft {
	counter += 1;
	return {
		key: `new-${ counter }`,
		id: 0,
		sold: 0,
		name: '',
		description: '',
		price: '0',
		unlimited: true,
		capacity: '',
		sale_start_date: '',
		sale_start_time: '',
		sale_end_date: '',
		sale_end_time: '',
		min_per_order: '1',
		max_per_order: '10',
		hidden: false,
	};
}

/**
 * The body item of a draft (PUT sends the whole set).
 *
 * @param draft Form values.
 * @param zone  The event's timezone.
 */
export function toPayload( draft: TicketTypeDraft, zone: string ) {
	return {
		...( draft.id > 0 ? { id: draft.id } : {} ),
		name: draft.name.trim(),
		description: draft.description.trim(),
		price: normalisePrice( draft.price ),
		capacity: draft.unlimited ? -1 : Number( draft.capacity ),
		sale_start: toUtc(
			{ date: draft.sale_start_date, time: draft.sale_start_time },
			zone
		),
		sale_end: toUtc(
			{ date: draft.sale_end_date, time: draft.sale_end_time },
			zone
		),
		min_per_order: Number( draft.min_per_order ),
		max_per_order: Number( draft.max_per_order ),
		hidden: draft.hidden,
	};
}
