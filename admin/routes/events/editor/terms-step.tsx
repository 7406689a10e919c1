/**
 * Categories & tags step.
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api } from '../../../../front/rest/client';
import { useTerms } from '../../../store/hooks';
import type { EventItem } from '../types';
import { IdChecklist } from './id-checklist';
import { StepForm } from './step-form';
import { useStepSave } from './use-step-save';

type Props = { event: EventItem; onSaved: ( event: EventItem ) => void };

export function TermsStep( { event, onSaved }: Props ) {
	const [ categories, setCategories ] = useState( event.categories );
	const [ tags, setTags ] = useState( event.tags );
	const toOption = ( term: { id: number; name: string } ) => ( {
		id: term.id,
		label: term.name,
	} );
	const categoryOptions = useTerms( 'categories' ).map( toOption );
	const tagOptions = useTerms( 'tags' ).map( toOption );
	const state = useStepSave( onSaved );
	const submit = () =>
		void state.save( () =>
			api.put< EventItem >( `/events/${ event.id }`, {
				categories,
				tags,
			} )
		);

	return (
		<StepForm
			title={ __( 'Categories & Tags', 'eventsmith' ) }
			state={ state }
			onSubmit={ submit }
		>
			<IdChecklist
				legend={ __( 'Categories', 'eventsmith' ) }
				options={ categoryOptions }
				selected={ categories }
				onChange={ setCategories }
				emptyText={ __( 'No categories yet.', 'eventsmith' ) }
			/>
			<IdChecklist
				legend={ __( 'Tags', 'eventsmith' ) }
				options={ tagOptions }
				selected={ tags }
				onChange={ setTags }
				emptyText={ __( 'No tags yet.', 'eventsmith' ) }
			/>
		</StepForm>
	);
}
