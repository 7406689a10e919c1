/**
 * Rules of the discount code screens (issue 34, item 5): the server's checks
 * while typing, the body sent, and the list's labels.
 */
import {
	EMPTY_CODE,
	discountCodePayload,
	discountLabel,
	fieldsOf,
	usesLabel,
	validateDiscountCode,
} from '../../../../../admin/routes/discount-codes/discount-code-rules';
import type { DiscountCode } from '../../../../../admin/routes/discount-codes/discount-code-types';

const stored: DiscountCode = {
	id: 4,
	code: 'SUMMER',
	kind: 'percent',
	amount: '12.50',
	scope: 'event',
	event_id: 9,
	event_name: 'Summer fair',
	ticket_type_ids: [ 3, 5 ],
	starts_at: '2026-12-01 00:00:00',
	ends_at: null,
	max_uses: 10,
	uses: 3,
};

describe( 'discount code rules (34.5)', () => {
	it( 'names each bad field as the server does', () => {
		expect( Object.keys( validateDiscountCode( EMPTY_CODE ) ) ).toEqual( [
			'code',
			'amount',
			'event_id',
		] );
		const ok = { ...fieldsOf( stored ) };
		expect( validateDiscountCode( ok ) ).toEqual( {} );
		expect(
			Object.keys(
				validateDiscountCode( {
					...ok,
					amount: '101',
					ticketTypeIds: '3, x',
					endsAt: '2026-11-01 00:00',
					maxUses: '0',
				} )
			)
		).toEqual( [ 'amount', 'ticket_type_ids', 'ends_at', 'max_uses' ] );
		expect(
			validateDiscountCode( { ...ok, kind: 'fixed', amount: '250' } )
		).toEqual( {} );
		expect(
			validateDiscountCode( { ...ok, scope: 'site', eventId: 0 } )
		).toEqual( {} );
	} );

	it( 'sends what the server reads, never a price', () => {
		expect(
			discountCodePayload( {
				...fieldsOf( stored ),
				endsAt: '2026-12-31T18:00',
				maxUses: '',
			} )
		).toEqual( {
			code: 'SUMMER',
			kind: 'percent',
			amount: '12.50',
			scope: 'event',
			event_id: 9,
			ticket_type_ids: [ 3, 5 ],
			starts_at: '2026-12-01 00:00:00',
			ends_at: '2026-12-31 18:00:00',
			max_uses: -1,
		} );
		expect(
			discountCodePayload( { ...fieldsOf( stored ), scope: 'site' } )
		).toMatchObject( { event_id: 0, ticket_type_ids: [] } );
	} );

	it( 'labels the discount and the uses against the limit', () => {
		expect( discountLabel( stored, 'EUR' ) ).toBe( '12.5 %' );
		expect(
			discountLabel( { ...stored, kind: 'fixed', amount: '5.00' }, 'EUR' )
		).toBe( '5.00 EUR' );
		expect( usesLabel( stored ) ).toBe( '3 / 10' );
		expect( usesLabel( { ...stored, max_uses: -1 } ) ).toBe(
			'3 / unlimited'
		);
	} );
} );
