/**
 * Inspector panel editing a block's per-device styles and container class.
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	DEVICES,
	withDeviceStyle,
	type Device,
	type TemplateBlockAttributes,
} from './device-styles';

interface StylesPanelProps {
	attributes: TemplateBlockAttributes;
	setAttributes: ( next: Partial< TemplateBlockAttributes > ) => void;
}

const PROPERTIES: ReadonlyArray< { property: string; label: string } > = [
	{ property: 'color', label: __( 'Text colour', 'eventsmith' ) },
	{
		property: 'backgroundColor',
		label: __( 'Background colour', 'eventsmith' ),
	},
	{ property: 'fontSize', label: __( 'Font size', 'eventsmith' ) },
	{ property: 'textAlign', label: __( 'Text alignment', 'eventsmith' ) },
	{ property: 'width', label: __( 'Width', 'eventsmith' ) },
	{ property: 'padding', label: __( 'Padding', 'eventsmith' ) },
	{ property: 'margin', label: __( 'Margin', 'eventsmith' ) },
];

const DEVICE_LABELS: Record< Device, string > = {
	Desktop: __( 'Desktop', 'eventsmith' ),
	Tablet: __( 'Tablet', 'eventsmith' ),
	Mobile: __( 'Mobile', 'eventsmith' ),
};

export function StylesPanel( { attributes, setAttributes }: StylesPanelProps ) {
	const [ device, setDevice ] = useState< Device >( 'Desktop' );
	const declarations = attributes.styles?.[ device ] ?? {};
	return (
		<InspectorControls>
			<PanelBody
				title={ __( 'Styles per device', 'eventsmith' ) }
				initialOpen={ false }
			>
				<SelectControl
					label={ __( 'Device', 'eventsmith' ) }
					value={ device }
					options={ DEVICES.map( ( value ) => ( {
						value,
						label: DEVICE_LABELS[ value ],
					} ) ) }
					onChange={ ( value: string ) =>
						setDevice( value as Device )
					}
					__nextHasNoMarginBottom
				/>
				{ PROPERTIES.map( ( { property, label } ) => (
					<TextControl
						key={ property }
						label={ label }
						value={ declarations[ property ] ?? '' }
						onChange={ ( value: string ) =>
							setAttributes( {
								styles: withDeviceStyle(
									attributes.styles,
									device,
									property,
									value
								),
							} )
						}
					/>
				) ) }
				<TextControl
					label={ __( 'Container class name', 'eventsmith' ) }
					value={ attributes.containerClassName ?? '' }
					onChange={ ( value: string ) =>
						setAttributes( { containerClassName: value } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
