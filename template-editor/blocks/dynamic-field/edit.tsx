/**
 * Editor view of a dynamic field: the chosen placeholder, shown as a chip.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { TemplateBlockAttributes } from '../../block-styles/device-styles';
import {
	PLACEHOLDERS,
	placeholderLabel,
	placeholderToken,
} from '../../placeholders/placeholders';

export interface DynamicFieldAttributes extends TemplateBlockAttributes {
	field: string;
	showLabel: boolean;
	label: string;
}

interface EditProps {
	attributes: DynamicFieldAttributes;
	setAttributes: ( next: Partial< DynamicFieldAttributes > ) => void;
}

export function Edit( { attributes, setAttributes }: EditProps ) {
	const blockProps = useBlockProps( {
		className: 'eventsmith-dynamic-field',
	} );
	const label = attributes.label || placeholderLabel( attributes.field );
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Field', 'eventsmith' ) }>
					<SelectControl
						label={ __( 'Value shown', 'eventsmith' ) }
						value={ attributes.field }
						options={ PLACEHOLDERS.map(
							( { key, label: text } ) => ( {
								value: key,
								label: text,
							} )
						) }
						onChange={ ( value: string ) =>
							setAttributes( { field: value } )
						}
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __(
							'Show a label before the value',
							'eventsmith'
						) }
						checked={ attributes.showLabel }
						onChange={ ( value: boolean ) =>
							setAttributes( { showLabel: value } )
						}
					/>
					{ attributes.showLabel && (
						<TextControl
							label={ __( 'Label', 'eventsmith' ) }
							value={ attributes.label }
							placeholder={ placeholderLabel( attributes.field ) }
							onChange={ ( value: string ) =>
								setAttributes( { label: value } )
							}
						/>
					) }
				</PanelBody>
			</InspectorControls>
			{ attributes.showLabel && (
				<span className="eventsmith-dynamic-field__label">
					{ label }:{ ' ' }
				</span>
			) }
			<span className="eventsmith-placeholder-chip">
				{ placeholderToken( attributes.field ) }
			</span>
		</div>
	);
}
