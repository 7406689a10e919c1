/**
 * One import run: its dry run's counts, the progress bar, start, stop,
 * "Remove what this import created", and the report of refused rows.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import {
	canStart,
	canStop,
	canUndo,
	progressValue,
	type ImportRun,
} from './import-rules';

export function RunState( {
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
			{ canStop( run.status ) && (
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
