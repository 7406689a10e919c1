/**
 * The `eventsmith/accordion` store (ACC-01..04): one item open at a time, the
 * open item closes on a second click, the sign follows, panels slide.
 */
import {
	iconFor,
	nextOpen,
} from '../../../../blocks/accordion/accordion-state';
import * as double from '../../support/interactivity-double';

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../support/interactivity-double' )
);

import { actions, callbacks, state } from '../../../../blocks/accordion/view';

beforeAll( () => {
	window.matchMedia = ( () => ( { matches: true } ) ) as never;
} );

describe( 'accordion rules', () => {
	it( 'ACC-02: opens the clicked item and closes it on a second click', () => {
		expect( nextOpen( '', 'a' ) ).toBe( 'a' );
		expect( nextOpen( 'a', 'b' ) ).toBe( 'b' );
		expect( nextOpen( 'b', 'b' ) ).toBe( '' );
	} );

	it( 'ACC-03: shows + when closed and − when open', () => {
		expect( iconFor( false ) ).toBe( '+' );
		expect( iconFor( true ) ).toBe( '−' );
	} );
} );

describe( 'eventsmith/accordion store', () => {
	it( 'is named after its block and locked', () => {
		expect( double.stores.get( 'eventsmith/accordion' )?.lock ).toBe(
			true
		);
	} );

	it( 'ACC-01: starts with every item closed, then keeps one open', () => {
		const shared = { open: '' };
		const first = double.nested( shared, { item: 'x-0' } );
		const second = double.nested( shared, { item: 'x-1' } );
		double.scope( first );
		expect( state.isOpen ).toBe( false );
		expect( state.icon ).toBe( '+' );

		actions.toggle();
		expect( state.isOpen ).toBe( true );
		expect( state.icon ).toBe( '−' );

		double.scope( second );
		actions.toggle();
		expect( state.isOpen ).toBe( true );
		double.scope( first );
		expect( state.isOpen ).toBe( false );

		double.scope( second );
		actions.toggle();
		expect( state.isOpen ).toBe( false );
		expect( shared.open ).toBe( '' );
	} );

	it( 'hides and shows the panel of its item', () => {
		const shared = { open: '' };
		const item = double.nested( shared, { item: 'x-0' } );
		const panel = document.createElement( 'div' );
		double.scope( item, panel );
		callbacks.slide();
		expect( panel.hidden ).toBe( true );
		actions.toggle();
		callbacks.slide();
		expect( panel.hidden ).toBe( false );
	} );
} );
