/**
 * Block editor settings of the template builder.
 */
import { __ } from '@wordpress/i18n';

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
