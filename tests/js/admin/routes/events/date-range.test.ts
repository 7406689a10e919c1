import {
	rangePayload,
	toDayPayload,
} from '../../../../../admin/routes/events/list/date-range';

describe( 'date range payload', () => {
	it( 'sends days as YYYY-MM-DD', () => {
		expect( toDayPayload( '2024-05-01' ) ).toBe( '2024-05-01' );
		expect( toDayPayload( '2024-05-01T10:00:00' ) ).toBe( '2024-05-01' );
	} );
	it( 'drops what is not a calendar day', () => {
		expect( toDayPayload( '' ) ).toBe( '' );
		expect( toDayPayload( '2024-02-30' ) ).toBe( '' );
		expect( toDayPayload( '05/01/2024' ) ).toBe( '' );
	} );
	it( 'keeps a range in order and swaps a reversed one', () => {
		expect( rangePayload( '2024-05-01', '2024-05-31' ) ).toEqual( {
			start_date: '2024-05-01',
			end_date: '2024-05-31',
		} );
		expect( rangePayload( '2024-05-31', '2024-05-01' ) ).toEqual( {
			start_date: '2024-05-01',
			end_date: '2024-05-31',
		} );
		expect( rangePayload( '2024-05-01', '' ) ).toEqual( {
			start_date: '2024-05-01',
			end_date: '',
		} );
	} );
} );
