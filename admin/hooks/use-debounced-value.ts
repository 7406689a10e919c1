/**
 * A value that follows another after it has stopped changing for a while
 * (the list searches wait 500 ms, spec §9).
 */
import { useEffect, useState } from '@wordpress/element';

export const SEARCH_DEBOUNCE_MS = 500;

export function useDebouncedValue< T >(
	value: T,
	delay = SEARCH_DEBOUNCE_MS
): T {
	const [ settled, setSettled ] = useState( value );
	useEffect( () => {
		const timer = setTimeout( () => setSettled( value ), delay );
		return () => clearTimeout( timer );
	}, [ value, delay ] );
	return settled;
}
