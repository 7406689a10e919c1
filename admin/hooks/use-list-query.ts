/**
 * State and data of a paged list: filters, page and page size, the rows
 * and their total, with a refetch for after delete, clone or create.
 * Any filter change resets the page to 1 and the page size to 10 (spec §4).
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { api, errorMessage, type Query } from '../api/client';

export const DEFAULT_PER_PAGE = 10;

export type ListQuery< T, F extends Query > = {
	items: T[];
	total: number;
	isLoading: boolean;
	error: string | null;
	filters: F;
	page: number;
	perPage: number;
	setFilters: ( change: Partial< F > ) => void;
	setPage: ( page: number ) => void;
	setPerPage: ( perPage: number ) => void;
	refetch: () => void;
};

/**
 * @param path           List route, e.g. `/events`.
 * @param initialFilters Filters before the user changes any.
 * @param pageParam      Name of the page argument (`paged` or `page`).
 */
export function useListQuery< T, F extends Query >(
	path: string,
	initialFilters: F,
	pageParam = 'paged'
): ListQuery< T, F > {
	const [ filters, setFilterState ] = useState< F >( initialFilters );
	const [ page, setPage ] = useState( 1 );
	const [ perPage, setPerPageState ] = useState( DEFAULT_PER_PAGE );
	const [ items, setItems ] = useState< T[] >( [] );
	const [ total, setTotal ] = useState( 0 );
	const [ isLoading, setIsLoading ] = useState( true );
	const [ error, setError ] = useState< string | null >( null );
	const [ generation, setGeneration ] = useState( 0 );
	const latest = useRef( 0 );

	useEffect( () => {
		const request = ++latest.current;
		setIsLoading( true );
		api.list< T >( path, {
			...filters,
			[ pageParam ]: page,
			per_page: perPage,
		} )
			.then( ( result ) => {
				if ( request === latest.current ) {
					setItems( result.items );
					setTotal( result.total );
					setError( null );
				}
			} )
			.catch( ( failure: unknown ) => {
				if ( request === latest.current ) {
					setItems( [] );
					setTotal( 0 );
					setError( errorMessage( failure ) );
				}
			} )
			.finally( () => {
				if ( request === latest.current ) {
					setIsLoading( false );
				}
			} );
	}, [ path, pageParam, filters, page, perPage, generation ] );

	const setFilters = useCallback( ( change: Partial< F > ) => {
		setFilterState( ( current ) => ( { ...current, ...change } ) );
		setPage( 1 );
		setPerPageState( DEFAULT_PER_PAGE );
	}, [] );

	const setPerPage = useCallback( ( size: number ) => {
		setPerPageState( size );
		setPage( 1 );
	}, [] );

	const refetch = useCallback( () => setGeneration( ( n ) => n + 1 ), [] );

	return {
		items,
		total,
		isLoading,
		error,
		filters,
		page,
		perPage,
		setFilters,
		setPage,
		setPerPage,
		refetch,
	};
}
