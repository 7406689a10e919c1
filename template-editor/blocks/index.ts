/**
 * Registers the template-only blocks in the template builder.
 * Safe to call more than once: a block already registered is skipped.
 */
import {
	getBlockType,
	registerBlockType,
	type BlockConfiguration,
} from '@wordpress/blocks';
import { qrCodeBlock } from './qr-code';
import { certificateBodyBlock } from './certificate-body';
import { signatureBlock } from './signature';
import { dynamicFieldBlock } from './dynamic-field';

interface TemplateBlock {
	metadata: { name: string };
	settings: object;
}

const TEMPLATE_BLOCKS: ReadonlyArray< TemplateBlock > = [
	certificateBodyBlock,
	qrCodeBlock,
	signatureBlock,
	dynamicFieldBlock,
];

export const TEMPLATE_BLOCK_NAMES: ReadonlyArray< string > =
	TEMPLATE_BLOCKS.map( ( block ) => block.metadata.name );

export function registerTemplateBlocks(): void {
	for ( const block of TEMPLATE_BLOCKS ) {
		if ( getBlockType( block.metadata.name ) ) {
			continue;
		}
		// Metadata first, edit/save second: a single object argument is read
		// as metadata only, and its edit function would be dropped.
		registerBlockType(
			block.metadata as unknown as BlockConfiguration,
			block.settings as Partial< BlockConfiguration >
		);
	}
}
