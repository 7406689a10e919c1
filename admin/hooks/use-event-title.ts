/**
 * The title of one event, for the heading of a per-event report.
 */
import { useEffect, useState } from '@wordpress/element';
import { api } from '../../front/rest/client';

export function useEventTitle( eventId: number ): string | null {
	const [ title, setTitle ] = useState< string | null >( null );
	useEffect( () => {
		setTitle( null );
		if ( ! eventId ) {
			return;
		}
		let live = true;
		api.get< { title: string } >( `/events/${ eventId }` )
			.then( ( event ) => live && setTitle( event.title ) )
			.catch( () => live && setTitle( `#${ eventId }` ) );
		return () => {
			live = false;
		};
	}, [ eventId ] );
	return title;
}
