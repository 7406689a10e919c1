/**
 * The ticket form's rules for the event's extra attendee questions.
 */
import {
	blamedField,
	extraBulkValue,
	extraError,
} from '../../../../blocks/ticket-form/ticket-rules';

const texts = { required: 'Required', number: 'Number', date: 'Date' };

describe( 'extra attendee questions', () => {
	it( 'checks required answers, numbers and real days', () => {
		expect( extraError( 'text', true, ' ', texts ) ).toBe( 'Required' );
		expect( extraError( 'text', false, '', texts ) ).toBe( '' );
		expect( extraError( 'select', true, '', texts ) ).toBe( 'Required' );
		expect( extraError( 'number', false, '4.5', texts ) ).toBe( '' );
		expect( extraError( 'number', false, 'four', texts ) ).toBe( 'Number' );
		expect( extraError( 'date', true, '2026-05-01', texts ) ).toBe( '' );
		expect( extraError( 'date', true, '2026-02-30', texts ) ).toBe(
			'Date'
		);
		expect( extraError( 'date', true, '1.5.2026', texts ) ).toBe( 'Date' );
	} );

	it( 'fills numbered bulk values (BULK-02)', () => {
		expect( extraBulkValue( 'text', 3, 'Value', 'S', '2026-05-01' ) ).toBe(
			'Value 3'
		);
		expect(
			extraBulkValue( 'number', 3, 'Value', 'S', '2026-05-01' )
		).toBe( '3' );
		expect( extraBulkValue( 'date', 3, 'Value', 'S', '2026-05-01' ) ).toBe(
			'2026-05-01'
		);
		expect(
			extraBulkValue( 'select', 3, 'Value', 'S', '2026-05-01' )
		).toBe( 'S' );
	} );

	it( 'finds the extra field the server blamed', () => {
		expect( blamedField( 'attendees[1].extra.t_shirt_size' ) ).toEqual( {
			kind: 'attendee',
			index: 1,
			field: 'extra.t_shirt_size',
		} );
		expect( blamedField( 'attendees[0].email' ) ).toEqual( {
			kind: 'attendee',
			index: 0,
			field: 'email',
		} );
	} );
} );
