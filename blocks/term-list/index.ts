/**
 * Registers the categories / tags / locations list in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type TermListAttributes } from './edit';
import './style.scss';

registerBlockType< TermListAttributes >(
	metadata as BlockConfiguration< TermListAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
