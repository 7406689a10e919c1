/**
 * Runs a save at most once at a time: a double click sends one request.
 */
import { useCallback, useRef, useState } from '@wordpress/element';

export function useSingleSubmit(): {
	isSaving: boolean;
	run: ( save: () => Promise< void > ) => Promise< void >;
} {
	const busy = useRef( false );
	const [ isSaving, setIsSaving ] = useState( false );
	const run = useCallback( async ( save: () => Promise< void > ) => {
		if ( busy.current ) {
			return;
		}
		busy.current = true;
		setIsSaving( true );
		try {
			await save();
		} finally {
			busy.current = false;
			setIsSaving( false );
		}
	}, [] );
	return { isSaving, run };
}
