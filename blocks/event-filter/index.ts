/**
 * Registers the event filter in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type EventFilterAttributes } from './edit';
import './style.scss';

registerBlockType< EventFilterAttributes >(
	metadata as BlockConfiguration< EventFilterAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
