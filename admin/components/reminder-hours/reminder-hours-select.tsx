/**
 * "Send a reminder … before the start": off, a number of hours, and (for an
 * event) the site default. The values are what the REST routes take.
 */
import type { ReactNode } from 'react';
import { SelectControl } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

const HOURS = [ 1, 2, 3, 6, 12, 24, 48, 72, 168 ];

type Props = {
	label: string;
	help?: ReactNode;
	value: string;
	/** Whether '' (use the site default) is offered. */
	inherit?: boolean;
	onChange: ( value: string ) => void;
};

/**
 * The choices, with a typed value outside the presets kept selectable.
 *
 * @param value   The current value.
 * @param inherit Whether '' is offered.
 */
export function reminderOptions(
	value: string,
	inherit: boolean
): Array< { value: string; label: string } > {
	const hours = HOURS.map( String );
	if ( /^\d+$/.test( value ) && ! hours.includes( value ) ) {
		hours.push( value );
	}
	const options = [
		{ value: 'off', label: __( 'No reminder', 'eventsmith' ) },
		...hours.map( ( hour ) => ( {
			value: hour,
			label: sprintf(
				/* translators: %d: hours before the event starts. */
				_n(
					'%d hour before the start',
					'%d hours before the start',
					Number( hour ),
					'eventsmith'
				),
				Number( hour )
			),
		} ) ),
	];
	return inherit
		? [
				{ value: '', label: __( 'Site default', 'eventsmith' ) },
				...options,
			]
		: options;
}

export function ReminderHoursSelect( {
	label,
	help,
	value,
	inherit = false,
	onChange,
}: Props ) {
	return (
		<SelectControl
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			value={ value }
			options={ reminderOptions( value, inherit ) }
			onChange={ onChange }
		/>
	);
}
