/**
 * Saving one editor step: one request at a time (a double click sends one),
 * the server's message on failure with the form left as it was, and a
 * 'Saved' state after success.
 */
import { useRef, useState } from '@wordpress/element';
import { errorMessage } from '../../../../front/rest/client';
import type { EventItem } from '../types';

export type StepSave = {
	isSaving: boolean;
	saved: boolean;
	error: string | null;
	save: ( request: () => Promise< EventItem > ) => Promise< void >;
	reset: () => void;
};

export function useStepSave( onSaved: ( event: EventItem ) => void ): StepSave {
	const busy = useRef( false );
	const [ isSaving, setIsSaving ] = useState( false );
	const [ saved, setSaved ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	const save = async ( request: () => Promise< EventItem > ) => {
		if ( busy.current ) {
			return;
		}
		busy.current = true;
		setIsSaving( true );
		setSaved( false );
		setError( null );
		try {
			const event = await request();
			setSaved( true );
			onSaved( event );
		} catch ( failure ) {
			setError( errorMessage( failure ) );
		} finally {
			busy.current = false;
			setIsSaving( false );
		}
	};

	return {
		isSaving,
		saved,
		error,
		save,
		reset: () => setSaved( false ),
	};
}
