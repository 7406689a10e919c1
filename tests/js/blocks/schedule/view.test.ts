/**
 * The `eventsmith/schedule` store: tabs appear only once the script runs, one
 * day shows at a time, clicks and arrow keys select and focus tabs.
 */
import { nextTab } from '../../../../blocks/schedule/tab-keys';
import * as double from '../../support/interactivity-double';

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../support/interactivity-double' )
);

import { actions, callbacks, state } from '../../../../blocks/schedule/view';

const widget = () => ( {
	id: 's',
	count: 3,
	selected: 0,
	enhanced: false,
	focus: false,
} );

const key = ( name: string ) =>
	new KeyboardEvent( 'keydown', { key: name, cancelable: true } );

describe( 'schedule tab keys', () => {
	it( 'wraps arrow keys and jumps with Home and End', () => {
		expect( nextTab( 'ArrowRight', 0, 3 ) ).toBe( 1 );
		expect( nextTab( 'ArrowRight', 2, 3 ) ).toBe( 0 );
		expect( nextTab( 'ArrowLeft', 0, 3 ) ).toBe( 2 );
		expect( nextTab( 'Home', 2, 3 ) ).toBe( 0 );
		expect( nextTab( 'End', 0, 3 ) ).toBe( 2 );
		expect( nextTab( 'Enter', 0, 3 ) ).toBeUndefined();
	} );
} );

describe( 'eventsmith/schedule store', () => {
	it( 'is named after its block and locked', () => {
		expect( double.stores.get( 'eventsmith/schedule' )?.lock ).toBe( true );
	} );

	it( 'shows every day as a plain section before the script runs', () => {
		const shared = widget();
		double.scope( double.nested( shared, { index: 1 } ) );
		expect( state.listHidden ).toBe( true );
		expect( state.panelHidden ).toBe( false );
		expect( state.panelRole ).toBeNull();
		expect( state.panelLabel ).toBe( 's-title-1' );
	} );

	it( 'turns days into tab panels, one visible at a time', () => {
		const shared = widget();
		double.scope( shared );
		callbacks.enhance();
		double.scope( double.nested( shared, { index: 1 } ) );
		expect( state.listHidden ).toBe( false );
		expect( state.panelHidden ).toBe( true );
		expect( state.panelRole ).toBe( 'tabpanel' );
		expect( state.panelLabel ).toBe( 's-tab-1' );
		expect( state.tabIndex ).toBe( -1 );

		actions.select();
		expect( state.panelHidden ).toBe( false );
		expect( state.isSelected ).toBe( true );
		expect( state.tabIndex ).toBe( 0 );
		double.scope( double.nested( shared, { index: 0 } ) );
		expect( state.panelHidden ).toBe( true );
	} );

	it( 'moves selection and focus with the keyboard', () => {
		const shared = { ...widget(), enhanced: true };
		double.scope( shared );
		const left = key( 'ArrowLeft' );
		actions.keydown( left );
		expect( shared.selected ).toBe( 2 );
		expect( left.defaultPrevented ).toBe( true );

		const tab = document.createElement( 'button' );
		document.body.append( tab );
		double.scope( double.nested( shared, { index: 2 } ), tab );
		callbacks.focusTab();
		expect( tab.ownerDocument.activeElement ).toBe( tab );
		expect( shared.focus ).toBe( false );

		const other = key( 'a' );
		double.scope( shared );
		actions.keydown( other );
		expect( shared.selected ).toBe( 2 );
		expect( other.defaultPrevented ).toBe( false );
	} );
} );
