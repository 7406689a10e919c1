/**
 * Speakers & organizers step: who speaks and who organises.
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
type Person = { id: number; name: string };

const personName = ( person: Person ) => person.name;

export function PeopleStep( { event, onSaved }: Props ) {
	const [ speakers, setSpeakers ] = useState( event.speakers );
	const [ organizers, setOrganizers ] = useState( event.organizers );
	const speakerOptions = useOptions< Person >(
		'/speakers',
		{ category: 'speaker' },
		personName
	);
	const organizerOptions = useOptions< Person >(
		'/speakers',
		{ category: 'organizer' },
		personName
	);
	const state = useStepSave( onSaved );
	const submit = () =>
		void state.save( () =>
			api.put< EventItem >( `/events/${ event.id }`, {
				speakers,
				organizers,
			} )
		);

	return (
		<StepForm
			title={ __( 'Speakers & Organizers', 'eventsmith' ) }
			state={ state }
			onSubmit={ submit }
		>
			<IdChecklist
				legend={ __( 'Speakers', 'eventsmith' ) }
				{ ...speakerOptions }
				selected={ speakers }
				onChange={ setSpeakers }
				emptyText={ __( 'No speakers yet.', 'eventsmith' ) }
			/>
			<IdChecklist
				legend={ __( 'Organizers', 'eventsmith' ) }
				{ ...organizerOptions }
				selected={ organizers }
				onChange={ setOrganizers }
				emptyText={ __( 'No organizers yet.', 'eventsmith' ) }
			/>
		</StepForm>
	);
}
