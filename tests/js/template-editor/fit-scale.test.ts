/**
 * The certificate page is scaled down to fit a narrow canvas, never enlarged.
 */
import { fitScale } from '../../../template-editor/lib/page-size';

describe( 'fitScale', () => {
	it( 'is 1 while the page fits or the canvas is not measured yet', () => {
		expect( fitScale( null, 842 ) ).toBe( 1 );
		expect( fitScale( 890, 842 ) ).toBe( 1 );
		expect( fitScale( 2000, 842 ) ).toBe( 1 );
		expect( fitScale( 10, 842 ) ).toBe( 1 );
	} );

	it( 'scales a page wider than the canvas (minus its 24px gutters) to fit', () => {
		const scale = fitScale( 720, 842 );
		expect( scale ).toBeLessThan( 1 );
		expect( 842 * scale ).toBeLessThanOrEqual( 720 - 48 );
		expect( 842 * scale ).toBeGreaterThan( 720 - 48 - 1 );
	} );
} );
