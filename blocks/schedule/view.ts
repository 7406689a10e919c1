/**
 * Tabs of the schedule widget as the `eventsmith/schedule` store (WAI-ARIA
 * tabs pattern): the server printed every day visible and the tab list
 * hidden; once the script runs (context `enhanced`) the tab list shows, the
 * days become tab panels and one shows at a time. Arrow keys move between
 * tabs (and select them), Home and End go to the first and last.
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import { nextTab } from './tab-keys';

type ScheduleContext = {
	/** The widget's id prefix, shared by its tabs and panels. */
	id: string;
	/** How many days (tabs) there are. */
	count: number;
	/** The selected tab. */
	selected: number;
	/** Whether the script runs. */
	enhanced: boolean;
	/** Whether the selected tab should take focus. */
	focus: boolean;
	/** The tab or panel's day. */
	index: number;
};

export const { state, actions, callbacks } = store(
	'eventsmith/schedule',
	{
		state: {
			get isSelected(): boolean {
				const context = getContext< ScheduleContext >();
				return context.selected === context.index;
			},
			get tabIndex(): number {
				return state.isSelected ? 0 : -1;
			},
			get listHidden(): boolean {
				return ! getContext< ScheduleContext >().enhanced;
			},
			get panelHidden(): boolean {
				return (
					getContext< ScheduleContext >().enhanced &&
					! state.isSelected
				);
			},
			get panelRole(): string | null {
				return getContext< ScheduleContext >().enhanced
					? 'tabpanel'
					: null;
			},
			get panelTabIndex(): number | null {
				return getContext< ScheduleContext >().enhanced ? 0 : null;
			},
			get panelLabel(): string {
				const context = getContext< ScheduleContext >();
				const kind = context.enhanced ? 'tab' : 'title';
				return `${ context.id }-${ kind }-${ context.index }`;
			},
		},
		actions: {
			select(): void {
				const context = getContext< ScheduleContext >();
				context.selected = context.index;
				context.focus = true;
			},
			keydown( event: KeyboardEvent ): void {
				const context = getContext< ScheduleContext >();
				const next = nextTab(
					event.key,
					context.selected,
					context.count
				);
				if ( next === undefined ) {
					return;
				}
				event.preventDefault();
				context.selected = next;
				context.focus = true;
			},
		},
		callbacks: {
			enhance(): void {
				getContext< ScheduleContext >().enhanced = true;
			},
			focusTab(): void {
				const context = getContext< ScheduleContext >();
				if ( context.focus && state.isSelected ) {
					getElement().ref?.focus();
					context.focus = false;
				}
			},
		},
	},
	{ lock: true }
);
