/**
 * Registers the speaker slider in the editor. Its styles and front-end module are the event
 * slider's (block.json names their handles), so a page with both sliders loads them once.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type SpeakerSliderAttributes } from './edit';

registerBlockType< SpeakerSliderAttributes >(
	metadata as BlockConfiguration< SpeakerSliderAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
