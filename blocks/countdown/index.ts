/**
 * Registers the countdown block in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type CountdownAttributes } from './edit';
import './style.scss';

registerBlockType< CountdownAttributes >(
	metadata as BlockConfiguration< CountdownAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
