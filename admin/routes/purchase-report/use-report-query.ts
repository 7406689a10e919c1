/**
 * A paged report whose answer carries totals next to its rows (bookings,
 * RSVP report): filters, page and page size as in `useListQuery`, but the
 * whole answer is kept.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { api, errorMessage, type Query } from '../../api/client';
import { DEFAULT_PER_PAGE } from '../../hooks/use-list-query';

export type ReportQuery< R, F extends Query > = {
	report: R | null;
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
 * @param path    Report route, e.g. `/bookings`.
 * @param filters Filters (a new object whenever they change).
 */
export function useReportQuery< R, F extends Query >(
	path: string,
	filters: F
): ReportQuery< R, F > {
	const [ current, setCurrent ] = useState< F >( filters );
	const [ page, setPage ] = useState( 1 );
	const [ perPage, setPerPageState ] = useState( DEFAULT_PER_PAGE );
	const [ report, setReport ] = useState< R | null >( null );
	const [ isLoading, setIsLoading ] = useState( true );
	const [ error, setError ] = useState< string | null >( null );
	const [ generation, setGeneration ] = useState( 0 );
	const latest = useRef( 0 );

	useEffect( () => {
		const request = ++latest.current;
		setIsLoading( true );
		api.get< R >( path, { ...current, paged: page, per_page: perPage } )
			.then( ( answer ) => {
				if ( request === latest.current ) {
					setReport( answer );
					setError( null );
				}
			} )
			.catch( ( failure: unknown ) => {
				if ( request === latest.current ) {
					setReport( null );
					setError( errorMessage( failure ) );
				}
			} )
			.finally( () => {
				if ( request === latest.current ) {
					setIsLoading( false );
				}
			} );
	}, [ path, current, page, perPage, generation ] );

	const setFilters = useCallback( ( change: Partial< F > ) => {
		setCurrent( ( old ) => ( { ...old, ...change } ) );
		setPage( 1 );
		setPerPageState( DEFAULT_PER_PAGE );
	}, [] );
	const setPerPage = useCallback( ( size: number ) => {
		setPerPageState( size );
		setPage( 1 );
	}, [] );
	const refetch = useCallback( () => setGeneration( ( n ) => n + 1 ), [] );

	return {
		report,
		isLoading,
		error,
		filters: current,
		page,
		perPage,
		setFilters,
		setPage,
		setPerPage,
		refetch,
	};
}
