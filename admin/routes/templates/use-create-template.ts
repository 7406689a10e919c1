/**
 * Creates a draft template (POST /templates) and opens it in the template
 * builder. 'Use this template' reports a failure as an error notification;
 * a blank template's failure is only logged (spec §8).
 */
import { useRef, useState } from '@wordpress/element';
import { api, errorMessage } from '../../../front/rest/client';
import { useNotify } from '../../hooks/use-notify';
import { builderUrl, type NewTemplate } from './template-rules';

export function useCreateTemplate(): {
	create: ( template: NewTemplate, fromDesign: boolean ) => Promise< void >;
	isCreating: boolean;
} {
	const notify = useNotify();
	const [ isCreating, setIsCreating ] = useState( false );
	const inFlight = useRef( false );

	const create = async ( template: NewTemplate, fromDesign: boolean ) => {
		if ( inFlight.current ) {
			return;
		}
		inFlight.current = true;
		setIsCreating( true );
		try {
			const created = await api.post< { id: number } >(
				'/templates',
				template
			);
			const base = window.eventsmithDashboard?.urls.templateBuilder ?? '';
			window.location.assign( builderUrl( base, created.id ) );
		} catch ( error ) {
			if ( fromDesign ) {
				notify.error( errorMessage( error ) );
			} else {
				// eslint-disable-next-line no-console
				console.error( error );
			}
			inFlight.current = false;
			setIsCreating( false );
		}
	};
	return { create, isCreating };
}
