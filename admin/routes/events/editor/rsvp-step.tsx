/**
 * RSVP step: whether visitors can answer, how many places, how many
 * people one answer may bring, and when attendees get a reminder e-mail.
 */
import {
	CheckboxControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api } from '../../../../front/rest/client';
import { ReminderHoursSelect } from '../../../components/reminder-hours/reminder-hours-select';
import type { EventItem } from '../types';
import { capacityPayload } from './payloads';
import { StepForm } from './step-form';
import { useStepSave } from './use-step-save';

type Props = { event: EventItem; onSaved: ( event: EventItem ) => void };

export function RsvpStep( { event, onSaved }: Props ) {
	const rsvp = event.rsvp;
	const [ enabled, setEnabled ] = useState( rsvp.enabled );
	const [ unlimited, setUnlimited ] = useState( rsvp.capacity === -1 );
	const [ capacity, setCapacity ] = useState(
		rsvp.capacity === -1 ? '50' : String( rsvp.capacity )
	);
	const [ max, setMax ] = useState( String( rsvp.max_per_submission ) );
	const [ reminder, setReminder ] = useState( event.reminder_hours ?? '' );
	const state = useStepSave( onSaved );
	const submit = () =>
		void state.save( () =>
			api.put< EventItem >( `/events/${ event.id }`, {
				rsvp: {
					enabled,
					capacity: capacityPayload( unlimited, capacity ),
					max_per_submission: Math.max( 1, parseInt( max, 10 ) || 1 ),
				},
				reminder_hours: reminder,
			} )
		);

	return (
		<StepForm
			title={ __( 'RSVP', 'eventsmith' ) }
			state={ state }
			onSubmit={ submit }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Accept RSVP answers', 'eventsmith' ) }
				checked={ enabled }
				onChange={ setEnabled }
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Unlimited places', 'eventsmith' ) }
				checked={ unlimited }
				onChange={ setUnlimited }
			/>
			{ ! unlimited && (
				<TextControl
					__nextHasNoMarginBottom
					type="number"
					min={ 0 }
					label={ __( 'Places', 'eventsmith' ) }
					value={ capacity }
					onChange={ setCapacity }
				/>
			) }
			<TextControl
				__nextHasNoMarginBottom
				type="number"
				min={ 1 }
				label={ __( 'People per answer (at most)', 'eventsmith' ) }
				value={ max }
				onChange={ setMax }
			/>
			<ReminderHoursSelect
				inherit
				label={ __( 'Send a reminder', 'eventsmith' ) }
				help={ __(
					'One e-mail to every attendee (RSVP and tickets) before the event starts; for a series, before the occurrence they booked.',
					'eventsmith'
				) }
				value={ reminder }
				onChange={ setReminder }
			/>
		</StepForm>
	);
}
