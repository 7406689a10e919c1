/**
 * `#/import`: choose where the events come from, read the dry run's counts,
 * start, follow the progress bar, stop, and remove what an import created
 * (issue 35.5). The newest run is loaded on every visit, so the progress
 * survives leaving the page; batches run in the background.
 */
import apiFetch from '@wordpress/api-fetch';
import { SelectControl } from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api, errorMessage, NAMESPACE } from '../../../front/rest/client';
import { Screen } from '../../components/screen/screen';
import { useNotify } from '../../hooks/use-notify';
import { isActive, type ImportRun } from './import-rules';
import { RunState } from './run-state';
import { importSources } from './sources';
import { icalSource } from './sources/ical-source';

export default function ImportScreen() {
	const notify = useNotify();
	const [ run, setRun ] = useState< ImportRun | null >( null );
	const [ kind, setKind ] = useState( icalSource.kind );
	const [ busy, setBusy ] = useState( false );
	// Sources reading another plugin's data are offered once it answers that it is there.
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

	useEffect( () => {
		api.get< ImportRun[] >( '/imports' )
			.then( ( runs ) => setRun( runs[ 0 ] ?? null ) )
			.catch( ( error ) => notify.error( errorMessage( error ) ) );
	}, [ notify ] );

	const id = run?.id;
	const active = run ? isActive( run.status ) : false;
	useEffect( () => {
		if ( ! active || ! id ) {
			return undefined;
		}
		const timer = window.setInterval( () => {
			api.get< ImportRun >( `/imports/${ id }` ).then( setRun );
		}, 2000 );
		return () => window.clearInterval( timer );
	}, [ active, id ] );

	const act = useCallback(
		async ( action: () => Promise< ImportRun > ) => {
			setBusy( true );
			try {
				setRun( await action() );
			} catch ( error ) {
				notify.error( errorMessage( error ) );
			}
			setBusy( false );
		},
		[ notify ]
	);

	const create = ( body: FormData ) =>
		act( () =>
			apiFetch< ImportRun >( {
				path: `${ NAMESPACE }/imports`,
				method: 'POST',
				body,
			} )
		);
	const post = ( action: string ) =>
		act( () => api.post< ImportRun >( `/imports/${ id }/${ action }` ) );

	const { Panel } =
		importSources.find( ( source ) => source.kind === kind ) ?? icalSource;

	return (
		<Screen title={ __( 'Import', 'eventsmith' ) }>
			<div className="eventsmith-import">
				<SelectControl
					label={ __( 'Import from', 'eventsmith' ) }
					value={ kind }
					onChange={ setKind }
					options={ offered.map( ( source ) => ( {
						label: source.label,
						value: source.kind,
					} ) ) }
				/>
				<Panel busy={ busy } onCreate={ create } />
				{ run && (
					<RunState run={ run } busy={ busy } onAction={ post } />
				) }
			</div>
		</Screen>
	);
}
