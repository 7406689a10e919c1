/**
 * Front-end behaviour of the calendar: the six views, previous / today /
 * next without reloading the page (events come from the public occurrences
 * route), a loading state, an error message, and the title announced to
 * screen readers. The server printed the current month; its events seed the
 * first views so opening the page fetches nothing.
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import { getJson } from '../../front/rest/request-json';
import {
	isView,
	step,
	viewRange,
	type CalendarEntry,
	type Day,
	type Range,
	type View,
} from './calendar-dates';
import { renderView, viewTitle, type CalendarTexts } from './calendar-render';

type CalendarContext = {
	view: View;
	listView: View;
	category: string;
	cursor: Day;
	title: string;
	loaded: Range & { entries: CalendarEntry[] };
	ready: boolean;
	loading: boolean;
	error: string;
	status: string;
};

type SharedState = {
	restUrl: string;
	locale: string;
	timezone: string;
	weekStart: number;
	today: Day;
	texts: CalendarTexts;
};

/** Answers already fetched, by category and range. */
const fetched = new Map< string, CalendarEntry[] >();
/** The latest navigation of each calendar, so a slow answer never overwrites a newer one. */
const latest = new WeakMap< Element, number >();
let navigations = 0;
/** The view and day each calendar shows. */
const shown = new WeakMap< Element, { view: View; cursor: Day } >();

/**
 * Today in the site's timezone (the browser's clock, the site's zone), or
 * the server's today when the browser cannot use that zone.
 *
 * @param shared Page state.
 */
function today( shared: SharedState ): Day {
	try {
		return new Intl.DateTimeFormat( 'en-CA', {
			timeZone: shared.timezone,
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
		} ).format( new Date() );
	} catch {
		return shared.today;
	}
}

const bodyOf = ( ref: Element | null ) =>
	ref
		?.closest( '.wp-block-eventsmith-calendar' )
		?.querySelector< HTMLElement >(
			'.wp-block-eventsmith-calendar__body'
		) ?? null;

export const { state, actions, callbacks } = store(
	'eventsmith/calendar',
	{
		actions: {
			*show() {
				const { ref } = getElement();
				const body = bodyOf( ref );
				const toolbar = ref?.closest( '[data-wp-interactive]' );
				if ( ! body || ! toolbar ) {
					return;
				}
				const context = getContext< CalendarContext >();
				const shared = state;
				const range = viewRange(
					context.view,
					context.cursor,
					shared.weekStart
				);
				const key = `${ context.category }|${ range.start }|${ range.end }`;
				const navigation = ++navigations;
				latest.set( body, navigation );
				context.error = '';

				let entries: CalendarEntry[] | undefined =
					context.loaded.start <= range.start &&
					context.loaded.end >= range.end
						? context.loaded.entries
						: fetched.get( key );
				if ( ! entries ) {
					context.loading = true;
					context.status = shared.texts.loading;
					body.setAttribute( 'aria-busy', 'true' );
					const url = new URL( shared.restUrl, window.location.href );
					url.searchParams.set( 'start', range.start );
					url.searchParams.set( 'end', range.end );
					if ( context.category ) {
						url.searchParams.set( 'category', context.category );
					}
					try {
						entries = ( yield getJson( url ) ) as CalendarEntry[];
						fetched.set( key, entries );
					} catch {
						entries = undefined;
					}
					if ( latest.get( body ) !== navigation ) {
						return;
					}
					context.loading = false;
					context.status = '';
					body.removeAttribute( 'aria-busy' );
					if ( ! entries ) {
						// Stay on what is shown, so the same move can be tried again.
						context.error = shared.texts.failed;
						Object.assign( context, shown.get( body ) ?? {} );
						return;
					}
				}
				// Also ends the loading state of an older fetch this view overtook.
				context.loading = false;
				context.status = '';
				body.removeAttribute( 'aria-busy' );
				context.title = viewTitle(
					shared.locale,
					context.view,
					context.cursor,
					range
				);
				shown.set( body, {
					view: context.view,
					cursor: context.cursor,
				} );
				renderView(
					body,
					context.view,
					context.cursor,
					range,
					entries,
					{
						locale: shared.locale,
						weekStart: shared.weekStart,
						today: today( shared ),
						texts: shared.texts,
						labelledBy: toolbar.querySelector( 'h2' )?.id ?? '',
					}
				);
			},
			previous() {
				const context = getContext< CalendarContext >();
				context.cursor = step( context.view, context.cursor, -1 );
				return actions.show();
			},
			next() {
				const context = getContext< CalendarContext >();
				context.cursor = step( context.view, context.cursor, 1 );
				return actions.show();
			},
			today() {
				const context = getContext< CalendarContext >();
				context.cursor = today( state );
				return actions.show();
			},
			changeView( event: Event ) {
				const value = ( event.target as HTMLSelectElement ).value;
				if ( isView( value ) ) {
					getContext< CalendarContext >().view = value;
					return actions.show();
				}
			},
		},
		callbacks: {
			init() {
				const context = getContext< CalendarContext >();
				if ( window.matchMedia( '(max-width: 600px)' ).matches ) {
					context.view = context.listView;
				}
				context.cursor = today( state );
				context.ready = true;
				return actions.show();
			},
		},
	},
	{ lock: true }
) as unknown as {
	state: SharedState;
	actions: Record<
		'show' | 'previous' | 'next' | 'today',
		() => Promise< void >
	> &
		Record< 'changeView', ( event: Event ) => Promise< void > | undefined >;
	callbacks: Record< 'init', () => Promise< void > >;
};
