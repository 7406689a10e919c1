/**
 * Registers what the block editor of the builder needs: the core blocks,
 * the template blocks, the block style hooks, the placeholder format and the
 * media library. Runs once, when the editor's chunk loads (the template list
 * needs none of it).
 */
import { registerCoreBlocks } from '@wordpress/block-library';
import { getBlockTypes } from '@wordpress/blocks';
import { registerTemplateBlocks } from './blocks';
import { registerBlockStyleHooks } from './block-styles';
import { registerPlaceholderFormat } from './formats/placeholder-format';
import { registerMediaUpload } from './media/media-library';

let registered = false;

export function registerEditorBlocks(): void {
	if ( registered ) {
		return;
	}
	registered = true;
	registerBlockStyleHooks();
	registerMediaUpload();
	if (
		! getBlockTypes().some( ( block ) => block.name === 'core/paragraph' )
	) {
		registerCoreBlocks();
	}
	registerTemplateBlocks();
	registerPlaceholderFormat();
}
