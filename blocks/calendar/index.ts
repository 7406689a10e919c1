/**
 * Registers the calendar block in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type CalendarAttributes } from './edit';
import './style.scss';

registerBlockType< CalendarAttributes >(
	metadata as BlockConfiguration< CalendarAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
