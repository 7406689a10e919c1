/**
 * The Action cell: edit, scan ticket (QR-scan permission only) and the
 * more-actions menu.
 */
import { __ } from '@wordpress/i18n';
import { pencil, seen } from '@wordpress/icons';
import { useHashHref } from '../../../app/use-hash-href';
import { LightButton as Button } from '../../../../front/components/light/button';
import { useCan } from '../../../store/hooks';
import type { EventItem } from '../types';
import { MoreActions } from './more-actions';
import type { EventActions } from './use-event-actions';

type Props = {
	event: EventItem;
	actions: EventActions;
	onSendCertificate: ( event: EventItem ) => void;
};

/**
 * Address of the ticket scanner for one event.
 *
 * @param id Event id.
 */
export function scannerHref( id: number ): string {
	const base =
		window.eventsmithDashboard?.urls.scanner ??
		'admin.php?page=eventsmith-scanner';
	return `${ base }&event_id=${ id }`;
}

export function RowActions( { event, actions, onSendCertificate }: Props ) {
	const href = useHashHref();
	const can = useCan();

	return (
		<div className="eventsmith-row-actions">
			<Button
				icon={ pencil }
				label={ __( 'Edit', 'eventsmith' ) }
				size="compact"
				href={ href( `/events/create/${ event.id }/basic` ) }
			/>
			{ can( 'eventsmith_manage_qr_scan' ) && (
				<Button
					icon={ seen }
					label={ __( 'Scan Ticket', 'eventsmith' ) }
					size="compact"
					href={ scannerHref( event.id ) }
					target="_blank"
					rel="noopener noreferrer"
				/>
			) }
			<MoreActions
				event={ event }
				actions={ actions }
				onSendCertificate={ onSendCertificate }
			/>
		</div>
	);
}
