/**
 * Rules of the RSVP screens: answer labels, the chart's bars, and the
 * invitation form's recipient list.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type { Bar } from '../../components/chart/chart-scale';
import { isEmail } from '../attendees/attendee-rules';

/** Most recipients one invitation may have (the server's limit). */
export const MAX_RECIPIENTS = 200;

/**
 * Label of an RSVP answer.
 *
 * @param response `going` or `not_going`.
 */
export function responseLabel( response: string ): string {
	return response === 'going'
		? __( 'Going', 'eventsmith' )
		: __( 'Not going', 'eventsmith' );
}

/**
 * Bars of the going / not going chart.
 *
 * @param going    Answers 'going'.
 * @param notGoing Answers 'not going'.
 */
export function rsvpBars( going: number, notGoing: number ): Bar[] {
	return [
		{ label: __( 'Going', 'eventsmith' ), value: going },
		{ label: __( 'Not going', 'eventsmith' ), value: notGoing },
	];
}

export type RecipientList = {
	/** Valid addresses, lower-cased, each once, in the order typed. */
	emails: string[];
	/** Entries that are not an email address. */
	invalid: string[];
};

/**
 * Reads the recipients box: addresses separated by new lines, commas or
 * semicolons; blanks are skipped and duplicates kept once.
 *
 * @param text What was typed.
 */
export function parseRecipients( text: string ): RecipientList {
	const emails: string[] = [];
	const invalid: string[] = [];
	for ( const raw of text.split( /[\n,;]+/ ) ) {
		const entry = raw.trim();
		if ( entry === '' ) {
			continue;
		}
		if ( ! isEmail( entry ) ) {
			invalid.push( entry );
			continue;
		}
		const email = entry.toLowerCase();
		if ( ! emails.includes( email ) ) {
			emails.push( email );
		}
	}
	return { emails, invalid };
}

export type InvitationErrors = Partial< Record< 'event' | 'emails', string > >;

/**
 * Messages of the invitation form's invalid fields.
 *
 * @param eventId    Chosen event (0 for none).
 * @param recipients The parsed recipients.
 */
export function validateInvitation(
	eventId: number,
	recipients: RecipientList
): InvitationErrors {
	const errors: InvitationErrors = {};
	if ( ! eventId ) {
		errors.event = __( 'Event is Required!', 'eventsmith' );
	}
	if ( recipients.invalid.length > 0 ) {
		errors.emails = sprintf(
			/* translators: %s: the entries that are not email addresses. */
			__( 'Not valid email addresses: %s', 'eventsmith' ),
			recipients.invalid.join( ', ' )
		);
	} else if ( recipients.emails.length === 0 ) {
		errors.emails = __( 'Recipient Emails are Required!', 'eventsmith' );
	} else if ( recipients.emails.length > MAX_RECIPIENTS ) {
		errors.emails = sprintf(
			/* translators: %d: most recipients allowed. */
			__( 'At most %d recipients at a time.', 'eventsmith' ),
			MAX_RECIPIENTS
		);
	}
	return errors;
}

/**
 * The success message: '{n} emails sent.'
 *
 * @param sent Emails sent.
 */
export function sentMessage( sent: number ): string {
	return sprintf(
		/* translators: %d: number of emails sent. */
		_n( '%d email sent.', '%d emails sent.', sent, 'eventsmith' ),
		sent
	);
}

/**
 * The notice after a send: how many went out at once and how many wait in the queue.
 *
 * @param sent   Sent within the request.
 * @param queued Waiting in the background queue.
 */
export function queuedMessage( sent: number, queued: number ): string {
	if ( queued === 0 ) {
		return sentMessage( sent );
	}
	return sprintf(
		/* translators: %d: number of emails waiting to be sent. */
		_n(
			'%d email is queued and goes out in the background.',
			'%d emails are queued and go out in the background.',
			sent + queued,
			'eventsmith'
		),
		sent + queued
	);
}

/**
 * Whether the queue still has messages to send (then the progress keeps polling).
 *
 * @param progress         Counts by state.
 * @param progress.queued  Waiting.
 * @param progress.sending Being sent.
 */
export function queueBusy( progress: {
	queued: number;
	sending: number;
} ): boolean {
	return progress.queued + progress.sending > 0;
}
