/**
 * State of a create/edit form for one REST entity (schedules, speakers):
 * loads the entity when editing, validates before sending (no request
 * while invalid), sends one request at a time and reports the outcome.
 * A failed save keeps everything typed.
 */
import { useEffect, useState } from '@wordpress/element';
import { api, errorMessage } from '../../front/rest/client';
import { useNotify } from './use-notify';
import { useSingleSubmit } from './use-single-submit';

export type EditorTexts = {
	created: string;
	updated: string;
	saveFailed: string;
};

type Options< E, V > = {
	/** Collection route, e.g. `/schedules`. */
	path: string;
	/** Id being edited, or 0 to create. */
	id: number;
	empty: () => V;
	fromEntity: ( entity: E ) => V;
	validate: ( values: V ) => Record< string, string >;
	payload: ( values: V ) => unknown;
	texts: EditorTexts;
	/** After a successful create. */
	onCreated: ( entity: E ) => void;
};

export function useEntityEditor< E, V >( options: Options< E, V > ) {
	const { path, id, empty, fromEntity } = options;
	const [ values, setValues ] = useState< V >( empty );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ isLoading, setIsLoading ] = useState( id > 0 );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const { isSaving, run } = useSingleSubmit();
	const notify = useNotify();

	useEffect( () => {
		if ( ! id ) {
			return;
		}
		let live = true;
		setIsLoading( true );
		api.get< E >( `${ path }/${ id }` )
			.then( ( entity ) => live && setValues( fromEntity( entity ) ) )
			.catch( ( error ) => live && setLoadError( errorMessage( error ) ) )
			.finally( () => live && setIsLoading( false ) );
		return () => {
			live = false;
		};
		// fromEntity is a module-level function; reload only for another id.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ path, id ] );

	const save = () =>
		run( async () => {
			const found = options.validate( values );
			setErrors( found );
			if ( Object.keys( found ).length > 0 ) {
				return;
			}
			const body = options.payload( values );
			try {
				if ( id ) {
					const saved = await api.put< E >(
						`${ path }/${ id }`,
						body
					);
					setValues( fromEntity( saved ) );
					notify.success( options.texts.updated );
				} else {
					const created = await api.post< E >( path, body );
					notify.success( options.texts.created );
					options.onCreated( created );
				}
			} catch ( error ) {
				notify.error( options.texts.saveFailed, errorMessage( error ) );
			}
		} );

	/**
	 * Changes some fields and keeps the others.
	 * @param change
	 */
	const set = ( change: Partial< V > ) =>
		setValues( ( current ) => ( { ...current, ...change } ) );

	return {
		values,
		set,
		errors,
		isLoading,
		loadError,
		isSaving,
		save,
	};
}
