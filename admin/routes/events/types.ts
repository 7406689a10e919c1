/**
 * An event as the REST API answers it (docs/rest-api.md, Events).
 */
export type EventLocation = {
	address?: { address?: unknown };
	online_url?: string;
} | null;

export type RecurrenceRule = {
	freq: 'daily' | 'weekly' | 'monthly' | 'yearly';
	interval?: number;
	by_day?: string[];
	by_month_day?: number[];
	count?: number;
	until?: string;
	exclusions?: string[];
};

export type EventRsvp = {
	enabled: boolean;
	capacity: number;
	max_per_submission: number;
};

export type DisplayStatus = 'draft' | 'ongoing' | 'upcoming' | 'expired';

export type EventItem = {
	id: number;
	title: string;
	description: string;
	/** The featured image (WordPress's post thumbnail), null when there is none. */
	featured_image: { id: number; url: string } | null;
	start_date: string;
	start_time: string;
	end_date: string;
	end_time: string;
	timezone: string;
	timezone_offset: string;
	location: EventLocation | unknown;
	parent: number;
	recurring_enabled: 'yes' | 'no';
	recurrence: RecurrenceRule | null;
	status: DisplayStatus;
	post_status: string;
	sold_tickets: number;
	total_ticket: number;
	link: string;
	certificate_template: number;
	/** Ticket template id; 0 uses the default ticket layout. */
	ticket_template: number;
	landing_template?: number;
	/** Whether the event is called off. */
	cancelled?: boolean;
	categories: number[];
	tags: number[];
	speakers: number[];
	organizers: number[];
	schedules: number[];
	rsvp: EventRsvp;
	/** Extra questions of the ticket form, asked of each attendee. */
	attendee_fields?: AttendeeFieldDefinition[];
	/** Automatic reminder: '' (site default), 'off' or hours before the start. */
	reminder_hours?: string;
	/** Show the online link publicly: true, false, or null for the default (public unless a ticket has a price). */
	online_link_public?: boolean | null;
	/** Whether visitors see the online link now (read only). */
	online_link_is_public?: boolean;
};

/** One extra attendee question, as the API stores it. */
export type AttendeeFieldDefinition = {
	name: string;
	label: string;
	type: 'text' | 'number' | 'date' | 'select';
	options: string[];
	required: boolean;
};

/** Filters of the event list, as sent to GET /events. */
export type EventFilters = {
	status: string;
	start_date: string;
	end_date: string;
	search_keyword: string;
};
