/**
 * TB-39: every block used in a template gets containerClassName and styles.
 */
import {
	hasStyleAttributes,
	withStyleAttributes,
} from '../../../../template-editor/block-styles/attributes';

describe( 'withStyleAttributes', () => {
	it( 'adds both attributes to a core block and keeps its own', () => {
		const settings = withStyleAttributes( {
			name: 'core/paragraph',
			attributes: { content: { type: 'string' } },
		} );
		expect( Object.keys( settings.attributes ?? {} ).sort() ).toEqual( [
			'containerClassName',
			'content',
			'styles',
		] );
		expect( settings.attributes?.styles ).toEqual( {
			type: 'object',
			default: { Desktop: {}, Tablet: {}, Mobile: {} },
		} );
		expect( hasStyleAttributes( settings.attributes ) ).toBe( true );
	} );

	it( 'keeps a declaration the block already has', () => {
		const own = { type: 'string', default: 'own' };
		const settings = withStyleAttributes( {
			attributes: { containerClassName: own },
		} );
		expect( settings.attributes?.containerClassName ).toBe( own );
	} );

	it( 'works for blocks without attributes', () => {
		expect(
			hasStyleAttributes( withStyleAttributes( {} ).attributes )
		).toBe( true );
		expect( hasStyleAttributes( { content: {} } ) ).toBe( false );
		expect( hasStyleAttributes( undefined ) ).toBe( false );
	} );
} );
