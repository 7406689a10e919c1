/**
 * Where 'Edit with Elementor' leads: Elementor's editor for the template, or
 * nowhere when the site does not run Elementor.
 */
import { elementorEditUrl } from '../../../template-editor/editor/elementor/elementor-edit-url';

describe( 'elementorEditUrl', () => {
	it( 'puts the template id into the address the server gave', () => {
		expect(
			elementorEditUrl(
				'https://example.org/wp-admin/post.php?post=%d&action=elementor',
				42
			)
		).toBe(
			'https://example.org/wp-admin/post.php?post=42&action=elementor'
		);
	} );

	it( 'is empty without Elementor', () => {
		expect( elementorEditUrl( '', 42 ) ).toBe( '' );
		expect( elementorEditUrl( undefined, 42 ) ).toBe( '' );
	} );
} );
