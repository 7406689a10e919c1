/**
 * The placeholder list of the template builder.
 */
import {
	PLACEHOLDERS,
	isPlaceholderKey,
	placeholderLabel,
	placeholderToken,
} from '../../../../template-editor/placeholders/placeholders';

describe( 'placeholders', () => {
	it( 'TB-35 lists the fourteen keys in the spec order, each with a label', () => {
		expect( PLACEHOLDERS.map( ( { key } ) => key ) ).toEqual( [
			'event_title',
			'event_location',
			'event_start_date',
			'event_end_time',
			'event_timezone',
			'attendee_name',
			'attendee_email',
			'attendee_phone',
			'ticket_id',
			'ticket_price',
			'ticket_type',
			'attendee_seat',
			'payment_status',
			'extra_fields',
		] );
		for ( const { label } of PLACEHOLDERS ) {
			expect( label.trim() ).not.toBe( '' );
		}
		expect(
			new Set( PLACEHOLDERS.map( ( { label } ) => label ) ).size
		).toBe( 14 );
	} );

	it( 'writes a key as a {{key}} token', () => {
		expect( placeholderToken( 'attendee_name' ) ).toBe(
			'{{attendee_name}}'
		);
		expect( placeholderToken( 'ticket_id' ) ).toBe( '{{ticket_id}}' );
	} );

	it( 'knows its keys and labels', () => {
		expect( isPlaceholderKey( 'event_title' ) ).toBe( true );
		expect( isPlaceholderKey( 'no_such_key' ) ).toBe( false );
		expect( placeholderLabel( 'ticket_price' ) ).toBe( 'Ticket price' );
		expect( placeholderLabel( 'no_such_key' ) ).toBe( 'no_such_key' );
	} );
} );
