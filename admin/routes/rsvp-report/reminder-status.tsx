/**
 * When the event's automatic reminders went out and to how many attendees,
 * how many wait, and the addresses that refused them for good.
 */
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { api } from '../../../front/rest/client';
import type { MailQueueProgress } from './rsvp-types';

type Props = { eventId: number };

/**
 * "27 Nov, 14:00" in the reader's language.
 *
 * @param iso ISO 8601 time.
 */
function shortTime( iso: string ): string {
	return new Date( iso ).toLocaleString( undefined, {
		day: 'numeric',
		month: 'short',
		hour: '2-digit',
		minute: '2-digit',
	} );
}

/**
 * The sentence about the reminders sent so far.
 *
 * @param reminders The event's reminders.
 */
export function reminderSummary(
	reminders: NonNullable< MailQueueProgress[ 'reminders' ] >
): string {
	if ( reminders.sent === 0 || ! reminders.last_sent_at ) {
		return __( 'No automatic reminder has been sent yet.', 'eventsmith' );
	}
	return sprintf(
		/* translators: 1: date and time, 2: number of attendees. */
		_n(
			'Reminder sent %1$s to %2$d attendee.',
			'Reminder sent %1$s to %2$d attendees.',
			reminders.sent,
			'eventsmith'
		),
		shortTime( reminders.last_sent_at ),
		reminders.sent
	);
}

export function ReminderStatus( { eventId }: Props ) {
	const [ progress, setProgress ] = useState< MailQueueProgress | null >(
		null
	);
	useEffect( () => {
		let stopped = false;
		api.get< MailQueueProgress >( '/mail-queue', { event_id: eventId } )
			.then( ( next ) => ! stopped && setProgress( next ) )
			.catch( () => undefined );
		return () => {
			stopped = true;
		};
	}, [ eventId ] );

	const reminders = progress?.reminders;
	if ( ! reminders ) {
		return null;
	}
	const failures = ( progress?.failures ?? [] ).filter(
		( failure ) => failure.kind === 'event_reminder'
	);
	return (
		<section
			className="eventsmith-reminder-status"
			aria-label={ __( 'Automatic reminders', 'eventsmith' ) }
		>
			<p>{ reminderSummary( reminders ) }</p>
			{ reminders.queued > 0 && (
				<p>
					{ sprintf(
						/* translators: %d: reminders waiting. */
						_n(
							'%d reminder waits to be sent.',
							'%d reminders wait to be sent.',
							reminders.queued,
							'eventsmith'
						),
						reminders.queued
					) }
				</p>
			) }
			{ reminders.failed > 0 && (
				<div className="eventsmith-reminder-status__failed">
					<p>
						{ sprintf(
							/* translators: %d: reminders that failed. */
							_n(
								'%d reminder could not be sent:',
								'%d reminders could not be sent:',
								reminders.failed,
								'eventsmith'
							),
							reminders.failed
						) }
					</p>
					<ul>
						{ failures.map( ( failure, n ) => (
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
				</div>
			) }
		</section>
	);
}
