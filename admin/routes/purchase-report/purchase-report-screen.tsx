/**
 * #/purchase-report and #/purchase-report/{id}: bookings of every event or
 * of one, with search, status filter, totals, a sales chart, paging, row
 * actions and the CSV download.
 */
import { Button, Notice } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { useParams } from 'wouter';
import { api } from '../../api/client';
import { ListTable } from '../../components/list-table/list-table';
import { Screen } from '../../components/screen/screen';
import { usePagedQuery } from '../../hooks/use-list-query';
import { bookingColumns } from './booking-columns';
import { sharedCurrency } from './booking-format';
import { BookingFilters } from './booking-filters';
import { BookingSummary } from './booking-summary';
import type { BookingReport } from './booking-types';
import { exportUrl } from '../../lib/export-url';
import { useEventTitle } from '../../hooks/use-event-title';

export const BOOKINGS_EXPORT_ACTION = 'eventsmith_export_bookings';

function PurchaseReport( { eventId }: { eventId: number } ) {
	const query = usePagedQuery< BookingReport, Record< string, string > >(
		'/bookings',
		{ event_id: String( eventId ), search: '', status: '' },
		api.get
	);
	const eventTitle = useEventTitle( eventId );
	const { answer: report, setFilters, refetch } = query;
	const columns = useMemo( () => bookingColumns( refetch ), [ refetch ] );
	const boot = window.eventsmithDashboard;
	const items = report?.items ?? [];

	const title = eventId
		? sprintf(
				/* translators: %s: event title. */
				__( 'Bookings: %s', 'eventsmith' ),
				eventTitle ?? '…'
			)
		: __( 'Purchase Report', 'eventsmith' );

	return (
		<Screen
			title={ title }
			toolbar={
				boot?.exportNonces && (
					<Button
						variant="secondary"
						href={ exportUrl(
							boot.urls.admin,
							BOOKINGS_EXPORT_ACTION,
							boot.exportNonces.bookings,
							eventId
						) }
					>
						{ __( 'Export CSV', 'eventsmith' ) }
					</Button>
				)
			}
		>
			{ query.error && (
				<Notice status="error" isDismissible={ false }>
					{ query.error }
				</Notice>
			) }
			{ report && (
				<BookingSummary
					report={ report }
					currency={ sharedCurrency(
						items.map( ( b ) => b.currency )
					) }
				/>
			) }
			<BookingFilters
				status={ query.filters.status ?? '' }
				onChange={ setFilters }
			/>
			<ListTable
				columns={ columns }
				items={ items }
				getId={ ( booking ) => booking.id }
				isLoading={ query.isLoading }
				label={ __( 'Bookings', 'eventsmith' ) }
				emptyMessage={ __( 'No bookings found.', 'eventsmith' ) }
				pagination={ {
					page: query.page,
					perPage: query.perPage,
					total: report?.total_items ?? 0,
					noun: __( 'bookings', 'eventsmith' ),
					onPageChange: query.setPage,
					onPerPageChange: query.setPerPage,
				} }
			/>
		</Screen>
	);
}

export default function PurchaseReportScreen() {
	const { id } = useParams< { id?: string } >();
	const eventId = Number( id ?? 0 ) || 0;
	return <PurchaseReport key={ eventId } eventId={ eventId } />;
}
