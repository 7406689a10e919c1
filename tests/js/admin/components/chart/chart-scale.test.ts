import {
	barHeights,
	chartSummary,
	niceMax,
} from '../../../../../admin/components/chart/chart-scale';

describe( 'niceMax', () => {
	it( 'rounds the largest value up to 1, 2, 2.5 or 5 times a power of ten', () => {
		expect( niceMax( [ 3, 7 ] ) ).toBe( 10 );
		expect( niceMax( [ 11 ] ) ).toBe( 20 );
		expect( niceMax( [ 21 ] ) ).toBe( 25 );
		expect( niceMax( [ 260 ] ) ).toBe( 500 );
		expect( niceMax( [ 0.3 ] ) ).toBeCloseTo( 0.5 );
		expect( niceMax( [ 100 ] ) ).toBe( 100 );
	} );

	it( 'is 1 for no values, zeros or negatives', () => {
		expect( niceMax( [] ) ).toBe( 1 );
		expect( niceMax( [ 0, 0 ] ) ).toBe( 1 );
		expect( niceMax( [ -4 ] ) ).toBe( 1 );
	} );
} );

describe( 'barHeights', () => {
	it( 'scales values to the drawing height against the rounded top', () => {
		expect( barHeights( [ 10, 5, 0 ], 100 ) ).toEqual( [ 100, 50, 0 ] );
		expect( barHeights( [ 4, 2 ], 140 ) ).toEqual( [ 112, 56 ] );
	} );

	it( 'keeps a tiny positive value visible and drops invalid ones', () => {
		expect( barHeights( [ 1000, 1 ], 100 ) ).toEqual( [ 100, 1 ] );
		expect( barHeights( [ NaN, -3, 2 ], 100 ) ).toEqual( [ 0, 0, 100 ] );
	} );
} );

describe( 'chartSummary', () => {
	it( 'names every bar and its value', () => {
		expect(
			chartSummary( 'Responses', [
				{ label: 'Going', value: 3 },
				{ label: 'Not going', value: 1, display: 'one' },
			] )
		).toBe( 'Responses. Going: 3, Not going: one.' );
		expect( chartSummary( 'Empty', [] ) ).toBe( 'Empty' );
	} );
} );
