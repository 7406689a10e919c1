/**
 * The `eventsmith/event-filter` store (FE-04): the button appears once the
 * script runs, folds the form away unless a filter is in use, and toggles it.
 */
import * as double from '../../support/interactivity-double';

jest.mock( '@wordpress/interactivity', () =>
	jest.requireActual( '../../support/interactivity-double' )
);

import {
	actions,
	callbacks,
	state,
} from '../../../../blocks/event-filter/view';

const fresh = ( open: boolean ) => ( { open, enhanced: false, focus: false } );

describe( 'eventsmith/event-filter store', () => {
	it( 'is named after its block and locked', () => {
		expect( double.stores.get( 'eventsmith/event-filter' )?.lock ).toBe(
			true
		);
	} );

	it( 'FE-04: keeps the form and hides the button before the script runs', () => {
		double.scope( fresh( false ) );
		expect( state.buttonHidden ).toBe( true );
		expect( state.formHidden ).toBe( false );
	} );

	it( 'FE-04: folds the form away once enhanced, unless a filter is in use', () => {
		double.scope( fresh( false ) );
		callbacks.enhance();
		expect( state.buttonHidden ).toBe( false );
		expect( state.formHidden ).toBe( true );

		double.scope( fresh( true ) );
		callbacks.enhance();
		expect( state.formHidden ).toBe( false );
	} );

	it( 'FE-04: the button opens the form, focuses its first field, and closes it', () => {
		const context = fresh( false );
		const form = document.createElement( 'form' );
		form.innerHTML = '<input type="search" name="search" />';
		document.body.append( form );
		double.scope( context, form );
		callbacks.enhance();

		actions.toggle();
		expect( state.formHidden ).toBe( false );
		callbacks.focusField();
		expect( form.ownerDocument.activeElement ).toBe(
			form.querySelector( 'input' )
		);
		expect( context.focus ).toBe( false );

		actions.toggle();
		expect( state.formHidden ).toBe( true );
	} );
} );
