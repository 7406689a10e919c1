/**
 * The server's rendering of a shortcode (POST /shortcodes/preview), asked
 * for once the shortcode has stopped changing; older answers are dropped.
 */
import { useEffect, useState } from '@wordpress/element';
import { api, errorMessage } from '../../../front/rest/client';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

export type Preview = {
	html: string;
	css: string;
};

type State = {
	preview: Preview | null;
	error: string;
	isLoading: boolean;
};

export function usePreview( shortcode: string ): State {
	const settled = useDebouncedValue( shortcode, 400 );
	const [ state, setState ] = useState< State >( {
		preview: null,
		error: '',
		isLoading: false,
	} );
	useEffect( () => {
		if ( settled === '' ) {
			setState( { preview: null, error: '', isLoading: false } );
			return;
		}
		let live = true;
		setState( ( previous ) => ( { ...previous, isLoading: true } ) );
		api.post< Preview >( '/shortcodes/preview', { shortcode: settled } )
			.then(
				( preview ) =>
					live && setState( { preview, error: '', isLoading: false } )
			)
			.catch(
				( error: unknown ) =>
					live &&
					setState( {
						preview: null,
						error: errorMessage( error ),
						isLoading: false,
					} )
			);
		return () => {
			live = false;
		};
	}, [ settled ] );
	return {
		...state,
		isLoading: state.isLoading || settled !== shortcode,
	};
}
