/**
 * Block editor settings of the template builder.
 */
import { __ } from '@wordpress/i18n';
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
 * The settings with the stylesheets the canvas iframe loads.
 *
 * @param source The admin page's document.
 */
export function editorSettings( source: Document ): Record< string, unknown > {
	return {
		...EDITOR_SETTINGS,
		__unstableResolvedAssets: canvasAssets( source ),
	};
}
