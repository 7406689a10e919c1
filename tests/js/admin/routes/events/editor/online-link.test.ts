/**
 * "Show the online link publicly" in the event editor (32.12): the toggle
 * shows the event's choice, else the default the server reports, and the
 * basic step sends the choice (null keeps the default).
 */
import {
	basicPayload,
	onlineLinkShown,
	type BasicForm,
} from '../../../../../../admin/routes/events/editor/payloads';

const form: BasicForm = {
	title: ' Webinar ',
	description: '',
	featured_image: { id: 0, url: '' },
	start_date: '2030-05-01',
	start_time: '10:00',
	end_date: '',
	end_time: '',
	timezone: 'UTC',
	address: '',
	online_url: ' https://meet.example.org/room ',
	online_link_public: null,
	status: 'publish',
	cancelled: false,
};

describe( 'online link visibility (32.12)', () => {
	it( 'shows the default while the event has no choice of its own', () => {
		expect( onlineLinkShown( null, true ) ).toBe( true );
		expect( onlineLinkShown( null, false ) ).toBe( false );
	} );

	it( "shows the event's own choice over the default", () => {
		expect( onlineLinkShown( false, true ) ).toBe( false );
		expect( onlineLinkShown( true, false ) ).toBe( true );
	} );

	it( 'sends null for the default and the choice once made', () => {
		expect( basicPayload( form ) ).toMatchObject( {
			location: {
				address: { address: '' },
				online_url: 'https://meet.example.org/room',
			},
			online_link_public: null,
		} );
		expect(
			basicPayload( { ...form, online_link_public: false } )
				.online_link_public
		).toBe( false );
	} );
} );
