/**
 * Choices for an editor picker, loaded from a REST list (first 100).
 */
import { useEffect, useState } from '@wordpress/element';
import { api, errorMessage, type Query } from '../../../../front/rest/client';

export type Options = {
	options: { id: number; label: string }[];
	isLoading: boolean;
	error: string | null;
};

export function useOptions< T extends { id: number } >(
	path: string,
	query: Query,
	label: ( item: T ) => string
): Options {
	const [ state, setState ] = useState< Options >( {
		options: [],
		isLoading: true,
		error: null,
	} );
	const key = JSON.stringify( query );
	useEffect( () => {
		let live = true;
		api.list< T >( path, { ...query, per_page: 100 } )
			.then( ( { items } ) => {
				if ( live ) {
					setState( {
						options: items.map( ( item ) => ( {
							id: item.id,
							label: label( item ),
						} ) ),
						isLoading: false,
						error: null,
					} );
				}
			} )
			.catch( ( failure ) => {
				if ( live ) {
					setState( {
						options: [],
						isLoading: false,
						error: errorMessage( failure ),
					} );
				}
			} );
		return () => {
			live = false;
		};
		// The query is compared by value.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ path, key ] );
	return state;
}
