/**
 * Thumbnail constants and the size a thumbnail is saved at.
 */
export type SaveMode = 'save' | 'draft';

/** The canvas is rendered at this size (CSS pixels) before scaling. */
export const THUMBNAIL_RENDER = { width: 1000, height: 800 } as const;
export const THUMBNAIL_PIXEL_RATIO = 2;
export const THUMBNAIL_QUALITY = 0.85;

/** Saved widths: full size on Save, small on Draft. */
export const THUMBNAIL_WIDTH: Record< SaveMode, number > = {
	save: 1000,
	draft: 250,
};

/**
 * Saved size for a rendered image: the mode's width, the height keeping the
 * rendered aspect ratio (at least 1 pixel).
 *
 * @param mode          Save or draft.
 * @param source        Rendered image size in pixels.
 * @param source.width
 * @param source.height
 */
export function thumbnailSize(
	mode: SaveMode,
	source: { width: number; height: number }
): { width: number; height: number } {
	const width = THUMBNAIL_WIDTH[ mode ];
	if ( source.width <= 0 || source.height <= 0 ) {
		return {
			width,
			height: Math.round(
				( width * THUMBNAIL_RENDER.height ) / THUMBNAIL_RENDER.width
			),
		};
	}
	return {
		width,
		height: Math.max(
			1,
			Math.round( ( width * source.height ) / source.width )
		),
	};
}
