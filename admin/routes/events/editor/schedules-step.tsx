/**
 * Schedules step: the programs shown on the event page.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api } from '../../../../front/rest/client';
import type { EventItem } from '../types';
import { IdChecklist } from './id-checklist';
import { StepForm } from './step-form';
import { useOptions } from './use-options';
import { useStepSave } from './use-step-save';

type Props = { event: EventItem; onSaved: ( event: EventItem ) => void };
type Schedule = { id: number; program_title: string; date: string };

export function SchedulesStep( { event, onSaved }: Props ) {
	const [ schedules, setSchedules ] = useState( event.schedules );
	const options = useOptions< Schedule >(
		'/schedules',
		{},
		( schedule ) => `${ schedule.program_title } (${ schedule.date })`
	);
	const state = useStepSave( onSaved );
	const submit = () =>
		void state.save( () =>
			api.put< EventItem >( `/events/${ event.id }`, { schedules } )
		);

	return (
		<StepForm
			title={ __( 'Schedules', 'eventsmith' ) }
			state={ state }
			onSubmit={ submit }
		>
			<IdChecklist
				legend={ __( 'Schedules', 'eventsmith' ) }
				{ ...options }
				selected={ schedules }
				onChange={ setSchedules }
				emptyText={ __( 'No schedules yet.', 'eventsmith' ) }
			/>
		</StepForm>
	);
}
