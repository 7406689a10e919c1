/**
 * Attendees as GET /attendees answers them.
 */
export type Attendee = {
	id: number;
	event_id: number;
	event_name: string;
	booking_id: number;
	rsvp_id: number;
	ticket_type: string;
	name: string;
	email: string;
	phone: string;
	extra: Record< string, string >;
	ticket_code: string;
	status: string;
	checked_in: boolean;
	checked_in_at: string | null;
	/** When an offline scan of this ticket lost to a check-in on another device. */
	sync_conflict_at?: string | null;
	created_at: string;
};

/** What the edit form sends. */
export type AttendeeFields = {
	name: string;
	email: string;
	phone: string;
	extra: Record< string, string >;
};
