/**
 * Segmented switchers: device (event templates) and orientation (others).
 */
import { Button, ButtonGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { desktop, mobile, tablet } from '@wordpress/icons';
import type { Device, Orientation } from '../../lib/page-size';

type Option< T > = { value: T; label: string; icon?: JSX.Element };

function Segmented< T extends string >( props: {
	label: string;
	options: Option< T >[];
	value: T;
	onChange: ( value: T ) => void;
} ) {
	return (
		<ButtonGroup
			className="eventsmith-segmented"
			aria-label={ props.label }
			role="group"
		>
			{ props.options.map( ( option ) => (
				<Button
					key={ option.value }
					icon={ option.icon }
					isPressed={ props.value === option.value }
					onClick={ () => props.onChange( option.value ) }
					size="compact"
				>
					{ option.label }
				</Button>
			) ) }
		</ButtonGroup>
	);
}

export function DeviceSwitcher( props: {
	value: Device;
	onChange: ( device: Device ) => void;
} ) {
	return (
		<Segmented
			label={ __( 'Device preview', 'eventsmith' ) }
			options={ [
				{
					value: 'desktop',
					label: __( 'Desktop', 'eventsmith' ),
					icon: desktop,
				},
				{
					value: 'tablet',
					label: __( 'Tablet', 'eventsmith' ),
					icon: tablet,
				},
				{
					value: 'mobile',
					label: __( 'Mobile', 'eventsmith' ),
					icon: mobile,
				},
			] }
			{ ...props }
		/>
	);
}

export function OrientationSwitcher( props: {
	value: Orientation;
	onChange: ( orientation: Orientation ) => void;
} ) {
	return (
		<Segmented
			label={ __( 'Orientation', 'eventsmith' ) }
			options={ [
				{ value: 'landscape', label: __( 'Landscape', 'eventsmith' ) },
				{ value: 'portrait', label: __( 'Portrait', 'eventsmith' ) },
			] }
			{ ...props }
		/>
	);
}
