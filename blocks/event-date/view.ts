/**
 * The `eventsmith/event-date` store: adds "Your time: …" under an event's date
 * when the visitor's timezone is not the event's. The server printed the line
 * hidden; its text and visibility come from `state.visitorText`, worked out
 * from the block's context (start, end, zone) and the site's locale, which the
 * server seeds once per page in `state.locale`. Runs only where the event date
 * block is on the page.
 */
import { getContext, store } from '@wordpress/interactivity';
import { visitorRange } from './visitor-range';

type DateContext = {
	start: string;
	end: string;
	zone: string;
	/** True when the event has no end time (the end is the end of a day). */
	allDayEnd: boolean;
};

type DateState = {
	/** The site's language, seeded by the server (no client default: on 6.5 it would win). */
	locale?: string;
	readonly visitorText: string;
	readonly visitorHidden: boolean;
};

const definition: { state: DateState } = {
	state: {
		get visitorText(): string {
			const context = getContext< DateContext >();
			return visitorRange(
				context.start,
				context.end,
				context.zone,
				context.allDayEnd,
				// The site's language, so the line reads like the rest of the page.
				state.locale || undefined
			);
		},
		get visitorHidden(): boolean {
			return '' === state.visitorText;
		},
	},
};

export const { state } = store( 'eventsmith/event-date', definition, {
	lock: true,
} );
