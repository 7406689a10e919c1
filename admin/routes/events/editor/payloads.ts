/**
 * Request bodies of the editor's steps (PUT /events/{id}), built from form
 * values so that each step sends only its own fields.
 */
import type { RecurrenceRule } from '../types';
import { toDayPayload } from '../list/date-range';
import type { BasicValues } from './validation';

export type BasicForm = BasicValues & {
	description: string;
	featured_image: { id: number; url: string };
	timezone: string;
	address: string;
	online_url: string;
	/** Show the online link publicly: the event's choice, null for the default. */
	online_link_public: boolean | null;
	status: 'draft' | 'publish';
	cancelled: boolean;
};

/**
 * Whether the "Show the online link publicly" toggle is on: the event's
 * choice, else what the default gives it now (public for free events, kept
 * for attendees when a ticket type has a price).
 *
 * @param choice        The event's choice, null for the default.
 * @param publicDefault Whether the link is public by default (the API's `online_link_is_public` while no choice is stored).
 */
export function onlineLinkShown(
	choice: boolean | null,
	publicDefault: boolean
): boolean {
	return choice ?? publicDefault;
}

/**
 * Body of the basic step; an empty address and online link clear the location.
 *
 * @param form Basic step values.
 */
export function basicPayload( form: BasicForm ) {
	const address = form.address.trim();
	const online = form.online_url.trim();
	return {
		title: form.title.trim(),
		description: form.description,
		featured_image: form.featured_image.id,
		start_date: toDayPayload( form.start_date ),
		start_time: form.start_time,
		end_date: form.end_date ? toDayPayload( form.end_date ) : '',
		end_time: form.end_time,
		timezone: form.timezone.trim(),
		location:
			address || online
				? {
						address: { address },
						...( online ? { online_url: online } : {} ),
					}
				: null,
		online_link_public: form.online_link_public,
		status: form.status,
		cancelled: form.cancelled,
	};
}

export type RecurrenceForm = {
	enabled: boolean;
	freq: RecurrenceRule[ 'freq' ];
	interval: string;
	byDay: string[];
	end: 'count' | 'until';
	count: string;
	until: string;
	exclusions: string;
};

/**
 * Body of the recurrence step: a rule when recurring, otherwise none.
 *
 * @param form Recurrence step values.
 */
export function recurrencePayload( form: RecurrenceForm ): {
	recurring_enabled: 'yes' | 'no';
	recurrence: RecurrenceRule | null;
} {
	if ( ! form.enabled ) {
		return { recurring_enabled: 'no', recurrence: null };
	}
	const rule: RecurrenceRule = {
		freq: form.freq,
		interval: Math.max( 1, parseInt( form.interval, 10 ) || 1 ),
	};
	if ( form.freq === 'weekly' && form.byDay.length > 0 ) {
		rule.by_day = form.byDay;
	}
	if ( form.end === 'until' && toDayPayload( form.until ) ) {
		rule.until = toDayPayload( form.until );
	} else {
		rule.count = Math.max( 1, parseInt( form.count, 10 ) || 1 );
	}
	const exclusions = form.exclusions
		.split( /[\s,]+/ )
		.map( toDayPayload )
		.filter( Boolean );
	if ( exclusions.length > 0 ) {
		rule.exclusions = exclusions;
	}
	return { recurring_enabled: 'yes', recurrence: rule };
}

/**
 * Form values of a stored rule.
 *
 * @param rule Rule from the API, or null.
 */
export function recurrenceForm( rule: RecurrenceRule | null ): RecurrenceForm {
	return {
		enabled: rule !== null,
		freq: rule?.freq ?? 'weekly',
		interval: String( rule?.interval ?? 1 ),
		byDay: rule?.by_day ?? [],
		end: rule?.until ? 'until' : 'count',
		count: String( rule?.count ?? 5 ),
		until: rule?.until ?? '',
		exclusions: ( rule?.exclusions ?? [] ).join( ', ' ),
	};
}

/**
 * A capacity field: -1 when unlimited, else a whole number of at least 0.
 *
 * @param unlimited Whether "unlimited" is ticked.
 * @param value     Number typed.
 */
export function capacityPayload( unlimited: boolean, value: string ): number {
	if ( unlimited ) {
		return -1;
	}
	return Math.max( 0, parseInt( value, 10 ) || 0 );
}
