/**
 * A JPEG thumbnail of the template's page body, loaded on demand.
 */
import {
	thumbnailSize,
	THUMBNAIL_PIXEL_RATIO,
	THUMBNAIL_QUALITY,
	THUMBNAIL_RENDER,
	type SaveMode,
} from './thumbnail-size';

/** Editor-only elements left out of the picture. */
const EDITOR_ONLY = [
	'block-list-appender',
	'block-editor-block-list__insertion-point',
];

function keep( node: Node ): boolean {
	const classes = ( node as Element ).classList;
	return (
		! classes || ! EDITOR_ONLY.some( ( name ) => classes.contains( name ) )
	);
}

function loadImage( src: string ): Promise< HTMLImageElement > {
	return new Promise( ( resolve, reject ) => {
		const image = new Image();
		image.onload = () => resolve( image );
		image.onerror = () =>
			reject( new Error( 'Failed to convert content to image' ) );
		image.src = src;
	} );
}

async function resize( dataUrl: string, mode: SaveMode ): Promise< string > {
	const image = await loadImage( dataUrl );
	const size = thumbnailSize( mode, {
		width: image.naturalWidth,
		height: image.naturalHeight,
	} );
	const canvas = document.createElement( 'canvas' );
	canvas.width = size.width;
	canvas.height = size.height;
	const context = canvas.getContext( '2d' );
	if ( ! context ) {
		throw new Error( 'Failed to convert content to image' );
	}
	context.imageSmoothingQuality = 'high';
	context.drawImage( image, 0, 0, size.width, size.height );
	return canvas.toDataURL( 'image/jpeg', THUMBNAIL_QUALITY );
}

/**
 * Renders the page body at 1000×800 (scale 2) as JPEG, then scales it to the
 * width of the save mode (1000 on Save, 250 on Draft).
 *
 * @param node The page body element, or null when the canvas is not there.
 * @param mode Save or draft.
 */
export async function createThumbnail(
	node: HTMLElement | null,
	mode: SaveMode
): Promise< string > {
	if ( ! node ) {
		throw new Error( 'Layout content not found' );
	}
	const { toJpeg } = await import(
		/* webpackChunkName: "template-editor/html-to-image" */ 'html-to-image'
	);
	const rendered = await toJpeg( node, {
		quality: THUMBNAIL_QUALITY,
		width: THUMBNAIL_RENDER.width,
		height: THUMBNAIL_RENDER.height,
		pixelRatio: THUMBNAIL_PIXEL_RATIO,
		backgroundColor: '#ffffff',
		skipFonts: true,
		filter: keep,
	} );
	return resize( rendered, mode );
}
