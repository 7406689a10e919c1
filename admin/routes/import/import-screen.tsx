/**
 * `#/import`: choose where the events come from, read the dry run's counts,
 * start, follow the progress bar, stop, and remove what an import created
 * (issue 35.5). The newest run is loaded on every visit, so the progress
 * survives leaving the page; batches run in the background.
 */
import apiFetch from '@wordpress/api-fetch';
import { SelectControl, Spinner } from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api, errorMessage, NAMESPACE } from '../../../front/rest/client';
import { useConfirm } from '../../components/confirm/confirm-provider';
import { EmptyState } from '../../components/screen/empty-state';
import { Screen } from '../../components/screen/screen';
import { useNotify } from '../../hooks/use-notify';
import { spinnerProps } from '../shortcodes/spinner-props';
import { isActive, type ImportRun } from './import-rules';
import { RunState } from './run-state';
import { useOfferedSources } from './use-offered-sources';
import { importSources } from './sources';
import { icalSource } from './sources/ical-source';

export default function ImportScreen() {
	const notify = useNotify();
	const confirm = useConfirm();
	const [ run, setRun ] = useState< ImportRun | null >( null );
	const [ loaded, setLoaded ] = useState( false );
	const [ kind, setKind ] = useState( icalSource.kind );
	const [ busy, setBusy ] = useState( false );
	const offered = useOfferedSources();

	useEffect( () => {
		api.get< ImportRun[] >( '/imports' )
			.then( ( runs ) => setRun( runs[ 0 ] ?? null ) )
			.catch( ( error ) => notify.error( errorMessage( error ) ) )
			.finally( () => setLoaded( true ) );
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
	const post = async ( action: string ) => {
		if (
			action === 'undo' &&
			! ( await confirm(
				__(
					'Remove every event, category and other item this import created? Items it only updated, and anything made by hand or by another import, stay.',
					'eventsmith'
				)
			) )
		) {
			return;
		}
		await act( () =>
			api.post< ImportRun >( `/imports/${ id }/${ action }` )
		);
	};

	const source =
		importSources.find( ( option ) => option.kind === kind ) ?? icalSource;
	const { Panel } = source;

	return (
		<Screen title={ __( 'Import', 'eventsmith' ) }>
			<div className="eventsmith-import">
				<section
					className="eventsmith-import__panel"
					aria-labelledby="eventsmith-import-source"
				>
					<div className="eventsmith-import__panel-head">
						<h3
							id="eventsmith-import-source"
							className="eventsmith-import__panel-title"
						>
							{ __( 'New import', 'eventsmith' ) }
						</h3>
						<p className="eventsmith-import__panel-help">
							{ __(
								'First a dry run reads the source and counts what it would create, update and skip; nothing is written until you start. Importing the same source again updates what changed and creates nothing twice.',
								'eventsmith'
							) }
						</p>
					</div>
					<div className="eventsmith-import__panel-body">
						<SelectControl
							className="eventsmith-import__source"
							label={ __( 'Import from', 'eventsmith' ) }
							value={ kind }
							onChange={ setKind }
							options={ offered.map( ( option ) => ( {
								label: option.label,
								value: option.kind,
							} ) ) }
							__nextHasNoMarginBottom
						/>
						<Panel busy={ busy } onCreate={ create } />
					</div>
				</section>
				<section
					className="eventsmith-import__panel"
					aria-labelledby="eventsmith-import-latest"
				>
					<div className="eventsmith-import__panel-head">
						<h3
							id="eventsmith-import-latest"
							className="eventsmith-import__panel-title"
						>
							{ __( 'Latest import', 'eventsmith' ) }
						</h3>
					</div>
					<div className="eventsmith-import__panel-body">
						{ ! loaded && (
							<div className="eventsmith-loading">
								<Spinner { ...spinnerProps } />
								{ __( 'Loading…', 'eventsmith' ) }
							</div>
						) }
						{ loaded && ! run && (
							<EmptyState
								title={ __( 'No import yet', 'eventsmith' ) }
								description={ __(
									'Choose a source above and count what it will do. The newest import shows here, with its progress, even after you leave the page.',
									'eventsmith'
								) }
							/>
						) }
						{ run && (
							<RunState
								run={ run }
								busy={ busy }
								onAction={ post }
							/>
						) }
					</div>
				</section>
			</div>
		</Screen>
	);
}
