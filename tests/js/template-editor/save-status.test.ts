import {
	savePublishes,
	statusForSave,
} from '../../../template-editor/lib/save-status';

describe( 'save status', () => {
	it( 'publishes a draft on main Save and keeps publish', () => {
		expect( statusForSave( 'draft', 'save' ) ).toBe( 'publish' );
		expect( statusForSave( 'publish', 'save' ) ).toBe( 'publish' );
	} );

	it( 'saves a draft from the Draft item', () => {
		expect( statusForSave( 'publish', 'draft' ) ).toBe( 'draft' );
		expect( statusForSave( 'draft', 'draft' ) ).toBe( 'draft' );
	} );

	it( 'labels Save & Publish only for drafts', () => {
		expect( savePublishes( 'draft' ) ).toBe( true );
		expect( savePublishes( 'publish' ) ).toBe( false );
	} );
} );
