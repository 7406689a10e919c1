/**
 * What the scanner keeps on the device to work offline.
 */

/** One ticket of the snapshot, known by the hash of its code. */
export type SnapshotTicket = {
	name: string;
	ticket_type: string;
	checked_in: boolean;
};

/** An event's tickets, as GET /scanner/events/{id}/snapshot answers (keyed by hash). */
export type Snapshot = {
	event_id: number;
	event_name: string;
	generated_at: string;
	tickets: Record< string, SnapshotTicket >;
};

/** A scan made offline, waiting for upload. */
export type QueuedScan = {
	client_id: string;
	event_id: number;
	code: string;
	/** ISO 8601. */
	scanned_at: string;
};

/** What the server made of one uploaded scan. */
export type SyncResult = {
	client_id: string;
	result: 'checked_in' | 'conflict' | 'refused' | 'already';
	message: string;
	name: string;
	first_checked_in_at: string;
	previous: string;
};
