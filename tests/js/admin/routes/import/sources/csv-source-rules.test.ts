import {
	csvImportForm,
	fieldOptions,
	initialMapping,
	mapColumn,
	missingFields,
	previewForm,
	type CsvPreview,
} from '../../../../../../admin/routes/import/sources/csv-source-rules';

const preview: CsvPreview = {
	what: 'events',
	delimiter: ';',
	headers: [ 'Event name', 'Date', 'Notes' ],
	rows: [ { line: 2, cells: [ 'Gala', '2027-03-02', '' ] } ],
	mapping: { 'Event name': 'title' },
	fields: [
		{ field: 'title', label: 'Title', required: true },
		{ field: 'start_date', label: 'Start date', required: true },
		{ field: 'description', label: 'Description', required: false },
	],
};

describe( 'CSV import panel rules (35.4)', () => {
	it( 'starts from the suggested mapping, every column listed', () => {
		expect( initialMapping( preview ) ).toEqual( {
			'Event name': 'title',
			Date: '',
			Notes: '',
		} );
	} );

	it( 'gives a field to one column only', () => {
		const start = initialMapping( preview );
		const dated = mapColumn( start, 'Date', 'start_date' );
		expect( dated.Date ).toBe( 'start_date' );
		const moved = mapColumn( dated, 'Notes', 'start_date' );
		expect( moved ).toEqual( {
			'Event name': 'title',
			Date: '',
			Notes: 'start_date',
		} );
		expect( mapColumn( moved, 'Notes', '' ).Notes ).toBe( '' );
		expect( mapColumn( moved, 'Notes', '' )[ 'Event name' ] ).toBe(
			'title'
		);
	} );

	it( 'lists the required fields no column is imported as', () => {
		const start = initialMapping( preview );
		expect(
			missingFields( preview.fields, start ).map( ( f ) => f.field )
		).toEqual( [ 'start_date' ] );
		expect(
			missingFields(
				preview.fields,
				mapColumn( start, 'Date', 'start_date' )
			)
		).toEqual( [] );
	} );

	it( 'offers "Don\'t import" first and marks required fields', () => {
		const options = fieldOptions( preview.fields, 'Don’t import' );
		expect( options[ 0 ] ).toEqual( { label: 'Don’t import', value: '' } );
		expect( options[ 1 ] ).toEqual( { label: 'Title *', value: 'title' } );
		expect( options[ 3 ] ).toEqual( {
			label: 'Description',
			value: 'description',
		} );
	} );

	it( 'sends the file, what, every column of the mapping and the date format', () => {
		const file = new File( [ 'a;b\n' ], 'talks.csv', { type: 'text/csv' } );
		const body = csvImportForm(
			file,
			'attendees',
			{ A: 'name', B: '' },
			'd/m/Y'
		);
		expect( body.get( 'source' ) ).toBe( 'csv' );
		expect( body.get( 'what' ) ).toBe( 'attendees' );
		expect( JSON.parse( String( body.get( 'mapping' ) ) ) ).toEqual( {
			A: 'name',
			B: '',
		} );
		expect( body.get( 'date_format' ) ).toBe( 'd/m/Y' );
		expect( ( body.get( 'file' ) as File ).name ).toBe( 'talks.csv' );
		const asked = previewForm( file, 'events' );
		expect( asked.get( 'what' ) ).toBe( 'events' );
		expect( ( asked.get( 'file' ) as File ).name ).toBe( 'talks.csv' );
	} );
} );
