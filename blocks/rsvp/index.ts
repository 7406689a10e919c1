/**
 * Registers the RSVP form block in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type RsvpFormAttributes } from './edit';
import './style.scss';

registerBlockType< RsvpFormAttributes >(
	metadata as BlockConfiguration< RsvpFormAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
