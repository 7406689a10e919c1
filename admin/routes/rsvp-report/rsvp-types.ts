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

export type InvitationResult = { sent: number; failed: string[] };
