import {
	refundableTickets,
	refundTicketsLabel,
	ticketRefundRequest,
	ticketRefundTotal,
	toggleTicket,
	type OrderTicket,
} from '../../../../../admin/routes/purchase-report/ticket-refund';

const tickets: OrderTicket[] = [
	{
		id: 40,
		ticket_type: 'Standard',
		name: 'Ada',
		status: 'refunded',
		refund_amount: '22.95',
	},
	{
		id: 41,
		ticket_type: 'Standard',
		name: 'Bo',
		status: 'active',
		refund_amount: '22.95',
	},
	{
		id: 42,
		ticket_type: 'VIP',
		name: 'Cy',
		status: 'active',
		refund_amount: '90.10',
	},
];

describe( 'refunding chosen tickets (34.1)', () => {
	it( 'offers only the tickets still valid', () => {
		expect( refundableTickets( tickets ).map( ( t ) => t.id ) ).toEqual( [
			41, 42,
		] );
	} );

	it( "sums the server's amount of each chosen ticket, without float noise, and never a refunded one", () => {
		expect( ticketRefundTotal( tickets, [ 41, 42 ] ) ).toBe( 113.05 );
		expect( ticketRefundTotal( tickets, [ 40, 41 ] ) ).toBe( 22.95 );
		expect( ticketRefundTotal( tickets, [] ) ).toBe( 0 );
	} );

	it( 'toggles a ticket in the choice, kept in id order', () => {
		expect( toggleTicket( [ 42 ], 41, true ) ).toEqual( [ 41, 42 ] );
		expect( toggleTicket( [ 41, 42 ], 41, true ) ).toEqual( [ 41, 42 ] );
		expect( toggleTicket( [ 41, 42 ], 42, false ) ).toEqual( [ 41 ] );
	} );

	it( 'posts the chosen ids to the order’s refund-tickets route', () => {
		expect( ticketRefundRequest( 7, [ 42, 41 ] ) ).toEqual( {
			path: '/bookings/7/refund-tickets',
			data: { ticket_ids: [ 41, 42 ] },
		} );
	} );

	it( 'names how many tickets the button refunds', () => {
		expect( refundTicketsLabel( 1 ) ).toBe( 'Refund 1 ticket' );
		expect( refundTicketsLabel( 2 ) ).toBe( 'Refund 2 tickets' );
	} );
} );
