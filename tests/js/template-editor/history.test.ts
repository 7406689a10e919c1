import {
	canRedo,
	canUndo,
	createHistory,
	record,
	redo,
	undo,
	HISTORY_LIMIT,
} from '../../../template-editor/lib/history';

describe( 'template history', () => {
	it( 'undoes a persistent change back to the previous value and redoes it', () => {
		let history = createHistory( 'a' );
		history = record( history, 'b', true );
		expect( canUndo( history ) ).toBe( true );
		history = undo( history );
		expect( history.present ).toBe( 'a' );
		expect( canRedo( history ) ).toBe( true );
		history = redo( history );
		expect( history.present ).toBe( 'b' );
		expect( canRedo( history ) ).toBe( false );
	} );

	it( 'folds transient changes into the current level', () => {
		let history = createHistory( 'a' );
		history = record( history, 'ab', true );
		history = record( history, 'abc', false );
		history = record( history, 'abcd', false );
		expect( history.past ).toEqual( [ 'a' ] );
		expect( undo( history ).present ).toBe( 'a' );
	} );

	it( 'drops the redo branch on a new change', () => {
		let history = record( createHistory( 1 ), 2, true );
		history = undo( history );
		history = record( history, 3, true );
		expect( canRedo( history ) ).toBe( false );
		expect( history.past ).toEqual( [ 1 ] );
	} );

	it( 'ignores undo and redo at the ends and identical values', () => {
		const history = createHistory( 'x' );
		expect( undo( history ) ).toBe( history );
		expect( redo( history ) ).toBe( history );
		expect( record( history, 'x', true ) ).toBe( history );
	} );

	it( 'keeps at most the limit of levels', () => {
		let history = createHistory( 0 );
		for ( let i = 1; i <= HISTORY_LIMIT + 5; i++ ) {
			history = record( history, i, true );
		}
		expect( history.past ).toHaveLength( HISTORY_LIMIT );
		expect( history.past[ 0 ] ).toBe( 5 );
	} );
} );
