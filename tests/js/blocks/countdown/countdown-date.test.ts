/**
 * The editor reads the countdown date with the same rules as the server.
 */
import { countdownEndsAt } from '../../../../blocks/countdown/countdown-date';

describe( 'countdownEndsAt', () => {
	it( 'reads "12/24/2012 12:00:00" as wall time at UTC', () => {
		expect( countdownEndsAt( '12/24/2012 12:00:00', 0 ) ).toBe(
			Date.UTC( 2012, 11, 24, 12 )
		);
	} );

	it( 'reads ISO dates from the date picker', () => {
		expect( countdownEndsAt( '2027-01-02T18:30', 0 ) ).toBe(
			Date.UTC( 2027, 0, 2, 18, 30 )
		);
	} );

	it( 'CD-04 applies the offset: +2 ends two hours earlier than UTC', () => {
		const utc = countdownEndsAt( '12/24/2026 12:00:00', 0 );
		expect( utc - countdownEndsAt( '12/24/2026 12:00:00', 2 ) ).toBe(
			2 * 3600 * 1000
		);
	} );

	it( 'CD-06 refuses a missing date', () => {
		expect( () => countdownEndsAt( '', 0 ) ).toThrow(
			'Date is not defined.'
		);
	} );

	it.each( [
		'abc',
		'02/30/2026 10:00:00',
		'12/24/2026',
		'2026-13-01T10:00',
	] )( 'CD-07 refuses "%s"', ( date ) => {
		expect( () => countdownEndsAt( date, 0 ) ).toThrow(
			'Incorrect date format, it should look like this, 12/24/2012 12:00:00.'
		);
	} );
} );
