/**
 * Inspector panel editing a block's per-device styles and container class.
 * Tabs Desktop / Tablet / Mobile show the previewed device; where the canvas
 * has a device switcher (event templates) choosing a tab switches it too.
 */
import {
	Button,
	PanelBody,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';
import {
	DEVICES,
	withDeviceStyle,
	type Device,
	type TemplateBlockAttributes,
} from './device-styles';

interface StylesPanelProps {
	/** The device the canvas shows. */
	device: Device;
	/** Shows another device in the canvas; null where it has one device only. */
	onDeviceChange: ( ( device: Device ) => void ) | null;
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

/**
 * Tabs of the three devices (a controlled tab list: the selected tab follows
 * the canvas device). Arrow keys, Home and End move between them.
 *
 * @param props          Component props.
 * @param props.id       Prefix of the tabs' ids.
 * @param props.value    Selected device.
 * @param props.onChange Called with the device chosen.
 */
function DeviceTabs( {
	id,
	value,
	onChange,
}: {
	id: string;
	value: Device;
	onChange: ( device: Device ) => void;
} ) {
	const tabs = useRef< Partial< Record< Device, HTMLButtonElement > > >( {} );
	const onKeyDown = ( event: KeyboardEvent ) => {
		const index = DEVICES.indexOf( value );
		const next = {
			ArrowRight: DEVICES[ ( index + 1 ) % DEVICES.length ],
			ArrowLeft:
				DEVICES[ ( index + DEVICES.length - 1 ) % DEVICES.length ],
			Home: DEVICES[ 0 ],
			End: DEVICES[ DEVICES.length - 1 ],
		}[ event.key ];
		if ( next ) {
			event.preventDefault();
			onChange( next );
			tabs.current[ next ]?.focus();
		}
	};
	return (
		<div
			role="tablist"
			aria-label={ __( 'Device', 'eventsmith' ) }
			className="components-tab-panel__tabs"
		>
			{ DEVICES.map( ( name ) => (
				<Button
					key={ name }
					ref={ ( element: HTMLButtonElement | null ) => {
						if ( element ) {
							tabs.current[ name ] = element;
						}
					} }
					role="tab"
					id={ `${ id }-${ name }` }
					aria-selected={ value === name }
					aria-controls={ `${ id }-view` }
					tabIndex={ value === name ? 0 : -1 }
					className={ `components-tab-panel__tabs-item${
						value === name ? ' is-active' : ''
					}` }
					onClick={ () => onChange( name ) }
					onKeyDown={ onKeyDown }
				>
					{ DEVICE_LABELS[ name ] }
				</Button>
			) ) }
		</div>
	);
}

export function StylesPanel( {
	device,
	onDeviceChange,
	attributes,
	setAttributes,
}: StylesPanelProps ) {
	const id = useInstanceId( StylesPanel, 'eventsmith-styles-panel' );
	// Certificates and tickets: the tabs only choose what is edited.
	const [ ownTab, setOwnTab ] = useState< Device >( device );
	const current = onDeviceChange ? device : ownTab;
	const values = attributes.styles?.[ current ] ?? {};
	const set = ( property: string, value: string ) =>
		setAttributes( {
			styles: withDeviceStyle(
				attributes.styles,
				current,
				property,
				value
			),
		} );
	return (
		<PanelBody
			title={ __( 'Styles per device', 'eventsmith' ) }
			initialOpen={ false }
			className="eventsmith-styles-panel"
		>
			<div className="components-tab-panel eventsmith-styles-panel__tabs">
				<DeviceTabs
					id={ String( id ) }
					value={ current }
					onChange={ onDeviceChange ?? setOwnTab }
				/>
				<div
					role="tabpanel"
					id={ `${ id }-view` }
					aria-labelledby={ `${ id }-${ current }` }
					className="components-tab-panel__tab-content eventsmith-styles-panel__fields"
				>
					{ TEXT_PROPERTIES.map( ( { property, label } ) => (
						<TextControl
							key={ property }
							label={ label }
							value={ values[ property ] ?? '' }
							onChange={ ( value: string ) =>
								set( property, value )
							}
						/>
					) ) }
					<SelectControl
						label={ __( 'Text alignment', 'eventsmith' ) }
						value={ values.textAlign ?? '' }
						options={ ALIGN_OPTIONS }
						onChange={ ( value: string ) =>
							set( 'textAlign', value )
						}
					/>
				</div>
			</div>
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
