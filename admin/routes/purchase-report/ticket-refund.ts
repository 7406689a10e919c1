/**
 * Rules of "Refund tickets": which tickets of an order can be refunded, what the chosen ones
 * give back (the server's amount per ticket: its price less its share of the discount), and
 * the request that refunds them.
 */
import { _n, sprintf } from '@wordpress/i18n';

/** A ticket as GET /bookings/{id} lists it. */
export type OrderTicket = {
	id: number;
	ticket_type: string;
	name: string;
	status: string;
	/** What refunding this ticket alone gives back, e.g. "22.95". */
	refund_amount: string;
};

/**
 * The tickets that can still be refunded (valid ones).
 *
 * @param tickets The order's tickets.
 */
export function refundableTickets( tickets: OrderTicket[] ): OrderTicket[] {
	return tickets.filter( ( ticket ) => ticket.status === 'active' );
}

/**
 * What the chosen tickets give back, summed without float noise (amounts have at most three decimals).
 *
 * @param tickets The order's tickets.
 * @param chosen  Ids of the chosen tickets.
 */
export function ticketRefundTotal(
	tickets: OrderTicket[],
	chosen: number[]
): number {
	const ids = new Set( chosen );
	const thousandths = refundableTickets( tickets )
		.filter( ( ticket ) => ids.has( ticket.id ) )
		.reduce(
			( sum, ticket ) =>
				sum + Math.round( Number( ticket.refund_amount ) * 1000 ),
			0
		);
	return thousandths / 1000;
}

/**
 * Adds or removes a ticket from the choice.
 *
 * @param chosen Ids chosen so far.
 * @param id     The ticket.
 * @param on     Whether it is chosen now.
 */
export function toggleTicket(
	chosen: number[],
	id: number,
	on: boolean
): number[] {
	const rest = chosen.filter( ( other ) => other !== id );
	return on ? [ ...rest, id ].sort( ( a, b ) => a - b ) : rest;
}

/**
 * The request that refunds the chosen tickets of an order.
 *
 * @param bookingId The order.
 * @param chosen    Ids of the chosen tickets.
 */
export function ticketRefundRequest( bookingId: number, chosen: number[] ) {
	return {
		path: `/bookings/${ bookingId }/refund-tickets`,
		data: { ticket_ids: [ ...chosen ].sort( ( a, b ) => a - b ) },
	};
}

/**
 * The button's words: "Refund 2 tickets".
 *
 * @param count Tickets chosen.
 */
export function refundTicketsLabel( count: number ): string {
	return sprintf(
		/* translators: %d: number of tickets. */
		_n( 'Refund %d ticket', 'Refund %d tickets', count, 'eventsmith' ),
		count
	);
}
