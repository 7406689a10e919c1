/**
 * State and data of a paged list: filters, page and page size, the rows
 * and their total (or, for a report, the whole answer with its totals),
 * with a refetch for after delete, clone or create.
 * Any filter change resets the page to 1 and the page size to 10 (spec §4).
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import {
	api,
	errorMessage,
	type ListPage,
	type Query,
} from '../../front/rest/client';

export const DEFAULT_PER_PAGE = 10;

/** Paging, filters and request state shared by lists and reports. */
export type PagedState< F extends Query > = {
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

/** A paged route whose whole answer is kept (e.g. a report with totals). */
export type PagedQuery< A, F extends Query > = PagedState< F > & {
	/** The last answer, null before the first one and after a failure. */
	answer: A | null;
};

export type ListQuery< T, F extends Query > = PagedState< F > & {
	items: T[];
	total: number;
};

/**
 * @param path           Route, e.g. `/bookings`.
 * @param initialFilters Filters before the user changes any.
 * @param load           Sends the request: `api.get` keeps the answer as
 *                       it is, `api.list` reads a list page.
 * @param pageParam      Name of the page argument (`paged` or `page`).
 */
export function usePagedQuery< A, F extends Query >(
	path: string,
	initialFilters: F,
	load: ( route: string, query: Query ) => Promise< A >,
	pageParam = 'paged'
): PagedQuery< A, F > {
	const [ filters, setFilterState ] = useState< F >( initialFilters );
	const [ page, setPage ] = useState( 1 );
	const [ perPage, setPerPageState ] = useState( DEFAULT_PER_PAGE );
	const [ answer, setAnswer ] = useState< A | null >( null );
	const [ isLoading, setIsLoading ] = useState( true );
	const [ error, setError ] = useState< string | null >( null );
	const [ generation, setGeneration ] = useState( 0 );
	const latest = useRef( 0 );

	useEffect( () => {
		const request = ++latest.current;
		setIsLoading( true );
		load( path, {
			...filters,
			[ pageParam ]: page,
			per_page: perPage,
		} )
			.then( ( result ) => {
				if ( request === latest.current ) {
					setAnswer( result );
					setError( null );
				}
			} )
			.catch( ( failure: unknown ) => {
				if ( request === latest.current ) {
					setAnswer( null );
					setError( errorMessage( failure ) );
				}
			} )
			.finally( () => {
				if ( request === latest.current ) {
					setIsLoading( false );
				}
			} );
	}, [ path, load, pageParam, filters, page, perPage, generation ] );

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
		answer,
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

const NO_ITEMS: never[] = [];

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
	const { answer, ...state } = usePagedQuery< ListPage< T >, F >(
		path,
		initialFilters,
		api.list,
		pageParam
	);
	return {
		...state,
		items: answer?.items ?? NO_ITEMS,
		total: answer?.total ?? 0,
	};
}
