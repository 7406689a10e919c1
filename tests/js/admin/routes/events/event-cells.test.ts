import {
	hasLocationProblem,
	locationText,
	offsetText,
	recurrenceBadges,
	soldText,
} from '../../../../../admin/routes/events/list/event-cells';

describe( 'soldText', () => {
	it( 'shows sold of total', () => {
		expect( soldText( 12, 100 ) ).toBe( '12/100' );
		expect( soldText( 0, 0 ) ).toBe( '0/0' );
	} );
	it( 'shows infinity for unlimited tickets', () => {
		expect( soldText( 3, -1 ) ).toBe( '3/∞' );
	} );
} );

describe( 'offsetText', () => {
	it( 'keeps the API form', () => {
		expect( offsetText( 'UTC+06:00' ) ).toBe( 'UTC+06:00' );
		expect( offsetText( 'UTC-03:30' ) ).toBe( 'UTC-03:30' );
	} );
	it( 'pads short forms', () => {
		expect( offsetText( 'UTC+6' ) ).toBe( 'UTC+06:00' );
		expect( offsetText( 'UTC+5:30' ) ).toBe( 'UTC+05:30' );
		expect( offsetText( '-0800' ) ).toBe( 'UTC-08:00' );
		expect( offsetText( 'UTC' ) ).toBe( 'UTC+00:00' );
	} );
	it( 'leaves text it cannot read alone', () => {
		expect( offsetText( 'Europe/Berlin' ) ).toBe( 'Europe/Berlin' );
		expect( offsetText( '' ) ).toBe( '' );
	} );
} );

describe( 'hasLocationProblem', () => {
	it( 'accepts no location at all', () => {
		expect( hasLocationProblem( null ) ).toBe( false );
		expect( hasLocationProblem( undefined ) ).toBe( false );
		expect( hasLocationProblem( '' ) ).toBe( false );
		expect( hasLocationProblem( {} ) ).toBe( false );
		expect( hasLocationProblem( [] ) ).toBe( false );
	} );
	it( 'accepts a well-formed address', () => {
		expect(
			hasLocationProblem( { address: { address: 'Main St 1' } } )
		).toBe( false );
	} );
	it( 'warns when address.address is missing, not text or empty', () => {
		expect( hasLocationProblem( { address: {} } ) ).toBe( true );
		expect( hasLocationProblem( { address: 'Main St 1' } ) ).toBe( true );
		expect( hasLocationProblem( { name: 'Hall' } ) ).toBe( true );
		expect( hasLocationProblem( { address: { address: 42 } } ) ).toBe(
			true
		);
		expect( hasLocationProblem( { address: { address: '  ' } } ) ).toBe(
			true
		);
		expect( hasLocationProblem( 'Main St 1' ) ).toBe( true );
		expect( hasLocationProblem( [ 'x' ] ) ).toBe( true );
	} );
	it( 'does not warn for an online-only event (32.10)', () => {
		const url = 'https://meet.example.org/room';
		expect( hasLocationProblem( { online_url: url } ) ).toBe( false );
		expect(
			hasLocationProblem( { address: { address: '' }, online_url: url } )
		).toBe( false );
		expect( hasLocationProblem( { address: null, online_url: url } ) ).toBe(
			false
		);
		expect( locationText( { online_url: url } ) ).toBe( '' );
		// A malformed address still warns, link or not; so does an empty link alone.
		expect(
			hasLocationProblem( { address: { address: 42 }, online_url: url } )
		).toBe( true );
		expect( hasLocationProblem( { online_url: '' } ) ).toBe( true );
	} );
	it( 'gives the address text only when it is well formed', () => {
		expect( locationText( { address: { address: 'Main St 1' } } ) ).toBe(
			'Main St 1'
		);
		expect( locationText( { address: {} } ) ).toBe( '' );
		expect( locationText( null ) ).toBe( '' );
	} );
} );

describe( 'recurrenceBadges', () => {
	it( 'marks occurrences and series', () => {
		expect(
			recurrenceBadges( { parent: 7, recurring_enabled: 'no' } )
		).toEqual( [ 'recurrence' ] );
		expect(
			recurrenceBadges( { parent: 0, recurring_enabled: 'yes' } )
		).toEqual( [ 'parent' ] );
		expect(
			recurrenceBadges( { parent: 0, recurring_enabled: 'no' } )
		).toEqual( [] );
	} );
} );
