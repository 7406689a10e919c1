/**
 * Events for the invitation form's select (GET /events, newest first).
 */
import { useEffect, useState } from '@wordpress/element';
import { api } from '../../../front/rest/client';

export type EventOption = { id: number; title: string };

export function useEventOptions(): {
	events: EventOption[];
	isLoading: boolean;
} {
	const [ events, setEvents ] = useState< EventOption[] >( [] );
	const [ isLoading, setIsLoading ] = useState( true );
	useEffect( () => {
		let live = true;
		api.list< EventOption >( '/events', { per_page: 100, status: 'all' } )
			.then( ( page ) => live && setEvents( page.items ) )
			.catch( ( error: unknown ) => {
				// The select stays empty; the form explains nothing can be sent.
				// eslint-disable-next-line no-console
				console.error( error );
			} )
			.finally( () => live && setIsLoading( false ) );
		return () => {
			live = false;
		};
	}, [] );
	return { events, isLoading };
}
