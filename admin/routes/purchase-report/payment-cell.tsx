/**
 * How an order is paid, for staff: the method's name and the provider's
 * reference, linked to the payment in the provider's dashboard when there
 * is one (issue 34.3).
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Booking } from './booking-types';

export function PaymentCell( { booking }: { booking: Booking } ) {
	if ( ! booking.payment_method ) {
		return (
			<span className="eventsmith-report-muted">
				{ __( 'None (free)', 'eventsmith' ) }
			</span>
		);
	}
	const reference = booking.payment_ref ?? '';
	return (
		<>
			{ booking.payment_label || booking.payment_method }
			{ reference && (
				<>
					<br />
					<small className="eventsmith-report-muted eventsmith-report-ref">
						{ booking.payment_url ? (
							<ExternalLink href={ booking.payment_url }>
								{ reference }
							</ExternalLink>
						) : (
							reference
						) }
					</small>
				</>
			) }
		</>
	);
}
