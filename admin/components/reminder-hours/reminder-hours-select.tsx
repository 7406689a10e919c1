/**
 * "Send a reminder … before the start": off, a number of hours, and (for an
 * event) the site default. The values are what the REST routes take.
 */
import type { ReactNode } from 'react';
import { SelectControl } from '@wordpress/components';
import { reminderOptions } from './reminder-options';

type Props = {
	label: string;
	help?: ReactNode;
	value: string;
	/** Whether '' (use the site default) is offered. */
	inherit?: boolean;
	onChange: ( value: string ) => void;
};

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
