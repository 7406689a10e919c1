/**
 * How staff read a waitlist: states with the hold's end, who may be removed, places in line per list.
 */
import {
	canRemove,
	positions,
	stateLabel,
} from '../../../../../admin/routes/waitlist/waitlist-rules';
import type { WaitlistEntry } from '../../../../../admin/routes/waitlist/waitlist-types';

const entry = (
	id: number,
	state: WaitlistEntry[ 'state' ],
	list = 3
): WaitlistEntry => ( {
	id,
	event_id: 7,
	ticket_type_id: list,
	ticket_type: 'Standard',
	name: `Person ${ id }`,
	email: `p${ id }@example.com`,
	state,
	hold_until: state === 'offered' ? '2031-03-02T12:00:00Z' : null,
	joined_at: '2031-03-01T09:00:00Z',
	booking_id: 0,
} );

describe( 'waitlist rules', () => {
	it( 'names each state, an offer with the end of its hold', () => {
		const format = ( iso: string ) => `[${ iso }]`;
		expect( stateLabel( entry( 1, 'waiting' ), format ) ).toBe( 'Waiting' );
		expect( stateLabel( entry( 1, 'offered' ), format ) ).toBe(
			'Offered until [2031-03-02T12:00:00Z]'
		);
		expect( stateLabel( entry( 1, 'claimed' ), format ) ).toBe( 'Claimed' );
		expect( stateLabel( entry( 1, 'expired' ), format ) ).toBe( 'Expired' );
		expect( stateLabel( entry( 1, 'removed' ), format ) ).toBe( 'Removed' );
	} );

	it( 'offers Remove only while the person waits or holds an offer', () => {
		expect(
			[ 'waiting', 'offered', 'claimed', 'expired', 'removed' ].filter(
				( s ) => canRemove( s as WaitlistEntry[ 'state' ] )
			)
		).toEqual( [ 'waiting', 'offered' ] );
	} );

	it( 'numbers the people still in line, each list on its own', () => {
		const places = positions( [
			entry( 1, 'expired' ),
			entry( 2, 'offered' ),
			entry( 3, 'waiting' ),
			entry( 4, 'removed' ),
			entry( 5, 'waiting' ),
			entry( 6, 'waiting', 0 ),
		] );
		expect( [ ...places.entries() ] ).toEqual( [
			[ 2, 1 ],
			[ 3, 2 ],
			[ 5, 3 ],
			[ 6, 1 ],
		] );
	} );
} );
