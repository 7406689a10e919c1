/**
 * Registers the waitlist block in the editor. It is not in the inserter: the
 * ticket form and the RSVP form show it by themselves where something is sold
 * out. The import brings its style into the build.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type WaitlistAttributes } from './edit';
import './style.scss';

registerBlockType< WaitlistAttributes >(
	metadata as BlockConfiguration< WaitlistAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
