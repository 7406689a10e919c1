/**
 * One import run: its status, the dry run's counts, the progress bar,
 * start, stop, "Remove what this import created", and the report of the
 * rows refused, skipped or noted, as a table of line, UID and reason.
 */
import { Button } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import {
	canStart,
	canStop,
	canUndo,
	progressValue,
	type ImportRun,
	type ImportStatus,
} from './import-rules';

/** Rows of the report the screen shows. */
const REPORT_ROWS = 50;

/**
 * A status in words.
 * @param status
 */
function statusLabel( status: ImportStatus ): string {
	const labels: Record< ImportStatus, string > = {
		dry_run: __( 'Counted', 'eventsmith' ),
		queued: __( 'Queued', 'eventsmith' ),
		running: __( 'Importing', 'eventsmith' ),
		stopped: __( 'Stopped', 'eventsmith' ),
		done: __( 'Done', 'eventsmith' ),
		failed: __( 'Failed', 'eventsmith' ),
		undoing: __( 'Removing', 'eventsmith' ),
		undone: __( 'Removed', 'eventsmith' ),
	};
	return labels[ status ] ?? status;
}

/**
 * The tone of a status badge.
 * @param status
 */
function statusTone( status: ImportStatus ): string {
	if ( status === 'done' ) {
		return 'success';
	}
	if ( status === 'failed' ) {
		return 'error';
	}
	if ( status === 'queued' || status === 'running' || status === 'undoing' ) {
		return 'processing';
	}
	return 'neutral';
}

/**
 * What became of a report row, in words, with its tone.
 * @param action
 */
function actionLabel( action: string ): [ string, string ] {
	switch ( action ) {
		case 'fail':
			return [ __( 'Refused', 'eventsmith' ), 'error' ];
		case 'skip':
			return [ __( 'Skipped', 'eventsmith' ), 'neutral' ];
		case 'update':
			return [ __( 'Updated', 'eventsmith' ), 'warning' ];
		case 'create':
			return [ __( 'Created', 'eventsmith' ), 'success' ];
		default:
			return [ action, 'neutral' ];
	}
}

function Tag( { tone, children }: { tone: string; children: string } ) {
	return (
		<span className={ `eventsmith-import__tag is-${ tone }` }>
			{ children }
		</span>
	);
}

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
	const percent = progressValue( run );
	const tiles: [ string, number, string ][] = [
		[ __( 'To create', 'eventsmith' ), dry.create, 'create' ],
		[ __( 'To update', 'eventsmith' ), dry.update, 'update' ],
		[ __( 'To skip', 'eventsmith' ), dry.skip, 'skip' ],
		[ __( 'Refused', 'eventsmith' ), dry.fail, 'fail' ],
	];
	const rows = run.report.slice( 0, REPORT_ROWS );
	return (
		<div className="eventsmith-import__run">
			<div className="eventsmith-import__run-head">
				<div className="eventsmith-import__run-source">
					<strong>{ run.source }</strong>
					{ run.subscription && (
						<span className="eventsmith-import__run-meta">
							{ run.subscription === 'hourly'
								? __( 'Checked every hour', 'eventsmith' )
								: __( 'Checked every day', 'eventsmith' ) }
						</span>
					) }
				</div>
				<Tag tone={ statusTone( run.status ) }>
					{ statusLabel( run.status ) }
				</Tag>
			</div>

			<p className="eventsmith-import__summary">
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
			<dl className="eventsmith-import__counts" aria-hidden="true">
				{ tiles.map( ( [ label, value, action ] ) => (
					<div
						key={ action }
						className={ `eventsmith-import__count is-${ action }${
							value === 0 ? ' is-zero' : ''
						}` }
					>
						<dt>{ label }</dt>
						<dd>{ value.toLocaleString() }</dd>
					</div>
				) ) }
			</dl>

			<div className="eventsmith-import__progress">
				<progress
					max={ 100 }
					value={ percent }
					aria-label={ __( 'Progress', 'eventsmith' ) }
				/>
				<span className="eventsmith-import__percent">
					{ sprintf(
						/* translators: 1: percent done, 2: rows read, 3: rows in all. */
						__( '%1$d%% · %2$d of %3$d', 'eventsmith' ),
						percent,
						run.progress.processed,
						run.progress.total
					) }
				</span>
			</div>
			<p role="status" className="eventsmith-import__status">
				{ sprintf(
					/* translators: 1: status, 2: events created, 3: updated, 4: skipped, 5: failed. */
					__(
						'%1$s: %2$d created, %3$d updated, %4$d skipped, %5$d failed.',
						'eventsmith'
					),
					statusLabel( run.status ),
					counts.created,
					counts.updated,
					counts.skipped,
					counts.failed
				) }
				{ run.status === 'undone' &&
					' ' +
						sprintf(
							/* translators: %d: objects removed. */
							_n(
								'%d item removed.',
								'%d items removed.',
								counts.removed,
								'eventsmith'
							),
							counts.removed
						) }
			</p>
			{ run.error && (
				<p role="alert" className="eventsmith-import__error">
					{ run.error }
				</p>
			) }

			<div className="eventsmith-import__actions">
				{ canStart( run.status ) && (
					<Button
						variant="primary"
						disabled={ busy }
						onClick={ () => onAction( 'start' ) }
					>
						{ run.status === 'stopped'
							? __( 'Resume', 'eventsmith' )
							: __( 'Start', 'eventsmith' ) }
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
						variant="secondary"
						isDestructive
						disabled={ busy }
						onClick={ () => onAction( 'undo' ) }
					>
						{ __(
							'Remove what this import created',
							'eventsmith'
						) }
					</Button>
				) }
			</div>

			<div className="eventsmith-import__report">
				<h4 className="eventsmith-import__report-title">
					{ __( 'Report', 'eventsmith' ) }
				</h4>
				{ rows.length === 0 ? (
					<p className="eventsmith-import__report-empty">
						{ __(
							'Nothing to report: every row was read without a problem.',
							'eventsmith'
						) }
					</p>
				) : (
					<div className="eventsmith-import__table-wrap">
						<table className="widefat striped eventsmith-import__table">
							{ run.report.length > rows.length && (
								<caption>
									{ sprintf(
										/* translators: 1: rows shown, 2: rows in the report. */
										__(
											'The first %1$d of %2$d rows.',
											'eventsmith'
										),
										rows.length,
										run.report.length
									) }
								</caption>
							) }
							<thead>
								<tr>
									<th scope="col">
										{ __( 'Line', 'eventsmith' ) }
									</th>
									<th scope="col">
										{ __( 'UID', 'eventsmith' ) }
									</th>
									<th scope="col">
										{ __( 'Result', 'eventsmith' ) }
									</th>
									<th scope="col">
										{ __( 'Reason', 'eventsmith' ) }
									</th>
								</tr>
							</thead>
							<tbody>
								{ rows.map( ( row, index ) => {
									const [ label, tone ] = actionLabel(
										row.action
									);
									return (
										<tr key={ index }>
											<td className="eventsmith-import__line">
												{ row.line > 0
													? row.line
													: '—' }
											</td>
											<td className="eventsmith-import__uid">
												<code>{ row.uid || '—' }</code>
											</td>
											<td>
												<Tag tone={ tone }>
													{ label }
												</Tag>
											</td>
											<td>{ row.reason }</td>
										</tr>
									);
								} ) }
							</tbody>
						</table>
					</div>
				) }
			</div>
		</div>
	);
}
