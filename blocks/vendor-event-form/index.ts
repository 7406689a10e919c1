/**
 * Registers the vendor event form (FE-01) in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit } from './edit';
import './style.scss';

registerBlockType( metadata as BlockConfiguration, {
	edit: Edit,
	save: () => null,
} );
