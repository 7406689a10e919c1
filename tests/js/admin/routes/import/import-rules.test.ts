import {
	canStart,
	canStop,
	canUndo,
	importForm,
	isActive,
	progressValue,
	type ImportRun,
} from '../../../../../admin/routes/import/import-rules';

const run = ( overrides: Partial< ImportRun > ): ImportRun => ( {
	id: 1,
	source_kind: 'ics',
	source: 'a.ics',
	status: 'running',
	subscription: '',
	dry_run: { total: 60, create: 60, update: 0, skip: 0, fail: 0 },
	progress: { processed: 25, total: 60, percent: 41 },
	counts: { created: 25, updated: 0, skipped: 0, failed: 0, removed: 0 },
	report: [],
	error: '',
	...overrides,
} );

describe( 'import screen rules (35.5)', () => {
	it( 'offers start, stop and undo by status', () => {
		expect( canStart( 'dry_run' ) ).toBe( true );
		expect( canStart( 'stopped' ) ).toBe( true );
		expect( canStart( 'done' ) ).toBe( false );
		expect( isActive( 'queued' ) ).toBe( true );
		expect( isActive( 'stopped' ) ).toBe( false );
		expect( canUndo( 'done' ) ).toBe( true );
		expect( canUndo( 'running' ) ).toBe( false );
		expect( canUndo( 'undone' ) ).toBe( false );
		// A large removal goes on in the background: polled, not stoppable, not undone twice.
		expect( isActive( 'undoing' ) ).toBe( true );
		expect( canStop( 'undoing' ) ).toBe( false );
		expect( canStop( 'running' ) ).toBe( true );
		expect( canUndo( 'undoing' ) ).toBe( false );
	} );

	it( 'fills the progress bar from the rows processed', () => {
		expect( progressValue( run( {} ) ) ).toBe( 41 );
		expect(
			progressValue(
				run( {
					status: 'done',
					progress: { processed: 0, total: 0, percent: 0 },
				} )
			)
		).toBe( 100 );
		expect(
			progressValue(
				run( { progress: { processed: 0, total: 0, percent: 0 } } )
			)
		).toBe( 0 );
	} );

	it( 'sends the file, or the feed address with its schedule', () => {
		const file = new File( [ 'BEGIN:VCALENDAR' ], 'a.ics' );
		const upload = importForm( file, 'https://x.example/f.ics', 'daily' );
		expect( upload?.get( 'file' ) ).toBeInstanceOf( File );
		expect( upload?.get( 'url' ) ).toBeNull();
		const feed = importForm( null, ' https://x.example/f.ics ', 'daily' );
		expect( feed?.get( 'url' ) ).toBe( 'https://x.example/f.ics' );
		expect( feed?.get( 'subscription' ) ).toBe( 'daily' );
		expect( importForm( null, ' ', '' ) ).toBeNull();
	} );
} );
