/**
 * Columns of the RSVP responses table.
 */
import { __ } from '@wordpress/i18n';
import type { Column } from '../../components/list-table/list-table';
import { formatDateTime } from '../../../front/date/date-format';
import { StatusTag } from '../../components/status-tag/status-tag';
import { responseLabel } from './rsvp-rules';
import type { RsvpResponse } from './rsvp-types';

export const RSVP_COLUMNS: Column< RsvpResponse >[] = [
	{
		id: 'name',
		label: __( 'Name', 'eventsmith' ),
		render: ( answer ) => <strong>{ answer.name }</strong>,
	},
	{
		id: 'email',
		label: __( 'Email', 'eventsmith' ),
		render: ( answer ) => answer.email,
	},
	{
		id: 'response',
		label: __( 'Response', 'eventsmith' ),
		render: ( answer ) => (
			<StatusTag
				tone={ answer.response === 'going' ? 'success' : 'error' }
			>
				{ responseLabel( answer.response ) }
			</StatusTag>
		),
	},
	{
		id: 'count',
		label: __( 'Attendees', 'eventsmith' ),
		width: '90px',
		render: ( answer ) => answer.attendee_count,
	},
	{
		id: 'reason',
		label: __( 'Reason', 'eventsmith' ),
		render: ( answer ) => answer.reason || '—',
	},
	{
		id: 'date',
		label: __( 'Date', 'eventsmith' ),
		render: ( answer ) => formatDateTime( answer.created_at ),
	},
];
