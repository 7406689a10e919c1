/**
 * Options of the event pickers, from the events the page was given.
 */
import { __ } from '@wordpress/i18n';
import { useBoot } from '../../app/boot-context';

export function useEventOptions(): Array< { label: string; value: string } > {
	const events = useBoot().events ?? [];
	return [
		{ label: __( 'Select an event', 'eventsmith' ), value: '' },
		...events.map( ( event ) => ( {
			label: event.title || `#${ event.id }`,
			value: String( event.id ),
		} ) ),
	];
}
