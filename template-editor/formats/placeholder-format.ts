/**
 * The 'Placeholder' inline format: a toolbar dropdown listing the placeholders
 * that inserts a `{{key}}` token, wrapped in a span the editor styles as a chip.
 */
import {
	registerFormatType,
	insert,
	applyFormat,
	type RichTextValue,
} from '@wordpress/rich-text';
import { BlockControls } from '@wordpress/block-editor';
import { ToolbarGroup, ToolbarDropdownMenu } from '@wordpress/components';
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { PLACEHOLDERS, placeholderToken } from '../placeholders/placeholders';

export const PLACEHOLDER_FORMAT_NAME = 'eventsmith/placeholder';
export const PLACEHOLDER_CHIP_CLASS = 'eventsmith-placeholder-chip';

let registered = false;

interface FormatEditProps {
	value: RichTextValue;
	isActive: boolean;
	onChange: ( value: RichTextValue ) => void;
}

/**
 * The rich-text value after inserting the token of `key` at the selection,
 * the token carrying the placeholder format.
 *
 * @param value Current value.
 * @param key   Placeholder key.
 */
export function insertPlaceholder(
	value: RichTextValue,
	key: string
): RichTextValue {
	const token = placeholderToken( key );
	const start = value.start ?? value.text.length;
	const inserted = insert( value, token );
	return applyFormat(
		inserted,
		{ type: PLACEHOLDER_FORMAT_NAME },
		start,
		start + token.length
	);
}

function PlaceholderButton( { value, onChange }: FormatEditProps ) {
	return createElement(
		BlockControls,
		null,
		createElement(
			ToolbarGroup,
			null,
			createElement( ToolbarDropdownMenu, {
				icon: 'editor-code',
				label: __( 'Placeholder', 'eventsmith' ),
				text: __( 'Placeholder', 'eventsmith' ),
				controls: PLACEHOLDERS.map( ( placeholder ) => ( {
					title: placeholder.label,
					onClick: () =>
						onChange( insertPlaceholder( value, placeholder.key ) ),
				} ) ),
			} )
		)
	);
}

/**
 * Registers the format once; later calls do nothing.
 */
export function registerPlaceholderFormat(): void {
	if ( registered ) {
		return;
	}
	registered = true;
	registerFormatType( PLACEHOLDER_FORMAT_NAME, {
		name: PLACEHOLDER_FORMAT_NAME,
		interactive: false,
		title: __( 'Placeholder', 'eventsmith' ),
		tagName: 'span',
		className: PLACEHOLDER_CHIP_CLASS,
		edit: PlaceholderButton,
	} );
}
