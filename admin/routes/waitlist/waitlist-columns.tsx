/**
 * Columns of the waitlist.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Column } from '../../components/list-table/list-table';
import { StatusTag } from '../../components/status-tag/status-tag';
import { formatDateTime } from '../../../front/date/date-format';
import { canRemove, stateLabel, stateTone } from './waitlist-rules';
import type { WaitlistEntry } from './waitlist-types';

export function waitlistColumns(
	places: Map< number, number >,
	onRemove: ( entry: WaitlistEntry ) => void
): Column< WaitlistEntry >[] {
	return [
		{
			id: 'place',
			label: __( 'Place', 'eventsmith' ),
			render: ( entry ) => String( places.get( entry.id ) ?? '—' ),
		},
		{
			id: 'name',
			label: __( 'Name', 'eventsmith' ),
			render: ( entry ) => <strong>{ entry.name }</strong>,
		},
		{
			id: 'email',
			label: __( 'Email', 'eventsmith' ),
			render: ( entry ) => entry.email,
		},
		{
			id: 'list',
			label: __( 'Ticket type', 'eventsmith' ),
			render: ( entry ) => entry.ticket_type,
		},
		{
			id: 'state',
			label: __( 'State', 'eventsmith' ),
			render: ( entry ) => (
				<StatusTag tone={ stateTone( entry.state ) }>
					{ stateLabel( entry, formatDateTime ) }
				</StatusTag>
			),
		},
		{
			id: 'joined',
			label: __( 'Joined', 'eventsmith' ),
			render: ( entry ) => formatDateTime( entry.joined_at ),
		},
		{
			id: 'actions',
			label: __( 'Action', 'eventsmith' ),
			render: ( entry ) =>
				canRemove( entry.state ) ? (
					<Button
						variant="secondary"
						size="small"
						isDestructive
						onClick={ () => onRemove( entry ) }
					>
						{ __( 'Remove', 'eventsmith' ) }
					</Button>
				) : null,
		},
	];
}
