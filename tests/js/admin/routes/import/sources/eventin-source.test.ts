import apiFetch from '@wordpress/api-fetch';
import {
	eventinAvailable,
	eventinForm,
	eventinSource,
} from '../../../../../../admin/routes/import/sources/eventin-source';
import { importSources } from '../../../../../../admin/routes/import/sources';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const fetchMock = apiFetch as unknown as jest.Mock;

describe( 'the Eventin import source (35.1)', () => {
	it( "is offered while Eventin's event type answers, not when it is gone", async () => {
		fetchMock.mockResolvedValueOnce( { slug: 'etn' } );
		await expect( eventinAvailable() ).resolves.toBe( true );
		expect( fetchMock ).toHaveBeenLastCalledWith( {
			path: '/wp/v2/types/etn',
		} );
		fetchMock.mockRejectedValueOnce( { code: 'rest_type_invalid' } );
		await expect( eventinAvailable() ).resolves.toBe( false );
	} );

	it( 'creates a run with source=eventin and is listed after iCal', () => {
		expect( eventinForm().get( 'source' ) ).toBe( 'eventin' );
		expect( eventinSource.label ).toBe( 'Eventin (on this site)' );
		const kinds = importSources.map( ( source ) => source.kind );
		expect( kinds ).toContain( 'eventin' );
		expect( kinds.indexOf( 'eventin' ) ).toBeGreaterThan(
			kinds.indexOf( 'ics' )
		);
		expect( importSources[ 0 ]?.available ).toBeUndefined();
	} );
} );
