import {
	thumbnailSize,
	THUMBNAIL_RENDER,
	THUMBNAIL_PIXEL_RATIO,
	THUMBNAIL_QUALITY,
} from '../../../template-editor/lib/thumbnail-size';

describe( 'thumbnail size', () => {
	const rendered = {
		width: THUMBNAIL_RENDER.width * THUMBNAIL_PIXEL_RATIO,
		height: THUMBNAIL_RENDER.height * THUMBNAIL_PIXEL_RATIO,
	};

	it( 'uses the spec constants', () => {
		expect( THUMBNAIL_RENDER ).toEqual( { width: 1000, height: 800 } );
		expect( THUMBNAIL_PIXEL_RATIO ).toBe( 2 );
		expect( THUMBNAIL_QUALITY ).toBe( 0.85 );
	} );

	it( 'saves 1000 px wide on Save and 250 px on Draft, keeping the ratio', () => {
		expect( thumbnailSize( 'save', rendered ) ).toEqual( {
			width: 1000,
			height: 800,
		} );
		expect( thumbnailSize( 'draft', rendered ) ).toEqual( {
			width: 250,
			height: 200,
		} );
		expect(
			thumbnailSize( 'draft', { width: 1684, height: 1190 } )
		).toEqual( { width: 250, height: 177 } );
	} );

	it( 'falls back to the render ratio for an empty image', () => {
		expect( thumbnailSize( 'save', { width: 0, height: 0 } ) ).toEqual( {
			width: 1000,
			height: 800,
		} );
	} );
} );
