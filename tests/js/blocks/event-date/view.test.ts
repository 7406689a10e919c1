/**
 * The `eventsmith/event-date` store: the "Your time" line shows the visitor's
 * own time, in the site's locale seeded by the server, only when their zone
 * differs from the event's.
 */
import * as double from '../../support/interactivity-double';

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../support/interactivity-double' )
);

import { state } from '../../../../blocks/event-date/view';

const event = ( zone: string ) => ( {
	start: '2031-09-01T18:00:00+09:00',
	end: '2031-09-01T20:00:00+09:00',
	zone,
	allDayEnd: false,
} );

describe( 'eventsmith/event-date store', () => {
	it( 'is named after its block and locked', () => {
		expect( double.stores.get( 'eventsmith/event-date' )?.lock ).toBe(
			true
		);
	} );

	it( 'has no client default for the locale the server seeds', () => {
		expect( 'locale' in state ).toBe( false );
	} );

	it( 'shows the visitor time when the zones differ (jest runs in UTC)', () => {
		double.scope( event( 'Asia/Tokyo' ) );
		expect( state.visitorHidden ).toBe( false );
		expect( state.visitorText ).toMatch( /09:00|9:00/ );
	} );

	it( 'stays hidden when the visitor is in the event zone', () => {
		double.scope( event( 'UTC' ) );
		expect( state.visitorText ).toBe( '' );
		expect( state.visitorHidden ).toBe( true );
	} );

	it( 'writes the line in the seeded locale', () => {
		state.locale = 'de-DE';
		double.scope( event( 'Asia/Tokyo' ) );
		expect( state.visitorText ).toMatch( /Sept|Sep\.|September/ );
		delete state.locale;
	} );
} );
