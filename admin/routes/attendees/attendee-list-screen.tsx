/**
 * #/attendees and #/attendees/event/{id}: attendees of every event or of
 * one, with search, paging, delete (frees the seat) and the CSV download.
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api, errorMessage } from '../../../front/rest/client';
import { useHashHref } from '../../app/use-hash-href';
import { useConfirm } from '../../components/confirm/confirm-provider';
import { ListTable } from '../../components/list-table/list-table';
import { paging } from '../../components/list-table/paging';
import { ReportScreen } from '../../components/report-screen/report-screen';
import { ReportSearch } from '../../components/report-screen/report-search';
import { useListQuery } from '../../hooks/use-list-query';
import { useNotify } from '../../hooks/use-notify';
import { useRouteId } from '../../hooks/use-route-id';
import { useSearchFilter } from '../../hooks/use-search-filter';
import { attendeeColumns } from './attendee-columns';
import type { Attendee } from './attendee-types';

export const ATTENDEES_EXPORT_ACTION = 'eventsmith_export_attendees';

function AttendeeList( { eventId }: { eventId: number } ) {
	const list = useListQuery< Attendee, { event_id: number; search: string } >(
		'/attendees',
		{ event_id: eventId, search: '' }
	);
	const { refetch } = list;
	const [ text, setText ] = useSearchFilter(
		list.filters.search,
		list.setFilters,
		true
	);
	const href = useHashHref();
	const confirm = useConfirm();
	const notify = useNotify();

	const columns = useMemo(
		() =>
			attendeeColumns( {
				editHref: ( id ) => href( `/attendees/edit/${ id }` ),
				onDelete: async ( attendee ) => {
					if ( ! ( await confirm() ) ) {
						return;
					}
					try {
						await api.delete( `/attendees/${ attendee.id }` );
						notify.success(
							__(
								'Successfully deleted the attendee!',
								'eventsmith'
							)
						);
						refetch();
					} catch ( error ) {
						notify.error(
							__(
								'Failed to delete the attendee!',
								'eventsmith'
							),
							errorMessage( error )
						);
					}
				},
			} ),
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ refetch ]
	);

	return (
		<ReportScreen
			eventId={ eventId }
			/* translators: %s: event title. */
			eventHeading={ __( 'Attendees: %s', 'eventsmith' ) }
			heading={ __( 'Attendees', 'eventsmith' ) }
			error={ list.error }
			csvExport={ {
				action: ATTENDEES_EXPORT_ACTION,
				nonce: 'attendees',
			} }
		>
			<div className="eventsmith-report-filters">
				<ReportSearch
					label={ __( 'Search by name or email', 'eventsmith' ) }
					value={ text }
					onChange={ setText }
				/>
			</div>
			<ListTable
				columns={ columns }
				items={ list.items }
				getId={ ( attendee ) => attendee.id }
				isLoading={ list.isLoading }
				label={ __( 'Attendees', 'eventsmith' ) }
				emptyMessage={ __( 'No attendees found.', 'eventsmith' ) }
				pagination={ paging(
					list,
					list.total,
					__( 'attendees', 'eventsmith' )
				) }
			/>
		</ReportScreen>
	);
}

export default function AttendeeListScreen() {
	const eventId = useRouteId();
	return <AttendeeList key={ eventId } eventId={ eventId } />;
}
