/**
 * The welcome's step for an answer of GET /welcome (issue 33, item 5).
 */
import { stepOf } from '../../../../../admin/components/welcome/use-welcome';
import type { Welcome } from '../../../../../admin/components/welcome/welcome-types';

const answer = (
	state: Welcome[ 'state' ],
	done: number,
	total = 5
): Welcome => ( {
	state,
	shows: state !== 'done',
	fields: { currency: 'USD', timezone: 'UTC', events_slug: '' },
	defaults: { events_slug: 'events', home: 'https://example.org/' },
	samples: { done, total, posts: 0 },
} );

describe( 'welcome step (33.5)', () => {
	it( 'starts with the settings while pending', () => {
		expect( stepOf( answer( 'pending', 0 ) ) ).toBe( 'settings' );
	} );

	it( 'goes on seeding when the samples are half-way', () => {
		expect( stepOf( answer( 'samples', 2 ) ) ).toBe( 'seeding' );
	} );

	it( 'offers removal once every step ran', () => {
		expect( stepOf( answer( 'samples', 5 ) ) ).toBe( 'seeded' );
	} );
} );
