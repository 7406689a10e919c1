import {
	previewUrl,
	readPreviewEvent,
	writePreviewEvent,
	PREVIEW_EVENT_KEY,
} from '../../../template-editor/lib/preview-event';

function memoryStorage() {
	const items = new Map< string, string >();
	return {
		getItem: ( key: string ) => items.get( key ) ?? null,
		setItem: ( key: string, value: string ) => void items.set( key, value ),
	};
}

describe( 'preview event', () => {
	it( 'remembers the event per template', () => {
		const storage = memoryStorage();
		expect( readPreviewEvent( storage, 42 ) ).toBeNull();
		writePreviewEvent( storage, 42, 7 );
		writePreviewEvent( storage, 43, 9 );
		expect( readPreviewEvent( storage, 42 ) ).toBe( 7 );
		expect(
			JSON.parse( storage.getItem( PREVIEW_EVENT_KEY ) ?? '' )
		).toEqual( { 42: 7, 43: 9 } );
	} );

	it( 'survives garbage in storage', () => {
		const storage = memoryStorage();
		storage.setItem( PREVIEW_EVENT_KEY, 'not json' );
		expect( readPreviewEvent( storage, 1 ) ).toBeNull();
	} );

	it( 'builds the preview address', () => {
		const url = new URL( previewUrl( 'http://site.test/', 'abc', 5, 7 ) );
		expect( url.searchParams.get( 'action' ) ).toBe(
			'eventsmith-preview-template'
		);
		expect( url.searchParams.get( 'template_id' ) ).toBe( '5' );
		expect( url.searchParams.get( 'event_id' ) ).toBe( '7' );
		expect( url.searchParams.get( '_wpnonce' ) ).toBe( 'abc' );
		expect(
			new URL(
				previewUrl( 'http://site.test/', 'abc', 5, null )
			).searchParams.has( 'event_id' )
		).toBe( false );
	} );
} );
