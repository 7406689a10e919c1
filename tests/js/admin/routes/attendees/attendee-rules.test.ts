import {
	attendeePayload,
	checkInLabel,
	isEmail,
	ticketStatusLabel,
	validateAttendee,
} from '../../../../../admin/routes/attendees/attendee-rules';

const valid = { name: 'Ada', email: 'ada@example.org', phone: '', extra: {} };

describe( 'attendee rules', () => {
	it( 'requires a name', () => {
		expect( validateAttendee( { ...valid, name: '  ' } ) ).toEqual( {
			name: 'Attendee Name is Required!',
		} );
	} );

	it( 'requires a valid email', () => {
		expect( validateAttendee( { ...valid, email: '' } ).email ).toBe(
			'Attendee Email is Required!'
		);
		expect( validateAttendee( { ...valid, email: 'ada@' } ).email ).toBe(
			'Please enter a valid email address.'
		);
		expect( validateAttendee( valid ) ).toEqual( {} );
	} );

	it( 'recognises email addresses', () => {
		expect( isEmail( ' a.b+c@example.co.uk ' ) ).toBe( true );
		for ( const bad of [ 'a', 'a@b', '@b.c', 'a b@c.d', 'a@b.c,d@e.f' ] ) {
			expect( isEmail( bad ) ).toBe( false );
		}
	} );

	it( 'labels check-in and ticket status', () => {
		expect( checkInLabel( null ) ).toBe( 'Not checked in' );
		expect( checkInLabel( 'March 4, 2031 10:00 am' ) ).toBe(
			'Checked in March 4, 2031 10:00 am'
		);
		expect( ticketStatusLabel( 'active' ) ).toBe( 'Active' );
		expect( ticketStatusLabel( 'refunded' ) ).toBe( 'Refunded' );
		expect( ticketStatusLabel( 'deleted' ) ).toBe( 'Cancelled' );
	} );

	it( 'trims what it sends', () => {
		expect(
			attendeePayload( {
				name: ' Ada ',
				email: ' ada@example.org ',
				phone: ' 1 ',
				extra: { Company: 'X' },
			} )
		).toEqual( {
			name: 'Ada',
			email: 'ada@example.org',
			phone: '1',
			extra: { Company: 'X' },
		} );
	} );
} );
