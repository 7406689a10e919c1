/**
 * Entry point of the Eventsmith template builder.
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';
import { registerCoreBlocks } from '@wordpress/block-library';
import { getBlockTypes } from '@wordpress/blocks';
import { registerTemplateBlocks } from './blocks';
import { registerBlockStyleHooks } from './block-styles';
import { registerPlaceholderFormat } from './formats/placeholder-format';
import { registerMediaUpload } from './media/media-library';
import { App } from './app/app';
import './index.scss';

function registerEditorBlocks(): void {
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

domReady( () => {
	const container = document.getElementById( 'eventsmith-template-builder' );
	const boot = window.eventsmithTemplateBuilder;
	if ( ! container || ! boot ) {
		return;
	}
	registerEditorBlocks();
	document.body.classList.add( 'eventsmith-template-builder-screen' );
	createRoot( container ).render( <App boot={ boot } /> );
} );
