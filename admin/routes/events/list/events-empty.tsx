/**
 * What the event list shows when there are no events yet.
 */
import { __ } from '@wordpress/i18n';
import { useHashHref } from '../../../app/use-hash-href';
import { EmptyState } from '../../../components/screen/empty-state';

export function EventsEmpty() {
	const href = useHashHref();
	return (
		<EmptyState
			title={ __( 'No events yet', 'eventsmith' ) }
			description={ __(
				'Create your first event: give it a title and dates, then add tickets, speakers and schedules.',
				'eventsmith'
			) }
			action={ {
				label: __( 'Create Event', 'eventsmith' ),
				href: href( '/events/create' ),
			} }
		/>
	);
}
