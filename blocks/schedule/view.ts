/**
 * Tabs of the schedule widget (WAI-ARIA tabs pattern): the server printed
 * every day visible and the tab list hidden; this shows the tab list, turns
 * the days into tab panels and shows one at a time. Arrow keys move between
 * tabs (and select them), Home and End go to the first and last.
 */

/**
 * Selects one tab and shows its panel.
 *
 * @param tabs  The tabs.
 * @param index The tab to select.
 * @param focus Whether to move focus to it.
 */
function select( tabs: HTMLElement[], index: number, focus: boolean ): void {
	tabs.forEach( ( tab, i ) => {
		const selected = i === index;
		tab.setAttribute( 'aria-selected', String( selected ) );
		tab.tabIndex = selected ? 0 : -1;
		const panel = document.getElementById(
			tab.getAttribute( 'aria-controls' ) ?? ''
		);
		if ( panel ) {
			panel.hidden = ! selected;
		}
	} );
	if ( focus ) {
		tabs[ index ]?.focus();
	}
}

/**
 * Turns one schedule widget into tabs.
 *
 * @param list The tab list element.
 */
function enhance( list: HTMLElement ): void {
	const tabs = Array.from(
		list.querySelectorAll< HTMLElement >( '[role="tab"]' )
	);
	tabs.forEach( ( tab ) => {
		const panel = document.getElementById(
			tab.getAttribute( 'aria-controls' ) ?? ''
		);
		if ( panel ) {
			panel.setAttribute( 'role', 'tabpanel' );
			panel.setAttribute( 'aria-labelledby', tab.id );
			panel.tabIndex = 0;
		}
	} );
	list.hidden = false;
	list.closest( '.wp-block-eventsmith-schedule' )?.classList.add(
		'has-tabs'
	);
	select( tabs, 0, false );
	list.addEventListener( 'click', ( event ) => {
		const tab = ( event.target as HTMLElement ).closest< HTMLElement >(
			'[role="tab"]'
		);
		if ( tab ) {
			select( tabs, tabs.indexOf( tab ), true );
		}
	} );
	list.addEventListener( 'keydown', ( event ) => {
		const current = tabs.indexOf( event.target as HTMLElement );
		const last = tabs.length - 1;
		const next = {
			ArrowRight: current === last ? 0 : current + 1,
			ArrowLeft: current === 0 ? last : current - 1,
			Home: 0,
			End: last,
		}[ event.key ];
		if ( current < 0 || next === undefined ) {
			return;
		}
		event.preventDefault();
		select( tabs, next, true );
	} );
}

document
	.querySelectorAll< HTMLElement >(
		'.wp-block-eventsmith-schedule__tabs[role="tablist"]'
	)
	.forEach( enhance );
