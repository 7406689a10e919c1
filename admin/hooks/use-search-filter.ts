/**
 * A list's search box: the text as typed, applied to the list's filters
 * once it has stopped changing for a while (spec §9).
 */
import { useEffect, useState } from '@wordpress/element';
import { useDebouncedValue } from './use-debounced-value';

/**
 * @param applied    The search the list is filtered by now.
 * @param setFilters Applies a new search to the list.
 * @param trim       Whether to ignore spaces around the text.
 */
export function useSearchFilter< F extends { search: string } >(
	applied: string,
	setFilters: ( change: Partial< F > ) => void,
	trim = false
): [ string, ( text: string ) => void ] {
	const [ text, setText ] = useState( '' );
	const settled = useDebouncedValue( trim ? text.trim() : text );

	useEffect( () => {
		if ( settled !== applied ) {
			setFilters( { search: settled } as Partial< F > );
		}
	}, [ settled, applied, setFilters ] );

	return [ text, setText ];
}
