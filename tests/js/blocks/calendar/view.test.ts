/**
 * The `eventsmith/calendar` store: moving between months without reloading
 * (events from the public occurrences route), the title that follows, the
 * loading state and the message when the events cannot be fetched.
 */
import * as double from '../../support/interactivity-double';

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../support/interactivity-double' )
);

import { actions, callbacks } from '../../../../blocks/calendar/view';

const texts = {
	loading: 'Loading events…',
	failed: 'The events could not be loaded.',
	emptyMonth: 'No events in this month.',
	emptyWeek: 'No events in this week.',
	emptyDay: 'No events on this day.',
	allDay: 'All day',
	events: 'Events',
};

// What wp_interactivity_state() printed once for the page.
double.store( 'eventsmith/calendar', {
	state: {
		restUrl: 'http://localhost/wp-json/eventsmith/v2/public/occurrences',
		locale: 'en-US',
		timezone: 'UTC',
		weekStart: 1,
		today: '2031-06-15',
		texts,
	},
} );

const concert = {
	id: 4,
	title: 'Summer concert',
	link: 'http://localhost/events/summer-concert/',
	start: '2031-07-12T19:00:00+00:00',
	end: '2031-07-12T21:00:00+00:00',
	all_day: false,
	location: '',
};

/** A calendar's toolbar button inside its block, and the body it draws. */
function calendar() {
	const block = document.createElement( 'div' );
	block.className = 'wp-block-eventsmith-calendar';
	block.setAttribute( 'data-wp-interactive', 'eventsmith/calendar' );
	block.innerHTML =
		'<h2 id="cal-1"></h2><button>Next</button><div class="wp-block-eventsmith-calendar__body"></div>';
	const context = {
		view: 'dayGridMonth',
		listView: 'listMonth',
		category: '',
		cursor: '2031-06-15',
		title: 'June 2031',
		loaded: { start: '2031-05-26', end: '2031-07-06', entries: [] },
		ready: false,
		loading: false,
		error: '',
		status: '',
	};
	double.scope( context, block.querySelector( 'button' ) );
	return {
		context,
		body: block.querySelector(
			'.wp-block-eventsmith-calendar__body'
		) as HTMLElement,
	};
}

beforeAll( () => {
	window.matchMedia = ( () => ( { matches: false } ) ) as never;
	jest.useFakeTimers( { now: new Date( '2031-06-15T12:00:00Z' ) } );
} );
afterAll( () => jest.useRealTimers() );

describe( 'eventsmith/calendar store', () => {
	it( 'is named after its block and locked', () => {
		expect( double.stores.get( 'eventsmith/calendar' )?.lock ).toBe( true );
	} );

	it( 'draws the month the server seeded without fetching anything', async () => {
		const fetched = double.answering();
		const { context, body } = calendar();
		await double.run( callbacks.init() );
		expect( fetched ).not.toHaveBeenCalled();
		expect( context.ready ).toBe( true );
		expect( context.title ).toBe( 'June 2031' );
		expect( body.querySelector( 'table' ) ).not.toBeNull();
	} );

	it( 'fetches the next month, shows its events and title', async () => {
		const fetched = double.answering( { status: 200, body: [ concert ] } );
		const { context, body } = calendar();
		await double.run( actions.next() );
		const url = new URL( String( fetched.mock.calls[ 0 ]?.[ 0 ] ) );
		expect( url.searchParams.get( 'start' ) ).toBe( '2031-06-30' );
		expect( context.cursor ).toBe( '2031-07-01' );
		expect( context.title ).toBe( 'July 2031' );
		expect( context.loading ).toBe( false );
		expect( body.textContent ).toContain( 'Summer concert' );
	} );

	it( 'says so when the events cannot be loaded, and stays on what is shown', async () => {
		double.answering( { status: 200, body: [] } );
		const { context, body } = calendar();
		await double.run( callbacks.init() );
		double.answering( { status: 500, body: {} } );
		await double.run( actions.previous() );
		expect( context.error ).toBe( texts.failed );
		expect( context.loading ).toBe( false );
		expect( context.cursor ).toBe( '2031-06-15' );
		expect( body.getAttribute( 'aria-busy' ) ).toBeNull();
	} );
} );
