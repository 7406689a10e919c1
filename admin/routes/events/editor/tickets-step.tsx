/**
 * Tickets & capacity step: how many tickets the event offers.
 */
import { CheckboxControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { api } from '../../../api/client';
import type { EventItem } from '../types';
import { capacityPayload } from './payloads';
import { StepForm } from './step-form';
import { useStepSave } from './use-step-save';

type Props = { event: EventItem; onSaved: ( event: EventItem ) => void };

export function TicketsStep( { event, onSaved }: Props ) {
	const [ unlimited, setUnlimited ] = useState( event.total_ticket === -1 );
	const [ total, setTotal ] = useState(
		event.total_ticket === -1 ? '100' : String( event.total_ticket )
	);
	const state = useStepSave( onSaved );
	const submit = () =>
		void state.save( () =>
			api.put< EventItem >( `/events/${ event.id }`, {
				total_ticket: capacityPayload( unlimited, total ),
			} )
		);

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
		</StepForm>
	);
}
