/**
 * The 'Export CSV' download of a report.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { exportUrl } from '../../lib/export-url';

type Props = {
	/** admin-post action, e.g. `eventsmith_export_attendees`. */
	action: string;
	/** Nonce of that action. */
	nonce: string;
	/** Event, 0 for all. */
	eventId: number;
};

export function ExportButton( { action, nonce, eventId }: Props ) {
	const adminUrl = window.eventsmithDashboard?.urls.admin ?? '';
	return (
		<Button
			variant="secondary"
			href={ exportUrl( adminUrl, action, nonce, eventId ) }
		>
			{ __( 'Export CSV', 'eventsmith' ) }
		</Button>
	);
}
