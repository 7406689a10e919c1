/**
 * `#/schedules`: the schedule list with a debounced program-title search,
 * clone, edit and delete per row, and bulk delete of selected rows.
 */
import { Button, TextControl } from '@wordpress/components';
import { dateI18n, getSettings } from '@wordpress/date';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { useHashHref } from '../../app/use-hash-href';
import { ListTable, type Column } from '../../components/list-table/list-table';
import { Screen } from '../../components/screen/screen';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useListQuery } from '../../hooks/use-list-query';
import { BulkBar } from '../../components/list-table/bulk-bar';
import { useListActions } from '../../hooks/use-list-actions';
import { ScheduleEmpty } from './schedule-empty';
import type { Schedule } from './types';

export default function ScheduleListScreen() {
	const list = useListQuery< Schedule, { search: string } >( '/schedules', {
		search: '',
	} );
	const [ search, setSearch ] = useState( '' );
	const settled = useDebouncedValue( search );
	const [ selected, setSelected ] = useState< number[] >( [] );
	const href = useHashHref();
	const { setFilters } = list;
	const actions = useListActions(
		'/schedules',
		{
			deleted: __( 'Successfully deleted the schedule!', 'eventsmith' ),
			deleteFailed: __( 'Failed to delete the schedule!', 'eventsmith' ),
			cloneQuestion: __(
				'Are you sure you want to clone this schedule?',
				'eventsmith'
			),
			cloned: __( 'Successfully cloned the schedule!', 'eventsmith' ),
			cloneFailed: __( 'Failed to clone the schedule!', 'eventsmith' ),
		},
		list.refetch
	);

	useEffect( () => {
		if ( settled !== list.filters.search ) {
			setFilters( { search: settled } );
		}
	}, [ settled, list.filters.search, setFilters ] );

	const removeSelected = async () => {
		if ( await actions.remove( selected ) ) {
			setSelected( [] );
		}
	};

	const columns: Column< Schedule >[] = [
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
		{
			id: 'action',
			label: __( 'Action', 'eventsmith' ),
			width: '240px',
			render: ( schedule ) => (
				<div className="eventsmith-row-actions">
					<Button
						variant="secondary"
						size="compact"
						onClick={ () => void actions.clone( schedule.id ) }
					>
						{ __( 'Clone', 'eventsmith' ) }
					</Button>
					<Button
						variant="secondary"
						size="compact"
						href={ href( `/schedules/edit/${ schedule.id }` ) }
					>
						{ __( 'Edit', 'eventsmith' ) }
					</Button>
					<Button
						variant="secondary"
						size="compact"
						isDestructive
						onClick={ () => void actions.remove( [ schedule.id ] ) }
					>
						{ __( 'Delete', 'eventsmith' ) }
					</Button>
				</div>
			),
		},
	];

	const isEmpty =
		! list.isLoading &&
		! list.error &&
		list.total === 0 &&
		list.filters.search === '' &&
		search === '';

	const toolbar =
		selected.length > 0 ? (
			<BulkBar
				count={ selected.length }
				onDelete={ () => void removeSelected() }
				onClear={ () => setSelected( [] ) }
			/>
		) : (
			<TextControl
				__nextHasNoMarginBottom
				className="eventsmith-search"
				type="search"
				label={ __( 'Search schedules', 'eventsmith' ) }
				placeholder={ __( 'Search by program title', 'eventsmith' ) }
				value={ search }
				onChange={ setSearch }
			/>
		);

	return (
		<Screen
			title={ __( 'Schedules', 'eventsmith' ) }
			toolbar={ isEmpty ? undefined : toolbar }
		>
			{ isEmpty ? (
				<ScheduleEmpty />
			) : (
				<ListTable
					columns={ columns }
					items={ list.items }
					getId={ ( schedule ) => schedule.id }
					isLoading={ list.isLoading }
					label={ __( 'Schedules', 'eventsmith' ) }
					emptyMessage={
						list.error ?? __( 'No schedules found.', 'eventsmith' )
					}
					pagination={ {
						page: list.page,
						perPage: list.perPage,
						total: list.total,
						noun: __( 'schedules', 'eventsmith' ),
						onPageChange: list.setPage,
						onPerPageChange: list.setPerPage,
					} }
					selection={ { selected, onChange: setSelected } }
				/>
			) }
		</Screen>
	);
}
