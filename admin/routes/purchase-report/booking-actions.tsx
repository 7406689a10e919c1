/**
 * Row actions of a booking: its invoice page for every booking; 'Resend
 * Invoice' and 'Refund Booking' for completed ones (spec §4; a refund asks
 * 'Are you sure?'), and 'Refund tickets' for chosen tickets of an order of
 * several; 'Mark as paid' for one awaiting payment (asks first, then the
 * buyer's tickets are e-mailed).
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api, errorMessage } from '../../../front/rest/client';
import { useConfirm } from '../../components/confirm/confirm-provider';
import { useNotify } from '../../hooks/use-notify';
import { offersBookingActions } from './booking-format';
import type { Booking } from './booking-types';
import { TicketRefundModal } from './ticket-refund-modal';

type Props = { booking: Booking; onChanged: () => void };

export function BookingActions( { booking, onChanged }: Props ) {
	const confirm = useConfirm();
	const notify = useNotify();
	const [ busy, setBusy ] = useState( false );
	const [ choosing, setChoosing ] = useState( false );

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

	const invoice = booking.invoice_url ? (
		<Button
			variant="tertiary"
			size="small"
			href={ booking.invoice_url }
			target="_blank"
			rel="noopener noreferrer"
		>
			{ __( 'Invoice', 'eventsmith' ) }
		</Button>
	) : null;

	if ( booking.status === 'pending' ) {
		return (
			<div className="eventsmith-report-actions">
				{ invoice }
				<Button
					variant="secondary"
					size="small"
					disabled={ busy }
					onClick={ async () => {
						if (
							await confirm(
								__(
									'Mark this booking as paid? Its tickets are e-mailed to the buyer.',
									'eventsmith'
								)
							)
						) {
							await run(
								'mark-paid',
								__(
									'Booking marked as paid. The tickets were sent.',
									'eventsmith'
								),
								__(
									'Failed to mark the booking as paid!',
									'eventsmith'
								)
							);
						}
					} }
				>
					{ __( 'Mark as paid', 'eventsmith' ) }
				</Button>
			</div>
		);
	}

	if ( ! offersBookingActions( booking.status ) ) {
		return (
			invoice && (
				<div className="eventsmith-report-actions">{ invoice }</div>
			)
		);
	}

	return (
		<div className="eventsmith-report-actions">
			{ invoice }
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
			{ booking.quantity > 1 && (
				<Button
					variant="tertiary"
					size="small"
					isDestructive
					disabled={ busy }
					onClick={ () => setChoosing( true ) }
				>
					{ __( 'Refund tickets', 'eventsmith' ) }
				</Button>
			) }
			{ choosing && (
				<TicketRefundModal
					booking={ booking }
					onClose={ () => setChoosing( false ) }
					onDone={ () => {
						setChoosing( false );
						onChanged();
					} }
				/>
			) }
		</div>
	);
}
