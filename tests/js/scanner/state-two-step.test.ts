import { initialState, isModalOpen, reduce } from '../../../scanner/state';
import {
	PAGE,
	VERIFY,
	answer,
	config,
	run,
	scanning,
} from './support/state-fixtures';

describe( 'scanner state in two-step mode', () => {
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
		const state = run( question(), { type: 'reject' }, { type: 'cancel' } );
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
