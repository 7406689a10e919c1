/**
 * Columns of the event list: Event, Sold, Status, Action.
 */
import { __ } from '@wordpress/i18n';
import type { Column } from '../../../components/list-table/list-table';
import type { EventItem } from '../types';
import { EventCell } from './event-cell';
import { soldText } from './event-cells';
import { RowActions } from './row-actions';
import { StatusTag } from './status-tag';
import type { EventActions } from './use-event-actions';

export function eventColumns(
	actions: EventActions,
	onSendCertificate: ( event: EventItem ) => void
): Column< EventItem >[] {
	return [
		{
			id: 'event',
			label: __( 'Event', 'eventsmith' ),
			render: ( event ) => <EventCell event={ event } />,
		},
		{
			id: 'sold',
			label: __( 'Sold', 'eventsmith' ),
			width: '90px',
			render: ( event ) =>
				soldText( event.sold_tickets, event.total_ticket ),
		},
		{
			id: 'status',
			label: __( 'Status', 'eventsmith' ),
			width: '110px',
			render: ( event ) => <StatusTag status={ event.status } />,
		},
		{
			id: 'action',
			label: __( 'Action', 'eventsmith' ),
			width: '140px',
			render: ( event ) => (
				<RowActions
					event={ event }
					actions={ actions }
					onSendCertificate={ onSendCertificate }
				/>
			),
		},
	];
}
