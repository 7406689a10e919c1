/**
 * A waitlist entry as `GET /events/{id}/waitlist` answers it.
 */
export type WaitlistEntry = {
	id: number;
	event_id: number;
	ticket_type_id: number;
	ticket_type: string;
	name: string;
	email: string;
	state: 'waiting' | 'offered' | 'claimed' | 'expired' | 'removed';
	hold_until: string | null;
	joined_at: string;
	booking_id: number;
};
