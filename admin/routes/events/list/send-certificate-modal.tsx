/**
 * Emails the event's certificate to its attendees (POST
 * /events/{id}/send-certificate), after the person confirms in a modal.
 */
import { Button, Modal } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { api, errorMessage } from '../../../../front/rest/client';
import { useNotify } from '../../../hooks/use-notify';
import type { EventItem } from '../types';

type Props = { event: EventItem; onClose: () => void };

export default function SendCertificateModal( { event, onClose }: Props ) {
	const notify = useNotify();
	const [ isSending, setIsSending ] = useState( false );

	const send = async () => {
		if ( isSending ) {
			return;
		}
		setIsSending( true );
		try {
			const result = await api.post< { sent: number; queued: number } >(
				`/events/${ event.id }/send-certificate`
			);
			// The first goes out at once, the others with the mail queue's next batches.
			const count = result.sent + result.queued;
			notify.success(
				sprintf(
					/* translators: %d: number of attendees emailed. */
					_n(
						'Certificate sent to %d attendee.',
						'Certificate sent to %d attendees.',
						count,
						'eventsmith'
					),
					count
				)
			);
			onClose();
		} catch ( error ) {
			notify.error(
				__( 'Failed to send the certificate!', 'eventsmith' ),
				errorMessage( error )
			);
			setIsSending( false );
		}
	};

	return (
		<Modal
			title={ __( 'Send Certificate', 'eventsmith' ) }
			onRequestClose={ onClose }
			className="eventsmith-popup"
		>
			<p>
				{ sprintf(
					/* translators: %s: event title. */
					__(
						'Email the certificate of “%s” to every attendee of this event?',
						'eventsmith'
					),
					event.title
				) }
			</p>
			<div className="eventsmith-modal__actions">
				<Button variant="tertiary" onClick={ onClose }>
					{ __( 'Cancel', 'eventsmith' ) }
				</Button>
				<Button
					variant="primary"
					onClick={ send }
					isBusy={ isSending }
					aria-disabled={ isSending }
				>
					{ __( 'Send', 'eventsmith' ) }
				</Button>
			</div>
		</Modal>
	);
}
