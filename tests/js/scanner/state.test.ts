import {
	initialState,
	isModalOpen,
	reduce,
	type Action,
} from '../../../scanner/state';
import {
	PAGE,
	VERIFY,
	answer,
	config,
	run,
	scanning,
} from './support/state-fixtures';

describe( 'scanner state', () => {
	it( 'SCAN-02: starts idle with the camera off', () => {
		const state = initialState( config() );
		expect( state.phase ).toEqual( { name: 'idle' } );
		expect( state.camera ).toBe( false );
		expect( isModalOpen( state.phase ) ).toBe( false );
	} );

	it( 'SCAN-03/04: Start checks for a camera and scans; Stop returns to idle', () => {
		const checking = reduce( initialState( config() ), { type: 'start' } );
		expect( checking.phase.name ).toBe( 'checking' );
		const live = reduce( checking, {
			type: 'camera-checked',
			available: true,
		} );
		expect( live ).toMatchObject( {
			camera: true,
			phase: { name: 'scanning' },
		} );
		expect( reduce( live, { type: 'stop' } ) ).toMatchObject( {
			camera: false,
			phase: { name: 'idle' },
		} );
	} );

	it( 'SCAN-05: without a camera, verifies against the current page address', () => {
		const state = run(
			initialState( config() ),
			{ type: 'start' },
			{ type: 'camera-checked', available: false }
		);
		expect( state.camera ).toBe( false );
		expect( state.phase ).toEqual( {
			name: 'loading',
			address: PAGE,
			step: 'verify',
		} );
	} );

	it( 'SCAN-06: an already-scanned answer skips the camera, once', () => {
		const state = reduce(
			initialState(
				config(),
				answer( 2, 'Confirm to check this attendee in.' )
			),
			{ type: 'start' }
		);
		expect( state.phase ).toEqual( {
			name: 'loading',
			address: PAGE,
			step: 'verify',
		} );
		expect( state.scanned ).toBeNull();
		const again = run(
			state,
			{ type: 'answered', answer: answer( 2 ) },
			{ type: 'cancel' },
			{ type: 'start' }
		);
		expect( again.phase.name ).toBe( 'checking' );
	} );

	it( 'SCAN-07: a non-empty code stops the camera and verifies that address; empty ones are ignored', () => {
		const live = scanning();
		expect( reduce( live, { type: 'decoded', data: '  ' } ) ).toBe( live );
		const state = reduce( live, { type: 'decoded', data: VERIFY } );
		expect( state.camera ).toBe( false );
		expect( state.phase ).toEqual( {
			name: 'loading',
			address: VERIFY,
			step: 'verify',
		} );
		// Further decodes of the same frame change nothing.
		expect( reduce( state, { type: 'decoded', data: VERIFY } ) ).toBe(
			state
		);
	} );

	it( 'a code that is not an address of this site is not sent anywhere', () => {
		const state = reduce( scanning(), {
			type: 'decoded',
			data: 'https://evil.example/?eventsmith_verify=abc',
		} );
		expect( state.phase ).toMatchObject( {
			name: 'result',
			tone: 'warning',
		} );
		expect( state.camera ).toBe( false );
	} );

	it( 'SCAN-09/16/20: immediate mode: status 2 is a success result with the camera stopped', () => {
		const content = {
			name: 'Ann',
			event_name: 'Summit',
			ticket_name: 'VIP',
		};
		const state = run(
			scanning(),
			{ type: 'decoded', data: VERIFY },
			{
				type: 'answered',
				answer: answer( 2, 'Checked in. Welcome!', content ),
			}
		);
		expect( state.camera ).toBe( false );
		expect( state.phase ).toEqual( {
			name: 'result',
			tone: 'success',
			message: 'Checked in. Welcome!',
			content,
		} );
		expect( isModalOpen( state.phase ) ).toBe( true );
	} );

	it( 'SCAN-18: any other status is a warning', () => {
		for ( const code of [ 0, 1, 4, 5, 6, 7 ] ) {
			const state = run(
				scanning(),
				{ type: 'decoded', data: VERIFY },
				{
					type: 'answered',
					answer: answer( code, 'Already checked in' ),
				}
			);
			expect( state.phase ).toMatchObject( {
				name: 'result',
				tone: 'warning',
				message: 'Already checked in',
			} );
		}
	} );

	it( 'SCAN-17: status 3 redirects to content.redirect_url', () => {
		const state = run(
			scanning(),
			{ type: 'decoded', data: VERIFY },
			{
				type: 'answered',
				answer: answer( 3, '', {
					redirect_url: 'https://example.org/next',
				} ),
			}
		);
		expect( state.phase ).toEqual( {
			name: 'redirect',
			url: 'https://example.org/next',
		} );
	} );

	it( 'SCAN-21: a failed request shows the failed state with the common message', () => {
		const state = run(
			scanning(),
			{ type: 'decoded', data: VERIFY },
			{ type: 'request-failed' }
		);
		expect( state.phase ).toEqual( {
			name: 'result',
			tone: 'failed',
			message: 'Something went wrong.',
			content: {},
		} );
	} );

	it( 'SCAN-21: a failed camera check shows the failed state too', () => {
		const state = run(
			initialState( config() ),
			{ type: 'start' },
			{
				type: 'camera-failed',
			}
		);
		expect( state.phase ).toMatchObject( {
			name: 'result',
			tone: 'failed',
		} );
		expect( state.camera ).toBe( false );
	} );

	it( 'SCAN-22: the modal is open (loading) while the request runs', () => {
		const state = reduce( scanning(), { type: 'decoded', data: VERIFY } );
		expect( state.phase.name ).toBe( 'loading' );
		expect( isModalOpen( state.phase ) ).toBe( true );
	} );

	it( 'ignores actions that do not fit the phase', () => {
		const idle = initialState( config() );
		for ( const action of [
			{ type: 'confirm' },
			{ type: 'reject' },
			{ type: 'scan-again' },
			{ type: 'cancel' },
			{ type: 'request-failed' },
			{ type: 'answered', answer: answer( 2 ) },
			{ type: 'camera-checked', available: true },
			{ type: 'decoded', data: VERIFY },
		] as Action[] ) {
			expect( reduce( idle, action ) ).toBe( idle );
		}
	} );
} );
