/**
 * The import screen's "The Events Calendar (on this site)" source (issue 35.2).
 */
import { importSources } from '../../../../../../admin/routes/import/sources';
import {
	tecForm,
	tecSource,
} from '../../../../../../admin/routes/import/sources/tec-source';

describe( 'The Events Calendar import source (35.2)', () => {
	it( 'is offered in the "Import from" list, after iCal', () => {
		const kinds = importSources.map( ( source ) => source.kind );
		expect( kinds[ 0 ] ).toBe( 'ics' );
		expect( kinds ).toContain( 'tec' );
		expect( tecSource.label ).toBe( 'The Events Calendar (on this site)' );
	} );

	it( 'creates a run with source=tec and nothing else', () => {
		const form = tecForm();
		expect( [ ...form.entries() ] ).toEqual( [ [ 'source', 'tec' ] ] );
	} );
} );
