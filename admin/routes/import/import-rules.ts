/**
 * What the import screen shows and allows for a run (issue 35.5), as
 * `GET /eventsmith/v2/imports/{id}` answers it.
 */
export type ImportStatus =
	| 'dry_run'
	| 'queued'
	| 'running'
	| 'stopped'
	| 'done'
	| 'failed'
	| 'undoing'
	| 'undone';

export type ImportRun = {
	id: number;
	source_kind: string;
	source: string;
	status: ImportStatus;
	subscription: '' | 'hourly' | 'daily';
	dry_run: {
		total: number;
		create: number;
		update: number;
		skip: number;
		fail: number;
	};
	progress: { processed: number; total: number; percent: number };
	counts: {
		created: number;
		updated: number;
		skipped: number;
		failed: number;
		removed: number;
	};
	report: Array< {
		line: number;
		uid: string;
		/** What the row was to become: event, speaker, attendee … */
		type?: string;
		action: string;
		reason: string;
	} >;
	error: string;
};

/**
 * Whether batches are waiting or running, importing or removing (the
 * screen polls then).
 * @param status
 */
export const isActive = ( status: ImportStatus ) =>
	status === 'queued' || status === 'running' || status === 'undoing';

/**
 * Whether "Stop" is offered: an import's batches, not a removal's.
 * @param status
 */
export const canStop = ( status: ImportStatus ) =>
	status === 'queued' || status === 'running';

/**
 * Whether the run may be started (a dry run) or resumed (stopped).
 * @param status
 */
export const canStart = ( status: ImportStatus ) =>
	status === 'dry_run' || status === 'stopped';

/**
 * Whether "Remove what this import created" is offered.
 * @param status
 */
export const canUndo = ( status: ImportStatus ) =>
	! isActive( status ) && status !== 'undone';

/**
 * The progress bar's value, 0 to 100.
 * @param run
 */
export function progressValue( run: ImportRun ): number {
	if ( run.status === 'done' ) {
		return 100;
	}
	const { processed, total } = run.progress;
	return total > 0
		? Math.min( 100, Math.floor( ( 100 * processed ) / total ) )
		: 0;
}

/**
 * The form's body: the uploaded file, or the feed address with its schedule.
 * @param file
 * @param url
 * @param subscription
 */
export function importForm(
	file: File | null,
	url: string,
	subscription: string
): FormData | null {
	const form = new FormData();
	form.append( 'source', 'ics' );
	if ( file ) {
		form.append( 'file', file, file.name );
		return form;
	}
	if ( url.trim() === '' ) {
		return null;
	}
	form.append( 'url', url.trim() );
	form.append( 'subscription', subscription );
	return form;
}
