/**
 * What the ticket form's store reads from the page and the checkout route.
 */
import type { ExtraKind, ExtraTexts, TicketTexts } from './ticket-rules';

/** Texts the server prints once per page. */
export type TicketFormTexts = TicketTexts &
	ExtraTexts & {
		attendee: string;
		failed: string;
		sending: string;
		submit: string;
		bulkName: string;
		thanks: string;
		pending: string;
		ticketFor: string;
		free: string;
		value: string;
		/** "Code %1$s: %2$s off." */
		codeApplied: string;
		/** "Type a code first." */
		codeEmpty: string;
	};

/** `wp_interactivity_state( 'eventsmith/ticket-form', … )`. */
export type TicketShared = {
	/** The public checkout route, %d for the event. */
	route: string;
	/** The public discount preview route, %d for the event. */
	previewRoute: string;
	currency: string;
	texts: TicketFormTexts;
};

/** One of the event's extra attendee questions. */
export type Question = {
	/** "extra.<name>", as the inputs and the server's field names say. */
	field: string;
	kind: ExtraKind;
	required: boolean;
	/** The first choice of a select ('' otherwise). */
	first: string;
};

/** A ticket type on sale. */
export type TicketType = { id: number; name: string; price: string };

/** One attendee block: one per chosen ticket. */
export type Attendee = {
	/** Stable key for data-wp-each. */
	key: number;
	/** Position from 0. */
	index: number;
	type: number;
	typeName: string;
	/** Answers by field: name, email, phone, extra.<name>. */
	values: Record< string, string >;
	/** Fields the visitor has changed. */
	touched: Record< string, boolean >;
	/** The message each field shows now ('' for none). */
	marks: Record< string, string >;
};

export type TicketContext = {
	eventId: number;
	/** Prefix of the inputs' ids. */
	formId: string;
	types: TicketType[];
	questions: Question[];
	/** Chosen quantity by ticket type id. */
	quantities: Record< string, number >;
	/** Ticket types the server refused. */
	blamedTypes: Record< string, boolean >;
	attendees: Attendee[];
	/** The next attendee block's key. */
	nextKey: number;
	buyer: Record< 'name' | 'email', string >;
	buyerTouched: Record< string, boolean >;
	buyerMarks: Record< string, string >;
	bulk: boolean;
	busy: boolean;
	submitLabel: string;
	failure: string;
	/** The order went through: the thank-you panel replaces the form. */
	finished: boolean;
	doneMessage: string;
	tickets: Array< { url: string; label: string } >;
	instructions: string;
	invoiceUrl: string;
	/** The code as typed in "Have a code?". */
	discountCode: string;
	/** The code the server accepted ('' for none); checkout sends it. */
	appliedCode: string;
	/** The server's figures for the applied code. */
	quote: DiscountQuote | null;
	/** "Code SUMMER: 8.13 USD off." */
	discountNote: string;
	/** The server's refusal of the typed code. */
	discountError: string;
	/** The payment methods offered by name when the site has more than one (else none). */
	methods?: PaymentMethod[];
	/** The method chosen, sent with a paid order ('' with one method: the server's). */
	paymentMethod?: string;
};

/** A way to pay the buyer may choose. */
export type PaymentMethod = { id: string; label: string };

/** What the server priced for a code and the quantities it was given. */
export type DiscountQuote = {
	/** quantitiesKey() of the order it priced. */
	key: string;
	total: number;
	discount: number;
};

/** An attendee field's scope: its block (each item) and its own field. */
export type FieldContext = TicketContext & {
	attendee: Attendee;
	field: string;
};

export type Answer = {
	status?: string;
	tickets?: Array< { name: string; ticket_type: string; url: string } >;
	invoice_url?: string;
	instructions?: string;
	redirect_url?: string;
	message?: string;
	data?: { params?: Record< string, string > };
};
