import { eventsmithForm } from '../../../../../../admin/routes/import/sources/eventsmith-source';
import { importSources } from '../../../../../../admin/routes/import/sources';

describe( 'Eventsmith export source (35.6)', () => {
	it( 'is offered in the "Import from" list', () => {
		expect(
			importSources.map( ( source ) => [ source.kind, source.label ] )
		).toContainEqual( [ 'eventsmith', 'Eventsmith export (.json)' ] );
	} );

	it( 'sends the chosen file as source eventsmith, nothing without one', () => {
		expect( eventsmithForm( null ) ).toBeNull();
		const file = new File( [ '{}' ], 'site.json', {
			type: 'application/json',
		} );
		const form = eventsmithForm( file ) as FormData;
		expect( form.get( 'source' ) ).toBe( 'eventsmith' );
		expect( ( form.get( 'file' ) as File ).name ).toBe( 'site.json' );
	} );
} );
