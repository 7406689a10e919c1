/**
 * Client-side registration settings of the dynamic field block.
 */
import type { BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { Edit, type DynamicFieldAttributes } from './edit';
import './style.css';

export const dynamicFieldBlock = {
	metadata:
		metadata as unknown as BlockConfiguration< DynamicFieldAttributes > & {
			name: string;
		},
	settings: { edit: Edit, save: () => null },
};
