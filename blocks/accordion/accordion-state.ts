/**
 * The accordion's rules, apart from the DOM: at most one item open, clicking
 * the open item closes it, "+" when closed and "−" when open.
 */

/** Slide duration, spec §9. */
export const SLIDE_MS = 200;

/**
 * Which item is open after a click.
 *
 * @param open    The item open now ('' when none).
 * @param clicked The item clicked.
 */
export function nextOpen( open: string, clicked: string ): string {
	return open === clicked ? '' : clicked;
}

/**
 * The sign an item's button shows.
 *
 * @param open Whether the item is open.
 */
export function iconFor( open: boolean ): string {
	return open ? '−' : '+';
}
