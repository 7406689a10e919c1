/**
 * The `eventsmith/events` store: "Load more" appends the next page of the
 * widget without reloading, stops when every event is shown, and says so
 * when the page cannot be loaded.
 */
import * as double from '../../support/interactivity-double';

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../support/interactivity-double' )
);

import { actions, callbacks } from '../../../../blocks/events/view';

// What wp_interactivity_state() printed once for the page.
double.store( 'eventsmith/events', {
	state: { failed: 'More events could not be loaded.' },
} );

function widget() {
	const block = document.createElement( 'div' );
	block.className = 'wp-block-eventsmith-events';
	block.innerHTML =
		'<ul class="eventsmith-events__items"><li><a href="/e/1">One</a></li><li><a href="/e/2">Two</a></li></ul><button>Load more</button>';
	document.body.append( block );
	const context = {
		url: 'http://localhost/wp-json/eventsmith/v2/public/events?per_page=2',
		page: 1,
		perPage: 2,
		total: 3,
		fetches: true,
		ready: false,
		loading: false,
		done: false,
		error: '',
	};
	double.scope( context, block.querySelector( 'button' ) );
	return {
		context,
		list: block.querySelector( 'ul' ) as HTMLElement,
		block,
	};
}

describe( 'eventsmith/events store', () => {
	it( 'is named after its block and locked', () => {
		expect( double.stores.get( 'eventsmith/events' )?.lock ).toBe( true );
	} );

	it( 'shows the button once the script runs, when the widget fetches', () => {
		const { context, block } = widget();
		callbacks.init();
		expect( context.ready ).toBe( true );
		block.remove();
	} );

	it( 'appends the next page, focuses its first event, and ends when all are shown', async () => {
		const fetched = double.answering( {
			status: 200,
			body: {
				items: [ { html: '<li><a href="/e/3">Three</a></li>' } ],
				total_items: 3,
			},
		} );
		const { context, list, block } = widget();
		await double.run( actions.loadMore() );
		expect(
			new URL(
				String( fetched.mock.calls[ 0 ]?.[ 0 ] )
			).searchParams.get( 'page' )
		).toBe( '2' );
		expect(
			[ ...list.querySelectorAll( 'a' ) ].map( ( a ) => a.text )
		).toEqual( [ 'One', 'Two', 'Three' ] );
		expect( list.ownerDocument.activeElement?.textContent ).toBe( 'Three' );
		expect( context.page ).toBe( 2 );
		expect( context.done ).toBe( true );
		expect( context.loading ).toBe( false );
		expect( list.getAttribute( 'aria-busy' ) ).toBeNull();
		block.remove();
	} );

	it( 'says so when the next page cannot be loaded, and can try again', async () => {
		double.answering( { status: 503, body: {} } );
		const { context, list, block } = widget();
		await double.run( actions.loadMore() );
		expect( context.error ).toBe( 'More events could not be loaded.' );
		expect( context.page ).toBe( 1 );
		expect( context.done ).toBe( false );
		expect( context.loading ).toBe( false );
		expect( list.children ).toHaveLength( 2 );
		block.remove();
	} );
} );
