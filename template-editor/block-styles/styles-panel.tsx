/**
 * Inspector panel editing a block's per-device styles and container class.
 * Tabs Desktop / Tablet / Mobile; the tab of the previewed device opens first.
 */
import {
	PanelBody,
	SelectControl,
	TabPanel,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	DEVICES,
	withDeviceStyle,
	type Device,
	type TemplateBlockAttributes,
} from './device-styles';

interface StylesPanelProps {
	device: Device;
	attributes: Partial< TemplateBlockAttributes >;
	setAttributes: ( next: Partial< TemplateBlockAttributes > ) => void;
}

const TEXT_PROPERTIES: ReadonlyArray< { property: string; label: string } > = [
	{ property: 'color', label: __( 'Text colour', 'eventsmith' ) },
	{
		property: 'backgroundColor',
		label: __( 'Background colour', 'eventsmith' ),
	},
	{ property: 'fontSize', label: __( 'Font size', 'eventsmith' ) },
	{ property: 'width', label: __( 'Width', 'eventsmith' ) },
	{ property: 'padding', label: __( 'Padding', 'eventsmith' ) },
	{ property: 'margin', label: __( 'Margin', 'eventsmith' ) },
];

const ALIGN_OPTIONS = [
	{ value: '', label: __( 'Inherit', 'eventsmith' ) },
	{ value: 'left', label: __( 'Left', 'eventsmith' ) },
	{ value: 'center', label: __( 'Center', 'eventsmith' ) },
	{ value: 'right', label: __( 'Right', 'eventsmith' ) },
	{ value: 'justify', label: __( 'Justify', 'eventsmith' ) },
];

const DEVICE_LABELS: Record< Device, string > = {
	Desktop: __( 'Desktop', 'eventsmith' ),
	Tablet: __( 'Tablet', 'eventsmith' ),
	Mobile: __( 'Mobile', 'eventsmith' ),
};

export function StylesPanel( {
	device,
	attributes,
	setAttributes,
}: StylesPanelProps ) {
	const set = ( tab: Device, property: string, value: string ) =>
		setAttributes( {
			styles: withDeviceStyle( attributes.styles, tab, property, value ),
		} );
	return (
		<PanelBody
			title={ __( 'Styles per device', 'eventsmith' ) }
			initialOpen={ false }
			className="eventsmith-styles-panel"
		>
			<TabPanel
				key={ device }
				className="eventsmith-styles-panel__tabs"
				initialTabName={ device }
				tabs={ DEVICES.map( ( name ) => ( {
					name,
					title: DEVICE_LABELS[ name ],
				} ) ) }
			>
				{ ( tab ) => {
					const current = tab.name as Device;
					const values = attributes.styles?.[ current ] ?? {};
					return (
						<div className="eventsmith-styles-panel__fields">
							{ TEXT_PROPERTIES.map( ( { property, label } ) => (
								<TextControl
									key={ property }
									label={ label }
									value={ values[ property ] ?? '' }
									onChange={ ( value: string ) =>
										set( current, property, value )
									}
								/>
							) ) }
							<SelectControl
								label={ __( 'Text alignment', 'eventsmith' ) }
								value={ values.textAlign ?? '' }
								options={ ALIGN_OPTIONS }
								onChange={ ( value: string ) =>
									set( current, 'textAlign', value )
								}
							/>
						</div>
					);
				} }
			</TabPanel>
			<TextControl
				label={ __( 'Container class name', 'eventsmith' ) }
				value={ attributes.containerClassName ?? '' }
				onChange={ ( value: string ) =>
					setAttributes( { containerClassName: value } )
				}
			/>
		</PanelBody>
	);
}
