/**
 * Registers the speaker's upcoming events in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type SpeakerEventsAttributes } from './edit';
import './style.scss';

registerBlockType< SpeakerEventsAttributes >(
	metadata as BlockConfiguration< SpeakerEventsAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
