import {
	statusFilterOptions,
	statusLabel,
	statusTone,
} from '../../../../../admin/routes/events/list/event-status';

describe( 'event status', () => {
	it( 'colours each status tag as the spec says', () => {
		expect( statusTone( 'ongoing' ) ).toBe( 'success' );
		expect( statusTone( 'upcoming' ) ).toBe( 'processing' );
		expect( statusTone( 'expired' ) ).toBe( 'error' );
		expect( statusTone( 'draft' ) ).toBe( 'default' );
		expect( statusTone( 'something-else' ) ).toBe( 'default' );
	} );

	it( 'labels display statuses', () => {
		expect( statusLabel( 'ongoing' ) ).toBe( 'Ongoing' );
		expect( statusLabel( 'upcoming' ) ).toBe( 'Upcoming' );
		expect( statusLabel( 'expired' ) ).toBe( 'Expired' );
		expect( statusLabel( 'draft' ) ).toBe( 'Draft' );
	} );

	it( 'offers the five filter values, past labelled Expired', () => {
		expect( statusFilterOptions() ).toEqual( [
			{ value: 'all', label: 'All' },
			{ value: 'draft', label: 'Draft' },
			{ value: 'ongoing', label: 'Ongoing' },
			{ value: 'upcoming', label: 'Upcoming' },
			{ value: 'past', label: 'Expired' },
		] );
	} );
} );
