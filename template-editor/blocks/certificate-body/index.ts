/**
 * Client-side registration settings of the page body block.
 */
import type { BlockConfiguration } from '@wordpress/blocks';
import { InnerBlocks } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import metadata from './block.json';
import { Edit, type CertificateBodyAttributes } from './edit';
import './style.css';

export const certificateBodyBlock = {
	metadata:
		metadata as unknown as BlockConfiguration< CertificateBodyAttributes > & {
			name: string;
		},
	// Dynamic, but the inner blocks are saved so the server renders them.
	settings: { edit: Edit, save: () => createElement( InnerBlocks.Content ) },
};
