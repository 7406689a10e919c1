/**
 * Registers the events list / grid widget in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type EventsAttributes } from './edit';
import './style.scss';

registerBlockType< EventsAttributes >(
	metadata as BlockConfiguration< EventsAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
