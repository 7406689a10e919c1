/**
 * Speakers a session can name (first 100 by the list's order), fetched
 * once per editor.
 */
import { useEffect, useState } from '@wordpress/element';
import { api } from '../../../front/rest/client';

export type SpeakerOption = { id: number; name: string };

export function useSpeakerOptions(): SpeakerOption[] {
	const [ options, setOptions ] = useState< SpeakerOption[] >( [] );
	useEffect( () => {
		let live = true;
		api.list< SpeakerOption >( '/speakers', { per_page: 100 } )
			.then( ( { items } ) => {
				if ( live ) {
					setOptions(
						items.map( ( { id, name } ) => ( { id, name } ) )
					);
				}
			} )
			.catch( () => {
				// The picker stays empty; the rest of the editor works.
			} );
		return () => {
			live = false;
		};
	}, [] );
	return options;
}
