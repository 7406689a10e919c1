/**
 * The blocks an event description is written with, and its conversion
 * between stored HTML and blocks. Descriptions written before the editor
 * had formatting are plain text: they become paragraphs.
 */
import { autop } from '@wordpress/autop';
import {
	parse,
	rawHandler,
	serialize,
	type BlockInstance,
} from '@wordpress/blocks';

/** Paragraphs, headings, lists, quotes and images: what a description needs. */
export const DESCRIPTION_BLOCKS = [
	'core/paragraph',
	'core/heading',
	'core/list',
	'core/list-item',
	'core/quote',
	'core/image',
];

/**
 * Blocks of a stored description.
 *
 * @param html The description as stored (block markup, HTML or plain text).
 */
export function toBlocks( html: string ): BlockInstance[] {
	if ( html.trim() === '' ) {
		return [];
	}
	if ( html.includes( '<!-- wp:' ) ) {
		return parse( html );
	}
	return rawHandler( { HTML: autop( html ) } );
}

/**
 * The description to store: block markup, or '' when nothing is written.
 *
 * @param blocks The editor's blocks.
 */
export function toHtml( blocks: BlockInstance[] ): string {
	const html = serialize( blocks );
	const text = html.replace( /<!--[\s\S]*?-->|<[^>]*>/g, '' ).trim();
	return text === '' && ! html.includes( '<img' ) ? '' : html;
}
