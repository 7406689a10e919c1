/**
 * The schedules empty state (GAP-32): a short message and a button to
 * create the first schedule.
 */
import { __ } from '@wordpress/i18n';
import { EmptyState } from '../../components/screen/empty-state';
import { useHashHref } from '../../app/use-hash-href';

export function ScheduleEmpty() {
	const href = useHashHref();
	return (
		<EmptyState
			title={ __( 'No schedules yet', 'eventsmith' ) }
			description={ __(
				'A schedule lists the sessions of a program day: times, titles and speakers.',
				'eventsmith'
			) }
			action={ {
				label: __( 'Create a schedule', 'eventsmith' ),
				href: href( '/schedules/create' ),
			} }
		/>
	);
}
