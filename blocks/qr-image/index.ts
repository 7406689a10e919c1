/**
 * Registers the QR image block in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type QrImageAttributes } from './edit';
import './style.scss';

registerBlockType< QrImageAttributes >(
	metadata as unknown as BlockConfiguration< QrImageAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
