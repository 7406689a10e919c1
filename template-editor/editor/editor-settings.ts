/**
 * Block editor settings of the template builder.
 */
import { __ } from '@wordpress/i18n';
import { mediaUpload } from '../media/media-library';
import { canvasAssets } from './canvas/canvas-assets';

export const EDITOR_SETTINGS: Record< string, unknown > = {
	hasFixedToolbar: false,
	focusMode: false,
	templateLock: false,
	canLockBlocks: true,
	bodyPlaceholder: __(
		'Type / to choose a block, or open All Blocks',
		'eventsmith'
	),
	__experimentalBlockPatterns: [],
	__experimentalBlockPatternCategories: [],
	alignWide: true,
	supportsLayout: true,
};

/**
 * The settings with the stylesheets the canvas iframe loads, and uploads
 * when the user may upload files.
 *
 * @param source         The admin page's document.
 * @param canUploadFiles Whether the user may upload files.
 */
export function editorSettings(
	source: Document,
	canUploadFiles = false
): Record< string, unknown > {
	return {
		...EDITOR_SETTINGS,
		__unstableResolvedAssets: canvasAssets( source ),
		...( canUploadFiles ? { mediaUpload } : {} ),
	};
}
