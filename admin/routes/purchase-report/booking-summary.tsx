/**
 * Totals of the purchase report (tickets, revenue, bookings by status) and
 * the chart of tickets sold per day.
 */
import { __ } from '@wordpress/i18n';
import { BarChart } from '../../components/chart/bar-chart';
import {
	BOOKING_STATUSES,
	bookingStatusLabel,
	formatMoney,
	salesBars,
} from './booking-format';
import type { BookingReport } from './booking-types';
import { siteLocale } from '../../../front/date/locale';

type Props = { report: BookingReport; currency: string };

export function BookingSummary( { report, currency }: Props ) {
	const { totals } = report;
	return (
		<div className="eventsmith-report-summary">
			<dl className="eventsmith-report-totals">
				<div>
					<dt>{ __( 'Tickets sold', 'eventsmith' ) }</dt>
					<dd>{ totals.tickets.toLocaleString( siteLocale() ) }</dd>
				</div>
				<div>
					<dt>{ __( 'Revenue', 'eventsmith' ) }</dt>
					<dd>
						{ formatMoney(
							totals.revenue,
							currency,
							siteLocale()
						) }
					</dd>
				</div>
				{ BOOKING_STATUSES.map( ( status ) => (
					<div key={ status }>
						<dt>{ bookingStatusLabel( status ) }</dt>
						<dd>{ totals.by_status[ status ] ?? 0 }</dd>
					</div>
				) ) }
			</dl>
			<BarChart
				title={ __( 'Tickets sold by day', 'eventsmith' ) }
				bars={ salesBars( report.by_day ?? [], siteLocale() ) }
				valueLabel={ __( 'Tickets', 'eventsmith' ) }
				emptyMessage={ __( 'No sales yet.', 'eventsmith' ) }
			/>
		</div>
	);
}
