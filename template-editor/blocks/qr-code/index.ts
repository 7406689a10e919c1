/**
 * Client-side registration settings of the ticket QR code block.
 */
import type { BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type QrCodeAttributes } from './edit';
import './style.css';

export const qrCodeBlock = {
	metadata: metadata as unknown as BlockConfiguration< QrCodeAttributes > & {
		name: string;
	},
	settings: { edit: Edit, save: () => null },
};
