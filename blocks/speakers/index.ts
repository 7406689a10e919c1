/**
 * Registers the speakers / organizers widget in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type SpeakersAttributes } from './edit';
import './style.scss';

registerBlockType< SpeakersAttributes >(
	metadata as BlockConfiguration< SpeakersAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
