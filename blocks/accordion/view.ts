/**
 * The events accordion (ACC-01..04) as the `eventsmith/accordion` store: at
 * most one item open, clicking the open item closes it, "+" when closed and
 * "−" when open, and a 200 ms slide (none when the visitor prefers reduced
 * motion). The server printed every item open so the content reads without
 * JavaScript; hydration closes them all (context `open` is '').
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import { iconFor, nextOpen, SLIDE_MS } from './accordion-state';

type AccordionContext = {
	/** The item open now, '' when none (shared by the whole accordion). */
	open: string;
	/** This item's key. */
	item: string;
};

const reduced = (): boolean =>
	window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;

/** Panels already shown once: their first watch sets them without a slide. */
const settled = new WeakSet< HTMLElement >();

/**
 * Opens or closes a panel, sliding unless it is the first pass or the visitor
 * prefers reduced motion.
 *
 * @param panel   The panel.
 * @param open    Whether it should be open.
 * @param animate Whether to slide.
 */
export function slide(
	panel: HTMLElement,
	open: boolean,
	animate: boolean
): void {
	panel.getAnimations?.().forEach( ( running ) => running.cancel() );
	if ( ! animate || reduced() || ! panel.animate ) {
		panel.hidden = ! open;
		return;
	}
	panel.hidden = false;
	const height = `${ panel.scrollHeight }px`;
	const motion = panel.animate(
		{ height: open ? [ '0px', height ] : [ height, '0px' ] },
		{ duration: SLIDE_MS, easing: 'ease' }
	);
	if ( ! open ) {
		motion.onfinish = () => {
			panel.hidden = true;
		};
	}
}

export const { state, actions, callbacks } = store(
	'eventsmith/accordion',
	{
		state: {
			get isOpen(): boolean {
				const context = getContext< AccordionContext >();
				return context.open === context.item;
			},
			get icon(): string {
				return iconFor( state.isOpen );
			},
		},
		actions: {
			toggle(): void {
				const context = getContext< AccordionContext >();
				context.open = nextOpen( context.open, context.item );
			},
		},
		callbacks: {
			slide(): void {
				const open = state.isOpen;
				const { ref } = getElement();
				if ( ! ref ) {
					return;
				}
				slide( ref, open, settled.has( ref ) );
				settled.add( ref );
			},
		},
	},
	{ lock: true }
);
