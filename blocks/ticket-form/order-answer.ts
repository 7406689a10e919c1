/**
 * What the form shows once the checkout route answers: the refusal with a
 * mark on each field it names, or the thank-you panel.
 */
import { check } from './form-checks';
import { blamedField } from './ticket-rules';
import type { Answer, TicketContext, TicketFormTexts } from './types';

/**
 * Shows the server's refusal: its message, and a mark on each field it
 * names.
 *
 * @param context The form's context.
 * @param answer  The checkout route's answer.
 * @param texts   Translated messages.
 */
export function showFailure(
	context: TicketContext,
	answer: Answer,
	texts: TicketFormTexts
): void {
	context.failure = answer.message || texts.failed;
	for ( const [ param, message ] of Object.entries(
		answer.data?.params ?? {}
	) ) {
		const blamed = blamedField( param );
		if ( blamed?.kind === 'attendee' ) {
			const attendee = context.attendees[ blamed.index ];
			if ( attendee ) {
				attendee.marks[ blamed.field ] = message;
			}
		} else if ( blamed?.kind === 'type' ) {
			context.blamedTypes[ blamed.id ] = true;
		} else if ( blamed?.kind === 'buyer' ) {
			context.buyerMarks[ blamed.field ] = message;
		}
	}
	check( context, texts, false );
}

/**
 * The thank-you panel: a link per ticket, the payment instructions and the
 * invoice link.
 *
 * @param context The form's context.
 * @param answer  The checkout route's answer.
 * @param texts   Translated messages.
 */
export function showDone(
	context: TicketContext,
	answer: Answer,
	texts: TicketFormTexts
): void {
	context.doneMessage =
		answer.status === 'completed' ? texts.thanks : texts.pending;
	context.tickets = ( answer.tickets ?? [] ).map( ( ticket ) => ( {
		url: ticket.url,
		label: `${ texts.ticketFor }: ${ ticket.name } (${ ticket.ticket_type })`,
	} ) );
	context.instructions = answer.instructions ?? '';
	context.invoiceUrl = answer.invoice_url ?? '';
	context.finished = true;
}
