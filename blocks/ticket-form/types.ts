/**
 * What the ticket form's script reads from the page and the checkout route.
 */
import type { ExtraTexts, TicketTexts } from './ticket-rules';

export type Field = HTMLInputElement | HTMLSelectElement;

export type TicketContext = {
	route: string;
	currency: string;
	texts: TicketTexts &
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
		};
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
