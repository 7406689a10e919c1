/**
 * Client-side registration settings of the signature block.
 */
import type { BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type SignatureAttributes } from './edit';
import './style.css';

export const signatureBlock = {
	metadata:
		metadata as unknown as BlockConfiguration< SignatureAttributes > & {
			name: string;
		},
	settings: { edit: Edit, save: () => null },
};
