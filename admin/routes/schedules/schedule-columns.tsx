/**
 * Columns of the schedule list: Program Title, Date, Action (clone, edit,
 * delete).
 */
import { Button } from '@wordpress/components';
import { dateI18n, getSettings } from '@wordpress/date';
import { __ } from '@wordpress/i18n';
import { editDeleteColumn } from '../../components/list-table/edit-delete-actions';
import type { Column } from '../../components/list-table/list-table';
import type { ListActions } from '../../hooks/use-list-actions';
import type { Schedule } from './types';

export function scheduleColumns(
	href: ( path: string ) => string,
	actions: ListActions
): Column< Schedule >[] {
	return [
		{
			id: 'title',
			label: __( 'Program Title', 'eventsmith' ),
			render: ( schedule ) => (
				<a
					className="row-title"
					href={ href( `/schedules/edit/${ schedule.id }` ) }
				>
					{ schedule.program_title }
				</a>
			),
		},
		{
			id: 'date',
			label: __( 'Date', 'eventsmith' ),
			width: '22%',
			render: ( schedule ) =>
				schedule.date
					? dateI18n(
							getSettings().formats.date,
							schedule.date,
							undefined
						)
					: '—',
		},
		editDeleteColumn(
			( schedule ) => href( `/schedules/edit/${ schedule.id }` ),
			( schedule ) => void actions.remove( [ schedule.id ] ),
			( schedule ) => (
				<Button
					variant="secondary"
					size="compact"
					onClick={ () => void actions.clone( schedule.id ) }
				>
					{ __( 'Clone', 'eventsmith' ) }
				</Button>
			)
		),
	];
}
