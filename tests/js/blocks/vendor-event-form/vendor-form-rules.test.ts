/**
 * The vendor event form's body and the input each refused field belongs to (FE-01).
 */
import {
	eventBody,
	inputFor,
} from '../../../../blocks/vendor-event-form/vendor-form-rules';

const values =
	( map: Record< string, string > ) =>
	( name: string ): string =>
		map[ name ] ?? '';

describe( 'eventBody', () => {
	it( 'FE-01 sends the form as the /my/events body', () => {
		expect(
			eventBody(
				values( {
					title: 'Night walk',
					description: 'Lanterns',
					start_date: '2031-07-01',
					start_time: '19:00',
					end_date: '2031-07-01',
					end_time: '22:00',
					timezone: 'Europe/Berlin',
					location_address: ' Old Mill ',
					location_online_url: 'https://meet.example.org/x',
					total_ticket: '25',
				} )
			)
		).toEqual( {
			title: 'Night walk',
			description: 'Lanterns',
			start_date: '2031-07-01',
			start_time: '19:00',
			end_date: '2031-07-01',
			end_time: '22:00',
			timezone: 'Europe/Berlin',
			location: {
				address: { address: 'Old Mill' },
				online_url: 'https://meet.example.org/x',
			},
			total_ticket: '25',
		} );
	} );

	it( 'sends no location when both place fields are empty, and -1 for no capacity', () => {
		const body = eventBody( values( { title: 'x' } ) );
		expect( body.location ).toBeNull();
		expect( body.total_ticket ).toBe( -1 );
	} );

	it( 'sends an online-only event with an empty address for the server to judge', () => {
		expect(
			eventBody( values( { location_online_url: 'https://x.org' } ) )
				.location
		).toEqual( {
			address: { address: '' },
			online_url: 'https://x.org',
		} );
	} );
} );

describe( 'inputFor', () => {
	it.each( [
		[ 'end_date', 'end_date' ],
		[ 'title', 'title' ],
		[ 'location', 'location_address' ],
		[ 'location.address.address', 'location_address' ],
		[ 'location.online_url', 'location_online_url' ],
	] )( '%s → %s', ( param, input ) => {
		expect( inputFor( param ) ).toBe( input );
	} );
} );
