/**
 * Body Settings: background colour and image and padding of the page body;
 * for event templates, of the device being previewed.
 */
import {
	BaseControl,
	Button,
	ColorPalette,
	PanelBody,
	TextControl,
} from '@wordpress/components';
import { BackgroundImageControl } from '../../media/background-image-control';
import { __, sprintf } from '@wordpress/i18n';
import type { BodyStyle, BodyStyling } from '../../lib/body-styles';
import type { Device, TemplateType } from '../../lib/page-size';

const DEVICE_LABELS: Record< Device, string > = {
	desktop: __( 'Desktop', 'eventsmith' ),
	tablet: __( 'Tablet', 'eventsmith' ),
	mobile: __( 'Mobile', 'eventsmith' ),
};

const COLORS = [
	{ name: __( 'White', 'eventsmith' ), color: '#ffffff' },
	{ name: __( 'Ivory', 'eventsmith' ), color: '#fdf8ec' },
	{ name: __( 'Light grey', 'eventsmith' ), color: '#f0f0f1' },
	{ name: __( 'Sky', 'eventsmith' ), color: '#e5f1fb' },
	{ name: __( 'Navy', 'eventsmith' ), color: '#1d2b4f' },
	{ name: __( 'Black', 'eventsmith' ), color: '#1e1e1e' },
];

type BodySettingsPanelProps = {
	type: TemplateType;
	device: Device;
	styling: BodyStyling;
	onChange: ( styling: BodyStyling ) => void;
};

export function BodySettingsPanel( {
	type,
	device,
	styling,
	onChange,
}: BodySettingsPanelProps ) {
	const key: Device = type === 'event' ? device : 'desktop';
	const style = styling[ key ] ?? {};
	const set = ( patch: Partial< BodyStyle > ) => {
		const next: BodyStyle = { ...style, ...patch };
		( Object.keys( next ) as Array< keyof BodyStyle > ).forEach(
			( field ) => {
				if ( ! next[ field ] ) {
					delete next[ field ];
				}
			}
		);
		onChange( { ...styling, [ key ]: next } );
	};

	return (
		<PanelBody
			title={
				type === 'event'
					? sprintf(
							/* translators: %s: device name (Desktop, Tablet, Mobile) */
							__( 'Page body (%s)', 'eventsmith' ),
							DEVICE_LABELS[ key ]
						)
					: __( 'Page body', 'eventsmith' )
			}
			initialOpen
		>
			<BaseControl
				id="eventsmith-body-background"
				label={ __( 'Background color', 'eventsmith' ) }
			>
				<ColorPalette
					colors={ COLORS }
					value={ style.backgroundColor }
					onChange={ ( color?: string ) =>
						set( { backgroundColor: color } )
					}
					clearable
				/>
			</BaseControl>
			<BackgroundImageControl
				url={ style.backgroundImage ?? '' }
				onChange={ ( backgroundImage ) => set( { backgroundImage } ) }
			/>
			<TextControl
				label={ __( 'Padding', 'eventsmith' ) }
				value={ style.padding ?? '' }
				onChange={ ( padding: string ) => set( { padding } ) }
				help={ __(
					'A CSS length, e.g. 40px or 24px 48px.',
					'eventsmith'
				) }
			/>
			{ ( style.backgroundColor ||
				style.backgroundImage ||
				style.padding ) && (
				<Button
					variant="link"
					isDestructive
					onClick={ () => onChange( { ...styling, [ key ]: {} } ) }
				>
					{ __( 'Reset body settings', 'eventsmith' ) }
				</Button>
			) }
		</PanelBody>
	);
}
