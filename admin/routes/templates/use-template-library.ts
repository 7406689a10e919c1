/**
 * Designs of one type from GET /template-library?type=…, fetched once per
 * type. A failure is only logged (spec §8) and leaves the tab empty (GAP-10).
 */
import { useEffect, useState } from '@wordpress/element';
import { api } from '../../../front/rest/client';
import type { LibraryDesign, TemplateType } from './template-rules';

export function useTemplateLibrary( type: TemplateType ): {
	designs: LibraryDesign[];
	isLoading: boolean;
} {
	const [ designs, setDesigns ] = useState< LibraryDesign[] >( [] );
	const [ isLoading, setIsLoading ] = useState( true );
	useEffect( () => {
		let live = true;
		setIsLoading( true );
		api.get< LibraryDesign[] >( '/template-library', { type } )
			.then( ( found ) => {
				if ( live ) {
					setDesigns(
						Array.isArray( found )
							? found.filter( ( design ) => design.type === type )
							: []
					);
				}
			} )
			.catch( ( error: unknown ) => {
				// eslint-disable-next-line no-console
				console.error( error );
				if ( live ) {
					setDesigns( [] );
				}
			} )
			.finally( () => live && setIsLoading( false ) );
		return () => {
			live = false;
		};
	}, [ type ] );
	return { designs, isLoading };
}
