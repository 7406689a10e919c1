/**
 * "Refund tickets" of a completed order: the order's valid tickets with what each gives back,
 * a checkbox each, and the total of the chosen ones. Refunding sends the money back through the
 * order's payment provider first; a refusal shows the provider's message and changes nothing.
 */
import { Button, CheckboxControl, Modal, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { api, errorMessage } from '../../../front/rest/client';
import { useNotify } from '../../hooks/use-notify';
import { spinnerProps } from '../shortcodes/spinner-props';
import { formatMoney } from './booking-format';
import type { Booking } from './booking-types';
import {
	refundableTickets,
	refundTicketsLabel,
	ticketRefundRequest,
	ticketRefundTotal,
	toggleTicket,
	type OrderTicket,
} from './ticket-refund';

type Props = { booking: Booking; onClose: () => void; onDone: () => void };

export function TicketRefundModal( { booking, onClose, onDone }: Props ) {
	const notify = useNotify();
	const [ tickets, setTickets ] = useState< OrderTicket[] | null >( null );
	const [ chosen, setChosen ] = useState< number[] >( [] );
	const [ busy, setBusy ] = useState( false );

	useEffect( () => {
		api.get< Booking & { tickets?: OrderTicket[] } >(
			`/bookings/${ booking.id }`
		)
			.then( ( found ) =>
				setTickets( refundableTickets( found.tickets ?? [] ) )
			)
			.catch( ( error ) => {
				notify.error(
					__( 'Failed to load the tickets!', 'eventsmith' ),
					errorMessage( error )
				);
				onClose();
			} );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ booking.id ] );

	const refund = async () => {
		setBusy( true );
		const request = ticketRefundRequest( booking.id, chosen );
		try {
			await api.post( request.path, request.data );
			notify.success( __( 'Tickets refunded.', 'eventsmith' ) );
			onDone();
		} catch ( error ) {
			notify.error(
				__( 'Failed to refund the tickets!', 'eventsmith' ),
				errorMessage( error )
			);
		} finally {
			setBusy( false );
		}
	};

	return (
		<Modal
			title={ sprintf(
				/* translators: %d: order number. */
				__( 'Refund tickets of order #%d', 'eventsmith' ),
				booking.id
			) }
			onRequestClose={ onClose }
		>
			{ tickets === null ? (
				<Spinner { ...spinnerProps } />
			) : (
				<>
					{ tickets.map( ( ticket ) => (
						<CheckboxControl
							key={ ticket.id }
							label={ `${ ticket.name } — ${
								ticket.ticket_type
							} (${ formatMoney(
								Number( ticket.refund_amount ),
								booking.currency
							) })` }
							checked={ chosen.includes( ticket.id ) }
							onChange={ ( on ) =>
								setChosen(
									toggleTicket( chosen, ticket.id, on )
								)
							}
						/>
					) ) }
					<p>
						{ sprintf(
							/* translators: %s: amount with currency. */
							__( 'Refunded to the buyer: %s', 'eventsmith' ),
							formatMoney(
								ticketRefundTotal( tickets, chosen ),
								booking.currency
							)
						) }
					</p>
					<Button
						variant="primary"
						isDestructive
						disabled={ busy || chosen.length === 0 }
						isBusy={ busy }
						onClick={ refund }
					>
						{ refundTicketsLabel( chosen.length ) }
					</Button>
				</>
			) }
		</Modal>
	);
}
