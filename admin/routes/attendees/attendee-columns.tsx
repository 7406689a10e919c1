/**
 * Columns of the attendee list.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Column } from '../../components/list-table/list-table';
import { formatDateTime } from '../../../front/date/date-format';
import { StatusTag } from '../../components/status-tag/status-tag';
import { checkInLabel, ticketStatusLabel } from './attendee-rules';
import type { Attendee } from './attendee-types';

type Actions = {
	editHref: ( id: number ) => string;
	onDelete: ( attendee: Attendee ) => void;
};

export function attendeeColumns( actions: Actions ): Column< Attendee >[] {
	return [
		{
			id: 'name',
			label: __( 'Name', 'eventsmith' ),
			render: ( attendee ) => <strong>{ attendee.name }</strong>,
		},
		{
			id: 'email',
			label: __( 'Email', 'eventsmith' ),
			render: ( attendee ) => attendee.email,
		},
		{
			id: 'ticket',
			label: __( 'Ticket type', 'eventsmith' ),
			render: ( attendee ) => attendee.ticket_type,
		},
		{
			id: 'event',
			label: __( 'Event', 'eventsmith' ),
			render: ( attendee ) => attendee.event_name,
		},
		{
			id: 'checkin',
			label: __( 'Check-in', 'eventsmith' ),
			render: ( attendee ) => (
				<>
					{ checkInLabel(
						attendee.checked_in_at
							? formatDateTime( attendee.checked_in_at )
							: null
					) }
					{ attendee.sync_conflict_at && (
						<>
							{ ' ' }
							<StatusTag tone="warning">
								{ __( 'Scanned on two devices', 'eventsmith' ) }
							</StatusTag>
						</>
					) }
				</>
			),
		},
		{
			id: 'status',
			label: __( 'Ticket status', 'eventsmith' ),
			render: ( attendee ) => (
				<StatusTag
					tone={
						attendee.status === 'active' ? 'success' : 'default'
					}
				>
					{ ticketStatusLabel( attendee.status ) }
				</StatusTag>
			),
		},
		{
			id: 'actions',
			label: __( 'Action', 'eventsmith' ),
			render: ( attendee ) => (
				<div className="eventsmith-report-actions">
					<Button
						variant="secondary"
						size="small"
						href={ actions.editHref( attendee.id ) }
						label={ __( 'Edit attendee', 'eventsmith' ) }
					>
						{ __( 'Edit', 'eventsmith' ) }
					</Button>
					<Button
						variant="secondary"
						size="small"
						isDestructive
						onClick={ () => actions.onDelete( attendee ) }
						label={ __( 'Delete attendee', 'eventsmith' ) }
					>
						{ __( 'Delete', 'eventsmith' ) }
					</Button>
				</div>
			),
		},
	];
}
