/**
 * What a picker field lists: terms from the dashboard's preloaded data,
 * events, schedules and speakers from their list routes (first 100).
 */
import { useEffect, useState } from '@wordpress/element';
import { api } from '../../../front/rest/client';
import { useTerms } from '../../store/hooks';
import type { PickSource } from './widgets';

export type PickOption = { value: string; label: string };

type Row = {
	id: number;
	title?: string;
	program_title?: string;
	name?: string;
};

const ROUTES: Partial<
	Record< PickSource, [ string, Record< string, string | number > ] >
> = {
	events: [ '/events', { per_page: 100, status: 'all' } ],
	schedules: [ '/schedules', { per_page: 100 } ],
	speakers: [ '/speakers', { per_page: 100 } ],
};

/**
 * The options of a source; `failed` when they could not be read (the
 * field then takes ids typed by hand).
 *
 * @param source Where the options come from.
 */
export function usePickOptions( source: PickSource ): {
	options: PickOption[];
	failed: boolean;
} {
	const categories = useTerms( 'categories' );
	const tags = useTerms( 'tags' );
	const groups = useTerms( 'speakerGroups' );
	const [ rows, setRows ] = useState< Row[] | null >( null );
	const [ failed, setFailed ] = useState( false );
	const route = ROUTES[ source ];

	useEffect( () => {
		if ( ! route ) {
			return;
		}
		let live = true;
		api.list< Row >( route[ 0 ], route[ 1 ] )
			.then( ( page ) => live && setRows( page.items ) )
			.catch( () => live && setFailed( true ) );
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ source ] );

	if ( ! route ) {
		const terms = { categories, tags, speakerGroups: groups }[
			source as 'categories' | 'tags' | 'speakerGroups'
		];
		return {
			options: terms.map( ( term ) => ( {
				value: String( term.id ),
				label: term.name,
			} ) ),
			failed: false,
		};
	}
	return {
		options: ( rows ?? [] ).map( ( row ) => ( {
			value: String( row.id ),
			label: `${
				row.title ?? row.program_title ?? row.name ?? ''
			} (#${ row.id })`,
		} ) ),
		failed,
	};
}
