/**
 * The ticket form's last step: the form gives way to the thank-you panel with
 * a link per ticket, the payment instructions and the invoice link.
 */
import type { Answer, TicketContext } from './types';

/**
 * @param root   The block's element.
 * @param answer The checkout route's answer.
 * @param texts  Translated texts.
 */
export function showDone(
	root: HTMLElement,
	answer: Answer,
	texts: TicketContext[ 'texts' ]
): void {
	const part = ( selector: string ) =>
		root.querySelector( selector ) as HTMLElement;
	part( '[data-done-message]' ).textContent =
		answer.status === 'completed' ? texts.thanks : texts.pending;
	const tickets = part( '[data-tickets]' );
	for ( const ticket of answer.tickets ?? [] ) {
		const item = document.createElement( 'li' );
		const link = document.createElement( 'a' );
		link.href = ticket.url;
		link.textContent = `${ texts.ticketFor }: ${ ticket.name } (${ ticket.ticket_type })`;
		item.append( link );
		tickets.append( item );
	}
	const instructions = part( '[data-instructions]' );
	instructions.textContent = answer.instructions ?? '';
	instructions.hidden = ! answer.instructions;
	const invoice = part( '[data-invoice]' );
	invoice
		.querySelector( 'a' )
		?.setAttribute( 'href', answer.invoice_url ?? '' );
	invoice.hidden = ! answer.invoice_url;
	part( 'form' ).hidden = true;
	const done = part( '[data-done]' );
	done.hidden = false;
	done.focus();
}
