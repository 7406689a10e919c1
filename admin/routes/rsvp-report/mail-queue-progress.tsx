/**
 * How far the background mail queue is for one event: sent so far, waiting,
 * and the addresses the mail server refused for good. Fetched only after a
 * send, polled while messages wait.
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { api, errorMessage } from '../../../front/rest/client';
import { queueBusy } from './rsvp-rules';
import type { MailQueueProgress as Progress } from './rsvp-types';

const POLL_MS = 5000;

type Props = { eventId: number; sendCount: number };

export function MailQueueProgress( { eventId, sendCount }: Props ) {
	const [ progress, setProgress ] = useState< Progress | null >( null );
	const [ problem, setProblem ] = useState( '' );

	useEffect( () => {
		let stopped = false;
		let timer: ReturnType< typeof setTimeout > | undefined;
		const load = async () => {
			try {
				const next = await api.get< Progress >( '/mail-queue', {
					event_id: eventId,
				} );
				if ( stopped ) {
					return;
				}
				setProgress( next );
				setProblem( '' );
				if ( queueBusy( next ) ) {
					timer = setTimeout( load, POLL_MS );
				}
			} catch ( error ) {
				if ( ! stopped ) {
					setProblem( errorMessage( error ) );
				}
			}
		};
		void load();
		return () => {
			stopped = true;
			clearTimeout( timer );
		};
	}, [ eventId, sendCount ] );

	if ( problem ) {
		return <p className="eventsmith-mail-queue is-error">{ problem }</p>;
	}
	if ( ! progress ) {
		return null;
	}
	const total =
		progress.queued + progress.sending + progress.sent + progress.failed;
	return (
		<section
			className="eventsmith-mail-queue"
			aria-live="polite"
			aria-label={ __( 'Mail queue', 'eventsmith' ) }
		>
			<p>
				{ sprintf(
					/* translators: 1: emails sent, 2: all emails of the event, 3: emails that failed. */
					__(
						'%1$d of %2$d emails sent, %3$d failed.',
						'eventsmith'
					),
					progress.sent,
					total,
					progress.failed
				) }
			</p>
			{ progress.failures.length > 0 && (
				<ul className="eventsmith-mail-queue__failures">
					{ progress.failures.map( ( failure, n ) => (
						<li key={ n }>
							{ failure.email && (
								<>
									<strong>{ failure.email }</strong>
									{ ': ' }
								</>
							) }
							{ failure.error }
						</li>
					) ) }
				</ul>
			) }
		</section>
	);
}
