/**
 * Sale windows: typed in the event's timezone, stored in UTC.
 */
import {
	fromUtc,
	offsetMinutes,
	toUtc,
} from '../../../../../../../admin/routes/events/editor/ticket-types/sale-time';

describe( 'offsetMinutes', () => {
	const jan = Date.UTC( 2031, 0, 15, 12 );
	const jul = Date.UTC( 2031, 6, 15, 12 );
	it( 'reads UTC, empty and fixed offsets as the server does', () => {
		expect( offsetMinutes( '', jan ) ).toBe( 0 );
		expect( offsetMinutes( 'UTC', jan ) ).toBe( 0 );
		expect( offsetMinutes( 'UTC+2', jan ) ).toBe( 120 );
		expect( offsetMinutes( 'UTC-12', jan ) ).toBe( -720 );
		expect( offsetMinutes( '+05:30', jan ) ).toBe( 330 );
		expect( offsetMinutes( '+0545', jan ) ).toBe( 345 );
	} );
	it( 'follows daylight saving time of named zones', () => {
		expect( offsetMinutes( 'Europe/Berlin', jan ) ).toBe( 60 );
		expect( offsetMinutes( 'Europe/Berlin', jul ) ).toBe( 120 );
		expect( offsetMinutes( 'America/New_York', jul ) ).toBe( -240 );
		expect( offsetMinutes( 'Asia/Dhaka', jul ) ).toBe( 360 );
	} );
	it( 'treats an unknown zone as UTC', () => {
		expect( offsetMinutes( 'Mars/Olympus', jan ) ).toBe( 0 );
	} );
} );

describe( 'toUtc and fromUtc', () => {
	it( 'is null without a date, midnight without a time', () => {
		expect( toUtc( { date: '', time: '10:00' }, 'UTC' ) ).toBeNull();
		expect( toUtc( { date: '2031-03-01', time: '' }, 'UTC' ) ).toBe(
			'2031-03-01 00:00:00'
		);
	} );
	it( 'converts wall time in the event’s zone to UTC', () => {
		expect(
			toUtc( { date: '2031-07-01', time: '09:30' }, 'Europe/Berlin' )
		).toBe( '2031-07-01 07:30:00' );
		expect(
			toUtc( { date: '2031-01-01', time: '00:30' }, 'Europe/Berlin' )
		).toBe( '2030-12-31 23:30:00' );
		expect( toUtc( { date: '2031-07-01', time: '20:00' }, 'UTC-5' ) ).toBe(
			'2031-07-02 01:00:00'
		);
	} );
	it( 'uses the offset in force on the day, across a daylight-saving change', () => {
		// Berlin moves to summer time on 30 March 2031 at 02:00.
		expect(
			toUtc( { date: '2031-03-29', time: '12:00' }, 'Europe/Berlin' )
		).toBe( '2031-03-29 11:00:00' );
		expect(
			toUtc( { date: '2031-03-31', time: '12:00' }, 'Europe/Berlin' )
		).toBe( '2031-03-31 10:00:00' );
	} );
	it( 'shows a stored UTC moment in the event’s zone, and round-trips', () => {
		expect( fromUtc( '2031-07-01 07:30:00', 'Europe/Berlin' ) ).toEqual( {
			date: '2031-07-01',
			time: '09:30',
		} );
		expect( fromUtc( null, 'Europe/Berlin' ) ).toEqual( {
			date: '',
			time: '',
		} );
		for ( const zone of [
			'',
			'Asia/Tokyo',
			'UTC+5:30',
			'America/Denver',
		] ) {
			const local = { date: '2031-11-20', time: '18:45' };
			expect( fromUtc( toUtc( local, zone ), zone ) ).toEqual( local );
		}
	} );
} );
