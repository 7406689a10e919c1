/**
 * The sources the "Import from" list offers: every source, except those
 * reading another plugin's data until they answer that it is there.
 */
import { useEffect, useState } from '@wordpress/element';
import { importSources } from './sources';
import type { ImportSourceOption } from './sources/types';

export function useOfferedSources(): ImportSourceOption[] {
	const [ offered, setOffered ] = useState( () =>
		importSources.filter( ( source ) => ! source.available )
	);
	useEffect( () => {
		let live = true;
		Promise.all(
			importSources.map(
				async ( source ) =>
					! source.available || ( await source.available() )
			)
		).then( ( answers ) => {
			if ( live ) {
				setOffered(
					importSources.filter(
						( _source, index ) => answers[ index ]
					)
				);
			}
		} );
		return () => {
			live = false;
		};
	}, [] );
	return offered;
}
