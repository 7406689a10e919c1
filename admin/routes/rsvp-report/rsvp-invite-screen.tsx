/**
 * #/rsvp-report/create and #/rsvp-report/create/{eventId}: sends RSVP
 * invitations or reminders; the second preselects the event.
 */
import { __ } from '@wordpress/i18n';
import { useState } from '@wordpress/element';
import { useParams } from 'wouter';
import { api, errorMessage } from '../../../front/rest/client';
import { Loading } from '../../components/screen/loading';
import { Screen } from '../../components/screen/screen';
import { useNotify } from '../../hooks/use-notify';
import { useEventTitle } from '../../hooks/use-event-title';
import { InvitationForm, type Invitation } from './invitation-form';
import { MailQueueProgress } from './mail-queue-progress';
import { queuedMessage } from './rsvp-rules';
import type { InvitationResult } from './rsvp-types';
import { useEventOptions } from './use-event-options';

export default function RsvpInviteScreen() {
	const { eventId } = useParams< { eventId?: string } >();
	const preselected = Number( eventId ?? 0 ) || 0;
	const { events, isLoading } = useEventOptions();
	const preselectedTitle = useEventTitle(
		preselected && ! events.some( ( e ) => e.id === preselected )
			? preselected
			: 0
	);
	const notify = useNotify();
	const [ watched, setWatched ] = useState( { eventId: 0, sends: 0 } );

	const options =
		preselected && preselectedTitle
			? [ { id: preselected, title: preselectedTitle }, ...events ]
			: events;

	const send = async ( invitation: Invitation ) => {
		try {
			const result = await api.post< InvitationResult >(
				'/rsvp-invitations',
				invitation
			);
			if ( result.sent + result.queued > 0 ) {
				notify.success( queuedMessage( result.sent, result.queued ) );
				setWatched( ( before ) => ( {
					eventId: invitation.event_id,
					sends: before.sends + 1,
				} ) );
			}
			return result.failed;
		} catch ( error ) {
			notify.error(
				__( 'Failed to send the emails!', 'eventsmith' ),
				errorMessage( error )
			);
			throw error;
		}
	};

	return (
		<Screen title={ __( 'RSVP Invitation', 'eventsmith' ) }>
			{ isLoading ? (
				<Loading label={ __( 'Loading events…', 'eventsmith' ) } />
			) : (
				<InvitationForm
					events={ options }
					initialEventId={ preselected }
					onSend={ send }
				/>
			) }
			{ watched.eventId > 0 && (
				<MailQueueProgress
					eventId={ watched.eventId }
					sendCount={ watched.sends }
				/>
			) }
		</Screen>
	);
}
