import {
	addDays,
	addMonths,
	byDay,
	entryDays,
	monthGrid,
	startOfWeek,
	step,
	viewRange,
	type CalendarEntry,
} from '../../../../blocks/calendar/calendar-dates';

const entry = (
	id: number,
	start: string,
	end: string,
	allDay = false
): CalendarEntry => ( {
	id,
	title: `Event ${ id }`,
	link: `https://example.org/e/${ id }`,
	start,
	end,
	all_day: allDay,
	location: '',
} );

describe( 'month grid', () => {
	it( 'fills whole weeks with the days of the months around it (Monday start)', () => {
		const weeks = monthGrid( '2026-11-17', 1 );
		expect( weeks ).toHaveLength( 6 );
		expect( weeks[ 0 ] ).toEqual( [
			'2026-10-26',
			'2026-10-27',
			'2026-10-28',
			'2026-10-29',
			'2026-10-30',
			'2026-10-31',
			'2026-11-01',
		] );
		expect( weeks[ 5 ]![ 6 ] ).toBe( '2026-12-06' );
	} );

	it( 'needs no leading days when the month starts on the first weekday (Sunday start)', () => {
		const weeks = monthGrid( '2026-02-10', 0 );
		expect( weeks ).toHaveLength( 4 );
		expect( weeks[ 0 ]![ 0 ] ).toBe( '2026-02-01' );
		expect( weeks[ 3 ]![ 6 ] ).toBe( '2026-02-28' );
	} );

	it( 'fetches the whole grid for the month grid and the month alone for the month list', () => {
		expect( viewRange( 'dayGridMonth', '2026-11-17', 1 ) ).toEqual( {
			start: '2026-10-26',
			end: '2026-12-06',
		} );
		expect( viewRange( 'listMonth', '2026-11-17', 1 ) ).toEqual( {
			start: '2026-11-01',
			end: '2026-11-30',
		} );
	} );
} );

describe( 'weeks and days', () => {
	it( 'finds the week around a day for any first weekday', () => {
		expect( startOfWeek( '2026-11-25', 1 ) ).toBe( '2026-11-23' );
		expect( startOfWeek( '2026-11-25', 0 ) ).toBe( '2026-11-22' );
		expect( startOfWeek( '2026-11-22', 6 ) ).toBe( '2026-11-21' );
		expect( viewRange( 'timeGridWeek', '2026-12-31', 1 ) ).toEqual( {
			start: '2026-12-28',
			end: '2027-01-03',
		} );
		expect( viewRange( 'listDay', '2026-12-31', 1 ) ).toEqual( {
			start: '2026-12-31',
			end: '2026-12-31',
		} );
	} );

	it( 'steps one calendar day across daylight-saving changes, whatever the browser zone', () => {
		const zone = process.env.TZ;
		for ( const tz of [
			'Europe/Berlin',
			'America/New_York',
			'Australia/Lord_Howe',
		] ) {
			process.env.TZ = tz;
			expect( addDays( '2026-03-28', 1 ) ).toBe( '2026-03-29' );
			expect( addDays( '2026-03-29', 1 ) ).toBe( '2026-03-30' );
			expect( addDays( '2026-11-01', 1 ) ).toBe( '2026-11-02' );
			expect( addDays( '2026-10-25', -1 ) ).toBe( '2026-10-24' );
		}
		process.env.TZ = zone;
	} );

	it( 'moves each view by its own span', () => {
		expect( step( 'dayGridMonth', '2026-01-31', 1 ) ).toBe( '2026-02-01' );
		expect( step( 'listMonth', '2026-01-15', -1 ) ).toBe( '2025-12-01' );
		expect( step( 'timeGridWeek', '2026-03-26', 1 ) ).toBe( '2026-04-02' );
		expect( step( 'timeGridDay', '2026-03-01', -1 ) ).toBe( '2026-02-28' );
		expect( addMonths( '2028-02-29', 12 ) ).toBe( '2029-02-01' );
	} );
} );

describe( 'events on days', () => {
	const week = { start: '2026-11-23', end: '2026-11-29' };

	it( 'puts an event on each day it runs, clipped to the range, and stops before a closing midnight', () => {
		expect(
			entryDays(
				entry(
					1,
					'2026-11-20T18:00:00+01:00',
					'2026-11-24T10:00:00+01:00'
				),
				week
			)
		).toEqual( [ '2026-11-23', '2026-11-24' ] );
		expect(
			entryDays(
				entry(
					2,
					'2026-11-25T22:00:00+01:00',
					'2026-11-26T00:00:00+01:00'
				),
				week
			)
		).toEqual( [ '2026-11-25' ] );
	} );

	it( 'lists all-day events first, then by start time', () => {
		const days = byDay(
			[
				entry(
					3,
					'2026-11-25T18:00:00+01:00',
					'2026-11-25T19:00:00+01:00'
				),
				entry(
					4,
					'2026-11-25T09:00:00+01:00',
					'2026-11-25T10:00:00+01:00'
				),
				entry(
					5,
					'2026-11-25T00:00:00+01:00',
					'2026-11-25T23:59:59+01:00',
					true
				),
			],
			week
		);
		expect( days.get( '2026-11-25' )!.map( ( e ) => e.id ) ).toEqual( [
			5, 4, 3,
		] );
		expect( days.get( '2026-11-24' ) ).toEqual( [] );
		expect( [ ...days.keys() ] ).toHaveLength( 7 );
	} );
} );
