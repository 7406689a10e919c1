/**
 * The event filter (FE-04) as the `eventsmith/event-filter` store: the filter
 * button shows and hides the inline form. The server printed the form visible
 * and the button hidden, so without JavaScript the form is simply there; on
 * hydration the button appears and the form folds away unless a filter is in
 * use (context `open`).
 */
import { getContext, getElement, store } from '@wordpress/interactivity';

type FilterContext = {
	/** Whether the form shows. */
	open: boolean;
	/** Whether the script runs (the button only works then). */
	enhanced: boolean;
	/** Whether the next render should put focus in the form. */
	focus: boolean;
};

export const { state, actions, callbacks } = store(
	'eventsmith/event-filter',
	{
		state: {
			get buttonHidden(): boolean {
				return ! getContext< FilterContext >().enhanced;
			},
			get formHidden(): boolean {
				const context = getContext< FilterContext >();
				return context.enhanced && ! context.open;
			},
		},
		actions: {
			toggle(): void {
				const context = getContext< FilterContext >();
				context.open = ! context.open;
				context.focus = context.open;
			},
		},
		callbacks: {
			enhance(): void {
				getContext< FilterContext >().enhanced = true;
			},
			focusField(): void {
				const context = getContext< FilterContext >();
				if ( ! context.focus || ! context.open ) {
					return;
				}
				getElement()
					.ref?.querySelector< HTMLElement >( 'input, select' )
					?.focus();
				context.focus = false;
			},
		},
	},
	{ lock: true }
);
