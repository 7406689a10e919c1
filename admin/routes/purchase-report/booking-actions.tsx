/**
 * Row actions of a booking: 'Resend Invoice' and 'Refund Booking', offered
 * only for completed bookings (spec §4). A refund asks 'Are you sure?'.
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api, errorMessage } from '../../api/client';
import { useConfirm } from '../../components/confirm/confirm-provider';
import { useNotify } from '../../hooks/use-notify';
import { offersBookingActions } from './booking-format';
import type { Booking } from './booking-types';

type Props = { booking: Booking; onChanged: () => void };

export function BookingActions( { booking, onChanged }: Props ) {
	const confirm = useConfirm();
	const notify = useNotify();
	const [ busy, setBusy ] = useState( false );

	if ( ! offersBookingActions( booking.status ) ) {
		return null;
	}

	const run = async ( path: string, success: string, failure: string ) => {
		setBusy( true );
		try {
			await api.post( `/bookings/${ booking.id }/${ path }` );
			notify.success( success );
			onChanged();
		} catch ( error ) {
			notify.error( failure, errorMessage( error ) );
		} finally {
			setBusy( false );
		}
	};

	return (
		<div className="eventsmith-report-actions">
			<Button
				variant="secondary"
				size="small"
				disabled={ busy }
				onClick={ () =>
					run(
						'resend-invoice',
						__( 'Invoice sent.', 'eventsmith' ),
						__( 'Failed to resend the invoice!', 'eventsmith' )
					)
				}
			>
				{ __( 'Resend Invoice', 'eventsmith' ) }
			</Button>
			<Button
				variant="secondary"
				size="small"
				isDestructive
				disabled={ busy }
				onClick={ async () => {
					if ( await confirm() ) {
						await run(
							'refund',
							__( 'Booking refunded.', 'eventsmith' ),
							__( 'Failed to refund the booking!', 'eventsmith' )
						);
					}
				} }
			>
				{ __( 'Refund Booking', 'eventsmith' ) }
			</Button>
		</div>
	);
}
