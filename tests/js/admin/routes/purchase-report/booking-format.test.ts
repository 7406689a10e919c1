import {
	bookingStatusLabel,
	dayLabel,
	discountNote,
	formatMoney,
	offersBookingActions,
	salesBars,
	sharedCurrency,
} from '../../../../../admin/routes/purchase-report/booking-format';
import { exportUrl } from '../../../../../admin/lib/export-url';
import { utcIso } from '../../../../../front/date/date-format';

describe( 'booking rules', () => {
	it( 'offers Resend Invoice and Refund Booking only for completed bookings', () => {
		expect( offersBookingActions( 'completed' ) ).toBe( true );
		for ( const status of [ 'pending', 'failed', 'refunded', '' ] ) {
			expect( offersBookingActions( status ) ).toBe( false );
		}
	} );

	it( 'labels every status and passes unknown ones through', () => {
		expect( bookingStatusLabel( 'pending' ) ).toBe( 'Pending' );
		expect( bookingStatusLabel( 'completed' ) ).toBe( 'Completed' );
		expect( bookingStatusLabel( 'failed' ) ).toBe( 'Failed' );
		expect( bookingStatusLabel( 'refunded' ) ).toBe( 'Refunded' );
		expect( bookingStatusLabel( 'on-hold' ) ).toBe( 'on-hold' );
	} );

	it( 'formats money with its currency, in any case, or without one', () => {
		expect( formatMoney( 25, 'eur' ) ).toBe( '€25.00' );
		expect( formatMoney( 1234.5, 'USD' ) ).toBe( '$1,234.50' );
		expect( formatMoney( 7, '' ) ).toBe( '7.00' );
		expect( formatMoney( 7, 'points' ) ).toBe( '7.00 POINTS' );
		expect( formatMoney( 25, 'EUR', 'de-DE' ) ).toMatch( /^25,00\s€$/ );
	} );

	it( 'finds the currency every booking shares', () => {
		expect( sharedCurrency( [ 'eur', 'EUR' ] ) ).toBe( 'EUR' );
		expect( sharedCurrency( [ 'EUR', 'USD' ] ) ).toBe( '' );
		expect( sharedCurrency( [] ) ).toBe( '' );
	} );

	it( 'turns sales per day into chart bars labelled by calendar day', () => {
		expect( dayLabel( '2031-03-04' ) ).toBe( 'Mar 4' );
		expect( dayLabel( 'not a day' ) ).toBe( 'not a day' );
		expect(
			salesBars( [
				{ day: '2031-03-04', tickets: 3, revenue: 75 },
				{ day: '2031-03-05', tickets: 1, revenue: 25 },
			] )
		).toEqual( [
			{ label: 'Mar 4', value: 3 },
			{ label: 'Mar 5', value: 1 },
		] );
	} );

	it( 'builds the CSV download address with its nonce', () => {
		expect(
			exportUrl(
				'https://x.test/wp-admin/',
				'eventsmith_export_bookings',
				'abc123',
				7
			)
		).toBe(
			'https://x.test/wp-admin/admin-post.php?action=eventsmith_export_bookings&event_id=7&_wpnonce=abc123'
		);
		expect( exportUrl( 'https://x.test/wp-admin', 'a', 'n', 0 ) ).toBe(
			'https://x.test/wp-admin/admin-post.php?action=a&event_id=0&_wpnonce=n'
		);
	} );

	it( 'reads stored times as UTC', () => {
		expect( utcIso( '2031-03-04 10:00:00' ) ).toBe(
			'2031-03-04T10:00:00Z'
		);
		expect( utcIso( '2031-03-04T10:00:00+02:00' ) ).toBe(
			'2031-03-04T10:00:00+02:00'
		);
	} );
} );

describe( 'discount in the purchase report (34.5)', () => {
	const booking = {
		id: 1,
		event_id: 2,
		event_name: 'Fair',
		customer_name: 'Ada',
		customer_email: 'ada@example.com',
		lines: [],
		quantity: 1,
		total: 56.84,
		currency: 'USD',
		status: 'completed' as const,
		refunded_at: null,
		created_at: '2026-11-29 04:00:00',
	};
	it( 'names the code and what it took off, and nothing without one', () => {
		expect(
			discountNote( {
				...booking,
				discount_code: 'SUMMER',
				discount_total: 8.13,
			} )
		).toBe( 'Code SUMMER: −$8.13' );
		expect( discountNote( { ...booking, discount_code: '' } ) ).toBe( '' );
		expect( discountNote( booking ) ).toBe( '' );
	} );
} );
