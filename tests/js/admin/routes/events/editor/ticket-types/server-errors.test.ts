/**
 * A refused save puts the server's message next to the field it names.
 */
import { newDraft } from '../../../../../../../admin/routes/events/editor/ticket-types/draft';
import {
	placeServerErrors,
	readableMessage,
} from '../../../../../../../admin/routes/events/editor/ticket-types/server-errors';

describe( 'readableMessage', () => {
	it( 'drops the field path the server starts with', () => {
		expect(
			readableMessage(
				'ticket_types[1].capacity',
				'ticket_types[1].capacity: a ticket type cannot have more seats than the event (20).',
				'Seats'
			)
		).toBe( 'A ticket type cannot have more seats than the event (20).' );
		expect(
			readableMessage(
				'ticket_types[0].min_per_order',
				'ticket_types[0].min_per_order must be a whole number of at least 1.',
				'Fewest per order'
			)
		).toBe( 'Fewest per order must be a whole number of at least 1.' );
		expect( readableMessage( 'x', 'Something else.', 'X' ) ).toBe(
			'Something else.'
		);
	} );
} );

describe( 'placeServerErrors', () => {
	const second = newDraft();
	const drafts = [ newDraft(), second ];

	it( 'places a field message on the card it names', () => {
		const placed = placeServerErrors(
			{
				'ticket_types[1].sale_end':
					'ticket_types[1].sale_end: the sale must end after it starts.',
			},
			'ticket_types[1].sale_end: the sale must end after it starts.',
			drafts
		);
		expect( placed.errors ).toEqual( {
			[ second.key ]: {
				sale_end: 'The sale must end after it starts.',
			},
		} );
		expect( placed.general ).toEqual( [] );
	} );

	it( 'keeps messages about the list, unknown ids or no field as general', () => {
		expect(
			placeServerErrors(
				{ ticket_types: 'ticket_types must be a list.' },
				'ticket_types must be a list.',
				drafts
			).general
		).toEqual( [ 'ticket_types must be a list.' ] );
		expect(
			placeServerErrors(
				{ 'ticket_types[0].id': 'no such id' },
				'no such id',
				drafts
			).general
		).toEqual( [ 'no such id' ] );
		expect(
			placeServerErrors(
				{ 'ticket_types[7].name': 'bad name' },
				'bad name',
				drafts
			).general
		).toEqual( [ 'bad name' ] );
		expect( placeServerErrors( {}, 'Not found.', drafts ).general ).toEqual(
			[ 'Not found.' ]
		);
	} );
} );
