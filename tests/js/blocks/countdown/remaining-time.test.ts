/**
 * Countdown arithmetic shared by the editor preview and the front-end store.
 */
import {
	padUnit,
	remainingTime,
	unitLabel,
	unitLabels,
} from '../../../../blocks/countdown/remaining-time';

const TEXTS = {
	day: 'day',
	days: 'days',
	hr: 'hr',
	hrs: 'hrs',
	min: 'min',
	mins: 'mins',
	sec: 'sec',
	secs: 'secs',
};

describe( 'remainingTime', () => {
	it( 'splits the time left into days, hours, minutes and seconds', () => {
		const left = ( ( 2 * 24 + 3 ) * 3600 + 4 * 60 + 5 ) * 1000;
		expect( remainingTime( left, 0 ) ).toEqual( {
			days: 2,
			hours: 3,
			minutes: 4,
			seconds: 5,
			finished: false,
		} );
	} );

	it( 'CD-02 loses exactly one second per second', () => {
		const endsAt = 90_000;
		expect( remainingTime( endsAt, 0 ).seconds ).toBe( 30 );
		expect( remainingTime( endsAt, 1000 ).seconds ).toBe( 29 );
	} );

	it( 'CD-05 freezes at zero once the time is past', () => {
		expect( remainingTime( 1000, 5000 ) ).toEqual( {
			days: 0,
			hours: 0,
			minutes: 0,
			seconds: 0,
			finished: true,
		} );
	} );
} );

describe( 'labels', () => {
	it( 'CD-03 uses the singular for one and the plural otherwise', () => {
		expect( unitLabel( 1, 'day', 'days' ) ).toBe( 'day' );
		expect( unitLabel( 2, 'day', 'days' ) ).toBe( 'days' );
		expect( unitLabel( 0, 'day', 'days' ) ).toBe( 'days' );
	} );

	it( 'labels each unit by its own value', () => {
		const time = {
			days: 1,
			hours: 2,
			minutes: 1,
			seconds: 0,
			finished: false,
		};
		expect( unitLabels( time, TEXTS ) ).toEqual( {
			daysLabel: 'day',
			hoursLabel: 'hrs',
			minutesLabel: 'min',
			secondsLabel: 'secs',
		} );
	} );

	it( 'pads values to two digits like a clock', () => {
		expect( padUnit( 7 ) ).toBe( '07' );
		expect( padUnit( 123 ) ).toBe( '123' );
	} );
} );
