/**
 * Registers the events accordion in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type AccordionAttributes } from './edit';
import './style.scss';

registerBlockType< AccordionAttributes >(
	metadata as BlockConfiguration< AccordionAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
