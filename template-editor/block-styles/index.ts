/**
 * Container class and per-device styles for every block of a template:
 * the attributes, the inspector panel and the canvas preview. Register
 * before the block types are, so core blocks get the attributes too.
 */
// Provided by WordPress as the `wp-hooks` script, not bundled.
import { addFilter } from '@wordpress/hooks';
import { withStyleAttributes } from './attributes';
import { withDevicePreview } from './with-device-preview';
import { withStylesPanel } from './with-styles-panel';

const NAMESPACE = 'eventsmith/template-block-styles';
let registered = false;

export function registerBlockStyleHooks(): void {
	if ( registered ) {
		return;
	}
	registered = true;
	addFilter( 'blocks.registerBlockType', NAMESPACE, withStyleAttributes );
	addFilter( 'editor.BlockEdit', NAMESPACE, withStylesPanel );
	addFilter( 'editor.BlockListBlock', NAMESPACE, withDevicePreview );
}
