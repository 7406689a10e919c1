/**
 * Bookings as GET /bookings answers them.
 */
export type BookingStatus = 'pending' | 'completed' | 'failed' | 'refunded';

export type BookingLine = {
	ticket_type: string;
	quantity: number;
	price: number;
};

export type Booking = {
	id: number;
	event_id: number;
	event_name: string;
	customer_name: string;
	customer_email: string;
	lines: BookingLine[];
	quantity: number;
	total: number;
	/** The discount code applied ('' for none) and what it took off. */
	discount_code?: string;
	discount_total?: number;
	currency: string;
	status: BookingStatus;
	refunded_at: string | null;
	created_at: string;
	/** The invoice page (signed address). */
	invoice_url?: string;
	/** Gateway id ('' for a free order), its name, the provider's reference and its dashboard page. */
	payment_method?: string;
	payment_label?: string;
	payment_ref?: string;
	payment_url?: string;
};

export type SalesDay = { day: string; tickets: number; revenue: number };

export type BookingReport = {
	items: Booking[];
	total_items: number;
	totals: {
		tickets: number;
		revenue: number;
		by_status: Partial< Record< BookingStatus, number > >;
	};
	by_day?: SalesDay[];
};
