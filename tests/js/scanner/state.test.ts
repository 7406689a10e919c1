import {
	initialState,
	isModalOpen,
	reduce,
	type Action,
	type Config,
	type ScannerState,
} from '../../../scanner/state';
import type { Answer } from '../../../scanner/verification';

const PAGE = 'https://example.org/wp-admin/admin.php?page=eventsmith-scanner';
const VERIFY = 'https://example.org/?eventsmith_verify=abc';

const config = ( twoStep = false ): Config => ( {
	twoStep,
	pageUrl: PAGE,
	commonMessage: 'Something went wrong.',
	origins: [ 'https://example.org' ],
} );

const run = ( state: ScannerState, ...actions: Action[] ) =>
	actions.reduce( reduce, state );

const answer = (
	statusCode: number,
	message = 'msg',
	content: Answer[ 'content' ] = {}
): Answer => ( { statusCode, message, content } );

const scanning = ( twoStep = false ) =>
	run(
		initialState( config( twoStep ) ),
		{ type: 'start' },
		{ type: 'camera-checked', available: true }
	);

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

	describe( 'two-step mode', () => {
		const info = answer( 2, 'Confirm to check this attendee in.', {
			event_name: 'Summit',
			attendee_name: 'Ann',
			ticket_name: 'VIP',
			ticket_Message: '',
		} );
		const question = () =>
			run(
				scanning( true ),
				{ type: 'decoded', data: VERIFY },
				{ type: 'answered', answer: info }
			);

		it( 'SCAN-10: asks for ticket info first, then puts the question', () => {
			const loading = reduce( scanning( true ), {
				type: 'decoded',
				data: VERIFY,
			} );
			expect( loading.phase ).toMatchObject( { step: 'info' } );
			expect( question().phase ).toEqual( {
				name: 'question',
				address: VERIFY,
				answer: info,
			} );
		} );

		it( 'SCAN-11: an already checked-in ticket is still put as a question with its note', () => {
			const already = answer( 4, 'Confirm to check this attendee in.', {
				attendee_name: 'Ann',
				ticket_Message: 'Already checked in.',
			} );
			const state = run(
				scanning( true ),
				{ type: 'decoded', data: VERIFY },
				{ type: 'answered', answer: already }
			);
			expect( state.phase.name ).toBe( 'question' );
		} );

		it( 'an unknown ticket is a warning, not a question', () => {
			const state = run(
				scanning( true ),
				{ type: 'decoded', data: VERIFY },
				{
					type: 'answered',
					answer: answer( 5, 'This ticket is not valid.' ),
				}
			);
			expect( state.phase ).toMatchObject( {
				name: 'result',
				tone: 'warning',
			} );
		} );

		it( 'SCAN-12: Confirm verifies (no ticket info) and the camera restarts', () => {
			const state = reduce( question(), { type: 'confirm' } );
			expect( state.camera ).toBe( true );
			expect( state.phase ).toEqual( {
				name: 'loading',
				address: VERIFY,
				step: 'verify',
			} );
			const done = reduce( state, {
				type: 'answered',
				answer: answer( 2, 'Checked in. Welcome!' ),
			} );
			expect( done.phase ).toMatchObject( {
				name: 'result',
				tone: 'success',
			} );
			// Decodes wait until the modal is closed; closing it goes on scanning.
			expect( reduce( done, { type: 'decoded', data: VERIFY } ) ).toBe(
				done
			);
			expect( reduce( done, { type: 'cancel' } ).phase.name ).toBe(
				'scanning'
			);
		} );

		it( 'SCAN-13: Reject leaves scan-again and cancel', () => {
			const state = reduce( question(), { type: 'reject' } );
			expect( state.phase ).toEqual( { name: 'rejected', answer: info } );
			expect( isModalOpen( state.phase ) ).toBe( true );
		} );

		it( 'SCAN-14: Scan again closes the modal and checks the camera again', () => {
			const state = run(
				question(),
				{ type: 'reject' },
				{ type: 'scan-again' }
			);
			expect( state.phase.name ).toBe( 'checking' );
			expect( isModalOpen( state.phase ) ).toBe( false );
		} );

		it( 'SCAN-15: Cancel closes the modal', () => {
			const state = run(
				question(),
				{ type: 'reject' },
				{ type: 'cancel' }
			);
			expect( state.phase ).toEqual( { name: 'idle' } );
		} );

		it( 'SCAN-06: an already-scanned answer asks for ticket info of this page', () => {
			const state = reduce( initialState( config( true ), info ), {
				type: 'start',
			} );
			expect( state.phase ).toEqual( {
				name: 'loading',
				address: PAGE,
				step: 'info',
			} );
		} );
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
