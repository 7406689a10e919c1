/**
 * The `eventsmith/countdown` store: ticks every second with singular and
 * plural labels, stops at zero, hides itself when asked to, and announces
 * the end with the `eventsmith-countdown-finished` DOM event.
 */
import * as double from '../../support/interactivity-double';

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../support/interactivity-double' )
);

import { callbacks } from '../../../../blocks/countdown/view';

const NOW = new Date( '2031-01-01T00:00:00Z' ).getTime();

function countdown( secondsLeft: number, hideWhenFinished = false ) {
	return {
		endsAt: NOW + secondsLeft * 1000,
		texts: {
			day: 'Day',
			days: 'Days',
			hr: 'Hr',
			hrs: 'Hrs',
			min: 'Min',
			mins: 'Mins',
			sec: 'Sec',
			secs: 'Secs',
		},
		hideWhenFinished,
		finished: false,
		hidden: false,
		days: '',
		hours: '',
		minutes: '',
		seconds: '',
		daysLabel: '',
		hoursLabel: '',
		minutesLabel: '',
		secondsLabel: '',
	};
}

beforeEach( () => jest.useFakeTimers( { now: NOW } ) );
afterEach( () => jest.useRealTimers() );

describe( 'eventsmith/countdown store', () => {
	it( 'is named after its block and locked', () => {
		expect( double.stores.get( 'eventsmith/countdown' )?.lock ).toBe(
			true
		);
	} );

	it( 'shows the time left and counts down every second', () => {
		const context = countdown( 86400 + 3600 + 2 * 60 + 2 );
		double.scope( context, document.createElement( 'div' ) );
		callbacks.start();
		expect( [
			context.days,
			context.hours,
			context.minutes,
			context.seconds,
		] ).toEqual( [ '01', '01', '02', '02' ] );
		expect( [
			context.daysLabel,
			context.hoursLabel,
			context.minutesLabel,
			context.secondsLabel,
		] ).toEqual( [ 'Day', 'Hr', 'Mins', 'Secs' ] );
		jest.advanceTimersByTime( 1000 );
		expect( context.seconds ).toBe( '01' );
		expect( context.secondsLabel ).toBe( 'Sec' );
		expect( context.finished ).toBe( false );
	} );

	it( 'stops at zero, hides itself when asked to and announces the end', () => {
		const context = countdown( 2, true );
		const element = document.createElement( 'div' );
		const ended = jest.fn();
		element.addEventListener( 'eventsmith-countdown-finished', ended );
		double.scope( context, element );
		callbacks.start();
		expect( context.hidden ).toBe( false );
		jest.advanceTimersByTime( 2000 );
		expect( context.finished ).toBe( true );
		expect( context.hidden ).toBe( true );
		expect( context.seconds ).toBe( '00' );
		jest.advanceTimersByTime( 5000 );
		expect( ended ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a countdown already over stays visible unless asked to hide', () => {
		const context = countdown( -60 );
		double.scope( context, document.createElement( 'div' ) );
		callbacks.start();
		expect( context.finished ).toBe( true );
		expect( context.hidden ).toBe( false );
		expect( context.minutes ).toBe( '00' );
	} );
} );
