/**
 * The choices of "Send a reminder": off, preset hours, the value already
 * stored when it is none of them, and (for an event) the site default.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

const HOURS = [ 1, 2, 3, 6, 12, 24, 48, 72, 168 ];

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
