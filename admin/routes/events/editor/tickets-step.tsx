/**
 * Tickets & capacity step: how many tickets the event offers, the ticket
 * types it sells and the extra questions each attendee answers, saved
 * together by the step's Save button.
 */
import { CheckboxControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { api } from '../../../../front/rest/client';
import { useSettings } from '../../../store/hooks';
import type { EventItem } from '../types';
import { AttendeeFieldsEditor } from './attendee-fields/attendee-fields-editor';
import { useAttendeeFields } from './attendee-fields/use-attendee-fields';
import { capacityPayload } from './payloads';
import { StepForm } from './step-form';
import { TicketTypesEditor } from './ticket-types/ticket-types-editor';
import { useTicketTypes } from './ticket-types/use-ticket-types';
import { useStepSave } from './use-step-save';

type Props = { event: EventItem; onSaved: ( event: EventItem ) => void };

export function TicketsStep( { event, onSaved }: Props ) {
	const [ unlimited, setUnlimited ] = useState( event.total_ticket === -1 );
	const [ total, setTotal ] = useState(
		event.total_ticket === -1 ? '100' : String( event.total_ticket )
	);
	const currency = useSettings()?.currency || 'USD';
	const capacity = capacityPayload( unlimited, total );
	const state = useStepSave( onSaved );
	const types = useTicketTypes(
		event.id,
		event.timezone,
		capacity,
		state.reset
	);
	const extra = useAttendeeFields( event.attendee_fields, state.reset );
	const submit = () => {
		const typesOk = types.prepareSave();
		if ( ! extra.prepareSave() || ! typesOk ) {
			// After React shows the marks: focus the first field at fault.
			window.setTimeout( () =>
				document
					.querySelector< HTMLElement >(
						'.eventsmith-ticket-types [aria-invalid="true"], .eventsmith-attendee-fields [aria-invalid="true"]'
					)
					?.focus()
			);
			return;
		}
		void state.save( async () => {
			// The event's total first: the server checks each type against it.
			const saved = await api.put< EventItem >( `/events/${ event.id }`, {
				total_ticket: capacity,
				attendee_fields: extra.payload(),
			} );
			onSaved( saved );
			await types.save();
			return saved;
		} );
	};

	return (
		<StepForm
			title={ __( 'Tickets & Capacity', 'eventsmith' ) }
			state={ state }
			onSubmit={ submit }
		>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Unlimited tickets', 'eventsmith' ) }
				checked={ unlimited }
				onChange={ ( on ) => {
					setUnlimited( on );
					state.reset();
				} }
			/>
			{ ! unlimited && (
				<TextControl
					__nextHasNoMarginBottom
					type="number"
					min={ 0 }
					label={ __( 'Total tickets', 'eventsmith' ) }
					value={ total }
					onChange={ ( value ) => {
						setTotal( value );
						state.reset();
					} }
				/>
			) }
			<p className="eventsmith-step__note">
				{ sprintf(
					/* translators: %d: tickets sold so far. */
					__( 'Tickets sold so far: %d', 'eventsmith' ),
					event.sold_tickets
				) }
			</p>
			<TicketTypesEditor
				types={ types }
				currency={ currency }
				zone={ event.timezone }
				eventCapacity={ capacity }
			/>
			<AttendeeFieldsEditor fields={ extra } />
		</StepForm>
	);
}
