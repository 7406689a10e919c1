/**
 * The views the calendar draws in the browser: table semantics, events on
 * their days as links, the empty state, and the titles.
 */
import type { CalendarEntry } from '../../../../blocks/calendar/calendar-dates';
import {
	renderView,
	viewTitle,
	type RenderOptions,
} from '../../../../blocks/calendar/calendar-render';

const OPTIONS: RenderOptions = {
	locale: 'en-US',
	weekStart: 1,
	today: '2026-12-15',
	labelledBy: 'cal-title',
	texts: {
		loading: 'Loading events…',
		failed: 'The events could not be loaded.',
		emptyMonth: 'No events in this month.',
		emptyWeek: 'No events in this week.',
		emptyDay: 'No events on this day.',
		allDay: 'All day',
		events: 'Events',
	},
};

/**
 * Intl may put narrow or thin spaces around times and ranges.
 * @param text
 */
const plain = ( text: string | null | undefined ) =>
	( text ?? '' ).replace( /\s/g, ' ' );

const launch: CalendarEntry = {
	id: 9,
	title: 'Launch <b>night</b>',
	link: 'https://example.org/events/launch/',
	start: '2026-12-15T18:00:00-05:00',
	end: '2026-12-15T20:00:00-05:00',
	all_day: false,
	location: 'Main St 1',
};

describe( 'calendar views', () => {
	it( 'draws the month as a labelled table with the event linked on its day', () => {
		const body = document.createElement( 'div' );
		renderView(
			body,
			'dayGridMonth',
			'2026-12-15',
			{ start: '2026-11-30', end: '2027-01-03' },
			[ launch ],
			OPTIONS
		);
		const table = body.querySelector( 'table' )!;
		expect( table.getAttribute( 'aria-labelledby' ) ).toBe( 'cal-title' );
		const headers = [ ...table.querySelectorAll( 'th' ) ];
		expect( headers.map( ( th ) => th.scope ) ).toEqual(
			Array( 7 ).fill( 'col' )
		);
		expect( headers[ 0 ]!.abbr ).toBe( 'Monday' );
		expect( table.querySelectorAll( 'tbody tr' ) ).toHaveLength( 5 );
		const cell = table.querySelector( 'td[data-day="2026-12-15"]' )!;
		expect( cell.classList.contains( 'is-today' ) ).toBe( true );
		const link = cell.querySelector( 'a' )!;
		expect( link.href ).toBe( launch.link );
		// Titles are text, never markup.
		expect( plain( link.textContent ) ).toBe(
			'6:00 PM Launch <b>night</b>'
		);
		expect(
			table
				.querySelector( 'td[data-day="2026-11-30"]' )!
				.classList.contains( 'is-other-month' )
		).toBe( true );
		expect(
			body.querySelector( '.wp-block-eventsmith-calendar__empty' )
		).toBeNull();
	} );

	it( 'lists a week by day with times, place and the empty state when nothing is on', () => {
		const body = document.createElement( 'div' );
		renderView(
			body,
			'listWeek',
			'2026-12-15',
			{ start: '2026-12-14', end: '2026-12-20' },
			[ launch ],
			OPTIONS
		);
		expect( body.querySelector( 'h3' )!.textContent ).toBe(
			'Tuesday, December 15, 2026'
		);
		expect( plain( body.querySelector( 'li' )!.textContent ) ).toBe(
			'6:00 PM – 8:00 PM Launch <b>night</b> Main St 1'
		);

		renderView(
			body,
			'timeGridDay',
			'2026-12-16',
			{ start: '2026-12-16', end: '2026-12-16' },
			[ launch ],
			OPTIONS
		);
		expect( body.dataset.view ).toBe( 'timeGridDay' );
		expect(
			body.querySelector( '.wp-block-eventsmith-calendar__empty' )!
				.textContent
		).toBe( 'No events on this day.' );
	} );

	it( 'names the month, the week and the day shown', () => {
		const week = { start: '2026-12-14', end: '2026-12-20' };
		expect( viewTitle( 'en-US', 'listMonth', '2026-12-15', week ) ).toBe(
			'December 2026'
		);
		expect(
			plain( viewTitle( 'en-US', 'timeGridWeek', '2026-12-15', week ) )
		).toBe( 'Dec 14 – 20, 2026' );
		expect( viewTitle( 'en-US', 'timeGridDay', '2026-12-15', week ) ).toBe(
			'Tuesday, December 15, 2026'
		);
	} );
} );
