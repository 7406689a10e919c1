/**
 * Registers the schedule widget in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type ScheduleAttributes } from './edit';
import './style.scss';

registerBlockType< ScheduleAttributes >(
	metadata as BlockConfiguration< ScheduleAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
