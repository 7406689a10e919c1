/**
 * Registers the event slider in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type EventSliderAttributes } from './edit';
import './style.scss';

registerBlockType< EventSliderAttributes >(
	metadata as BlockConfiguration< EventSliderAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
