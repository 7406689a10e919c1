/**
 * Ticket types between the API and the form.
 */
import {
	newDraft,
	toDraft,
	toPayload,
	type TicketType,
} from '../../../../../../../admin/routes/events/editor/ticket-types/draft';

const stored: TicketType = {
	id: 12,
	name: 'Day pass',
	description: 'Every talk',
	price: '25.00',
	capacity: 30,
	sale_start: '2031-05-01 07:00:00',
	sale_end: null,
	min_per_order: 1,
	max_per_order: 5,
	hidden: false,
	sold: 3,
};

describe( 'toDraft and toPayload', () => {
	it( 'edits a stored type in the event’s zone and sends it back with its id', () => {
		const draft = toDraft( stored, 'Europe/Berlin' );
		expect( draft ).toMatchObject( {
			key: 'type-12',
			sold: 3,
			unlimited: false,
			capacity: '30',
			sale_start_date: '2031-05-01',
			sale_start_time: '09:00',
			sale_end_date: '',
		} );
		expect( toPayload( draft, 'Europe/Berlin' ) ).toEqual( {
			id: 12,
			name: 'Day pass',
			description: 'Every talk',
			price: '25.00',
			capacity: 30,
			sale_start: '2031-05-01 07:00:00',
			sale_end: null,
			min_per_order: 1,
			max_per_order: 5,
			hidden: false,
		} );
	} );

	it( 'sends a new type without id, unlimited as -1 and a comma price with a dot', () => {
		const draft = { ...newDraft(), name: ' VIP ', price: '12,50' };
		const body = toPayload( draft, '' );
		expect( body ).not.toHaveProperty( 'id' );
		expect( body ).toMatchObject( {
			name: 'VIP',
			price: '12.50',
			capacity: -1,
			min_per_order: 1,
			max_per_order: 10,
		} );
	} );

	it( 'gives each new draft its own key', () => {
		expect( newDraft().key ).not.toBe( newDraft().key );
	} );
} );
