/**
 * The ticket types of the event being edited: loaded once, edited as
 * drafts, checked on every change and saved as one set with the step.
 * A field's message shows once it was changed, or for all fields after a
 * save was tried; the server's message for a field shows until it changes.
 */
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { ApiError, errorMessage } from '../../../../../front/rest/client';
import { loadTicketTypes, saveTicketTypes } from './api';
import {
	newDraft,
	toDraft,
	type DraftField,
	type TicketTypeDraft,
} from './draft';
import { placeServerErrors } from './server-errors';
import {
	canSave,
	validateTicketTypes,
	type DraftErrors,
	type SetCheck,
} from './validate';

export type TicketTypes = {
	status: 'loading' | 'ready' | 'failed';
	loadError: string | null;
	drafts: TicketTypeDraft[];
	check: SetCheck;
	errorsOf: ( key: string ) => DraftErrors;
	add: () => string;
	update: (
		key: string,
		change: Partial< TicketTypeDraft >,
		field?: DraftField
	) => void;
	remove: ( key: string ) => void;
	reload: () => void;
	/** Shows every message; false when the set cannot be saved as it is. */
	prepareSave: () => boolean;
	/** Saves the set when it changed; throws with a summary when refused. */
	save: () => Promise< void >;
};

export function useTicketTypes(
	eventId: number,
	zone: string,
	eventCapacity: number,
	onEdit: () => void
): TicketTypes {
	const [ status, setStatus ] =
		useState< TicketTypes[ 'status' ] >( 'loading' );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ drafts, setDrafts ] = useState< TicketTypeDraft[] >( [] );
	const [ dirty, setDirty ] = useState( false );
	const [ touched, setTouched ] = useState< Record< string, true > >( {} );
	const [ showAll, setShowAll ] = useState( false );
	const [ server, setServer ] = useState< Record< string, DraftErrors > >(
		{}
	);
	const [ attempt, setAttempt ] = useState( 0 );

	useEffect( () => {
		let live = true;
		setStatus( 'loading' );
		loadTicketTypes( eventId )
			.then( ( types ) => {
				if ( live ) {
					setDrafts( types.map( ( t ) => toDraft( t, zone ) ) );
					setStatus( 'ready' );
				}
			} )
			.catch( ( failure ) => {
				if ( live ) {
					setLoadError( errorMessage( failure ) );
					setStatus( 'failed' );
				}
			} );
		return () => {
			live = false;
		};
		// The zone only matters for the first read; later changes come with a save.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ eventId, attempt ] );

	const check = useMemo(
		() => validateTicketTypes( drafts, eventCapacity ),
		[ drafts, eventCapacity ]
	);

	const errorsOf = ( key: string ): DraftErrors => {
		const own = check.errors[ key ] ?? {};
		const shown: DraftErrors = { ...server[ key ] };
		for ( const [ field, message ] of Object.entries( own ) ) {
			if ( showAll || touched[ `${ key }.${ field }` ] ) {
				shown[ field as DraftField ] = message;
			}
		}
		return shown;
	};

	const update: TicketTypes[ 'update' ] = ( key, change, field ) => {
		onEdit();
		setDrafts( ( current ) =>
			current.map( ( d ) => ( d.key === key ? { ...d, ...change } : d ) )
		);
		setDirty( true );
		if ( ! field ) {
			return;
		}
		setTouched( ( current ) => ( {
			...current,
			[ `${ key }.${ field }` ]: true,
		} ) );
		setServer( ( current ) => {
			if ( ! current[ key ]?.[ field ] ) {
				return current;
			}
			const { [ field ]: _gone, ...rest } = current[ key ];
			return { ...current, [ key ]: rest };
		} );
	};

	const add = () => {
		onEdit();
		const draft = newDraft();
		setDrafts( ( current ) => [ ...current, draft ] );
		setDirty( true );
		return draft.key;
	};

	const remove = ( key: string ) => {
		onEdit();
		setDrafts( ( current ) => current.filter( ( d ) => d.key !== key ) );
		setDirty( true );
	};

	const prepareSave = () => {
		setShowAll( true );
		return status !== 'ready' || canSave( check );
	};

	const save = async () => {
		if ( status !== 'ready' || ! dirty ) {
			return;
		}
		try {
			const saved = await saveTicketTypes( eventId, drafts, zone );
			setDrafts( saved.map( ( t ) => toDraft( t, zone ) ) );
			setDirty( false );
			setTouched( {} );
			setShowAll( false );
			setServer( {} );
		} catch ( failure ) {
			if ( failure instanceof ApiError && failure.status === 400 ) {
				const placed = placeServerErrors(
					failure.params,
					failure.message,
					drafts
				);
				setServer( placed.errors );
				if ( placed.general.length > 0 ) {
					throw new Error( placed.general.join( ' ' ) );
				}
				throw new Error(
					__(
						'The ticket types were not saved: see the marked field.',
						'eventsmith'
					)
				);
			}
			throw failure;
		}
	};

	return {
		status,
		loadError,
		drafts,
		check,
		errorsOf,
		add,
		update,
		remove,
		reload: () => setAttempt( ( n ) => n + 1 ),
		prepareSave,
		save,
	};
}
