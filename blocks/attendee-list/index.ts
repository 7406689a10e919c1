/**
 * Registers the front-end attendee list (FE-02, FE-03) in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type AttendeeListAttributes } from './edit';
import './style.scss';

registerBlockType< AttendeeListAttributes >(
	metadata as BlockConfiguration< AttendeeListAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
