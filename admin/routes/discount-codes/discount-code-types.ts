/**
 * Discount codes as GET /discount-codes answers them.
 */
export type DiscountKind = 'percent' | 'fixed';
export type DiscountScope = 'event' | 'site';

export type DiscountCode = {
	id: number;
	code: string;
	kind: DiscountKind;
	amount: string;
	scope: DiscountScope;
	event_id: number;
	event_name: string;
	ticket_type_ids: number[];
	starts_at: string | null;
	ends_at: string | null;
	max_uses: number;
	uses: number;
};

/** What the form edits (text fields as typed). */
export type DiscountCodeFields = {
	code: string;
	kind: DiscountKind;
	amount: string;
	scope: DiscountScope;
	eventId: number;
	/** Ticket type ids, comma-separated; empty for every type. */
	ticketTypeIds: string;
	startsAt: string;
	endsAt: string;
	/** Empty for unlimited. */
	maxUses: string;
};
