/**
 * `#/import`: upload an .ics file or give a feed address, read the dry
 * run's counts, start, follow the progress bar, stop, and remove what an
 * import created (issue 35.5). The newest run is loaded on every visit, so
 * the progress survives leaving the page; batches run in the background.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { api, errorMessage, NAMESPACE } from '../../../front/rest/client';
import { Screen } from '../../components/screen/screen';
import { useNotify } from '../../hooks/use-notify';
import {
	canStart,
	canUndo,
	importForm,
	isActive,
	progressValue,
	type ImportRun,
} from './import-rules';

export default function ImportScreen() {
	const notify = useNotify();
	const [ run, setRun ] = useState< ImportRun | null >( null );
	const [ file, setFile ] = useState< File | null >( null );
	const [ url, setUrl ] = useState( '' );
	const [ subscription, setSubscription ] = useState( '' );
	const [ busy, setBusy ] = useState( false );

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

	const count = () => {
		const body = importForm( file, url, subscription );
		if ( body ) {
			act( () =>
				apiFetch< ImportRun >( {
					path: `${ NAMESPACE }/imports`,
					method: 'POST',
					body,
				} )
			);
		}
	};
	const post = ( action: string ) =>
		act( () => api.post< ImportRun >( `/imports/${ id }/${ action }` ) );

	return (
		<Screen title={ __( 'Import', 'eventsmith' ) }>
			<div className="eventsmith-import">
				<input
					type="file"
					accept=".ics,text/calendar"
					aria-label={ __( 'iCal file (.ics)', 'eventsmith' ) }
					onChange={ ( event ) =>
						setFile( event.target.files?.[ 0 ] ?? null )
					}
				/>
				<TextControl
					label={ __( 'Or a feed address', 'eventsmith' ) }
					value={ url }
					onChange={ setUrl }
					type="url"
				/>
				<SelectControl
					label={ __( 'Check the feed', 'eventsmith' ) }
					value={ subscription }
					onChange={ setSubscription }
					options={ [
						{ label: __( 'Once', 'eventsmith' ), value: '' },
						{
							label: __( 'Hourly', 'eventsmith' ),
							value: 'hourly',
						},
						{ label: __( 'Daily', 'eventsmith' ), value: 'daily' },
					] }
				/>
				<Button
					variant="secondary"
					isBusy={ busy }
					disabled={ busy || ( ! file && url.trim() === '' ) }
					onClick={ count }
				>
					{ __( 'Count what it will do (dry run)', 'eventsmith' ) }
				</Button>
				{ run && (
					<RunState run={ run } busy={ busy } onAction={ post } />
				) }
			</div>
		</Screen>
	);
}

function RunState( {
	run,
	busy,
	onAction,
}: {
	run: ImportRun;
	busy: boolean;
	onAction: ( action: string ) => void;
} ) {
	const { dry_run: dry, counts } = run;
	return (
		<div className="eventsmith-import__run">
			<h3>{ run.source }</h3>
			<p>
				{ sprintf(
					/* translators: 1: events to create, 2: to update, 3: to skip, 4: refused. */
					__(
						'Dry run: %1$d to create, %2$d to update, %3$d to skip, %4$d refused.',
						'eventsmith'
					),
					dry.create,
					dry.update,
					dry.skip,
					dry.fail
				) }
			</p>
			<progress max={ 100 } value={ progressValue( run ) } />
			<p role="status">
				{ sprintf(
					/* translators: 1: status, 2: events created, 3: updated, 4: skipped, 5: failed. */
					__(
						'%1$s: %2$d created, %3$d updated, %4$d skipped, %5$d failed.',
						'eventsmith'
					),
					run.status,
					counts.created,
					counts.updated,
					counts.skipped,
					counts.failed
				) }
			</p>
			{ run.error && <p role="alert">{ run.error }</p> }
			{ canStart( run.status ) && (
				<Button
					variant="primary"
					disabled={ busy }
					onClick={ () => onAction( 'start' ) }
				>
					{ __( 'Start', 'eventsmith' ) }
				</Button>
			) }
			{ isActive( run.status ) && (
				<Button
					variant="secondary"
					disabled={ busy }
					onClick={ () => onAction( 'stop' ) }
				>
					{ __( 'Stop', 'eventsmith' ) }
				</Button>
			) }
			{ canUndo( run.status ) && run.status !== 'dry_run' && (
				<Button
					isDestructive
					disabled={ busy }
					onClick={ () => onAction( 'undo' ) }
				>
					{ __( 'Remove what this import created', 'eventsmith' ) }
				</Button>
			) }
			<ul>
				{ run.report.slice( 0, 50 ).map( ( row, index ) => (
					<li key={ index }>
						{ sprintf(
							/* translators: 1: line, 2: UID, 3: reason. */
							__( 'Line %1$d (%2$s): %3$s', 'eventsmith' ),
							row.line,
							row.uid,
							row.reason
						) }
					</li>
				) ) }
			</ul>
		</div>
	);
}
