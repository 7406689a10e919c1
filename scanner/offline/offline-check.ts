/**
 * Verifying a ticket against the snapshot, without the network. Pure: the
 * caller hashes the code, stores the check-in mark and queues the scan.
 */
import { __ } from '@wordpress/i18n';
import { SUCCESS, type Answer } from '../verification';
import type { Snapshot } from './types';

/** status_code of an offline "already checked in" (as the server's). */
export const ALREADY = 4;
/** status_code of a ticket the snapshot does not hold. */
export const UNKNOWN = 5;

export type OfflineCheck = {
	answer: Answer;
	/** Whether this scan checks the ticket in (mark it, queue it). */
	checkIn: boolean;
};

/**
 * The answer to a scanned ticket, offline.
 *
 * @param snapshot   The event's snapshot.
 * @param hash       SHA-256 of the scanned code.
 * @param ticketInfo Two-step mode's first question: tell, do not check in.
 */
export function checkOffline(
	snapshot: Snapshot,
	hash: string,
	ticketInfo: boolean
): OfflineCheck {
	const ticket = snapshot.tickets[ hash ];
	if ( ! ticket ) {
		return {
			checkIn: false,
			answer: {
				statusCode: UNKNOWN,
				message: __(
					'Offline: this ticket is not on the list of this event.',
					'eventsmith'
				),
				content: { event_name: snapshot.event_name },
			},
		};
	}
	const content = {
		name: ticket.name,
		event_name: snapshot.event_name,
		ticket_name: ticket.ticket_type,
	};
	if ( ticketInfo ) {
		return {
			checkIn: false,
			answer: {
				statusCode: ticket.checked_in ? ALREADY : SUCCESS,
				message: __(
					'Confirm to check this attendee in.',
					'eventsmith'
				),
				content: {
					...content,
					attendee_name: ticket.name,
					ticket_Message: ticket.checked_in
						? __( 'Already checked in.', 'eventsmith' )
						: '',
				},
			},
		};
	}
	if ( ticket.checked_in ) {
		return {
			checkIn: false,
			answer: {
				statusCode: ALREADY,
				message: __(
					'Offline: this ticket is already checked in.',
					'eventsmith'
				),
				content,
			},
		};
	}
	return {
		checkIn: true,
		answer: {
			statusCode: SUCCESS,
			message: __(
				'Checked in offline. The scan is uploaded when the connection returns.',
				'eventsmith'
			),
			content,
		},
	};
}

/**
 * A snapshot with one ticket marked checked in.
 *
 * @param snapshot Snapshot.
 * @param hash     The ticket's hash.
 */
export function markCheckedIn( snapshot: Snapshot, hash: string ): Snapshot {
	const ticket = snapshot.tickets[ hash ];
	return ticket
		? {
				...snapshot,
				tickets: {
					...snapshot.tickets,
					[ hash ]: { ...ticket, checked_in: true },
				},
			}
		: snapshot;
}

/**
 * A snapshot from the REST answer (tickets as a list) keyed by hash.
 *
 * @param body GET /scanner/events/{id}/snapshot.
 */
export function snapshotFrom( body: unknown ): Snapshot | null {
	const raw = body as {
		event_id?: unknown;
		event_name?: unknown;
		generated_at?: unknown;
		tickets?: unknown;
	} | null;
	if ( ! raw || ! Array.isArray( raw.tickets ) ) {
		return null;
	}
	const tickets: Snapshot[ 'tickets' ] = {};
	for ( const item of raw.tickets as Array< Record< string, unknown > > ) {
		if ( typeof item.hash === 'string' ) {
			tickets[ item.hash ] = {
				name: String( item.name ?? '' ),
				ticket_type: String( item.ticket_type ?? '' ),
				checked_in: !! item.checked_in,
			};
		}
	}
	return {
		event_id: Number( raw.event_id ),
		event_name: String( raw.event_name ?? '' ),
		generated_at: String( raw.generated_at ?? '' ),
		tickets,
	};
}
