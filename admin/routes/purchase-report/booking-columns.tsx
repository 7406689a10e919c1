/**
 * Columns of the purchase report table.
 */
import { __ } from '@wordpress/i18n';
import type { Column } from '../../components/list-table/list-table';
import { BookingActions } from './booking-actions';
import { PaymentCell } from './payment-cell';
import {
	bookingStatusLabel,
	bookingStatusTone,
	discountNote,
	formatMoney,
} from './booking-format';
import type { Booking } from './booking-types';
import { formatDateTime } from '../../../front/date/date-format';
import { siteLocale } from '../../../front/date/locale';
import { StatusTag } from '../../components/status-tag/status-tag';

export function bookingColumns( onChanged: () => void ): Column< Booking >[] {
	return [
		{
			id: 'id',
			label: __( 'Booking', 'eventsmith' ),
			width: '80px',
			render: ( booking ) => `#${ booking.id }`,
		},
		{
			id: 'customer',
			label: __( 'Customer', 'eventsmith' ),
			render: ( booking ) => (
				<>
					<strong>{ booking.customer_name }</strong>
					<br />
					<span className="eventsmith-report-muted">
						{ booking.customer_email }
					</span>
				</>
			),
		},
		{
			id: 'event',
			label: __( 'Event', 'eventsmith' ),
			render: ( booking ) => booking.event_name,
		},
		{
			id: 'tickets',
			label: __( 'Tickets', 'eventsmith' ),
			width: '70px',
			render: ( booking ) => booking.quantity,
		},
		{
			id: 'total',
			label: __( 'Total', 'eventsmith' ),
			render: ( booking ) => {
				const note = discountNote( booking, siteLocale() );
				const total = formatMoney(
					booking.total,
					booking.currency,
					siteLocale()
				);
				return note ? (
					<>
						{ total }
						<br />
						<small className="eventsmith-report-muted">
							{ note }
						</small>
					</>
				) : (
					total
				);
			},
		},
		{
			id: 'payment',
			label: __( 'Payment', 'eventsmith' ),
			render: ( booking ) => <PaymentCell booking={ booking } />,
		},
		{
			id: 'status',
			label: __( 'Status', 'eventsmith' ),
			render: ( booking ) => (
				<StatusTag tone={ bookingStatusTone( booking.status ) }>
					{ bookingStatusLabel( booking.status ) }
				</StatusTag>
			),
		},
		{
			id: 'date',
			label: __( 'Date', 'eventsmith' ),
			render: ( booking ) => formatDateTime( booking.created_at ),
		},
		{
			id: 'actions',
			label: __( 'Action', 'eventsmith' ),
			render: ( booking ) => (
				<BookingActions booking={ booking } onChanged={ onChanged } />
			),
		},
	];
}
