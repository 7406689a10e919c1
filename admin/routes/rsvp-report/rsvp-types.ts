/**
 * The RSVP report as GET /rsvp-report answers it.
 */
export type RsvpResponse = {
	id: number;
	event_id: number;
	response: 'going' | 'not_going';
	attendee_count: number;
	name: string;
	email: string;
	reason: string;
	created_at: string;
};

export type RsvpReport = {
	going: number;
	not_going: number;
	/** People coming (the sum of attendee counts of 'going' answers). */
	attendees: number;
	items: RsvpResponse[];
	total_items: number;
};

export type InvitationKind = 'invitation' | 'reminder';

/** POST /rsvp-invitations: sent within the request (at most one), the rest queued. */
export type InvitationResult = {
	queued: number;
	sent: number;
	failed: string[];
};

/** GET /mail-queue: how far the background mail queue is. */
export type MailQueueProgress = {
	queued: number;
	sending: number;
	sent: number;
	failed: number;
	failures: {
		/** Absent unless the user may see attendees or orders. */
		email?: string;
		kind: string;
		attempts: number;
		error: string;
	}[];
	/** The event's automatic reminders (only when one event is asked for). */
	reminders?: {
		sent: number;
		queued: number;
		failed: number;
		last_sent_at: string | null;
	};
};
