import {
	countIsKnown,
	pageRange,
} from '../../../../../admin/components/list-table/page-range';

describe( 'page range', () => {
	test( 'ADM-EVL footer numbers: first, middle and last page', () => {
		expect( pageRange( 1, 10, 25 ) ).toEqual( {
			from: 1,
			to: 10,
			pages: 3,
		} );
		expect( pageRange( 2, 10, 25 ) ).toEqual( {
			from: 11,
			to: 20,
			pages: 3,
		} );
		expect( pageRange( 3, 10, 25 ) ).toEqual( {
			from: 21,
			to: 25,
			pages: 3,
		} );
	} );

	test( 'an empty list shows 0 - 0 on one page', () => {
		expect( pageRange( 1, 10, 0 ) ).toEqual( { from: 0, to: 0, pages: 1 } );
	} );
} );

describe( 'count is known', () => {
	test( 'no "Showing 0 - 0 of 0" while the first page is loading', () => {
		expect( countIsKnown( true, 0 ) ).toBe( false );
	} );
	test( 'an answered empty list states its zero', () => {
		expect( countIsKnown( false, 0 ) ).toBe( true );
	} );
	test( 'rows already shown keep their count while the next page loads', () => {
		expect( countIsKnown( true, 10 ) ).toBe( true );
		expect( countIsKnown( false, 10 ) ).toBe( true );
	} );
} );
