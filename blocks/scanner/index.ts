/**
 * Registers the ticket scanner block in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type ScannerAttributes } from './edit';
import './style.scss';

registerBlockType< ScannerAttributes >(
	metadata as BlockConfiguration< ScannerAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
