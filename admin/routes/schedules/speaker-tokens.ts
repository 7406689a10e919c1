/**
 * Conversions between speaker ids (what a session stores) and speaker
 * names (what the token field shows).
 */
import type { SpeakerOption } from './use-speaker-options';

export function namesOf( ids: number[], options: SpeakerOption[] ): string[] {
	return ids.map(
		( id ) =>
			options.find( ( option ) => option.id === id )?.name ?? `#${ id }`
	);
}

/**
 * Ids of known names, in order, without repeats; unknown names are dropped.
 * @param names
 * @param options
 */
export function idsOf( names: string[], options: SpeakerOption[] ): number[] {
	const ids: number[] = [];
	for ( const name of names ) {
		const fromHash = /^#(\d+)$/.exec( name );
		const id = fromHash
			? Number( fromHash[ 1 ] )
			: options.find( ( option ) => option.name === name )?.id;
		if ( id && ! ids.includes( id ) ) {
			ids.push( id );
		}
	}
	return ids;
}
