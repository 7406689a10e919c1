/**
 * #/attendees and #/attendees/event/{id}: attendees of every event or of
 * one, with search, paging, delete (frees the seat) and the CSV download.
 */
import { Button, Notice, SearchControl } from '@wordpress/components';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { useParams } from 'wouter';
import { api, errorMessage } from '../../api/client';
import { useHashHref } from '../../app/use-hash-href';
import { useConfirm } from '../../components/confirm/confirm-provider';
import { ListTable } from '../../components/list-table/list-table';
import { Screen } from '../../components/screen/screen';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useListQuery } from '../../hooks/use-list-query';
import { useNotify } from '../../hooks/use-notify';
import { exportUrl } from '../../lib/export-url';
import { useEventTitle } from '../../hooks/use-event-title';
import { attendeeColumns } from './attendee-columns';
import type { Attendee } from './attendee-types';

export const ATTENDEES_EXPORT_ACTION = 'eventsmith_export_attendees';

function AttendeeList( { eventId }: { eventId: number } ) {
	const list = useListQuery< Attendee, { event_id: number; search: string } >(
		'/attendees',
		{ event_id: eventId, search: '' }
	);
	const { setFilters, refetch } = list;
	const [ text, setText ] = useState( '' );
	const search = useDebouncedValue( text.trim() );
	const eventTitle = useEventTitle( eventId );
	const href = useHashHref();
	const confirm = useConfirm();
	const notify = useNotify();
	const boot = window.eventsmithDashboard;

	useEffect( () => {
		if ( search !== list.filters.search ) {
			setFilters( { search } );
		}
	}, [ search, list.filters.search, setFilters ] );

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

	const title = eventId
		? sprintf(
				/* translators: %s: event title. */
				__( 'Attendees: %s', 'eventsmith' ),
				eventTitle ?? '…'
			)
		: __( 'Attendees', 'eventsmith' );

	return (
		<Screen
			title={ title }
			toolbar={
				boot?.exportNonces && (
					<Button
						variant="secondary"
						href={ exportUrl(
							boot.urls.admin,
							ATTENDEES_EXPORT_ACTION,
							boot.exportNonces.attendees,
							eventId
						) }
					>
						{ __( 'Export CSV', 'eventsmith' ) }
					</Button>
				)
			}
		>
			{ list.error && (
				<Notice status="error" isDismissible={ false }>
					{ list.error }
				</Notice>
			) }
			<div className="eventsmith-report-filters">
				<SearchControl
					__nextHasNoMarginBottom
					label={ __( 'Search by name or email', 'eventsmith' ) }
					placeholder={ __(
						'Search by name or email',
						'eventsmith'
					) }
					value={ text }
					onChange={ ( value ) => setText( value ?? '' ) }
				/>
			</div>
			<ListTable
				columns={ columns }
				items={ list.items }
				getId={ ( attendee ) => attendee.id }
				isLoading={ list.isLoading }
				label={ __( 'Attendees', 'eventsmith' ) }
				emptyMessage={ __( 'No attendees found.', 'eventsmith' ) }
				pagination={ {
					page: list.page,
					perPage: list.perPage,
					total: list.total,
					noun: __( 'attendees', 'eventsmith' ),
					onPageChange: list.setPage,
					onPerPageChange: list.setPerPage,
				} }
			/>
		</Screen>
	);
}

export default function AttendeeListScreen() {
	const { id } = useParams< { id?: string } >();
	const eventId = Number( id ?? 0 ) || 0;
	return <AttendeeList key={ eventId } eventId={ eventId } />;
}
