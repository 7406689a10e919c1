/**
 * The event door staff picked on a page with a picker, remembered in the
 * browser so a reload keeps the door.
 */
const KEY = 'eventsmith-scanner-event';

/**
 * The event to start with: the page's own, else the remembered pick when
 * the picker still offers it, else none.
 *
 * @param fixed  The page's event, or 0.
 * @param events The picker's events.
 */
export function pickedEvent(
	fixed: number,
	events: Array< { id: number } >
): number {
	if ( fixed > 0 ) {
		return fixed;
	}
	try {
		const stored = Number( window.localStorage.getItem( KEY ) );
		return events.some( ( event ) => event.id === stored ) ? stored : 0;
	} catch {
		return 0;
	}
}

/**
 * Remembers a pick.
 *
 * @param eventId The picked event.
 */
export function rememberEvent( eventId: number ): void {
	try {
		window.localStorage.setItem( KEY, String( eventId ) );
	} catch {
		// Not remembered: the picker asks again next time.
	}
}
