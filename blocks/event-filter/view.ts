/**
 * The event filter (FE-04): the filter button shows and hides the inline
 * form. The server printed the form visible and the button hidden; this shows
 * the button and folds the form away unless a filter is in use.
 */
document
	.querySelectorAll< HTMLElement >(
		'.wp-block-eventsmith-event-filter__toggle'
	)
	.forEach( ( button ) => {
		const form = document.getElementById(
			button.getAttribute( 'aria-controls' ) ?? ''
		);
		if ( ! form ) {
			return;
		}
		const toggle = ( open: boolean ) => {
			button.setAttribute( 'aria-expanded', String( open ) );
			form.hidden = ! open;
		};
		toggle(
			!! button
				.closest( '.wp-block-eventsmith-event-filter' )
				?.classList.contains( 'is-filtering' )
		);
		button.hidden = false;
		button.addEventListener( 'click', () => {
			const open = button.getAttribute( 'aria-expanded' ) !== 'true';
			toggle( open );
			if ( open ) {
				form.querySelector< HTMLElement >( 'input, select' )?.focus();
			}
		} );
	} );
