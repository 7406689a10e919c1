/**
 * #/purchase-report and #/purchase-report/{id}: bookings of every event or
 * of one, with search, status filter, totals, a sales chart, paging, row
 * actions, the discount each order got, a link to the discount codes and
 * the CSV download.
 */
import { Button } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api } from '../../../front/rest/client';
import { useHashHref } from '../../app/use-hash-href';
import { ListTable } from '../../components/list-table/list-table';
import { paging } from '../../components/list-table/paging';
import { ReportScreen } from '../../components/report-screen/report-screen';
import { usePagedQuery } from '../../hooks/use-list-query';
import { useRouteId } from '../../hooks/use-route-id';
import { bookingColumns } from './booking-columns';
import { sharedCurrency } from './booking-format';
import { BookingFilters } from './booking-filters';
import { BookingSummary } from './booking-summary';
import type { BookingReport } from './booking-types';

export const BOOKINGS_EXPORT_ACTION = 'eventsmith_export_bookings';

function PurchaseReport( { eventId }: { eventId: number } ) {
	const query = usePagedQuery<
		BookingReport,
		{ event_id: string; search: string; status: string }
	>(
		'/bookings',
		{ event_id: String( eventId ), search: '', status: '' },
		api.get
	);
	const { answer: report, refetch } = query;
	const href = useHashHref();
	const columns = useMemo( () => bookingColumns( refetch ), [ refetch ] );
	const items = report?.items ?? [];

	return (
		<ReportScreen
			eventId={ eventId }
			/* translators: %s: event title. */
			eventHeading={ __( 'Bookings: %s', 'eventsmith' ) }
			heading={ __( 'Purchase Report', 'eventsmith' ) }
			error={ query.error }
			csvExport={ { action: BOOKINGS_EXPORT_ACTION, nonce: 'bookings' } }
		>
			{ report && (
				<BookingSummary
					report={ report }
					currency={ sharedCurrency(
						items.map( ( b ) => b.currency )
					) }
				/>
			) }
			<BookingFilters
				filters={ query.filters }
				onChange={ query.setFilters }
			/>
			<p>
				<Button variant="secondary" href={ href( '/discount-codes' ) }>
					{ __( 'Discount codes', 'eventsmith' ) }
				</Button>
			</p>
			<ListTable
				columns={ columns }
				items={ items }
				getId={ ( booking ) => booking.id }
				isLoading={ query.isLoading }
				label={ __( 'Bookings', 'eventsmith' ) }
				emptyMessage={ __( 'No bookings found.', 'eventsmith' ) }
				pagination={ paging(
					query,
					report?.total_items ?? 0,
					__( 'bookings', 'eventsmith' )
				) }
			/>
		</ReportScreen>
	);
}

export default function PurchaseReportScreen() {
	const eventId = useRouteId();
	return <PurchaseReport key={ eventId } eventId={ eventId } />;
}
