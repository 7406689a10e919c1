/**
 * The events accordion (ACC-01..04): at most one item open, clicking the open
 * item closes it, "+" when closed and "−" when open, and a 200 ms slide
 * (none when the visitor prefers reduced motion). The server printed every
 * item open; this closes them all on load.
 */

/** Slide duration, spec §9. */
export const SLIDE_MS = 200;

const reduced = () =>
	window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;

/**
 * Opens or closes one item.
 *
 * @param button  The item's button.
 * @param open    Whether it should be open.
 * @param animate Whether to slide.
 */
function setOpen( button: HTMLElement, open: boolean, animate: boolean ): void {
	const panel = document.getElementById(
		button.getAttribute( 'aria-controls' ) ?? ''
	);
	const icon = button.querySelector( '.wp-block-eventsmith-accordion__icon' );
	button.setAttribute( 'aria-expanded', String( open ) );
	if ( icon ) {
		icon.textContent = open ? '−' : '+';
	}
	if ( ! panel ) {
		return;
	}
	panel.getAnimations().forEach( ( running ) => running.cancel() );
	if ( ! animate || reduced() ) {
		panel.hidden = ! open;
		return;
	}
	panel.hidden = false;
	const height = `${ panel.scrollHeight }px`;
	const slide = panel.animate(
		{ height: open ? [ '0px', height ] : [ height, '0px' ] },
		{ duration: SLIDE_MS, easing: 'ease' }
	);
	if ( ! open ) {
		slide.onfinish = () => {
			panel.hidden = true;
		};
	}
}

document
	.querySelectorAll< HTMLElement >( '.wp-block-eventsmith-accordion' )
	.forEach( ( accordion ) => {
		const buttons = Array.from(
			accordion.querySelectorAll< HTMLElement >(
				'.wp-block-eventsmith-accordion__toggle'
			)
		);
		buttons.forEach( ( button ) => {
			setOpen( button, false, false );
			button.addEventListener( 'click', () => {
				const opening =
					button.getAttribute( 'aria-expanded' ) !== 'true';
				buttons.forEach( ( other ) => {
					if (
						other !== button &&
						other.getAttribute( 'aria-expanded' ) === 'true'
					) {
						setOpen( other, false, true );
					}
				} );
				setOpen( button, opening, true );
			} );
		} );
	} );
