import {
	bodyStylingFromCss,
	bodyStylingToCss,
	canvasBodyCss,
} from '../../../template-editor/lib/body-styles';
import { pageBodySize } from '../../../template-editor/lib/page-size';

describe( 'body styles', () => {
	it( 'writes CSS with device media queries and reads the settings back', () => {
		const styling = {
			desktop: { backgroundColor: '#fefae0', padding: '40px' },
			tablet: { padding: '20px' },
			mobile: { backgroundImage: 'https://example.org/a.jpg' },
		};
		const css = bodyStylingToCss( styling );
		expect( css ).toContain(
			'.eventsmith-template-page{background-color:#fefae0;padding:40px}'
		);
		expect( css ).toContain(
			'@media (max-width: 768px){.eventsmith-template-page{padding:20px}}'
		);
		expect( css ).toContain(
			'@media (max-width: 480px){.eventsmith-template-page{background-image:url("https://example.org/a.jpg")'
		);
		expect( bodyStylingFromCss( css ) ).toEqual( styling );
	} );

	it( 'writes nothing for empty settings and reads nothing from foreign CSS', () => {
		expect( bodyStylingToCss( { desktop: {} } ) ).toBe( '' );
		expect( bodyStylingFromCss( '.x{color:red}' ) ).toEqual( {} );
		expect(
			bodyStylingFromCss( '/* eventsmith:body {broken} */' )
		).toEqual( {} );
	} );

	it( 'cannot be broken out of by values', () => {
		const css = bodyStylingToCss( {
			desktop: {
				backgroundColor: 'red;}</style><script>',
				padding: '1px*/',
			},
		} );
		expect( css ).not.toContain( '</style>' );
		expect( css.indexOf( '*/' ) ).toBe( css.lastIndexOf( '*/' ) );
		expect( bodyStylingFromCss( css ).desktop?.padding ).toBe( '1px*/' );
	} );

	it( 'cascades desktop, tablet and mobile styles in the canvas', () => {
		const styling = {
			desktop: { padding: '40px' },
			mobile: { padding: '8px' },
		};
		expect( canvasBodyCss( styling, 'desktop' ) ).toBe(
			'.eventsmith-template-page{padding:40px}'
		);
		expect( canvasBodyCss( styling, 'mobile' ).split( '\n' ) ).toHaveLength(
			2
		);
	} );

	it( 'sizes the page body by orientation and device', () => {
		expect(
			pageBodySize( 'certificate', 'landscape', 'desktop' )
		).toMatchObject( { width: '842px', height: '595px' } );
		expect( pageBodySize( 'ticket', 'portrait', 'desktop' ) ).toMatchObject(
			{ width: '595px', height: '842px' }
		);
		// The device frame (an iframe as wide as the device) gives the width.
		expect( pageBodySize( 'event', 'landscape', 'mobile' ) ).toEqual( {
			width: '100%',
			minHeight: '100vh',
		} );
		expect( pageBodySize( 'event', 'landscape', 'desktop' ).width ).toBe(
			'100%'
		);
	} );
} );
