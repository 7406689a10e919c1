/**
 * `#/schedules`: the schedule list with a debounced program-title search,
 * clone, edit and delete per row, and bulk delete of selected rows.
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { useHashHref } from '../../app/use-hash-href';
import { QueryListTable } from '../../components/list-table/query-list-table';
import { SelectionToolbar } from '../../components/list-table/selection-toolbar';
import { Screen } from '../../components/screen/screen';
import { useListScreen } from '../../hooks/use-list-screen';
import { scheduleColumns } from './schedule-columns';
import { ScheduleEmpty } from './schedule-empty';
import type { Schedule } from './types';

export default function ScheduleListScreen() {
	const { list, search, setSearch, actions, selection } = useListScreen<
		Schedule,
		{ search: string }
	>(
		'/schedules',
		{ search: '' },
		{
			deleted: __( 'Successfully deleted the schedule!', 'eventsmith' ),
			deleteFailed: __( 'Failed to delete the schedule!', 'eventsmith' ),
			cloneQuestion: __(
				'Are you sure you want to clone this schedule?',
				'eventsmith'
			),
			cloned: __( 'Successfully cloned the schedule!', 'eventsmith' ),
			cloneFailed: __( 'Failed to clone the schedule!', 'eventsmith' ),
		}
	);
	const href = useHashHref();

	const isEmpty =
		! list.isLoading &&
		! list.error &&
		list.total === 0 &&
		list.filters.search === '' &&
		search === '';

	return (
		<Screen
			title={ __( 'Schedules', 'eventsmith' ) }
			toolbar={
				isEmpty ? undefined : (
					<SelectionToolbar selection={ selection }>
						<TextControl
							__nextHasNoMarginBottom
							className="eventsmith-search"
							type="search"
							label={ __( 'Search schedules', 'eventsmith' ) }
							placeholder={ __(
								'Search by program title',
								'eventsmith'
							) }
							value={ search }
							onChange={ setSearch }
						/>
					</SelectionToolbar>
				)
			}
		>
			{ isEmpty ? (
				<ScheduleEmpty />
			) : (
				<QueryListTable
					list={ list }
					columns={ scheduleColumns( href, actions ) }
					label={ __( 'Schedules', 'eventsmith' ) }
					noun={ __( 'schedules', 'eventsmith' ) }
					emptyMessage={ __( 'No schedules found.', 'eventsmith' ) }
					selection={ selection }
				/>
			) }
		</Screen>
	);
}
