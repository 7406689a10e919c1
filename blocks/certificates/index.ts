/**
 * Registers the certificates widget in the editor.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type CertificatesAttributes } from './edit';
import './style.scss';

registerBlockType< CertificatesAttributes >(
	metadata as BlockConfiguration< CertificatesAttributes >,
	{
		edit: Edit,
		save: () => null,
	}
);
