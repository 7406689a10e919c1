/**
 * Rules of the term create form: values, validation (name required with
 * the kind's message, extra field names as the server accepts them) and
 * the payload.
 */
import { __ } from '@wordpress/i18n';
import type { TermScreenKind } from './term-kinds';

export type MetaRow = { key: string; value: string };

export type TermValues = {
	name: string;
	description: string;
	parent: number;
	meta: MetaRow[];
};

export type TermPayload = {
	name: string;
	description?: string;
	parent?: number;
	meta?: Record< string, string >;
};

export function emptyTerm(): TermValues {
	return { name: '', description: '', parent: 0, meta: [] };
}

const META_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Messages for invalid fields (`name`, `meta.<index>`); empty when valid.
 *
 * @param values Form values.
 * @param screen The kind's configuration.
 */
export function validateTerm(
	values: TermValues,
	screen: Pick< TermScreenKind, 'nameRequired' >
): Record< string, string > {
	const errors: Record< string, string > = {};
	if ( values.name.trim() === '' ) {
		errors.name = screen.nameRequired;
	}
	const seen = new Set< string >();
	values.meta.forEach( ( row, index ) => {
		const key = row.key.trim();
		if ( key === '' && row.value.trim() === '' ) {
			return;
		}
		if ( ! META_KEY.test( key ) ) {
			errors[ `meta.${ index }` ] = __(
				'Field names use letters, digits, _ and - (up to 64).',
				'eventsmith'
			);
		} else if ( seen.has( key ) ) {
			errors[ `meta.${ index }` ] = __(
				'This field name is used twice.',
				'eventsmith'
			);
		}
		seen.add( key );
	} );
	return errors;
}

/**
 * The create request body, with only the fields the kind has.
 *
 * @param values Form values.
 * @param screen The kind's configuration.
 */
export function termPayload(
	values: TermValues,
	screen: Pick< TermScreenKind, 'fields' >
): TermPayload {
	const payload: TermPayload = { name: values.name.trim() };
	if ( screen.fields.description ) {
		payload.description = values.description.trim();
	}
	if ( screen.fields.parent ) {
		payload.parent = values.parent;
	}
	if ( screen.fields.meta ) {
		payload.meta = Object.fromEntries(
			values.meta
				.filter( ( row ) => row.key.trim() !== '' )
				.map( ( row ) => [ row.key.trim(), row.value.trim() ] )
		);
	}
	return payload;
}

/**
 * Categories as parent choices, each under its parent and indented by
 * depth ('— Child').
 *
 * @param terms Categories with their parents.
 */
export function parentChoices(
	terms: Array< { id: number; name: string; parent?: number } >
): Array< { id: number; label: string } > {
	const ids = new Set( terms.map( ( term ) => term.id ) );
	const choices: Array< { id: number; label: string } > = [];
	const visit = ( parent: number, depth: number ) => {
		for ( const term of terms ) {
			const own = term.parent && ids.has( term.parent ) ? term.parent : 0;
			if ( own === parent && depth < 20 ) {
				choices.push( {
					id: term.id,
					label: '— '.repeat( depth ) + term.name,
				} );
				visit( term.id, depth + 1 );
			}
		}
	};
	visit( 0, 0 );
	return choices;
}
