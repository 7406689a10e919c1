/**
 * The coloured status tag of an event row.
 */
import { statusLabel, statusTone } from './event-status';

export function StatusTag( { status }: { status: string } ) {
	const tone = statusTone( status );
	return (
		<span
			className={ `eventsmith-status-tag is-${ tone }` }
			data-tone={ tone }
		>
			{ statusLabel( status ) }
		</span>
	);
}
